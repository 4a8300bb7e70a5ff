import type { SuggestedVideo } from '../coach-model.ts';
import type { SkillKind } from '../interventions/types.ts';

/**
 * A curated video. Topics are skill ids (the video teaches that skill) and theme names (it speaks
 * to that situation). Kinds mark a general talk that teaches no one technique, so it fits any
 * skill of that kind (a talk on focus and flow for a self-talk or cue-word tip).
 */
export interface LibraryVideo {
  youtubeId: string;
  title: string;
  topics: readonly string[];
  kinds?: readonly SkillKind[];
  /** Teaches a breathing technique: only ever shown for a skill that uses the breath. */
  breathing?: boolean;
  minutes: number;
  /** About public speaking: not shown to athletes or musicians. */
  speakingOnly?: boolean;
}

export function toSuggestedVideo(video: LibraryVideo): SuggestedVideo {
  return {
    title: video.title,
    url: `https://www.youtube.com/watch?v=${video.youtubeId}`,
    thumbnail: `https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`,
  };
}
