import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Test media made on the spot with Debian's flite (speech) and ffmpeg (formats, a test-pattern
 * video), so no recording is committed. Files are cached per folder; generating all takes ~3 s.
 */
export const TEST_SPEECH = {
  text: 'I froze during the presentation at work and my hands were shaking',
  keyWords: ['presentation', 'work', 'hands', 'shaking'],
} as const;

export interface TestMedia {
  dir: string;
  speechWav: string;
  speechWebm: string;
  speechMp4: string;
  silenceWebm: string;
  longWebm: string;
  videoMp4: string;
  videoWebm: string;
  videoNoAudioMp4: string;
  videoSilentMp4: string;
  truncatedMp4: string;
  textAsWebm: string;
}

/** ffmpeg quietly, overwriting, never reading the terminal. */
export function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args]);
}

const PATTERN = ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'];
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

/** Makes the files once per folder; parallel test files each build aside and the first rename wins. */
export function makeTestMedia(dir: string, voice = 'slt', text: string = TEST_SPEECH.text): TestMedia {
  const at = (name: string) => join(dir, name);
  const media = mediaPaths(dir, at);
  if (existsSync(media.textAsWebm)) return media;
  const scratch = `${dir}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  generate(
    mediaPaths(scratch, (name) => join(scratch, name)),
    voice,
    text,
  );
  try {
    renameSync(scratch, dir);
  } catch {
    rmSync(scratch, { recursive: true, force: true });
  }
  return media;
}

function mediaPaths(dir: string, at: (name: string) => string): TestMedia {
  return {
    dir,
    speechWav: at('speech.wav'),
    speechWebm: at('speech.webm'),
    speechMp4: at('speech.m4a'),
    silenceWebm: at('silence.webm'),
    longWebm: at('long.webm'),
    videoMp4: at('video.mp4'),
    videoWebm: at('video.webm'),
    videoNoAudioMp4: at('video-no-audio.mp4'),
    videoSilentMp4: at('video-silent.mp4'),
    truncatedMp4: at('truncated.mp4'),
    textAsWebm: at('notes.webm'),
  };
}

function generate(media: TestMedia, voice: string, text: string): void {
  mkdirSync(media.dir, { recursive: true });
  const at = (name: string) => join(media.dir, name);
  execFileSync('flite', ['-voice', voice, '-t', text, '-o', media.speechWav]);
  ffmpeg(['-i', media.speechWav, '-c:a', 'libopus', '-b:a', '32k', media.speechWebm]);
  ffmpeg(['-i', media.speechWav, '-c:a', 'aac', '-b:a', '64k', media.speechMp4]);
  ffmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', '3', '-c:a', 'libopus', media.silenceWebm]);
  // Ten minutes of a quiet tone: a recording far over the 60-second limit, yet small.
  // Encoded once for ten seconds, then repeated by stream copy (fast).
  const tone = at('tone.webm');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=220:sample_rate=16000',
    '-t',
    '10',
    '-c:a',
    'libopus',
    '-b:a',
    '8k',
    tone,
  ]);
  ffmpeg(['-stream_loop', '59', '-i', tone, '-c', 'copy', media.longWebm]);
  ffmpeg([...PATTERN, '-i', media.speechWav, '-shortest', ...H264, '-c:a', 'aac', media.videoMp4]);
  ffmpeg([
    ...PATTERN,
    '-i',
    media.speechWav,
    '-shortest',
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-c:a',
    'libopus',
    media.videoWebm,
  ]);
  ffmpeg([...PATTERN, '-t', '3', ...H264, media.videoNoAudioMp4]);
  ffmpeg([
    ...PATTERN,
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=44100:cl=mono',
    '-t',
    '3',
    ...H264,
    '-c:a',
    'aac',
    media.videoSilentMp4,
  ]);
  // ffmpeg writes the moov index last, so cutting the file loses it, as an interrupted upload would.
  const whole = readFileSync(media.videoMp4);
  writeFileSync(media.truncatedMp4, whole.subarray(0, Math.floor(whole.length * 0.6)));
  writeFileSync(media.textAsWebm, 'These are my notes, not a video.\n');
}

/** One small MP4 (test pattern + flite speech of `text`), for situations such as a spoken crisis. */
export function makeSpeechVideo(dir: string, name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const wav = join(dir, `${name}.wav`);
  const video = join(dir, `${name}.mp4`);
  if (existsSync(video)) return video;
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', wav]);
  ffmpeg([...PATTERN, '-i', wav, '-shortest', ...H264, '-c:a', 'aac', video]);
  return video;
}
