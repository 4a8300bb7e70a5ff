import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestMedia, TEST_SPEECH, type TestMedia } from '../../../infra/local/test-support/media.ts';
import { OfflineTranscriber, parseHypothesis } from './offline-transcriber.ts';
import { TranscriptionError } from './transcriber.ts';

let media: TestMedia;
beforeAll(() => {
  media = makeTestMedia(join(tmpdir(), 'briefs-test-media'));
}, 120_000);

// The engine reads the object from the media store; here the "store" is the generated file itself.
const engine = new OfflineTranscriber(
  { get: async (path: string) => readFileSync(path) },
  { modelDir: '/usr/share/pocketsphinx/model/en-us' },
);
const asVoiceNote = (path: string) => engine.transcribe({ key: path, maxSeconds: 60, refuseLonger: true });

async function failure(path: string): Promise<string> {
  try {
    await asVoiceNote(path);
    return 'transcribed';
  } catch (error) {
    return error instanceof TranscriptionError ? error.reason : String(error);
  }
}

describe('offline transcriber (ffmpeg + pocketsphinx_batch)', () => {
  it.each([
    ['wav', 'speechWav'],
    ['webm/opus', 'speechWebm'],
    ['mp4/aac', 'speechMp4'],
    ['an mp4 video', 'videoMp4'],
  ] as const)(
    'gives back the key words of flite speech in %s',
    async (_format, file) => {
      const { text, audioSeconds } = await asVoiceNote(media[file]);
      for (const word of TEST_SPEECH.keyWords) expect(text).toContain(word);
      expect(audioSeconds).toBeGreaterThan(2);
    },
    30_000,
  );

  it('refuses silence, a 10-minute recording, a video without sound and bytes that are not audio', async () => {
    expect(await failure(media.silenceWebm)).toBe('silent');
    expect(await failure(media.longWebm)).toBe('too-long');
    expect(await failure(media.videoNoAudioMp4)).toBe('no-audio');
    expect(await failure(media.textAsWebm)).toBe('undecodable');
    expect(await failure(media.truncatedMp4)).toBe('undecodable');
  }, 60_000);

  it('reads a hypothesis line without its id, score or fillers', () => {
    expect(parseHypothesis('i froze <sil> at work(2) [NOISE] (audio -14610)\n')).toBe('i froze at work');
    expect(parseHypothesis('(audio 0)')).toBe('');
  });
});
