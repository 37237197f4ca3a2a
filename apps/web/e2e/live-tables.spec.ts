// Proves the house live tables against the real server, whose rounds run by themselves on the job
// runner: a trial player starts a free trial, opens Live Casino from the header, sees every table
// with its countdown, sits at Baccarat A (launched into the /game frame), bets with chips during
// the window, watches the deal, and the balance moves by exactly what the round returned less the
// stake; the help names the exact house edges, the proof's check recomputes the dealt round in the
// browser, and the roads fit a 360 px phone. A fixture player's round at Dragon Tiger is in the
// betting record. Texts are read in English. Screenshots of the lobby and the table at 360 and 1366 px.
import { expect, test, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { logIn, PHONE } from './fixtures';

const WIDE = { width: 1366, height: 900 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Waits for a betting window with at least five seconds left (a round about to close is let go). */
async function waitForWindow(table: FrameLocator) {
  await expect(async () => {
    await expect(table.locator('[data-testid="table-stage"][data-phase="open"]')).toBeVisible({ timeout: 1_000 });
    const seconds = Number(await table.getByTestId('table-countdown').locator('.lt-countdown__seconds').textContent());
    expect(seconds).toBeGreaterThanOrEqual(5);
  }).toPass({ timeout: 45_000, intervals: [500] });
}

/** Puts two of the first chip on a spot and confirms; answers the stake the page asked for, in minor units. */
async function betTwoChips(table: FrameLocator, spot: string): Promise<bigint> {
  await table.getByTestId(`spot-${spot}`).click();
  await table.getByTestId(`spot-${spot}`).click();
  const confirm = table.getByTestId('confirm-bets');
  await expect(confirm).toHaveText(/^Place bets · /);
  await confirm.click();
  await expect(table.getByTestId('my-bet')).toHaveCount(1);
  return BigInt((await table.getByTestId(`spot-stake-${spot}`).textContent())?.replaceAll(',', '') ?? 'x') * 100n;
}

/** The settled round's outcome line once it shows (the deal animated, the payouts made). */
async function settledOutcome(table: FrameLocator) {
  const outcome = table.locator('[data-testid="table-outcome"]:not([data-round-id=""])');
  await expect(outcome).toHaveText(/You won|Stake returned|Returned|No win/, { timeout: 60_000 });
  return {
    roundId: (await outcome.getAttribute('data-round-id')) ?? '',
    returnMinor: BigInt((await outcome.getAttribute('data-return-minor')) ?? 'x'),
    stakeMinor: BigInt((await outcome.getAttribute('data-stake-minor')) ?? 'x'),
  };
}

test('a trial player opens Live Casino from the header, bets on baccarat, sees the deal and the balance move', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.setViewportSize(WIDE);
  await page.goto('/index');
  await page.locator('.site-header').getByRole('button', { name: 'Free trial' }).click();
  await page.getByRole('dialog', { name: 'Free trial' }).getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(/^trial[0-9a-f]+$/, { timeout: 30_000 });

  // The header's Live Casino entry opens the house tables' lobby: every table, live.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Live Casino' }).click();
  await expect(page).toHaveURL(/\/live/);
  const lobby = page.getByTestId('tables-lobby');
  await expect(lobby.getByTestId('table-card')).toHaveCount(5);
  await expect(lobby).toContainText('not filmed');
  await expect(
    lobby
      .getByTestId('table-card-status')
      .filter({ hasText: /Bets close in \d+ s/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await shoot(page, testInfo, 'lobby-desktop');

  await lobby.getByRole('button', { name: 'Play Baccarat A' }).click();
  await expect(page).toHaveURL(/\/game\?url=/, { timeout: 15_000 });
  const table = page.frameLocator('iframe[title="Game"]');
  await expect(table.getByRole('heading', { name: 'Baccarat A' })).toBeVisible({ timeout: 20_000 });
  const balance = table.getByTestId('table-balance');
  await expect(balance).toHaveText(/\d/);
  await expect(table.getByText('Demo balance')).toBeVisible();
  const before = BigInt((await balance.getAttribute('data-minor')) ?? 'x');

  await waitForWindow(table);
  const stake = await betTwoChips(table, 'banker');
  expect(stake).toBeGreaterThan(0n);
  await expect(balance).toHaveAttribute('data-minor', (before - stake).toString());

  // The deal: four to six cards turned in order, the totals and the winner, then what the round paid.
  const outcome = await settledOutcome(table);
  expect(outcome.stakeMinor).toBe(stake);
  await expect(table.getByTestId('table-winner')).toBeVisible();
  expect(await table.locator('[data-card]').count()).toBeGreaterThanOrEqual(4);
  await expect(balance).toHaveAttribute('data-minor', (before - stake + outcome.returnMinor).toString(), { timeout: 15_000 });
  await shoot(page, testInfo, 'table-desktop');

  // The help names the exact edge of every bet; the proof recomputes the dealt round here.
  await table.getByRole('button', { name: 'Help' }).click();
  await expect(table.getByTestId('edge-banker')).toHaveText('1.0579%');
  await expect(table.getByTestId('edge-tie')).toHaveText('14.3596%');
  await page.keyboard.press('Escape');
  await table.getByRole('button', { name: 'History' }).click();
  const history = table.getByTestId('table-history-round').first();
  await expect(history).toContainText('Banker');
  await history.getByRole('button', { name: 'Check' }).click();
  await table.getByRole('button', { name: 'Check in my browser' }).click();
  await expect(table.getByTestId('proof-check')).toHaveAttribute('data-ok', 'true', { timeout: 15_000 });
  await expect(table.getByTestId('proof-check')).toContainText('Verified');
  await page.keyboard.press('Escape');

  // A phone: the table fits 360 px, its roads included, and so does the lobby.
  await page.setViewportSize(PHONE);
  const roads = table.getByTestId('road-board');
  await roads.scrollIntoViewIfNeeded();
  await expect(roads.getByTestId('road-big-road')).toBeVisible();
  await expect(roads.getByTestId('road-bead-plate')).toBeVisible();
  await expect(roads.getByTestId('road-predictions')).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().includes('/house-tables/play'));
  expect(await frame?.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'table-roads-phone');
  await page.goto('/live');
  await expect(page.getByTestId('table-card')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'lobby-phone', true);
});

test("a player's round at a table is in the betting record", async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize(WIDE);
  await logIn(page, { username: 'tablerosa' });
  await page.goto('/live');
  await page.getByTestId('tables-lobby').getByRole('button', { name: 'Play Dragon Tiger' }).click();
  await expect(page).toHaveURL(/\/game\?url=/, { timeout: 15_000 });
  const table = page.frameLocator('iframe[title="Game"]');
  await expect(table.getByRole('heading', { name: 'Dragon Tiger' })).toBeVisible({ timeout: 20_000 });
  await waitForWindow(table);
  const stake = await betTwoChips(table, 'dragon');
  const outcome = await settledOutcome(table);
  expect(outcome.stakeMinor).toBe(stake);
  await page.setViewportSize(PHONE);
  await shoot(page, testInfo, 'dragon-tiger-phone');
  await page.setViewportSize(WIDE);

  await page.goto('/index?modal=memberCentre&mcPage=personalHistoryCopy');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const row = centre.getByTestId('game-round-row').filter({ hasText: `r${outcome.roundId}a` });
  await expect(row).toContainText('Dragon Tiger');
  await expect(row).toContainText('20.00');
  // The round's detail: the dealt cards and who won, the bet and what it returned, the proof.
  await row.click();
  const detail = centre.getByTestId('table-round');
  await expect(detail).toContainText(`Round`);
  await expect(detail).toContainText(/Dragon \S+ – Tiger \S+/);
  await expect(detail).toContainText('Dragon: ');
  await expect(detail).toContainText(/[0-9a-f]{64}/);
  await shoot(page, testInfo, 'table-round-detail');
});
