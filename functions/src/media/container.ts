import { type ByteReader, ContainerError, type TrackSummary } from './container-types.ts';
import { findMp4Tracks } from './mp4-tracks.ts';
import { findWebmTracks } from './webm-tracks.ts';

export { type ByteReader, ContainerError, type TrackSummary } from './container-types.ts';

/**
 * What a file is, judged by its bytes and never by its name or declared type. This runs in the
 * Lambda, which has no ffmpeg: the container is recognised from its signature and its track list
 * is read from the container's own index (MP4 `moov`, Matroska/WebM `Tracks`).
 */
export type ContainerKind = 'mp4' | 'webm' | 'ogg' | 'wav' | 'mp3' | 'flac';
export const VIDEO_CONTAINERS: readonly ContainerKind[] = ['mp4', 'webm'];

export function sniffContainer(head: Buffer): ContainerKind | null {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return 'mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  // MP3 with an ID3 tag, or an MPEG audio / ADTS (AAC) frame sync.
  if (ascii(0, 3) === 'ID3' || (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  return null;
}

/** The tracks of an MP4 or WebM file. Throws ContainerError when its index is missing or cut off. */
export async function readTracks(kind: ContainerKind, size: number, read: ByteReader): Promise<TrackSummary> {
  if (kind === 'mp4') return findMp4Tracks(size, read);
  if (kind === 'webm') return findWebmTracks(size, read);
  return { hasAudio: true, hasVideo: false };
}

/** A video we accept: MP4 or WebM by signature, an intact index, and an audio track. */
export async function checkVideoFile(size: number, read: ByteReader): Promise<ContainerKind> {
  const kind = sniffContainer(await read(0, Math.min(size, 64)));
  if (!kind || !VIDEO_CONTAINERS.includes(kind)) throw new ContainerError('not-media');
  const tracks = await readTracks(kind, size, read);
  if (!tracks.hasAudio) throw new ContainerError('no-audio');
  return kind;
}
