import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OfflineTranscriber } from '../../functions/src/media/offline-transcriber.ts';
import { onCleanup } from './cleanup.ts';
import { heading, REPO_ROOT, type SectionResult, table } from './report.ts';

/**
 * 6. Offline transcriber: flite voices speak situation sentences, ffmpeg turns them into what
 * browsers record (webm/opus, mp4/aac) and wav, and the offline engine transcribes each. Reports
 * word error rate per format and voice, and the real-time factor (seconds of work per second of audio).
 */
const DATA = JSON.parse(readFileSync(join(REPO_ROOT, 'scripts/bench/data/speech-sentences.json'), 'utf8')) as {
  voices: string[];
  sentences: string[];
};
const FORMATS = [
  { name: 'wav', ext: 'wav', codec: ['-c:a', 'pcm_s16le'] },
  { name: 'webm/opus', ext: 'webm', codec: ['-c:a', 'libopus', '-b:a', '32k'] },
  { name: 'mp4/aac', ext: 'm4a', codec: ['-c:a', 'aac', '-b:a', '64k'] },
] as const;
const WER_TARGET = 0.25;
/** A full-length voice note must come back within /transcribe-audio's 20 s answer budget. */
const RTF_TARGET = 0.33;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Word-level edit distance (substitutions, insertions, deletions). */
function editDistance(ref: string[], hyp: string[]): number {
  let row = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const next = [i];
    for (let j = 1; j <= hyp.length; j++) {
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (ref[i - 1] === hyp[j - 1] ? 0 : 1),
      );
    }
    row = next;
  }
  return row[hyp.length] ?? 0;
}

interface Tally {
  errors: number;
  words: number;
  seconds: number;
  audioSeconds: number;
}
const empty = (): Tally => ({ errors: 0, words: 0, seconds: 0, audioSeconds: 0 });
const pct = (t: Tally) => `${((100 * t.errors) / Math.max(1, t.words)).toFixed(1)}%`;

/** All the sentences, spoken twice over, cut to one minute of webm/opus: the longest voice note. */
async function timeOneMinute(engine: OfflineTranscriber, dir: string) {
  const wav = join(dir, 'minute.wav');
  const webm = join(dir, 'minute.webm');
  execFileSync('flite', ['-voice', 'slt', '-t', DATA.sentences.join('. '), '-o', wav]);
  execFileSync('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-stream_loop',
    '3',
    '-i',
    wav,
    '-t',
    '60',
    '-c:a',
    'libopus',
    webm,
  ]);
  const started = performance.now();
  const { audioSeconds } = await engine.transcribe({ key: webm, maxSeconds: 60, refuseLonger: true });
  return { seconds: (performance.now() - started) / 1000, audioSeconds };
}

export async function benchTranscriber(): Promise<SectionResult> {
  heading('6. Offline transcriber (flite speech → ffmpeg → pocketsphinx_batch)');
  const dir = mkdtempSync(join(tmpdir(), 'briefs-bench-asr-'));
  const unregister = onCleanup('bench-asr', () => rmSync(dir, { recursive: true, force: true }));
  const engine = new OfflineTranscriber(
    { get: async (path: string) => readFileSync(path) },
    {
      modelDir: '/usr/share/pocketsphinx/model/en-us',
    },
  );
  const byFormat = new Map<string, Tally>(FORMATS.map((f) => [f.name, empty()]));
  const byVoice = new Map<string, Tally>(DATA.voices.map((v) => [v, empty()]));
  let minute = { seconds: Number.NaN, audioSeconds: 60 };
  try {
    for (const [s, sentence] of DATA.sentences.entries()) {
      for (const voice of DATA.voices) {
        const wav = join(dir, `${s}-${voice}-source.wav`);
        execFileSync('flite', ['-voice', voice, '-t', sentence, '-o', wav]);
        for (const format of FORMATS) {
          const file = join(dir, `${s}-${voice}.${format.ext}`);
          execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', wav, ...format.codec, file]);
          const started = performance.now();
          const result = await engine.transcribe({ key: file, maxSeconds: 60, refuseLonger: true });
          const seconds = (performance.now() - started) / 1000;
          const ref = words(sentence);
          const errors = editDistance(ref, words(result.text));
          for (const tally of [byFormat.get(format.name), byVoice.get(voice)]) {
            if (!tally) continue;
            tally.errors += errors;
            tally.words += ref.length;
            tally.seconds += seconds;
            tally.audioSeconds += result.audioSeconds;
          }
        }
      }
    }
    minute = await timeOneMinute(engine, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    unregister();
  }
  const all = [...byFormat.values()].reduce((a, t) => ({
    errors: a.errors + t.errors,
    words: a.words + t.words,
    seconds: a.seconds + t.seconds,
    audioSeconds: a.audioSeconds + t.audioSeconds,
  }));
  const rtf = (t: Tally) => t.seconds / Math.max(0.001, t.audioSeconds);
  console.log(
    table(
      [{ header: 'format / voice' }, { header: 'WER', align: 'right' }, { header: 'real-time factor', align: 'right' }],
      [
        ...[...byFormat].map(([name, t]) => [name, pct(t), rtf(t).toFixed(2)]),
        ...[...byVoice].map(([name, t]) => [`voice ${name}`, pct(t), rtf(t).toFixed(2)]),
        ['all', pct(all), rtf(all).toFixed(2)],
      ],
    ),
  );
  console.log(`  ${DATA.sentences.length} sentences × ${DATA.voices.length} voices × ${FORMATS.length} formats`);
  console.log('  (short clips: the real-time factor is mostly the fixed cost of starting the engine)');
  const minuteRtf = minute.seconds / minute.audioSeconds;
  console.log(
    `  a ${minute.audioSeconds.toFixed(0)} s webm/opus voice note: ${minute.seconds.toFixed(1)} s (real-time factor ${minuteRtf.toFixed(2)})`,
  );
  const browserFormats = [byFormat.get('webm/opus') ?? empty(), byFormat.get('mp4/aac') ?? empty()];
  const worstBrowserWer = Math.max(...browserFormats.map((t) => t.errors / Math.max(1, t.words)));
  return {
    targets: [
      {
        name: 'Transcriber WER (worst browser format)',
        value: `${(100 * worstBrowserWer).toFixed(1)}%`,
        target: `≤ ${WER_TARGET * 100}%`,
        pass: worstBrowserWer <= WER_TARGET,
      },
      {
        name: 'Transcriber real-time factor (60 s voice note)',
        value: minuteRtf.toFixed(2),
        target: `≤ ${RTF_TARGET}`,
        pass: minuteRtf <= RTF_TARGET,
      },
    ],
  };
}
