import type { SuggestedVideo } from '../coach-model.ts';

/** A curated video. Topics are skill ids and theme names, so a video is only ever shown for a tip it fits. */
export interface LibraryVideo {
  youtubeId: string;
  title: string;
  topics: readonly string[];
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
