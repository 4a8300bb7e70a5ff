import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_LIMITS } from '@briefs/shared';
import { expect, type Page, test } from '@playwright/test';
import { makeSpeechVideo } from '../../infra/local/test-support/media.ts';
import { createMemberByApi, freshVisitor, loginByApi, newestEmailTo, STRONG_PASSWORD } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openCoachDashboard } from './support/coach';
import { signInMember, stubVideoPlayer } from './support/dashboard';
import { snap } from './support/member';
import { seedCoach } from './support/seed';
import { uniqueEmail } from './support/session';

const COACH_WORDS = 'Slow your breathing before the presentation and pick one friendly face';
let replyVideo: string;

test.beforeAll(() => {
  // flite speaks the coach's words; ffmpeg puts them on losslessly coded noise (MP4, H.264 + AAC), so
  // the file is over the multipart limit and the Respond dialog sends it by presigned upload.
  const speech = makeSpeechVideo(join(tmpdir(), 'briefs-e2e-coach-reply'), 'coach-reply', COACH_WORDS);
  replyVideo = speech.replace(/\.mp4$/, '-large.mp4');
  if (!existsSync(replyVideo)) {
    execFileSync('ffmpeg', [
      ...['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'nullsrc=s=400x240:r=10,geq=random(1)*255:128:128'],
      ...['-i', speech.replace(/\.mp4$/, '.wav'), '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', replyVideo],
    ]);
  }
  expect(statSync(replyVideo).size).toBeGreaterThan(MEDIA_LIMITS.videoInlineMaxBytes);
});

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
  await stubVideoPlayer(page);
});

async function lookAtBothSizes(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snap(page, name, size);
    expect(await seriousViolations(page)).toEqual([]);
  }
}

test('a person asks for a coach, an approved coach replies by video, the person watches it with its transcript', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const personName = `Robin Vale ${suffix}`;
  const words = `I have to present the quarterly numbers to the board and my voice shakes ${suffix}.`;

  // The person: coach mode, by text.
  const member = await createMemberByApi(page.request, uniqueEmail('reply-asker'));
  await signInMember(page, member.email, member.password);
  await page.getByRole('radio', { name: /B\.R\.I\.E\.F a Coach/ }).check();
  await page.getByLabel('Your Name').fill(personName);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel("What's going on?").fill(words);
  await page.getByRole('button', { name: 'Submit Text' }).click();
  await page.getByRole('button', { name: 'View Results' }).click();
  await expect(page.getByText(/^Sent to a coach\. Expect a video reply within 24 hours/)).toBeVisible();

  // An approved coach replies with a recorded video.
  const coachAccount = await seedCoach({
    name: 'Dana Whitfield',
    email: uniqueEmail('reply-coach'),
    status: 'approved',
  });
  const coachLogin = await loginByApi(page.request, coachAccount.email, STRONG_PASSWORD);
  const coachPage = await (await browser.newContext()).newPage();
  await freshVisitor(coachPage);
  await openCoachDashboard(coachPage, { ...coachAccount, password: STRONG_PASSWORD, token: coachLogin.body.token });
  const card = coachPage.getByRole('article').filter({ hasText: words });
  await card.getByRole('button', { name: `Respond to ${personName}` }).click();
  const dialog = coachPage.getByRole('dialog', { name: `Respond to ${personName}` });
  await dialog.getByLabel('Your video reply').setInputFiles(replyVideo);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 60_000 });
  await expect(card).toHaveCount(0);
  await coachPage.context().close();

  // The person is emailed, and the dashboard shows the notice until the reply is watched.
  expect(await newestEmailTo(member.email)).toContain('Subject: Your coach replied');
  await page.reload();
  const notice = page.getByRole('region', { name: 'Your coach replied' });
  await expect(notice).toBeVisible();
  await lookAtBothSizes(page, 'coach-reply-notice', async () => {
    await expect(notice).toBeVisible();
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await notice.getByRole('button', { name: 'Watch the reply' }).click();
  const history = page.getByRole('dialog', { name: 'B.R.I.E.F.S History' });
  const item = history.getByRole('listitem').filter({ hasText: words });
  const reply = item.getByRole('region', { name: "Your coach's video reply" });
  await expect(reply).toBeVisible();
  await expect(reply.getByText('New', { exact: true })).toBeVisible();
  // The transcriber's words arrive a little after the reply; History looks again until they do.
  await expect(reply).toContainText(/breathing|presentation|friendly|face/, { timeout: 120_000 });
  await lookAtBothSizes(page, 'coach-reply-history', async () => {
    await expect(reply.locator('video')).toBeVisible();
  });

  // Playing it marks it watched: the badge goes, and so does the notice.
  const played = await reply.locator('video').evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    return !video.paused;
  });
  expect(played).toBe(true);
  await expect(reply.getByText('New', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Select Your Experience' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your coach replied' })).toHaveCount(0);
});
