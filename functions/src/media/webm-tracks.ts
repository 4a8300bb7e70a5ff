import { type ByteReader, ContainerError, type TrackSummary } from './container-types.ts';

const ID = { segment: 0x18538067, tracks: 0x1654ae6b, trackEntry: 0xae, trackType: 0x83, cluster: 0x1f43b675 };
const TRACK_TYPE = { video: 1, audio: 2 };
/** Browsers put Tracks in the first kilobytes; a file without them there is not one we can read. */
const HEAD_BYTES = 1024 * 1024;

interface Element {
  id: number;
  dataStart: number;
  /** null: unknown size (live recordings from MediaRecorder write the Segment this way). */
  size: number | null;
}

function vint(buffer: Buffer, offset: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = buffer[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buffer[offset + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !keepMarker && allOnes ? -1 : value, length };
}

function elementAt(buffer: Buffer, offset: number): Element | null {
  const id = vint(buffer, offset, true);
  if (!id) return null;
  const size = vint(buffer, offset + id.length, false);
  if (!size) return null;
  return { id: id.value, dataStart: offset + id.length + size.length, size: size.value < 0 ? null : size.value };
}

function readTrackTypes(buffer: Buffer, tracks: Element): number[] {
  const end = tracks.dataStart + (tracks.size ?? 0);
  if (end > buffer.length) throw new ContainerError('truncated');
  const types: number[] = [];
  for (let offset = tracks.dataStart; offset < end; ) {
    const entry = elementAt(buffer, offset);
    if (!entry || entry.size === null) throw new ContainerError('truncated');
    if (entry.id === ID.trackEntry) {
      for (let inner = entry.dataStart; inner < entry.dataStart + entry.size; ) {
        const field = elementAt(buffer, inner);
        if (!field || field.size === null) throw new ContainerError('truncated');
        if (field.id === ID.trackType && field.size > 0)
          types.push(buffer.readUIntBE(field.dataStart, Math.min(field.size, 6)));
        inner = field.dataStart + field.size;
      }
    }
    offset = entry.dataStart + entry.size;
  }
  return types;
}

/** EBML header, then the Segment's children until Tracks; each TrackEntry's TrackType says audio or video. */
export async function findWebmTracks(fileSize: number, read: ByteReader): Promise<TrackSummary> {
  const buffer = await read(0, Math.min(fileSize, HEAD_BYTES));
  const header = elementAt(buffer, 0);
  if (!header || header.size === null) throw new ContainerError('not-media');
  const segment = elementAt(buffer, header.dataStart + header.size);
  if (!segment || segment.id !== ID.segment) throw new ContainerError('truncated');
  for (let offset = segment.dataStart; offset < buffer.length; ) {
    const element = elementAt(buffer, offset);
    if (!element || element.size === null || element.id === ID.cluster) break;
    if (element.id === ID.tracks) {
      const types = readTrackTypes(buffer, element);
      return { hasAudio: types.includes(TRACK_TYPE.audio), hasVideo: types.includes(TRACK_TYPE.video) };
    }
    offset = element.dataStart + element.size;
  }
  throw new ContainerError('truncated');
}
