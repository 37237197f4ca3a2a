// Proves the promotions pages, the reward centre and bonus wagering against the real server
// (decision 030). The fixture (scripts/run-e2e.mjs, apps/server/test/e2e-promotions-fixture.ts)
// gives the demo brand a live "E2E daily check-in" (category daily) and "E2E birthday bonus"
// (apply, category special), and the player promorosa 1,000.00 and a claimable 50.00 reward with
// 2x wagering. A visitor filters the promotions, opens the check-in and is asked to log in when
// acting; logged in, the check-in pays at once (the balance rises). The player applies to the
// birthday bonus with a comment and an image (status Applying), claims the reward in the reward
// centre (badge, balance, history) and sees its wagering in bonus details. The pages fit 360 px.
// Screenshots at 1280 and 360 px in /tmp/shots-promotions.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { closeLoginNotice, DESKTOP, PHONE } from './fixtures';

const SHOTS = '/tmp/shots-promotions';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A page whole, or (with a dialog open) the screen as the player sees it. */
async function shoot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function fitsPhone(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

test('a player filters promotions, checks in, applies, claims a reward and sees its wagering, at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/promotions');
  const list = page.getByTestId('promotions-page');
  const card = (title: string) => list.getByTestId('promotion-card').filter({ hasText: title });
  await expect(card('E2E birthday bonus')).toBeVisible({ timeout: 20_000 });
  await expect(card('E2E daily check-in').getByTestId('promotion-status')).toHaveText('Open to join');
  await expect(card('E2E daily check-in')).toContainText('(GMT+8)');
  // The operator's amount tokens read with the brand's symbol through the one formatter (decision 067).
  await expect(card('E2E daily check-in')).toContainText('Check in every day: ₱ 1.00 on day one, up to ₱ 5.00 as your streak grows.');
  // A promotion without a picture shows the default one, never a blank box (decision 067).
  await expect(card('E2E daily check-in').locator('img')).toHaveAttribute('src', '/promotions/default.svg');
  await shoot(page, 'promotions-visitor-1280');

  // The category tabs ("All" first) and the period filter narrow the list, and the URL keeps them.
  const categories = list.getByRole('group', { name: 'Promotion categories' });
  await expect(categories.getByRole('button').first()).toHaveText('All');
  await categories.getByRole('button', { name: 'Daily', exact: true }).click();
  await expect(page).toHaveURL(/category=daily/);
  await expect(card('E2E birthday bonus')).toHaveCount(0);
  await list.getByRole('button', { name: 'Within 7 days' }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(card('E2E daily check-in')).toBeVisible();

  // A visitor who acts is asked to log in first.
  await card('E2E daily check-in').click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+/);
  const detail = page.getByTestId('promotion-detail');
  await expect(detail.getByTestId('promotion-rules')).toContainText('Day 1 of your streak: ₱ 1.00.');
  await expect(detail.getByTestId('promotion-rules')).toContainText('Day 4 and every day after: ₱ 5.00.');
  await expect(detail.locator('.promo-detail__content strong').last()).toHaveText('₱ 5.00');
  await detail.getByRole('button', { name: 'Check in today' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username', { exact: true }).fill('promorosa');
  await login.getByLabel('Password', { exact: true }).fill('Lakad2026!');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 30_000 });
  await closeLoginNotice(page);

  // Checking in pays the day's amount at once: the balance rises.
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('₱ 1,000.00', { timeout: 20_000 });
  await detail.getByRole('button', { name: 'Check in today' }).click();
  await expect(detail.getByRole('status')).toHaveText('Checked in: day 1 of your streak. ₱ 1.00 was added to your wallet.');
  // A success reads as one: the notice's success tone, not the amber warning (decision 067).
  await expect(detail.getByRole('status')).toHaveAttribute('data-tone', 'success');
  await expect(balance).toHaveText('₱ 1,001.00');
  await expect(detail.getByTestId('promotion-status')).toHaveText('Joined');
  await expect(detail).toContainText('You have taken part today.');
  await shoot(page, 'promo-detail-checkin-1280');

  // Applying: a comment with its live counter and an image with a preview, then the status is Applying.
  await page.goto('/promotions');
  await card('E2E birthday bonus').click();
  await expect(detail.getByTestId('promotion-rules')).toContainText('the bonus is up to ₱ 588.00.');
  await expect(detail.getByTestId('promotion-rules')).toContainText('Wagering: 3x the bonus');
  await shoot(page, 'promo-detail-apply-1280');
  await detail.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply: E2E birthday bonus' });
  await dialog.getByLabel('Comment').fill('My birthday is this month!');
  await expect(dialog).toContainText('26 / 140 characters');
  await dialog.getByLabel('Images (optional)').setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('button', { name: 'Remove id-card.png' })).toBeVisible();
  await expect(dialog.locator('.promo-apply__images img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await shoot(page, 'apply-dialog-1280', false);
  await page.setViewportSize(PHONE);
  await shoot(page, 'apply-dialog-360', false);
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByTestId('promotion-status')).toHaveText('Applying');
  await expect(detail).toContainText('Your application is being reviewed.');

  // The reward centre: the badge counts the fixture's reward; claiming pays it and moves it to the history.
  await page.goto('/index?modal=memberCentre&mcPage=rewardCenter');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const rewards = centre.getByTestId('reward-centre');
  const menu = centre.getByRole('navigation', { name: 'Member centre pages' });
  const entry = menu.getByRole('button', { name: /Reward centre/ });
  // promorosa is agentrosa's player (e2e-setup.ts): the member centre offers the transfer to that agent
  // (member info's toUpline; a player without an agent is not offered it, decision 067).
  await expect(menu.getByRole('button', { name: 'Transfer to agent' })).toHaveCount(1);
  await expect(entry.getByTestId('reward-badge')).toHaveText(/1/, { timeout: 20_000 });
  await expect(entry).toHaveAccessibleName(/Rewards to claim: 1/);
  const gift = rewards.getByTestId('reward-item').filter({ hasText: 'Welcome gift' });
  await expect(gift).toContainText('Promotion bonus');
  await expect(gift).toContainText('₱ 50.00');
  await expect(gift).toContainText('2x wagering');
  await expect(gift).toContainText('Claim by');
  await shoot(page, 'reward-centre-1280', false);
  await gift.getByRole('button', { name: 'Claim' }).click();
  await expect(rewards.getByRole('status').filter({ hasText: 'was added' })).toHaveText('₱ 50.00 was added to your main wallet.');
  await expect(balance).toHaveText('₱ 1,051.00');
  await expect(entry.getByTestId('reward-badge')).toHaveCount(0);
  await expect(rewards).toContainText('No rewards to claim right now.');
  await rewards.getByRole('button', { name: 'History' }).click();
  await expect(rewards.getByTestId('reward-item').filter({ hasText: 'Welcome gift' })).toContainText('Claimed');
  await expect(rewards.getByTestId('reward-item').filter({ hasText: 'E2E daily check-in' })).toContainText('Check-in bonus');
  await shoot(page, 'reward-centre-history-1280', false);

  // Bonus details: the claimed bonus's 2x requirement, nothing bet yet.
  await menu.getByRole('button', { name: 'Bonus details' }).click();
  const wagering = centre.getByTestId('wagering');
  await expect(wagering.getByTestId('wagering-left')).toHaveText('Still to bet before you can withdraw: ₱ 100.00');
  const requirement = wagering.getByTestId('wagering-item').filter({ hasText: 'Bonus ₱ 50.00' });
  await expect(requirement).toContainText('Open');
  await expect(requirement).toContainText('Valid bets counted: 0.00 / 100.00');
  await expect(requirement.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute('aria-valuenow', '0');
  await shoot(page, 'bonus-details-1280', false);

  // On a phone every page fits the screen.
  await page.setViewportSize(PHONE);
  await expect(wagering).toBeVisible();
  await shoot(page, 'bonus-details-360', false);
  await menu.getByRole('button', { name: /Reward centre/ }).click();
  await rewards.getByRole('button', { name: 'History' }).click();
  await expect(rewards.getByTestId('reward-item').first()).toBeVisible();
  await shoot(page, 'reward-centre-history-360', false);
  await page.goto('/promotions');
  await expect(card('E2E birthday bonus').getByTestId('promotion-status')).toHaveText('Applying');
  await expect(card('E2E daily check-in').getByTestId('promotion-status')).toHaveText('Joined');
  await fitsPhone(page);
  await shoot(page, 'promotions-360');
  await card('E2E birthday bonus').click();
  await expect(detail.getByTestId('promotion-status')).toHaveText('Applying');
  await fitsPhone(page);
  await shoot(page, 'promo-detail-360');
});
