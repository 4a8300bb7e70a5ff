import type { SuggestedVideo } from '../coach-model.ts';
import { interventionById } from '../interventions/index.ts';
import { BODY_AND_PERFORMANCE } from './body-and-performance.ts';
import { MIND_AND_SETBACKS } from './mind-and-setbacks.ts';
import { type LibraryVideo, toSuggestedVideo } from './types.ts';
import { WORK_AND_LIFE } from './work-and-life.ts';

export { type LibraryVideo, toSuggestedVideo } from './types.ts';

export const VIDEOS: readonly LibraryVideo[] = [...BODY_AND_PERFORMANCE, ...MIND_AND_SETBACKS, ...WORK_AND_LIFE];

/**
 * A video that fits the skill: one tagged with the skill itself, or else a general talk for the
 * skill's kind (never a video that teaches a different technique, and never a breathing video for
 * a skill that does not use the breath). Among equals, those that also speak to the theme come
 * first and the seed picks, so the same situation always gets the same video. Only a skill the
 * library does not know (a model's own idea) falls back to the theme, then to a general talk.
 */
export function matchVideo(
  skillId: string,
  theme: string,
  seed: number,
  options: { speaker?: boolean } = {},
): SuggestedVideo {
  const chosen = fittingVideos(skillId, theme, options);
  const video = chosen[seed % Math.max(chosen.length, 1)];
  if (!video) throw new Error(`The video library has nothing that fits ${skillId}`);
  return toSuggestedVideo(video);
}

/** Every video matchVideo may choose from for this skill and theme, best fit first. */
export function fittingVideos(
  skillId: string,
  theme: string,
  options: { speaker?: boolean } = {},
): readonly LibraryVideo[] {
  const speaker = options.speaker ?? true;
  const skill = interventionById(skillId);
  const allowed = VIDEOS.filter(
    (video) => (speaker || !video.speakingOnly) && (!video.breathing || (skill?.usesBreath ?? false)),
  );
  const onTheme = (videos: readonly LibraryVideo[]) => {
    const themed = videos.filter((video) => video.topics.includes(theme));
    return themed.length ? themed : videos;
  };
  const tagged = allowed.filter((video) => video.topics.includes(skillId));
  if (tagged.length) return tagged;
  if (skill) return onTheme(allowed.filter((video) => video.kinds?.includes(skill.kind)));
  for (const topic of [theme, 'general']) {
    const matches = allowed.filter((video) => video.topics.includes(topic));
    if (matches.length) return matches;
  }
  return [];
}
