// Proves the lottery journey against the real server: the fixture player lottorosa (scripts/run-e2e.mjs,
// 1,000.00 in its main wallet, as xosorosa for the phone journey) opens a fast game from the /elott lobby, sees the running draw's
// countdown, bets every digit of the 1st position (10 combinations at 1.00, so exactly one of them
// wins 9.70 whatever is drawn), and the balance takes the stake at once and the payout after the
// draw, which My tickets and the betting record show as won. The draw's proof verifies in the browser. On a phone the
// Vietnamese lottery shows its regions, takes typed numbers, places a bet and never widens the page.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DEFAULT_CURRENCY, formatMoney, parseMajorInput } from '@pkg/money/money';

/** The demo brand's money: the platform's digits with its own symbol, ₱ (decision 067). */
const PESO = { ...DEFAULT_CURRENCY, symbol: '₱' };
import { DESKTOP, logIn, PHONE } from './fixtures';

/** Two players, so the journeys can run side by side without moving each other's balance. */
const FAST_PLAYER = { username: 'lottorosa', password: 'Lakad2026!' };
const VN_PLAYER = { username: 'xosorosa', password: 'Lakad2026!' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Seconds left on the big countdown (0 when it shows no running countdown). */
async function secondsLeft(page: Page): Promise<number> {
  const text =
    (await page
      .locator('.draw-clock--large.draw-clock--open [role="timer"]')
      .textContent({ timeout: 1_000 })
      .catch(() => null)) ?? '';
  const match = /^(?:(\d+):)?(\d\d):(\d\d)$/.exec(text.trim());
  return match ? Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]) : 0;
}

/** The header's balance in minor units, once it has loaded. */
async function balanceMinor(page: Page): Promise<bigint> {
  const balance = page.locator('.header-balance');
  await expect(balance).toContainText(/₱ [\d,]+\.\d\d/);
  const text = /₱ ([\d,]+\.\d\d)/.exec((await balance.textContent()) ?? '')?.[1] ?? 'x';
  return parseMajorInput(text, PESO) ?? -1n;
}

/** Waits for a draw open with enough time left to build and confirm a bet. */
async function waitForOpenDraw(page: Page, seconds = 15) {
  await expect.poll(() => secondsLeft(page), { timeout: 75_000, intervals: [1_000] }).toBeGreaterThan(seconds);
}

