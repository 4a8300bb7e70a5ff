/** Shared by the container readers (container.ts, mp4-tracks.ts, webm-tracks.ts). */
export interface TrackSummary {
  hasAudio: boolean;
  hasVideo: boolean;
}

/** Reads bytes [start, end) of the file; may return fewer at the end of the file. */
export type ByteReader = (start: number, end: number) => Promise<Buffer>;

export class ContainerError extends Error {
  constructor(readonly reason: 'not-media' | 'truncated' | 'no-audio') {
    super(`container check failed: ${reason}`);
    this.name = 'ContainerError';
  }
}
