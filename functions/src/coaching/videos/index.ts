import type { SuggestedVideo } from '../coach-model.ts';
import { BODY_AND_PERFORMANCE } from './body-and-performance.ts';
import { MIND_AND_SETBACKS } from './mind-and-setbacks.ts';
import { type LibraryVideo, toSuggestedVideo } from './types.ts';
import { WORK_AND_LIFE } from './work-and-life.ts';

export { type LibraryVideo, toSuggestedVideo } from './types.ts';

export const VIDEOS: readonly LibraryVideo[] = [...BODY_AND_PERFORMANCE, ...MIND_AND_SETBACKS, ...WORK_AND_LIFE];

/**
 * A video tagged with the skill first, then with the theme, then a general stress video. Among
 * equals the seed picks, so the same situation always gets the same video.
 */
export function matchVideo(
  skillId: string,
  theme: string,
  seed: number,
  options: { speaker?: boolean } = {},
): SuggestedVideo {
  const speaker = options.speaker ?? true;
  for (const topic of [skillId, theme, 'general']) {
    const matches = VIDEOS.filter((video) => video.topics.includes(topic) && (speaker || !video.speakingOnly));
    const chosen = matches[seed % Math.max(matches.length, 1)];
    if (chosen) return toSuggestedVideo(chosen);
  }
  throw new Error('The video library has no general video');
}
