import { VENTOMETER_MESSAGES as TEXT } from '@briefs/shared';
import { expect, type Page, test } from '@playwright/test';
import { createMemberByApi, freshVisitor } from './support/accounts';
import { seriousViolations } from './support/axe';
import { signInMember } from './support/dashboard';
import { fakeMicrophoneLaunch } from './support/media';
import { mediaExists, ventNoteExpiringIn } from './support/seed';
import { uniqueEmail } from './support/session';
import { memberId, speechFile, VENT_SPEECH } from './support/ventometer';

// Chromium's fake microphone plays generated speech; it has to exist before the browser starts.
const microphone = speechFile('microphone', VENT_SPEECH);
const SHOTS = process.env.VENT_SCREENSHOTS;

test.use({ launchOptions: fakeMicrophoneLaunch(microphone) });

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
  // The suggested video's thumbnail comes from YouTube; answered locally (no network in tests).
  await page.route(/ytimg\.com|youtube\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: '' }),
  );
});

async function openVentometer(page: Page, request: Parameters<typeof createMemberByApi>[0], label: string) {
  const member = await createMemberByApi(request, uniqueEmail(label));
  await signInMember(page, member.email, member.password);
  await page.goto('/ventometer');
  await expect(page.getByRole('heading', { name: TEXT.recordPrompt })).toBeVisible();
  return member;
}

