import { type ByteReader, ContainerError, type TrackSummary } from './container-types.ts';

interface Box {
  type: string;
  start: number;
  headerSize: number;
  size: number;
}

/** The movie index is small (kilobytes); anything far larger is not one we want to read. */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;

function boxAt(buffer: Buffer, offset: number, remaining: number): Box | null {
  if (remaining < 8) return null;
  let size = buffer.readUInt32BE(offset);
  const type = buffer.toString('latin1', offset + 4, offset + 8);
  let headerSize = 8;
  if (size === 1) {
    if (remaining < 16) return null;
    size = Number(buffer.readBigUInt64BE(offset + 8));
    headerSize = 16;
  } else if (size === 0) size = remaining;
  if (size < headerSize) return null;
  return { type, start: offset, headerSize, size };
}

/** Child boxes of the box spanning [start, end) of an in-memory buffer. */
function children(buffer: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    const box = boxAt(buffer, offset, end - offset);
    if (!box || box.start + box.size > end) throw new ContainerError('truncated');
    boxes.push(box);
    offset += box.size;
  }
  return boxes;
}

/**
 * Walks the top-level boxes with small ranged reads (the `moov` index may sit after the media
 * data), checks that none runs past the end of the file (a cut-off upload), then reads each
 * track's handler type: `soun` is audio, `vide` video.
 */
export async function findMp4Tracks(fileSize: number, read: ByteReader): Promise<TrackSummary> {
  let offset = 0;
  let moov: Box | null = null;
  while (offset < fileSize) {
    const header = await read(offset, Math.min(fileSize, offset + 16));
    const box = boxAt(header, 0, fileSize - offset);
    if (!box || offset + box.size > fileSize) throw new ContainerError('truncated');
    if (box.type === 'moov') moov = { ...box, start: offset };
    offset += box.size;
  }
  if (!moov || moov.size > MAX_MOOV_BYTES) throw new ContainerError('truncated');
  const body = await read(moov.start, moov.start + moov.size);
  if (body.length < moov.size) throw new ContainerError('truncated');
  const handlers: string[] = [];
  for (const trak of children(body, moov.headerSize, moov.size).filter((b) => b.type === 'trak')) {
    const mdia = children(body, trak.start + trak.headerSize, trak.start + trak.size).find((b) => b.type === 'mdia');
    if (!mdia) continue;
    const hdlr = children(body, mdia.start + mdia.headerSize, mdia.start + mdia.size).find((b) => b.type === 'hdlr');
    // hdlr payload: version+flags (4), pre_defined (4), handler_type (4).
    if (hdlr)
      handlers.push(body.toString('latin1', hdlr.start + hdlr.headerSize + 8, hdlr.start + hdlr.headerSize + 12));
  }
  return { hasAudio: handlers.includes('soun'), hasVideo: handlers.includes('vide') };
}
