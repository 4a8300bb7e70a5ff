import { MEDIA_MESSAGES } from '@briefs/shared';
import { expect, test } from '@playwright/test';
import { createMemberByApi, freshVisitor } from './support/accounts';
import { seriousViolations } from './support/axe';
import { signInMember, startBrief, stubVideoPlayer } from './support/dashboard';
import { fakeMicrophoneLaunch, keepScreenshot, TEST_SPEECH, testMedia } from './support/media';
import { uniqueEmail } from './support/session';

// The fake microphone plays generated flite speech; Chromium reads the file when it starts.
const speech = testMedia().speechWav;
test.use({ launchOptions: fakeMicrophoneLaunch(speech) });

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
  await stubVideoPlayer(page);
});

const textBox = (page: import('@playwright/test').Page) => page.getByLabel("What's going on?");

test.describe('Record Voice', () => {
  test('speaking fills the text box to correct, in step 2 and in the Re-B.R.I.E.F dialog @phone', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const member = await createMemberByApi(request, uniqueEmail('voice'));
    await signInMember(page, member.email, member.password);
    await startBrief(page, 'Typed first.');

    const record = page.getByRole('button', { name: MEDIA_MESSAGES.recordVoice });
    await record.click();
    const stop = page.getByRole('button', { name: MEDIA_MESSAGES.stopRecording });
    await expect(stop).toBeVisible();
    // The flite sentence lasts about 4 s: record until 55 s are left.
    await expect(page.getByText(/^Recording… 5[0-5]s left$/)).toBeVisible({ timeout: 15_000 });
    await keepScreenshot(page, info, 'voice-recording');
    expect(await seriousViolations(page)).toEqual([]);
    await stop.click();
    await expect(page.getByText(MEDIA_MESSAGES.transcribing)).toBeVisible();
    await keepScreenshot(page, info, 'voice-transcribing');
    await expect(page.getByText(MEDIA_MESSAGES.transcribed)).toBeVisible({ timeout: 90_000 });
    await keepScreenshot(page, info, 'voice-transcribed');
    const words = await textBox(page).inputValue();
    expect(words.startsWith('Typed first. ')).toBe(true);
    for (const word of TEST_SPEECH.keyWords) expect(words).toContain(word);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The person corrects the draft; what is submitted is what coaching reads.
    await textBox(page).fill(`${words} I keep replaying it.`);
    const submitted = page.waitForRequest((r) => r.url().endsWith('/upload-text') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Submit Text' }).click();
    expect((await submitted).postDataJSON().transcript).toBe(`${words} I keep replaying it.`);
    await page.getByRole('button', { name: 'View Results' }).click({ timeout: 60_000 });
    await expect(page.getByRole('article', { name: 'Your B.R.I.E.F.' })).toContainText(/presentation/i);

    await page.getByRole('button', { name: 'Re-B.R.I.E.F' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give us more context' });
    await dialog.getByRole('button', { name: MEDIA_MESSAGES.recordVoice }).click();
    await expect(dialog.getByText(MEDIA_MESSAGES.recordingIndicator)).toBeVisible();
    await expect(dialog.getByText('0:05')).toBeVisible({ timeout: 15_000 });
    await keepScreenshot(page, info, 'rebrief-recording');
    await dialog.getByRole('button', { name: MEDIA_MESSAGES.stopRecording }).click();
    await expect(dialog.getByLabel('Tell us more')).toHaveValue(/presentation/, { timeout: 90_000 });
  });

  test('a browser without recording gets the hint to type instead', async ({ page, request }) => {
    const member = await createMemberByApi(request, uniqueEmail('norec'));
    await page.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: removing a browser API to act like an older browser.
      (window as any).MediaRecorder = undefined;
    });
    await signInMember(page, member.email, member.password);
    await startBrief(page, '');
    await expect(page.getByText(MEDIA_MESSAGES.notSupportedNoVideo)).toBeVisible();
    await expect(page.getByRole('button', { name: MEDIA_MESSAGES.recordVoice })).toHaveCount(0);
  });

  test('a denied microphone gets a clear message and typing still works', async ({ page, request }) => {
    const member = await createMemberByApi(request, uniqueEmail('nomic'));
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await signInMember(page, member.email, member.password);
    await startBrief(page, 'Still typing.');
    await page.getByRole('button', { name: MEDIA_MESSAGES.recordVoice }).click();
    await expect(page.getByText(MEDIA_MESSAGES.micDenied)).toBeVisible();
    await expect(textBox(page)).toHaveValue('Still typing.');
  });
});
