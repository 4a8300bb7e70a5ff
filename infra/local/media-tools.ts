import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The offline voice and video pipeline needs Debian's ffmpeg (with ffprobe), pocketsphinx and
 * pocketsphinx-en-us. Returns what is missing, in words an operator can act on.
 */
export function missingMediaTools(modelDir: string): string[] {
  const missing: string[] = [];
  const runs = (command: string, args: string[]) => !spawnSync(command, args, { stdio: 'ignore' }).error;
  if (!runs('ffmpeg', ['-version'])) missing.push('ffmpeg (the `ffmpeg` command)');
  if (!runs('ffprobe', ['-version'])) missing.push('ffprobe (part of the ffmpeg package)');
  if (!runs('pocketsphinx_batch', ['-version'])) missing.push('pocketsphinx (the `pocketsphinx_batch` command)');
  if (!existsSync(join(modelDir, 'en-us.lm.bin')) || !existsSync(join(modelDir, 'en-us'))) {
    missing.push(`pocketsphinx-en-us (the English model, expected in ${modelDir})`);
  }
  return missing;
}

export function mediaToolsWarning(missing: string[]): string {
  return [
    'Voice and video are unavailable: Record Voice and Upload Video will answer with an error.',
    `Missing: ${missing.join('; ')}.`,
    'Install on Debian/Ubuntu: sudo apt-get install -y ffmpeg pocketsphinx pocketsphinx-en-us',
    '(macOS: brew install ffmpeg cmu-pocketsphinx, then set POCKETSPHINX_MODEL_DIR to its en-us model folder.)',
  ].join('\n');
}