async function shot(page: Page, name: string, project: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${project}-${name}.png`, fullPage: true });
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function expectPending(page: Page) {
  // The note is transcribed and screened before it is kept: seconds, more on a busy machine.
  await expect(page.getByText(TEXT.toasts.uploaded)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Recorded at /)).toBeVisible();
  const expires = page.getByText(/^Expires in \d{2}:\d{2}:\d{2}$/);
  await expect(expires).toHaveText(/^Expires in 2[34]:[0-5]\d:[0-5]\d$/);
  const first = await expires.textContent();
  await expect(expires).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(page.getByLabel(TEXT.playerLabel)).toHaveAttribute('src', /X-Amz-Expires=600/);
}

test.describe('Ventometer', () => {
  test('record with the microphone → auto-stop → preview → upload → pending → Still Feel This Way → tip → Dismiss', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await openVentometer(page, request, 'vent-record');
    await expect(page.getByRole('link', { name: TEXT.back })).toHaveAttribute('href', '/app');
    await page.getByText(TEXT.howTitle).click();
    await expect(page.getByText(TEXT.tokenNote)).toBeVisible();
    await shot(page, 'recorder', info.project.name);

    await page.getByRole('button', { name: TEXT.startRecording }).click();
    await expect(page.getByText('Recording… 60s left')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: TEXT.progressLabel })).toBeVisible();
    await expect(page.getByText(/^Recording… 5[0-8]s left$/)).toBeVisible({ timeout: 10_000 });
    await shot(page, 'recording', info.project.name);
    // The rest of the minute passes at once: the recording stops itself at 60 seconds.
    await page.clock.fastForward(60_000);
    await expect(page.getByRole('button', { name: TEXT.startRecording })).toBeVisible();
    await expect(page.getByText(/^Recording…/)).toHaveCount(0);
    await expect(page.getByLabel(TEXT.previewLabel)).toBeVisible();
    await shot(page, 'preview', info.project.name);

    await page.getByRole('button', { name: TEXT.upload, exact: true }).click();
    await expectPending(page);
    await shot(page, 'pending', info.project.name);
    await expectAxeClean(page);

    await page.getByRole('button', { name: TEXT.still }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.promptTitle });
    const prompt = dialog.locator('#reflect-prompt');
    const firstPrompt = await prompt.textContent();
    expect(TEXT.prompts).toContain(firstPrompt);
    await dialog.getByRole('button', { name: TEXT.anotherPrompt }).click();
    await expect(prompt).not.toHaveText(firstPrompt ?? '');
    expect(TEXT.prompts).toContain(await prompt.textContent());
    await shot(page, 'prompt', info.project.name);
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: TEXT.close, exact: true }).last().click();

    await expect(page.getByRole('heading', { name: TEXT.briefTitle, exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: TEXT.fasTitle })).toBeVisible();
    const video = page.getByRole('link', { name: /^Watch “/ });
    await expect(video).toHaveAttribute('href', /^https:\/\//);
    await expect(video).toHaveAttribute('target', '_blank');
    await expect(video.locator('img')).toHaveAttribute('src', /^https:\/\//);
    await shot(page, 'processed', info.project.name);
    await expectAxeClean(page);

    await page.getByRole('button', { name: TEXT.dismiss, exact: true }).click();
    await expect(page.getByText(TEXT.toasts.dismissed)).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.recordPrompt })).toBeVisible();
  });

  test("upload from device → pending → 'I'm Better Now'; bad files get a clear error @phone", async ({
    page,
    request,
  }, info) => {
    test.setTimeout(90_000);
    await openVentometer(page, request, 'vent-device');
    const chooser = page.getByLabel(TEXT.uploadFileLabel);

    await chooser.setInputFiles({ name: 'notes.webm', mimeType: 'audio/webm', buffer: Buffer.from('just my notes\n') });
    await page.getByRole('button', { name: TEXT.upload, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(TEXT.errors.notAudio);
    await expect(page.getByText(TEXT.toasts.uploadFailed)).toBeVisible();
    await shot(page, 'upload-error', info.project.name);
    await expectAxeClean(page);

    await chooser.setInputFiles(speechFile('device', VENT_SPEECH, 'webm'));
    await expect(page.getByLabel(TEXT.previewLabel)).toBeVisible();
    await page.getByRole('button', { name: TEXT.upload, exact: true }).click();
    await expectPending(page);
    await shot(page, 'pending', info.project.name);
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('button', { name: TEXT.better }).click();
    await expect(page.getByText(TEXT.toasts.dismissed)).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.recordPrompt })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: TEXT.recordPrompt })).toBeVisible();
  });

  test('at zero the session is fetched again, buttons disabled meanwhile, and the expired note is gone', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const member = await openVentometer(page, request, 'vent-expiry');
    const userId = await memberId(request, member.email, member.password);
    await page.getByLabel(TEXT.uploadFileLabel).setInputFiles(speechFile('device', VENT_SPEECH, 'webm'));
    await page.getByRole('button', { name: TEXT.upload, exact: true }).click();
    await expectPending(page);

    // Nearly 24 hours pass: the stored note has eight seconds left.
    const audioKey = await ventNoteExpiringIn(userId, 8000);
    await page.reload();
    await expect(page.getByText(/^Expires in 00:00:0[1-8]$/)).toBeVisible();
    // The refetch at zero is held for a moment, so the disabled buttons can be seen meanwhile.
    let refetches = 0;
    await page.route('**/api/vent', async (route) => {
      refetches++;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await expect(page.getByRole('button', { name: TEXT.better })).toBeDisabled({ timeout: 12_000 });
    await expect(page.getByRole('button', { name: TEXT.still })).toBeDisabled();
    await expect(page.getByRole('heading', { name: TEXT.recordPrompt })).toBeVisible({ timeout: 10_000 });
    expect(refetches).toBe(1);
    expect(await mediaExists(audioKey)).toBe(false);
  });

  test('a spoken crisis gets the crisis lines at once and no note is kept', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    await openVentometer(page, request, 'vent-crisis');
    await page.getByLabel(TEXT.uploadFileLabel).setInputFiles(speechFile('crisis', 'I want to kill myself tonight'));
    await page.getByRole('button', { name: TEXT.upload, exact: true }).click();
    await expect(page.getByRole('link', { name: /988/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Recorded at /)).toHaveCount(0);
    await shot(page, 'crisis', info.project.name);
    await expectAxeClean(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: TEXT.recordPrompt })).toBeVisible();
  });

  test('browsers without recording, and a refused microphone, point to the upload', async ({ page, request }) => {
    await openVentometer(page, request, 'vent-nomic');
    await page.addInitScript(() => {
      (globalThis as unknown as { MediaRecorder?: unknown }).MediaRecorder = undefined;
    });
    await page.reload();
    await expect(page.getByText(TEXT.notSupported)).toBeVisible();
    await expect(page.getByRole('button', { name: TEXT.startRecording })).toHaveCount(0);
    await expect(page.getByRole('button', { name: TEXT.uploadFromDevice })).toBeEnabled();

    const denied = await page.context().newPage();
    await denied.addInitScript(() => {
      const devices = (globalThis as unknown as { navigator: { mediaDevices: { getUserMedia: unknown } } }).navigator
        .mediaDevices;
      devices.getUserMedia = () => Promise.reject(new Error('NotAllowedError'));
    });
    await denied.goto('/ventometer');
    await denied.getByRole('button', { name: TEXT.startRecording }).click();
    await expect(denied.getByText(TEXT.micDenied)).toBeVisible();
    await expect(denied.getByText(TEXT.toasts.micDenied)).toBeVisible();
  });
});
