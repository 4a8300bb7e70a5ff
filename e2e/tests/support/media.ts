import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { makeTestMedia, TEST_SPEECH, type TestMedia } from '../../../infra/local/test-support/media.ts';

export { TEST_SPEECH };

/** Generated speech and videos (flite + ffmpeg), made once per machine in the temp folder. */
export function testMedia(): TestMedia {
  return makeTestMedia(join(tmpdir(), 'briefs-test-media'));
}

/** Chromium's launch options with a fake microphone that "says" the given wav, and no permission prompt. */
export function fakeMicrophoneLaunch(wav: string) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  };
}

/** Saves a screenshot for people to look at when SCREENSHOT_DIR is set (never compared). */
export async function keepScreenshot(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${info.project.name}-${name}.png`), fullPage: false });
}
