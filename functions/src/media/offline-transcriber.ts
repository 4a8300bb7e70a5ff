import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_LIMITS } from '@briefs/shared';
import type { MediaStore } from '../adapters/media-store.ts';
import { pcmSeconds, voicedSeconds } from './pcm.ts';
import { runProcess } from './run-process.ts';
import { type Transcriber, type Transcription, TranscriptionError, type TranscriptionRequest } from './transcriber.ts';

export interface OfflineTranscriberOptions {
  /** Folder holding the en-us acoustic model (en-us/), en-us.lm.bin and cmudict-en-us.dict. */
  modelDir: string;
  ffmpeg?: string;
  ffprobe?: string;
  pocketsphinx?: string;
}

/**
 * The offline engine (decision 014): ffmpeg decodes any browser or phone format to 16 kHz mono
 * raw audio, and Debian's pocketsphinx_batch with pocketsphinx-en-us transcribes it. Runs on a
 * fresh machine from the project's own install steps; no network, no model download.
 */
export class OfflineTranscriber implements Transcriber {
  readonly engine = 'pocketsphinx';

  constructor(
    private readonly media: Pick<MediaStore, 'get'>,
    private readonly options: OfflineTranscriberOptions,
  ) {}

  async transcribe(request: TranscriptionRequest): Promise<Transcription> {
    const bytes = await this.media.get(request.key);
    if (!bytes || bytes.length === 0) throw new TranscriptionError('undecodable');
    const dir = await mkdtemp(join(tmpdir(), 'briefs-asr-'));
    try {
      const input = join(dir, 'input');
      await writeFile(input, bytes);
      await this.requireAudioStream(input);
      const pcm = await this.decode(input, join(dir, 'audio.raw'), request);
      if (voicedSeconds(pcm) < MEDIA_LIMITS.audioMinSeconds) throw new TranscriptionError('silent');
      const text = await this.recognise(dir);
      if (!text) throw new TranscriptionError('silent');
      return { text, audioSeconds: Math.min(pcmSeconds(pcm), request.maxSeconds) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** ffprobe lists `"streams": []` for a video without sound; a failed probe means unreadable bytes. */
  private async requireAudioStream(input: string): Promise<void> {
    const probe = await runProcess(this.options.ffprobe ?? 'ffprobe', [
      ...['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=codec_name', '-of', 'json', input],
    ]);
    if (probe.code !== 0) throw new TranscriptionError('undecodable');
    const streams = (JSON.parse(probe.stdout || '{}') as { streams?: unknown[] }).streams ?? [];
    if (streams.length === 0) throw new TranscriptionError('no-audio');
  }

  /** Browser webm has no duration header, so length is measured on the decoded sound. */
  private async decode(input: string, output: string, request: TranscriptionRequest): Promise<Buffer> {
    // One extra second tells "exactly the limit" from "longer than the limit".
    const readSeconds = request.refuseLonger ? request.maxSeconds + 1 : request.maxSeconds;
    const result = await runProcess(this.options.ffmpeg ?? 'ffmpeg', [
      ...['-nostdin', '-v', 'error', '-y', '-i', input, '-map', '0:a:0', '-vn', '-t', String(readSeconds)],
      ...['-ac', '1', '-ar', '16000', '-f', 's16le', '-acodec', 'pcm_s16le', output],
    ]);
    if (result.code !== 0) throw new TranscriptionError('undecodable');
    const pcm = await readFile(output);
    if (request.refuseLonger && pcmSeconds(pcm) > request.maxSeconds + 0.05) throw new TranscriptionError('too-long');
    return pcm;
  }

  private async recognise(dir: string): Promise<string> {
    const model = this.options.modelDir;
    await writeFile(join(dir, 'files.ctl'), 'audio\n');
    const hyp = join(dir, 'out.hyp');
    const result = await runProcess(this.options.pocketsphinx ?? 'pocketsphinx_batch', [
      ...['-adcin', 'yes', '-cepdir', dir, '-cepext', '.raw', '-ctl', join(dir, 'files.ctl'), '-hyp', hyp],
      ...['-hmm', join(model, 'en-us'), '-lm', join(model, 'en-us.lm.bin')],
      ...['-dict', join(model, 'cmudict-en-us.dict'), '-logfn', '/dev/null'],
    ]);
    if (result.code !== 0) throw new Error(`pocketsphinx_batch exited with ${result.code}`);
    return parseHypothesis(await readFile(hyp, 'utf8'));
  }
}

/** A hypothesis line is `words words (audio -12345)`; fillers like <sil> are dropped. */
export function parseHypothesis(line: string): string {
  return line
    .replace(/\s*\([^()]*\)\s*$/, '')
    .split(/\s+/)
    .filter((word) => word && !/^[<[]/.test(word))
    .map((word) => word.replace(/\(\d+\)$/, ''))
    .join(' ')
    .trim();
}
