import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECK_IN_MESSAGES, COACH_MODE_MESSAGES, MEDIA_MESSAGES } from '@briefs/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { makeSpeechVideo } from '../../infra/local/test-support/media.ts';
import { createMemberByApi, freshVisitor, loginByApi, STRONG_PASSWORD, visitorHeaders } from './support/accounts';
import { seriousViolations } from './support/axe';
import { signInMember, stubVideoPlayer, usageByApi, usageToggle } from './support/dashboard';
import { keepScreenshot, testMedia } from './support/media';
import { seedCoach } from './support/seed';
import { uniqueEmail } from './support/session';

// A small mp4 made in setup: a test pattern with flite speech as its AAC sound track.
const media = testMedia();
// Words the safety gate asks about (the media integration test's spoken check-in).
const checkInVideo = makeSpeechVideo(
  join(tmpdir(), 'briefs-test-media-extra'),
  'check-in-for-a-bit',
  'I feel like disappearing for a bit after that loss',
);

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
  await stubVideoPlayer(page);
});

/** Signs a new member in and opens coach mode's Video Upload in step 2. */
async function openVideoUpload(page: Page, request: APIRequestContext, label: string, name: string) {
  const member = await createMemberByApi(request, uniqueEmail(label));
  await signInMember(page, member.email, member.password);
  await page.getByRole('radio', { name: /B\.R\.I\.E\.F a Coach/ }).check();
  await page.getByLabel('Your Name').fill(name);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('radio', { name: MEDIA_MESSAGES.videoUpload }).check();
  return member;
}

test('coach mode by video: choose, upload with progress, the job, results, and the coach request with the video @phone', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const personName = `Avery Stone ${Date.now().toString(36)}`;
  const member = await createMemberByApi(request, uniqueEmail('coach-video'));
  await signInMember(page, member.email, member.password);
  await page.getByRole('radio', { name: /B\.R\.I\.E\.F a Coach/ }).check();
  await page.getByLabel('Your Name').fill(personName);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Text Input is the default; Video Upload swaps the text box for the video picker.
  await expect(page.getByRole('radio', { name: MEDIA_MESSAGES.textInput })).toBeChecked();
  await expect(page.getByLabel("What's going on?")).toBeVisible();
  await page.getByRole('radio', { name: MEDIA_MESSAGES.videoUpload }).check();
  await expect(page.getByLabel("What's going on?")).toHaveCount(0);
  const upload = page.getByRole('button', { name: MEDIA_MESSAGES.uploadVideo });
  await expect(upload).toBeDisabled();

  // A file that is not a video is refused before anything is sent.
  const picker = page.getByLabel(MEDIA_MESSAGES.videoLabel);
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('My notes.') });
  await expect(page.getByRole('alert')).toHaveText(MEDIA_MESSAGES.notAVideo);
  await expect(upload).toBeDisabled();
  await keepScreenshot(page, info, 'video-refused');

  await picker.setInputFiles(media.videoMp4);
  await expect(page.getByText(/^video\.mp4 · \d+\.\d MB$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(upload).toBeEnabled();
  await keepScreenshot(page, info, 'video-chosen');
  expect(await seriousViolations(page)).toEqual([]);

  // The PUT to storage is held until the upload state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/tmp\/video\//, async (route) => {
    await held;
    await route.continue();
  });
  await upload.click();
  await expect(page.getByText(/^Uploading your video… \d{1,3}%$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: MEDIA_MESSAGES.uploadVideo })).toBeVisible();
  await keepScreenshot(page, info, 'video-uploading');
  release();

  await expect(page.getByText(MEDIA_MESSAGES.processing)).toBeVisible({ timeout: 30_000 });
  await keepScreenshot(page, info, 'video-processing');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'View Results' }).click({ timeout: 150_000 });
  await expect(page.getByRole('article', { name: 'Your B.R.I.E.F.' })).toBeVisible();
  await expect(page.getByText(COACH_MODE_MESSAGES.sent)).toBeVisible({ timeout: 30_000 });
  await keepScreenshot(page, info, 'video-results');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect((await usageByApi(request, member.email, member.password)).coach).toBe(1);
  await expect(usageToggle(page)).toContainText('B.R.I.E.F a Coach 1/5');

  // A coach sees the request with the video itself.
  const coach = await seedCoach({ name: 'Dana Whitfield', email: uniqueEmail('video-coach'), status: 'approved' });
  const login = await loginByApi(request, coach.email, STRONG_PASSWORD);
  const listed = await request.get('/api/coach-requests', {
    headers: { ...visitorHeaders(), authorization: `Bearer ${login.body.token}` },
  });
  expect(listed.status()).toBe(200);
  const body = await listed.json();
  const items: Array<{ name: string; videoUrl: string | null }> = body.items ?? body;
  const mine = items.find((item) => item.name === personName);
  expect(mine?.videoUrl).toBeTruthy();
  expect((await request.get(mine?.videoUrl ?? '')).status()).toBe(200);
});

test('a video with no sound gets the spec text and the flow returns to the upload', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await openVideoUpload(page, request, 'coach-video-silent', 'Quinn Park');
  await page.getByLabel(MEDIA_MESSAGES.videoLabel).setInputFiles(media.videoNoAudioMp4);
  await page.getByRole('button', { name: MEDIA_MESSAGES.uploadVideo }).click();
  await expect(page.getByText(/couldn't read the audio track in your video/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: MEDIA_MESSAGES.uploadVideo })).toBeEnabled();
  expect((await usageByApi(request, member.email, member.password)).coach).toBe(0);
});

test("a video whose words ask for a check-in: I'm safe, keep going re-runs the same upload", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await openVideoUpload(page, request, 'coach-video-check-in', 'Rowan Hale');
  await page.getByLabel(MEDIA_MESSAGES.videoLabel).setInputFiles(checkInVideo);
  await page.getByRole('button', { name: MEDIA_MESSAGES.uploadVideo }).click();
  const keepGoing = page.getByRole('button', { name: CHECK_IN_MESSAGES.keepGoing });
  await expect(keepGoing).toBeVisible({ timeout: 90_000 });
  expect((await usageByApi(request, member.email, member.password)).coach).toBe(0);
  const puts: string[] = [];
  page.on('request', (sent) => sent.method() === 'PUT' && puts.push(sent.url()));
  await keepGoing.click();
  await page.getByRole('button', { name: 'View Results' }).click({ timeout: 150_000 });
  await expect(page.getByRole('article', { name: 'Your B.R.I.E.F.' })).toBeVisible();
  await expect(page.getByText(COACH_MODE_MESSAGES.sent)).toBeVisible({ timeout: 30_000 });
  expect(puts).toEqual([]);
  expect((await usageByApi(request, member.email, member.password)).coach).toBe(1);
});
