import { formatRenewDate } from '@briefs/shared';
import { expect, test } from '@playwright/test';
import { createMemberByApi, freshVisitor } from './support/accounts';
import { seriousViolations } from './support/axe';
import {
  setBriefTokens,
  signInMember,
  startBrief,
  stubVideoPlayer,
  usageByApi,
  usageToggle,
} from './support/dashboard';
import { uniqueEmail } from './support/session';

const SITUATION =
  'I have a big presentaton to the board tomorrow and my heart races every time I think about it. I keep rehearsing and still feel unprepared.';
const CRISIS = 'I just want to know which bridges around here are the tallest since my dad died';

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
  await stubVideoPlayer(page);
});

test.describe('dashboard: instant B.R.I.E.F.S', () => {
  test('usage, both steps, waiting area, results, Re-B.R.I.E.F and Submit New Entry @phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const member = await createMemberByApi(request, uniqueEmail('dash'));
    await signInMember(page, member.email, member.password);

    // The signed-in bar fits on one row: logo, greeting and avatar; nothing scrolls sideways.
    await expect(page.getByText(/^Hi, /)).toBeVisible();
    const logo = await page.getByRole('link', { name: 'B.R.I.E.F.S' }).first().boundingBox();
    const avatar = await page.getByRole('button', { name: /^Account menu/ }).boundingBox();
    expect(
      Math.abs((logo?.y ?? 0) + (logo?.height ?? 0) / 2 - ((avatar?.y ?? 0) + (avatar?.height ?? 0) / 2)),
    ).toBeLessThan(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Monthly Usage: opens when the numbers arrive, folds again 3 s later; the summary stays.
    const toggle = usageToggle(page);
    await expect(toggle).toContainText('B.R.I.E.F.S 0/30');
    await expect(toggle).toContainText('B.R.I.E.F a Coach 0/5');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 6_000 });
    await toggle.click();
    const briefBar = page.getByRole('progressbar', { name: 'B.R.I.E.F.S' });
    await expect(briefBar).toHaveAttribute('aria-valuenow', '0');
    await expect(briefBar).toHaveAttribute('aria-valuemax', '30');
    await expect(page.getByRole('progressbar', { name: 'B.R.I.E.F a Coach' })).toHaveAttribute('aria-valuemax', '5');
    const resets = page.getByText(/^resets in /).first();
    const before = await resets.textContent();
    await expect(resets).not.toHaveText(before ?? '', { timeout: 3_000 });
    await toggle.click();

    // Step 1: Next waits for a choice.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(next).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    // Step 2: Submit Text waits for words; the background box follows the checkbox.
    await startBrief(page, '   ');
    const submit = page.getByRole('button', { name: 'Submit Text' });
    await expect(submit).toBeDisabled();
    await expect(page.getByPlaceholder('Speak or type your thoughts…')).toBeVisible();
    const include = page.getByRole('checkbox', { name: 'Include my Pre-B.R.I.E.F background' });
    await expect(include).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Pre-B.R.I.E.F background' })).toBeVisible();
    await include.uncheck();
    await expect(page.getByRole('textbox', { name: 'Pre-B.R.I.E.F background' })).toHaveCount(0);
    await include.check();
    await page.getByRole('textbox', { name: 'Pre-B.R.I.E.F background' }).fill('I lead a small sales team.');
    await page.getByLabel("What's going on?").fill(SITUATION);
    await submit.click();

    // Waiting area with exercises, then View Results.
    await expect(page.getByRole('heading', { name: 'While you wait' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Box Breathing' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/^(Inhale|Hold|Exhale)$/)).toBeVisible();
    await page.getByRole('tab', { name: 'Stroop Grid' }).click();
    await expect(page.getByRole('list', { name: 'Colour words' }).getByRole('listitem')).toHaveCount(20);
    const viewResults = page.getByRole('button', { name: 'View Results' });
    // The first tip of a fresh stack loads the sentence encoder (about a second, longer on a busy machine).
    await expect(viewResults).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await viewResults.click();

    // Results: the two cards from the real engine, the video, usage now 1/30.
    const brief = page.getByRole('article', { name: 'Your B.R.I.E.F.' });
    const fas = page.getByRole('article', { name: 'F.A.S (Functional Actionable Skill)' });
    await expect(brief.getByRole('heading', { name: 'Your B.R.I.E.F.' })).toBeFocused();
    // The brief names the person's concern, what is ahead and when, in their words turned to face them;
    // the F.A.S names the skill. The typo ("presentaton") is mended, not said back.
    await expect(brief).toContainText('your heart racing every time you think about it');
    await expect(brief).toContainText('your big presentation to the board tomorrow');
    await expect(brief).not.toContainText('You wrote:');
    await expect(fas.locator('strong').first()).toHaveText(/\w{3,}/);
    await expect(fas).toContainText('Why it works:');
    await expect(brief).not.toContainText('**');
    expect(await fas.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    const video = page.getByRole('article', { name: 'Recommended Video' });
    await expect(video.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(video.locator('iframe')).toHaveAttribute('title', /.+/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('B.R.I.E.F.S 1/30');
    expect(await seriousViolations(page)).toEqual([]);

    // Re-B.R.I.E.F replaces the tip.
    const firstSkill = await fas.textContent();
    await page.getByRole('button', { name: 'Re-B.R.I.E.F' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give us more context' });
    const send = dialog.getByRole('button', { name: 'Re-B.R.I.E.F' });
    await expect(send).toBeDisabled();
    await dialog
      .getByLabel('Tell us more')
      .fill('Writing things down does not work for me. I need something for my racing thoughts.');
    await send.click();
    await expect(dialog).toBeHidden();
    await expect(fas).not.toHaveText(firstSkill ?? '');
    await expect(toggle).toContainText('B.R.I.E.F.S 1/30');

    // Submit New Entry: back to step 1 with everything cleared.
    await page.getByRole('button', { name: 'Submit New Entry' }).click();
    await expect(page.getByRole('heading', { name: 'Select Your Experience' })).toBeFocused();
    await expect(page.getByRole('radio', { name: /Get a B\.R\.I\.E\.F/ })).not.toBeChecked();
    await expect(next).toBeDisabled();
    await startBrief(page, '');
    await expect(page.getByLabel("What's going on?")).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Pre-B.R.I.E.F background' })).toHaveValue('');
  });

  test('a crisis text gets the crisis card with one-tap lines, no tip and no token charge', async ({
    page,
    request,
  }) => {
    const member = await createMemberByApi(request, uniqueEmail('dash-crisis'));
    await signInMember(page, member.email, member.password);
    await startBrief(page, CRISIS);
    await page.getByRole('button', { name: 'Submit Text' }).click();

    const card = page.getByRole('region', { name: "You don't have to carry this alone" });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(card.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(card.getByRole('link', { name: 'Text 741741' })).toHaveAttribute('href', /^sms:741741/);
    await expect(card.getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute('href', /^https:/);
    await expect(page.getByRole('heading', { name: 'Your B.R.I.E.F.' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /F\.A\.S/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View Results' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await expect(usageToggle(page)).toContainText('B.R.I.E.F.S 0/30');
    expect((await usageByApi(request, member.email, member.password)).brief).toBe(0);
    await card.getByRole('button', { name: 'Back to B.R.I.E.F.S' }).click();
    await expect(page.getByRole('heading', { name: 'Select Your Experience' })).toBeFocused();
  });

  test('HTML in the text or the answer shows as text, never as markup', async ({ page, request }) => {
    const member = await createMemberByApi(request, uniqueEmail('dash-html'));
    await signInMember(page, member.email, member.password);
    const markup = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

    // The real engine with markup in the situation.
    await startBrief(page, `${markup} I am anxious about my exam tomorrow and cannot focus.`);
    await page.getByRole('button', { name: 'Submit Text' }).click();
    await page.getByRole('button', { name: 'View Results' }).click();
    await expect(page.getByRole('article', { name: 'Your B.R.I.E.F.' })).toContainText('exam');
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // An answer that carries markup (as a model might) is rendered as text by the web's own renderer.
    await page.route('**/upload-text', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          coachingTip: `**B.R.I.E.F.S. Response:**\nYou wrote: ${markup}\n\n**F.A.S. (Functional Actionable Skill):**\n**Box breathing**\n\n1. Breathe *in* for 4.\n2. Hold for 4.`,
          transcript: 'x',
          suggestedVideo: { title: 'A video', url: 'https://www.youtube.com/watch?v=WWloIAQpMcQ', thumbnail: '' },
          requestId: '',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Submit New Entry' }).click();
    await startBrief(page, 'Anything at all.');
    await page.getByRole('button', { name: 'Submit Text' }).click();
    await page.getByRole('button', { name: 'View Results' }).click();
    const brief = page.getByRole('article', { name: 'Your B.R.I.E.F.' });
    await expect(brief).toContainText(`You wrote: ${markup}`);
    const fas = page.getByRole('article', { name: 'F.A.S (Functional Actionable Skill)' });
    await expect(fas.locator('strong')).toHaveText('Box breathing');
    await expect(fas.locator('ol > li em')).toHaveText('in');
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('an exhausted B.R.I.E.F.S pool disables Next with the renew note; a 429 shows the spec text', async ({
    page,
    request,
  }) => {
    const member = await createMemberByApi(request, uniqueEmail('dash-empty'));
    await signInMember(page, member.email, member.password);

    // Tokens run out after the page loaded: the server's 429 answer is shown in the banner.
    await startBrief(page, 'My manager keeps moving deadlines and I feel behind all the time.');
    await setBriefTokens(request, member, 0);
    const usage = await usageByApi(request, member.email, member.password);
    const renews = formatRenewDate(usage.briefTokensRenewAt);
    await page.getByRole('button', { name: 'Submit Text' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      new RegExp(`Your B\\.R\\.I\\.E\\.F\\.S tokens are exhausted\\. They renew on ${renews}\\.`),
    );
    await expect(page.getByRole('heading', { name: 'Text Input or Video Upload' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Text' })).toBeDisabled();

    // On a fresh load, step 1 says so once that pool is chosen, before anything is typed; the coach
    // pool, which has tokens left, is not called exhausted.
    await page.reload();
    const outNote = page.getByText(`You're out of B.R.I.E.F.S tokens. Renews on ${renews}.`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(outNote).toHaveCount(0);
    await page.getByRole('radio', { name: /Get a B\.R\.I\.E\.F/ }).check();
    const exhausted = page.getByRole('button', { name: 'B.R.I.E.F.S Tokens Exhausted' });
    await expect(exhausted).toBeDisabled();
    await expect(outNote).toBeVisible();
    await page.getByRole('radio', { name: /B\.R\.I\.E\.F a Coach/ }).check();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(outNote).toHaveCount(0);
    await page.getByRole('radio', { name: /Get a B\.R\.I\.E\.F/ }).check();
    await expect(usageToggle(page)).toContainText('B.R.I.E.F.S 30/30');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a server error returns to the input step with a dismissible banner and no results', async ({
    page,
    request,
  }) => {
    const member = await createMemberByApi(request, uniqueEmail('dash-error'));
    await signInMember(page, member.email, member.password);
    await page.route('**/upload-text', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"internal detail","code":"INTERNAL"}',
      }),
    );
    await startBrief(page, 'Too much on my plate this week.');
    await page.getByRole('button', { name: 'Submit Text' }).click();

    const banner = page.getByRole('alert');
    await expect(banner).toContainText('Something went wrong. Please try again.');
    await expect(page.getByRole('heading', { name: 'Text Input or Video Upload' })).toBeVisible();
    await expect(page.getByLabel("What's going on?")).toHaveValue('Too much on my plate this week.');
    await expect(page.getByRole('heading', { name: 'Your B.R.I.E.F.' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(usageToggle(page)).toContainText('B.R.I.E.F.S 0/30');
  });
});
