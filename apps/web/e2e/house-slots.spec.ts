// Proves the house slot journey against the real server: the fixture player slotrosa (scripts/run-e2e.mjs,
// 1,000.00 in its main wallet) launches Bituin Gold Lines from the /rng lobby into the /game frame,
// spins inside the frame, and the balance moves by exactly win − stake (both read from the page);
// auto-spin stops on its balance limit; the betting record lists the round with its reels and
// movements, and the account record shows the stake (and the payout when the spin won). A launch
// token the server does not know is told to reopen the game from the lobby, in the language of the
// launch URL. Screenshots at 360 and 1280 px.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { formatMinor, DEFAULT_CURRENCY } from '@pkg/money/money';
import { DESKTOP, logIn, PHONE } from './fixtures';

const PLAYER = { username: 'slotrosa', password: 'Lakad2026!' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const money = (minor: bigint) => formatMinor(minor, DEFAULT_CURRENCY);

test('a spin in the /game frame moves the balance by win − stake and shows in both records', async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await logIn(page, PLAYER);

  await page.goto('/rng?page=BTSLOT');
  await page.getByRole('tabpanel', { name: 'Bituin Slots' }).getByRole('button', { name: 'Play Bituin Gold Lines' }).click();
  await expect(page).toHaveURL(/\/game\?url=/, { timeout: 15_000 });
  const game = page.frameLocator('iframe[title="Game"]');
  await expect(game.getByRole('heading', { name: 'Bituin Gold Lines' })).toBeVisible({ timeout: 20_000 });
  const balance = game.getByTestId('slot-balance');
  await expect(balance).toHaveText('₱ 1,000.00');
  const before = BigInt((await balance.getAttribute('data-minor')) ?? 'x');

  // One level up from the lowest, so the stake read below is the player's choice, not a default.
  await game.getByRole('button', { name: 'Raise bet' }).click();
  const stake = BigInt(await game.getByLabel(/^Bet/).inputValue());
  await game.getByRole('button', { name: 'Spin' }).click();
  const result = game.locator('[data-testid="slot-result"]:not([data-round-id=""])');
  await expect(result).toHaveText(/You won|No win/, { timeout: 20_000 });
  const win = BigInt((await result.getAttribute('data-win-minor')) ?? 'x');
  const roundId = (await result.getAttribute('data-round-id')) ?? '';
  const after = before - stake + win;
  await expect(balance).toHaveAttribute('data-minor', after.toString());
  await expect(balance).toHaveText(`₱ ${money(after)}`);
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  await shoot(page, testInfo, 'slot-desktop');

  // The spin's history lists it; the paytable names the RTP.
  await game.getByRole('button', { name: 'History' }).click();
  await expect(game.getByTestId('slot-history-row').first()).toContainText(money(stake));
  await page.keyboard.press('Escape');
  await game.getByRole('button', { name: 'Paytable' }).click();
  await expect(game.getByTestId('slot-paytable')).toContainText('Return to player (RTP)');
  await page.keyboard.press('Escape');

  // Auto-spin that stops once the balance is below what it is now: it ends after the first spin that
  // leaves the player behind (or after 10), and the balance shown is the last spin's.
  const start = (await balance.getAttribute('data-minor')) ?? 'x';
  await game.getByRole('button', { name: 'Auto', exact: true }).click();
  const auto = game.getByRole('dialog', { name: 'Auto-spin' });
  await auto.getByLabel(/Stop if the balance falls below/).fill(money(BigInt(start)).replaceAll(',', ''));
  await auto.getByRole('button', { name: 'Start 10 spins' }).click();
  await expect(game.getByTestId('slot-auto-stopped')).toHaveText(/fell below your limit|finished/, { timeout: 60_000 });
  await game.getByRole('button', { name: 'History' }).click();
  const last = game.getByTestId('slot-history-row').first();
  await expect(last).toContainText(`₱ ${money(BigInt((await balance.getAttribute('data-minor')) ?? 'x'))}`);
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await expect(game.getByRole('button', { name: 'Spin' })).toBeInViewport();
  await shoot(page, testInfo, 'slot-phone');
  await page.setViewportSize(DESKTOP);

  // The betting record lists the round; its detail shows the reels and the stake taken.
  await page.goto('/index?modal=memberCentre&mcPage=personalHistoryCopy');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const row = centre.getByTestId('game-round-row').filter({ hasText: roundId });
  await expect(row).toContainText('Bituin Gold Lines');
  await expect(row).toContainText(money(stake));
  await row.getByRole('button', { name: `Open round ${roundId}` }).click();
  const detail = centre.getByTestId('game-round-detail');
  await expect(detail.getByTestId('slot-round')).toBeVisible();
  await expect(detail.getByTestId('game-round-movement').filter({ hasText: 'Bet' })).toContainText(`-${money(stake)}`);
  if (win > 0n) await expect(detail.getByTestId('game-round-movement').filter({ hasText: 'Payout' })).toContainText(`+${money(win)}`);
  await shoot(page, testInfo, 'round-detail-desktop');

  // The account record shows the stake, and the payout when there was one.
  await centre.getByRole('button', { name: 'Account record' }).click();
  const records = centre.getByTestId('transaction-history').getByTestId('record-row');
  await expect(
    records
      .filter({ hasText: 'Bet' })
      .filter({ hasText: `-${money(stake)}` })
      .first(),
  ).toBeVisible();
  if (win > 0n)
    await expect(
      records
        .filter({ hasText: 'Win' })
        .filter({ hasText: `+${money(win)}` })
        .first(),
    ).toBeVisible();
});

test('a launch token the server does not know asks to reopen the game from the lobby, in the launch language', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/house-slots/play?game=bituin-lines&token=no-such-token-123&lang=EN');
  await expect(page.getByRole('alert')).toHaveText('Your game session has ended. Close this game and open it again from the game lobby.');
  await page.goto('/house-slots/play?game=bituin-lines&token=no-such-token-123&lang=ZH');
  await expect(page.getByRole('alert')).toHaveText('你的游戏会话已结束。请关闭此游戏并从游戏大厅重新打开。');
  await shoot(page, testInfo, 'slot-session-ended-phone');
});
