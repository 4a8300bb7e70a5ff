import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COACH_REPLY_NOTICE_MESSAGES, ERROR_CATALOGUE, MEDIA_LIMITS } from '@briefs/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { makeSpeechVideo } from '../../infra/local/test-support/media.ts';
import { createMemberByApi, freshVisitor, loginByApi, newestEmailTo } from './support/accounts';
import {
  applyAsCoach,
  approveInAdminPanel,
  askCoachByText,
  askCoachByVideo,
  expectTickingCountdown,
  firstCoachSignIn,
  lookAtBothSizes,
} from './support/coach-journey';
import { signInMember, stubVideoPlayer } from './support/dashboard';
import { TEST_SPEECH, testMedia } from './support/media';
import { uniqueEmail } from './support/session';

const COACH_WORDS = 'Slow your breathing before the presentation and pick one friendly face';
const PERSON_VIDEO = testMedia().videoMp4;
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
  expect(statSync(PERSON_VIDEO).size).toBeLessThan(MEDIA_LIMITS.videoInlineMaxBytes);
});

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
  await stubVideoPlayer(page);
});

/**
 * Opens 'Respond to {name}' on a card, sends the video, and waits until the card has left the list.
 * `look` screenshots and axe-checks the dialog with the file chosen; `refuseFirst` first sends bytes
 * that are no video, which the server refuses and the dialog says so.
 */
async function respond(coach: Page, card: Locator, name: string, video: string, options: RespondOptions = {}) {
  await card.getByRole('button', { name: `Respond to ${name}` }).click();
  const dialog = coach.getByRole('dialog', { name: `Respond to ${name}` });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  const picker = dialog.getByLabel('Your video reply');
  await expect(submit).toBeDisabled();
  if (options.refuseFirst) {
    await picker.setInputFiles({ name: 'reply.mp4', mimeType: 'video/mp4', buffer: Buffer.from('<html>no</html>') });
    await submit.click();
    const refused = dialog.getByRole('alert');
    await lookAtBothSizes(coach, 'coach-respond-refused', () =>
      expect(refused).toHaveText(ERROR_CATALOGUE.MEDIA_UNSUPPORTED.message),
    );
  }
  await picker.setInputFiles(video);
  if (options.look) await lookAtBothSizes(coach, options.look, () => expect(submit).toBeEnabled());
  await submit.click();
  await expect(dialog).toHaveCount(0, { timeout: 60_000 });
  await expect(card).toHaveCount(0);
}

interface RespondOptions {
  look?: string;
  refuseFirst?: boolean;
}

test('a coach applies and is approved, a person asks by text and by video, the coach replies, the person watches it', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const suffix = Date.now().toString(36);
  const coachName = `Dana Whitfield ${suffix}`;
  const coachEmail = uniqueEmail('journey-coach');
  const personName = `Robin Vale ${suffix}`;
  const words = `I have to present the quarterly numbers to the board and my voice shakes ${suffix}.`;

  // The coach applies with a PDF; until the admin decides, sign-in says the application is in review.
  const coachPage = await (await browser.newContext()).newPage();
  await freshVisitor(coachPage);
  await applyAsCoach(coachPage, coachName, coachEmail);
  await lookAtBothSizes(coachPage, 'coach-register-thanks', () =>
    expect(coachPage.getByRole('link', { name: 'Back to Home' })).toBeVisible(),
  );
  expect((await loginByApi(page.request, coachEmail, 'Whatever#123')).body.error).toContain('still being reviewed');

  // The admin sees the CV and approves; the coach signs in with the emailed password and sets their own.
  await approveInAdminPanel(browser, coachName);
  await firstCoachSignIn(coachPage, coachEmail);
  await expect(coachPage.getByText('No B.R.I.E.F.S Requests')).toBeVisible();
  await coachPage.goto('/');
  await expect(coachPage.getByRole('link', { name: 'Become a Coach', exact: true })).toHaveCount(0);
  await coachPage.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(coachPage).toHaveURL(/\/coach$/);

  // The person asks a coach twice: in words, then with a video of themselves.
  const member = await createMemberByApi(page.request, uniqueEmail('reply-asker'));
  await signInMember(page, member.email, member.password);
  await askCoachByText(page, personName, words);
  await page.getByRole('button', { name: 'Submit New Entry' }).click();
  await askCoachByVideo(page, personName, PERSON_VIDEO);

  // The coach sees both, oldest first, each counting down from 24 hours.
  await coachPage.reload();
  const cards = coachPage.getByRole('article').filter({ hasText: personName });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(words);
  const textCard = cards.filter({ hasText: words });
  const videoCard = cards.filter({ hasNotText: words });
  await expect(videoCard).toContainText(new RegExp(TEST_SPEECH.keyWords.join('|')));
  await expectTickingCountdown(textCard);
  await expectTickingCountdown(videoCard);
  await lookAtBothSizes(coachPage, 'coach-requests', () => expect(cards).toHaveCount(2));

  // A large reply goes by presigned upload, a small one through the API (after bytes that are no
  // video were refused); both leave the list.
  await respond(coachPage, textCard, personName, replyVideo, { look: 'coach-respond' });
  await respond(coachPage, videoCard, personName, PERSON_VIDEO, { refuseFirst: true });
  await expect(coachPage.getByText('No B.R.I.E.F.S Requests')).toBeVisible();
  await coachPage.context().close();

  // The person is emailed, and the dashboard shows the notice until the replies are watched.
  expect(await newestEmailTo(member.email)).toContain('Subject: Your coach replied');
  await page.reload();
  const notice = page.getByRole('region', { name: COACH_REPLY_NOTICE_MESSAGES.title });
  await lookAtBothSizes(page, 'coach-reply-notice', () =>
    expect(notice).toContainText(COACH_REPLY_NOTICE_MESSAGES.many(2)),
  );

  await notice.getByRole('button', { name: COACH_REPLY_NOTICE_MESSAGES.watchMany }).click();
  const history = page.getByRole('dialog', { name: 'B.R.I.E.F.S History' });
  const item = history.getByRole('listitem').filter({ hasText: words });
  const reply = item.getByRole('region', { name: "Your coach's video reply" });
  await expect(reply).toBeVisible();
  await expect(reply.getByText('New', { exact: true })).toBeVisible();
  // The transcriber's words arrive a little after the reply; History looks again until they do.
  await expect(reply).toContainText(/breathing|presentation|friendly|face/, { timeout: 120_000 });
  await lookAtBothSizes(page, 'coach-reply-history', async () => {
    await reply.scrollIntoViewIfNeeded();
    await expect(reply.locator('video')).toBeVisible();
  });

  // Playing one marks it watched: its badge goes and the notice counts one left.
  const played = await reply.locator('video').evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    return !video.paused;
  });
  expect(played).toBe(true);
  await expect(reply.getByText('New', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(notice).toContainText(COACH_REPLY_NOTICE_MESSAGES.one);
  await expect(notice.getByRole('button', { name: COACH_REPLY_NOTICE_MESSAGES.watch })).toBeVisible();

  // Dismiss clears the rest without playing, for good.
  await notice.getByRole('button', { name: COACH_REPLY_NOTICE_MESSAGES.dismiss }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Select Your Experience' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
