import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestMedia, type TestMedia } from '../../../infra/local/test-support/media.ts';
import { ContainerError, checkVideoFile, sniffContainer } from './container.ts';

let media: TestMedia;
beforeAll(() => {
  media = makeTestMedia(join(tmpdir(), 'briefs-test-media'));
}, 120_000);

function check(path: string) {
  const bytes = readFileSync(path);
  return checkVideoFile(bytes.length, async (start, end) => bytes.subarray(start, end));
}

async function refusal(path: string): Promise<string> {
  try {
    await check(path);
    return 'accepted';
  } catch (error) {
    return error instanceof ContainerError ? error.reason : String(error);
  }
}

describe('video files are judged by their bytes', () => {
  it('accepts MP4 (H.264/AAC) and WebM (VP8/Opus) with sound', async () => {
    expect(await check(media.videoMp4)).toBe('mp4');
    expect(await check(media.videoWebm)).toBe('webm');
    expect(await check(media.videoSilentMp4)).toBe('mp4');
  });

  it('refuses a video without an audio track, a cut-off MP4 and a text file named .webm', async () => {
    expect(await refusal(media.videoNoAudioMp4)).toBe('no-audio');
    expect(await refusal(media.truncatedMp4)).toBe('truncated');
    expect(await refusal(media.textAsWebm)).toBe('not-media');
  });

  it('recognises the audio formats browsers record, and nothing from a name', () => {
    expect(sniffContainer(readFileSync(media.speechWebm))).toBe('webm');
    expect(sniffContainer(readFileSync(media.speechMp4))).toBe('mp4');
    expect(sniffContainer(readFileSync(media.speechWav))).toBe('wav');
    expect(sniffContainer(Buffer.from('<html>not audio</html>'))).toBeNull();
    expect(sniffContainer(Buffer.alloc(0))).toBeNull();
  });
});
