// Proves the missions page against the real server (decision 035): the fixture player missionrosa
// (scripts/run-e2e.mjs: 600.00 bet today, missionbata 900.00; other journeys' players bet too) sees the member centre's Missions
// entry with a badge of 1 (the daily demo mission is complete), the demo missions with exact
// progress, and the weekly leaderboard with masked names and its own rank; claiming the daily
// mission sends the reward to the reward centre and the badge goes away. On a phone (360 px) the
// page fits the screen. Screenshots at 360 and 1280 px in /tmp/shots-missions.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, logIn, PHONE } from './fixtures';

const SHOTS = '/tmp/shots-missions';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function openMissions(page: Page) {
  await page.goto('/index?modal=memberCentre&mcPage=missionLeaderboard');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByTestId('missions-page')).toBeVisible({ timeout: 20_000 });
  return centre;
}

test('a player sees the missions badge, exact progress and the leaderboard, and claims a completed mission', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await logIn(page, { username: 'missionrosa' });
  const centre = await openMissions(page);

  const entry = centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: /Missions/ });
  await expect(entry.getByTestId('mission-badge')).toHaveText(/1/);
  await expect(entry).toHaveAccessibleName(/Missions ready to claim: 1/);

  const daily = centre.getByTestId('mission-card').filter({ hasText: 'Bet ₱ 500.00 today' });
  await expect(daily).toContainText('600.00 / 500.00');
  await expect(daily.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(daily).toContainText('₱ 8.00');
  await expect(daily).toContainText('1x wagering');
  const weekly = centre.getByTestId('mission-card').filter({ hasText: 'Weekly challenge' });
  await expect(weekly).toContainText('600.00 / 5,000.00');
  await expect(weekly.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '12');
  await expect(weekly.getByRole('button', { name: 'In progress' })).toBeDisabled();

  // Other journeys' fixture players bet this week too, so ranks are read relative to each other:
  // missionbata (900.00) right above missionrosa (600.00), whose own rank is that row's.
  const board = centre.getByTestId('mission-leaderboard');
  const mine = board.getByRole('row').filter({ hasText: 'mi***sa' });
  await expect(mine).toContainText('₱ 600.00');
  const lines = await board.locator('tbody tr').allTextContents();
  const myIndex = lines.findIndex((line) => line.includes('mi***sa'));
  expect(lines[myIndex - 1]).toContain('mi***ta');
  expect(lines[myIndex - 1]).toContain('₱ 900.00');
  expect(lines[myIndex]).toMatch(new RegExp(`^${myIndex + 1}mi`));
  await expect(board.getByTestId('mission-my-rank')).toContainText(`Your rank: ${myIndex + 1} · ₱ 600.00`);
  await expect(board).not.toContainText('missionbata');
  await expect(board).not.toContainText('missionrosa');
  await page.screenshot({ path: `${SHOTS}/missions-1280.png`, fullPage: true });
  await board.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/missions-board-1280.png` });

  await daily.getByRole('button', { name: 'Claim' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Your reward is waiting in the reward centre.' })).toBeVisible();
  await expect(daily.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(entry.getByTestId('mission-badge')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/missions-claimed-1280.png`, fullPage: true });
});

test('on a phone the missions page fits the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, { username: 'missionbata' });
  const centre = await openMissions(page);
  await expect(centre.getByTestId('mission-card').first()).toBeVisible();
  await expect(centre.getByTestId('mission-my-rank')).toContainText(/^Your rank: \d+ · ₱ 900\.00$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page overflows sideways').toBeLessThanOrEqual(0);
  const inside = await page
    .locator('.dialog')
    .first()
    .evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
  expect(inside, 'the dialog overflows sideways').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: PHONE.width, height: 2200 });
  await page.screenshot({ path: `${SHOTS}/missions-360.png`, fullPage: true });
  await centre.getByTestId('mission-leaderboard').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/missions-board-360.png` });
});
