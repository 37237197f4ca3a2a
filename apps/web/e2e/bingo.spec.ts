// Proves bingo against the real server, whose games run by themselves on the job runner (decision
// 057): a trial player starts a free trial, opens Bingo from the header, sees the rooms with their
// next game's start, price, prizes and players, enters the quick fixture room (launched into the
// /game frame), buys two cards before the start, watches the balls called with the cards daubed,
// and sees the game's prize (or the loss) in the balance, in the room's list of the player's games
// and in the betting record; the game's proof checks in the browser. Texts are read in English.
// Screenshots of the lobby and the game at 1366 and 360 px.
import { expect, test, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { PHONE } from './fixtures';
import { BINA, staffSignIn } from './staff';

const WIDE = { width: 1366, height: 900 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Waits for a game's cards on sale with at least four seconds left (a sale about to close is let go). */
async function waitForSale(room: FrameLocator) {
  await expect(async () => {
    const status = room.getByTestId('bingo-status');
    const left = Number((await status.getAttribute('data-left-ms', { timeout: 1_000 })) || '0');
    expect(left).toBeGreaterThanOrEqual(4_000);
  }).toPass({ timeout: 45_000, intervals: [500] });
}

test('a trial player buys two cards, watches the game to its end and sees what it paid', async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize(WIDE);
  await page.goto('/index');
  await page.locator('.site-header').getByRole('button', { name: 'Free trial' }).click();
  await page.getByRole('dialog', { name: 'Free trial' }).getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(/^trial[0-9a-f]+$/, { timeout: 30_000 });

  // The header's Bingo entry opens the rooms: each with its next game, price, prizes and players, live.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bingo' }).click();
  await expect(page).toHaveURL(/\/bingo/);
  const lobby = page.getByTestId('bingo-lobby');
  await expect(lobby.getByTestId('bingo-room')).toHaveCount(4);
  await expect(
    lobby
      .getByTestId('bingo-room-status')
      .filter({ hasText: /Next game in \d+:\d\d|Playing now/ })
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await shoot(page, testInfo, 'bingo-lobby-desktop');

  await lobby.getByRole('button', { name: 'Play Quick Bingo' }).click();
  await expect(page).toHaveURL(/\/game\?url=/, { timeout: 15_000 });
  const room = page.frameLocator('iframe[title="Game"]');
  await expect(room.getByRole('heading', { name: 'Quick Bingo' })).toBeVisible({ timeout: 20_000 });
  await expect(room.getByText('Demo balance')).toBeVisible();
  const balance = room.getByTestId('bingo-balance');

  await waitForSale(room);
  const before = BigInt((await balance.getAttribute('data-minor')) ?? 'x');
  await room.getByRole('button', { name: 'More: Cards' }).click();
  await expect(room.getByTestId('bingo-buy-cost')).toContainText('20.00');
  await room.getByRole('button', { name: 'Buy 2 cards' }).click();
  await expect(room.getByTestId('bingo-card')).toHaveCount(2);
  await expect(balance).toHaveAttribute('data-minor', (before - 2_000n).toString());

  // The game: balls called for everyone, the cards daubed by themselves, the best card first.
  await expect(room.locator('[data-testid="bingo-page"][data-phase="playing"]')).toBeVisible({ timeout: 30_000 });
  await expect(room.getByTestId('bingo-last-balls').locator('li').first()).toBeVisible({ timeout: 15_000 });
  await page.setViewportSize(PHONE);
  await expect(room.locator('.bingo-card__cell--daubed').first()).toBeVisible({ timeout: 20_000 });
  const frame = page.frames().find((candidate) => candidate.url().includes('/house-bingo/play'));
  expect(await frame?.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'bingo-game-phone');
  await page.setViewportSize(WIDE);

  // The end: what the game paid, in the balance and in the player's games.
  const outcome = room.getByTestId('bingo-outcome');
  await expect(outcome).toHaveText(/You won|No win this game/, { timeout: 60_000 });
  const roundId = (await outcome.getAttribute('data-round-id')) ?? '';
  const returned = BigInt((await outcome.getAttribute('data-return-minor')) ?? 'x');
  expect(await outcome.getAttribute('data-stake-minor')).toBe('2000');
  await expect(room.getByTestId('bingo-stage').first()).toContainText('Won on ball');
  await expect(balance).toHaveAttribute('data-minor', (before - 2_000n + returned).toString(), { timeout: 20_000 });
  const mine = room.locator(`[data-testid="bingo-history-game"][data-round-id="${roundId}"]`);
  await expect(mine).toHaveAttribute('data-return-minor', returned.toString(), { timeout: 20_000 });
  await expect(mine).toHaveAttribute('data-stake-minor', '2000');
  await shoot(page, testInfo, 'bingo-game-desktop', true);

  // The betting record has the game with its stake and win.
  const record = await page.evaluate(async () => {
    const response = await fetch('/wps/v2/games/rounds?pageNo=1&pageSize=20', {
      headers: { Authorization: localStorage.getItem('session.token') ?? '', Language: 'EN' },
    });
    return (await response.json()) as {
      value: { list: Array<{ roundId: string; stakeMinor: string; winMinor: string; vendorCode: string }> };
    };
  });
  const row = record.value.list.find((entry) => entry.roundId.startsWith(`r${roundId}a`));
  expect(row?.vendorCode).toBe('BTBINGO');
  expect(row?.stakeMinor).toBe('2000');
  expect(row?.winMinor).toBe(returned.toString());

  // The proof: the seed, shown after the last ball, gives exactly the balls called, checked here.
  await mine.getByRole('button', { name: 'Proof' }).click();
  await room.getByRole('button', { name: 'Check in my browser' }).click();
  await expect(room.getByTestId('bingo-proof-check')).toHaveAttribute('data-ok', 'true');
  await page.keyboard.press('Escape');

  // The lobby on a phone.
  await page.setViewportSize(PHONE);
  await page.goto('/bingo');
  await expect(page.getByTestId('bingo-room')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'bingo-lobby-phone', true);
});

test('the bingo desk lists the rooms, pauses and opens one, and shows a game with its proof', async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize(WIDE);
  await page.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  await staffSignIn(page, BINA);
  await page.getByRole('navigation').getByRole('link', { name: 'Bingo' }).click();
  const rooms = page.getByTestId('bingo-desk-room');
  await expect(rooms).toHaveCount(4);
  const quick = rooms.filter({ hasText: 'bingo-quick' });
  await quick.getByRole('button', { name: 'Pause' }).click();
  await expect(quick).toContainText('Paused');
  await quick.getByRole('button', { name: 'Open' }).click();
  await expect(quick).toContainText('Open');
  await shoot(page, testInfo, 'bingo-desk-rooms');
  await page.getByRole('tab', { name: 'Games' }).click();
  await page.getByLabel('Room').selectOption({ label: 'Quick Bingo (bingo-quick)' });
  const open = page.getByRole('button', { name: 'Open' }).first();
  await expect(open).toBeVisible({ timeout: 15_000 });
  await open.click();
  await expect(page.getByText('Seed hash')).toBeVisible();
  await shoot(page, testInfo, 'bingo-desk-game', true);
  await page.getByRole('tab', { name: 'RTP' }).click();
  await expect(page.getByRole('columnheader', { name: 'RTP' })).toBeVisible();
});