test('a fast-draw bet takes the stake, pays the winning hit after the draw and shows as won', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await logIn(page, FAST_PLAYER);
  const start = await balanceMinor(page);

  await page.goto('/elott');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  const card = page
    .getByTestId('lottery-lobby')
    .getByRole('link', { name: /5D Every Minute/ })
    .first();
  await expect(card).toContainText(/\d\d:\d\d/);
  await card.click();
  await expect(page).toHaveURL(/\/lottery\?game=ssc-1m/);
  await expect(page.getByRole('heading', { level: 1, name: '5D Every Minute' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bet' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.draw-clock--large')).toContainText(/Betting closes in|Betting opens in|closed/i);
  await waitForOpenDraw(page);

  await page.getByRole('group', { name: 'Quick picks for 1st position' }).getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByRole('button', { name: '1st position: 7' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lottery-combos')).toHaveText('10');
  await expect(page.getByTestId('lottery-stake')).toHaveText('₱ 10.00');
  await page.getByRole('button', { name: 'Add to bet slip' }).click();
  await expect(page.getByTestId('lottery-cart-bet')).toHaveCount(1);
  const numero = ((await page.locator('.draw-panel__numero').textContent()) ?? '').replace(/^.*Draw /, '').trim();
  await page.getByRole('button', { name: 'Confirm bet' }).click();
  await expect(page.getByTestId('lottery-order-done')).toContainText('₱ 10.00', { timeout: 15_000 });
  await expect(page.locator('.header-balance')).toContainText(formatMoney(start - 1_000n, PESO));
  await shoot(page, testInfo, 'lottery-bet-desktop');

  // The draw closes, is drawn and settled; the one winning digit pays 1.00 × 9.7.
  await expect(page.locator('.draw-panel__last')).toContainText(numero, { timeout: 120_000 });
  await expect(page.locator('.header-balance')).toContainText(formatMoney(start - 1_000n + 970n, PESO), { timeout: 60_000 });
  await page.getByRole('tab', { name: 'My tickets' }).click();
  const ticket = page.getByTestId('lottery-ticket').filter({ hasText: numero });
  await expect(ticket).toContainText('Won');
  await expect(ticket).toContainText('₱ 9.70');
  await shoot(page, testInfo, 'lottery-tickets-desktop');

  // The member centre's betting record lists the ticket as a round; its detail is the ticket.
  await page.goto('/index?modal=memberCentre&mcPage=personalHistoryCopy');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const round = centre.getByTestId('game-round-row').filter({ hasText: '5D Every Minute' }).first();
  // The record's columns show amounts without the symbol: stake 10.00, win 9.70.
  await expect(round).toContainText('10.00');
  await expect(round).toContainText('9.70');
  await round.getByRole('button', { name: /^Open round T\d+$/ }).click();
  await expect(centre.getByTestId('lottery-round')).toContainText(numero);
  await page.goto(`/lottery?game=ssc-1m`);

  await page.getByRole('tab', { name: 'Results' }).click();
  await page.getByRole('button', { name: `Proof of draw ${numero}` }).click();
  const proof = page.getByTestId('lottery-proof');
  await expect(proof).toContainText('Drawn from the seed');
  await proof.getByRole('button', { name: 'Verify' }).click();
  await expect(proof.getByRole('status')).toHaveText('Verified: the seed matches its hash and gives this result.');
});

test('the Vietnamese lottery on a phone: regions, typed numbers, a placed bet and the prize table', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await logIn(page, VN_PLAYER);
  await page.goto('/vnlottery');
  const regions = page.getByRole('tablist', { name: 'Regions' });
  for (const region of ['North', 'Central', 'South', 'Fast games']) await expect(regions.getByRole('tab', { name: region })).toBeVisible();
  await regions.getByRole('tab', { name: 'Fast games' }).click();
  await page.getByRole('button', { name: /Northern Fast Draw/ }).click();
  await expect(page).toHaveURL(/\/vnlottery\?game=vnfast-1m/);
  // Vietnamese bet types carry a few English words beside their name (decision 067).
  const types = page.getByRole('group', { name: 'Bet types' });
  await expect(types.getByRole('button', { name: /^Lô \(2 digits\)/ })).toContainText('last 2 digits, any prize');

  await page.getByLabel(/Type numbers/).fill('12 34,56 7');
  await page.getByRole('button', { name: 'Add numbers' }).click();
  await expect(page.getByText('Not added (need 2 digits each): 7')).toBeVisible();
  for (const number of ['12', '34', '56'])
    await expect(page.getByRole('button', { name: `Numbers: ${number}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lottery-combos')).toHaveText('3');
  // A lô is priced at the table's 27 numbers: 3 × 27 × 1.00.
  await expect(page.getByTestId('lottery-stake')).toHaveText('₱ 81.00');
  await page.getByRole('button', { name: 'Add to bet slip' }).click();
  await waitForOpenDraw(page, 8);
  await page.getByRole('button', { name: 'Confirm bet' }).click();
  await expect(page.getByTestId('lottery-order-done')).toContainText('₱ 81.00', { timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, testInfo, 'vn-lottery-phone');

  await page.getByRole('tab', { name: 'Results' }).click();
  const table = page.getByTestId('lottery-result').first();
  await expect(table.getByRole('rowheader', { name: 'Special' })).toBeVisible({ timeout: 90_000 });
  await expect(table.getByRole('rowheader', { name: '7th' })).toBeVisible();
  await page.getByRole('tab', { name: 'Trend' }).click();
  await expect(page.getByRole('region', { name: 'Lô (last two digits)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shoot(page, testInfo, 'vn-trend-phone');
});
