import { expect, test } from '@playwright/test';
import { createMemberByApi, freshVisitor } from './support/accounts';
import { seriousViolations } from './support/axe';
import { signInMember, stubVideoPlayer, usageByApi, usageToggle } from './support/dashboard';
import {
  chooseMenuItem,
  historyByApi,
  logout,
  memberToken,
  setCoachTokens,
  setWeeklyVideo,
  shareByApi,
  snap,
} from './support/member';
import { uniqueEmail } from './support/session';

const SITUATION =
  'I have my first solo recital on Saturday and my hands shake in every run-through. I keep replaying the one wrong note.';
const MARKUP = '<img src=x onerror="window.__xss=1">';

test.beforeEach(async ({ page }) => {
  await freshVisitor(page);
  await stubVideoPlayer(page);
});

test('menu, profile, a tip, Re-B.R.I.E.F, De-B.R.I.E.F to the community, history delete @phone', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;
  const member = await createMemberByApi(request, uniqueEmail('home'));
  await signInMember(page, member.email, member.password);
  await snap(page, 'dashboard', project);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The avatar menu: initials, name and email, every entry, keyboard usable.
  const trigger = page.getByRole('button', { name: /^Account menu/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Edit Profile',
    'De-B.R.I.E.F Community',
    'B.R.I.E.F.S History',
    /^B\.R\.I\.E\.F\.S University/,
    'Weekly B.R.I.E.F',
    'Ventometer',
    'Logout',
  ]);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  const university = menu.getByRole('menuitem', { name: /B\.R\.I\.E\.F\.S University/ });
  await expect(university).toHaveAttribute('target', '_blank');
  await expect(university).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByText(member.email)).toBeVisible();
  await snap(page, 'menu', project);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await chooseMenuItem(page, 'Ventometer');
  await expect(page).toHaveURL(/\/ventometer$/);
  await expect(page.getByRole('heading', { name: 'Ventometer', level: 1 })).toBeVisible();
  await chooseMenuItem(page, 'De-B.R.I.E.F Community');
  await expect(page.getByRole('heading', { name: 'De-B.R.I.E.F Community', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '← Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Select Your Experience' })).toBeVisible();

  // Edit Profile: Cancel drops an edit; Save waits for a change; a bad phone gets the server's text; then it saves.
  await chooseMenuItem(page, 'Edit Profile');
  const profile = page.getByRole('dialog', { name: 'Edit Profile' });
  await profile.getByLabel('Name').fill('Not my name');
  await profile.getByRole('button', { name: 'Cancel' }).click();
  await expect(profile).toBeHidden();
  await chooseMenuItem(page, 'Edit Profile');
  await expect(profile.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
  await expect(profile.getByLabel('Email')).toHaveAttribute('readonly', '');
  const save = profile.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await profile.getByLabel('Name').fill(`Maya ${MARKUP}`);
  await profile.getByLabel('Phone').fill('call me');
  await profile.getByLabel('Pre-B.R.I.E.F').fill('Pianist, conservatory second year. Slow breathing helps.');
  await save.click();
  await expect(profile.getByRole('alert')).toHaveText('Please enter a valid phone number');
  await profile.getByLabel('Phone').fill('+1 555 014 2000');
  await save.click();
  await expect(profile.getByText('Your profile has been saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  await snap(page, 'profile', project);
  expect(await seriousViolations(page)).toEqual([]);
  await profile.getByRole('tab', { name: 'Basic Info' }).press('ArrowRight');
  await expect(profile.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
  await expect(profile.getByRole('button', { name: 'Change', exact: true })).toBeDisabled();
  await snap(page, 'profile-password', project);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Hi, Maya ${MARKUP}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toContainText('MI');

  // Step 2 shows the saved background; a tip; Re-B.R.I.E.F.
  await page.getByRole('radio', { name: /Get a B\.R\.I\.E\.F/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Pre-B.R.I.E.F background' })).toHaveValue(
    'Pianist, conservatory second year. Slow breathing helps.',
  );
  await page.getByLabel("What's going on?").fill(SITUATION);
  await page.getByRole('button', { name: 'Submit Text' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preparing your B.R.I.E.F…' }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Stroop Grid' }).click();
  await snap(page, 'stroop', project);
  await page.getByRole('button', { name: 'View Results' }).click();
  await expect(page.getByRole('heading', { name: 'Your B.R.I.E.F.' })).toBeFocused();
  await page.getByRole('button', { name: 'Re-B.R.I.E.F' }).click();
  const rebrief = page.getByRole('dialog', { name: 'Give us more context' });
  await rebrief
    .getByLabel('Tell us more')
    .fill('Breathing does not help me on stage. I need something for the memory slip.');
  await rebrief.getByRole('button', { name: 'Re-B.R.I.E.F' }).click();
  await expect(rebrief).toBeHidden();

  // De-B.R.I.E.F: Share waits for the checkbox; then the button is disabled.
  await page.getByRole('button', { name: 'De-B.R.I.E.F' }).click();
  const share = page.getByRole('dialog', { name: 'Share to De-B.R.I.E.F Community?' });
  const shareButton = share.getByRole('button', { name: 'Share', exact: true });
  await expect(shareButton).toBeDisabled();
  await snap(page, 'share', project);
  expect(await seriousViolations(page)).toEqual([]);
  await share.getByLabel('I understand this will publicly share my case for 24 hours.').check();
  await shareButton.click();
  await expect(share).toBeHidden();
  await expect(page.getByText('Shared to the De-B.R.I.E.F Community for 24 hours.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shared to Community' })).toBeDisabled();
  await snap(page, 'results', project);

  // Another member sees it on /community, first of two pages of 5.
  const token = await memberToken(request, member);
  for (let i = 1; i <= 5; i++)
    await shareByApi(request, token, `Practice log ${i}: my bow arm tensed up before the audition.`);
  const other = await createMemberByApi(request, uniqueEmail('home-reader'));
  const readerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const reader = await readerContext.newPage();
  await freshVisitor(reader);
  await signInMember(reader, other.email, other.password);
  await reader.goto('/community');
  const cards = reader.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(5);
  const pager = reader.getByRole('navigation', { name: 'Community pages' });
  await expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const mine = cards.filter({ hasText: 'hands shake in every run-through' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('heading', { level: 2 })).toHaveText(`Maya ${MARKUP}`);
  await expect(mine.getByText('My Case')).toBeVisible();
  await mine.getByText('Tip', { exact: true }).click();
  await expect(mine.getByRole('heading', { name: 'Your B.R.I.E.F.' })).toBeVisible();
  await expect(reader.locator('main img[src="x"]')).toHaveCount(0);
  await snap(reader, 'community', project);
  expect(await seriousViolations(reader)).toEqual([]);
  await readerContext.close();

  // History: newest first, opens its tip, deletes the shared one (and its case).
  await chooseMenuItem(page, 'B.R.I.E.F.S History');
  const history = page.getByRole('dialog', { name: 'B.R.I.E.F.S History' });
  const items = history.getByRole('article');
  await expect(items).toHaveCount(6);
  const entry = items.filter({ hasText: 'hands shake in every run-through' });
  await expect(items.first()).toContainText('Practice log 5');
  await entry.getByRole('button', { name: 'Open' }).click();
  await expect(entry.getByRole('heading', { name: 'Your B.R.I.E.F.' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Shared' })).toBeDisabled();
  await snap(page, 'history', project);
  expect(await seriousViolations(page)).toEqual([]);
  await entry.getByRole('button', { name: 'Delete' }).click();
  await expect(history.getByText('Deleted from your history.')).toBeVisible();
  await expect(items).toHaveCount(5);
  await expect(history.getByText('Deleted from your history.')).toBeHidden({ timeout: 4_000 });
  expect((await historyByApi(request, token)).items).toHaveLength(5);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('coach mode: the coach card, its fields, the coach pool charged and the coach request stored', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const member = await createMemberByApi(request, uniqueEmail('home-coach'));
  await signInMember(page, member.email, member.password);
  await page.getByRole('radio', { name: /B\.R\.I\.E\.F a Coach/ }).check();
  const name = page.getByLabel('Your Name');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(page.getByLabel('Your Email')).toHaveValue(member.email);
  await expect(page.getByLabel('Your Phone (Optional)')).toBeVisible();
  await name.fill('');
  await expect(next).toBeDisabled();
  await name.fill('Jordan Lee');
  await expect(next).toBeEnabled();
  await snap(page, 'coach-step1', info.project.name);
  expect(await seriousViolations(page)).toEqual([]);
  await next.click();
  await page.getByLabel("What's going on?").fill(SITUATION);
  await page.getByRole('button', { name: 'Submit Text' }).click();
  await page.getByRole('button', { name: 'View Results' }).click();
  await expect(page.getByText(/^Sent to a coach\. Expect a video reply within 24 hours/)).toBeVisible();
  await expect(usageToggle(page)).toContainText('B.R.I.E.F a Coach 1/5');
  expect((await usageByApi(request, member.email, member.password)).coach).toBe(1);
  const token = await memberToken(request, member);
  const [item] = (await historyByApi(request, token)).items;
  expect(item.coach).toMatchObject({ status: 'waiting', replyUrl: null });
  await snap(page, 'coach-results', info.project.name);

  await chooseMenuItem(page, 'B.R.I.E.F.S History');
  await expect(page.getByText('Sent to a coach. Their video reply will appear here within 24 hours.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The coach pool runs out: the label and the red note.
  await setCoachTokens(request, token, 0);
  await page.reload();
  await page.getByRole('radio', { name: /B\.R\.I\.E\.F a Coach/ }).check();
  await expect(page.getByRole('button', { name: 'Coach Tokens Exhausted' })).toBeDisabled();
  await expect(page.getByText(/^You're out of B\.R\.I\.E\.F a Coach tokens\. Renews on /)).toBeVisible();
  await snap(page, 'coach-exhausted', info.project.name);
});

test('an expired session goes to /login with "Please sign in again" @phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMemberByApi(request, uniqueEmail('home-expired'));
  await signInMember(page, member.email, member.password);
  // A password change elsewhere ends every earlier token.
  const token = await memberToken(request, member);
  const changed = await request.fetch('/api/auth/change-password', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    data: { currentPassword: member.password, newPassword: 'Fresh#Start2027' },
  });
  expect(changed.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Please sign in again.');
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the weekly video and the help video open in their modals @phone', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const member = await createMemberByApi(request, uniqueEmail('home-videos'));
  await setWeeklyVideo(request, 'https://www.youtube.com/watch?v=WWloIAQpMcQ');
  await signInMember(page, member.email, member.password);
  await chooseMenuItem(page, 'Weekly B.R.I.E.F');
  const weekly = page.getByRole('dialog', { name: 'Weekly B.R.I.E.F' });
  await expect(weekly.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/WWloIAQpMcQ/);
  await snap(page, 'weekly', info.project.name);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/community');
  await page.getByRole('button', { name: 'How to use B.R.I.E.F.S' }).click();
  const help = page.getByRole('dialog', { name: 'How to use B.R.I.E.F.S' });
  await expect(help.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  await snap(page, 'help', info.project.name);
  expect(await seriousViolations(page)).toEqual([]);
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();
  await expect(page.getByRole('button', { name: 'How to use B.R.I.E.F.S' })).toBeFocused();
  await logout(page);
  await expect(page).toHaveURL(/\/login$/);
});
