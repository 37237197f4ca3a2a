// Proves the invite friends page against the real server (decision 034): the fixture player
// referrosa (scripts/run-e2e.mjs: a member with the invitation code ROSAREF1 and three friends who
// signed up with it) opens the member centre's Invite friends page and sees its code, its link and
// the link's QR code, the brand's rules, its income (one reward of 80.00 waiting in the reward
// centre) and its invited friends, masked: one rewarded, one in progress, one under review. On a
// phone (360 px) the page fits the screen. In the back office desk.cora sees the flagged friend with its
// evidence and denies it, the referrer's figures and the brand's rules. Screenshots at 360 and 1280 px
// in /tmp/shots-referral.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, logIn, PHONE } from './fixtures';
import { CORA, staffSignIn } from './staff';

const SHOTS = '/tmp/shots-referral';

// The staff journey denies the friend the player journey shows under review: one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function openReferral(page: Page) {
  await page.goto('/index?modal=memberCentre&mcPage=referral');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByTestId('referral-page')).toBeVisible({ timeout: 20_000 });
  return centre;
}

test('a player opens invite friends and sees the link, the QR code, its income and the invited friends', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await logIn(page, { username: 'referrosa' });
  const centre = await openReferral(page);

  await expect(
    centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: 'Invite friends' }),
  ).toBeVisible();
  await expect(centre.getByTestId('referral-code')).toHaveText('ROSAREF1');
  // The link is on the address the site was reached at, its port included (decision 068).
  await expect(centre.getByTestId('referral-link')).toHaveText(`${new URL(baseURL ?? '').origin}/register?referralCode=ROSAREF1`);
  const qr = centre.getByTestId('referral-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(centre.getByRole('button', { name: 'Copy Invitation link' })).toBeVisible();
  await expect(centre.getByTestId('referral-rules')).toContainText("Your friend's first deposit is at least ₱ 100.00");
  await expect(centre.getByTestId('referral-rules')).toContainText('At most 20 rewards a month');

  // 50.00 + 10% of the 300.00 first deposit, waiting in the reward centre.
  await expect(centre.getByTestId('referral-figure-invited')).toContainText('3');
  await expect(centre.getByTestId('referral-figure-earned')).toContainText('₱ 80.00');
  await expect(centre.getByTestId('referral-figure-claimable')).toContainText('₱ 80.00');
  await expect(centre.getByRole('button', { name: 'Claim in the reward centre' })).toBeVisible();

  const rows = centre.getByTestId('referral-invitee');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 're***a1' })).toContainText('Rewarded');
  await expect(rows.filter({ hasText: 're***a1' })).toContainText('₱ 80.00');
  await expect(rows.filter({ hasText: 're***a2' })).toContainText('In progress');
  await expect(rows.filter({ hasText: 're***a3' })).toContainText('Under review');
  await expect(centre).not.toContainText('refbata');
  await page.screenshot({ path: `${SHOTS}/referral-1280.png`, fullPage: true });
  await rows.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/referral-1280-list.png` });

  await page.setViewportSize(PHONE);
  await expect(centre.getByTestId('referral-qr')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/referral-360.png`, fullPage: true });
  await centre.getByTestId('referral-summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/referral-360-income.png` });
  await rows.last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/referral-360-list.png` });
});

test('staff see the flagged friend with its evidence, deny it, and see the referrer and the rules', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const page = await context.newPage();
  await staffSignIn(page, CORA);
  await page.getByRole('link', { name: 'Invite friends' }).click();
  const row = page.getByTestId('bo-referral-row').filter({ hasText: 'refbata3' });
  await expect(row).toContainText('Flagged');
  await expect(row).toContainText('Same sign-up address');
  await expect(row).toContainText('203.0.113.10');
  await expect(row).toContainText('referrosa');
  await page.screenshot({ path: `${SHOTS}/bo-queue-1280.png`, fullPage: true });
  await row.getByRole('button', { name: 'Deny' }).click();
  await row.getByLabel(/Reason/).fill('Same household as the referrer');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('bo-referral-row').filter({ hasText: 'refbata3' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Referrers' }).click();
  const referrer = page.getByTestId('bo-referrers').getByRole('row').filter({ hasText: 'referrosa' });
  await expect(referrer).toContainText('ROSAREF1');
  await expect(referrer).toContainText('PHP 80.00');
  await referrer.getByRole('button', { name: 'Invitees' }).click();
  await expect(page.getByTestId('bo-referral-row').filter({ hasText: 'refbata3' })).toContainText(
    'Denied by desk.cora: Same household as the referrer',
  );

  await page.getByRole('tab', { name: 'Rules' }).click();
  const rules = page.getByTestId('bo-referral-rules-bituin');
  await expect(rules.getByLabel(/Minimum first deposit/)).toHaveValue('100.00');
  await expect(rules.getByLabel('Programme switched on')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/bo-rules-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/bo-rules-360.png`, fullPage: true });
  await context.close();
});
