// Proves the sportsbook journey against the real server (decision 058): a trial player starts a free
// trial, opens Sports from the header into the /game frame, switches the odds to Hong Kong, picks
// the home sides of the fixture's two matches (apps/server/test/e2e-sports-fixture.ts), places a
// single on one and a two-leg parlay on both from the bet slip, and sees both accepted with the
// demo balance down by their stakes; on the trading desk desk.dante starts both matches and
// proposes their results, desk.elena approves them (four eyes); the settlement runs on the job
// runner, and the player's My bets shows both settled as won with the returns the prices promised,
// the balance up by them. Screenshots at 1366 and 360 px (the list, the slip as a drawer).
import { expect, test, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { PHONE } from './fixtures';
import { DANTE, ELENA, staffSignIn } from './staff';

const WIDE = { width: 1366, height: 900 };
const FOOTBALL = { home: 'Tondo United', away: 'Makati City', name: 'Tondo United v Makati City' };
const BASKETBALL = { home: 'Pasig Hoopers', away: 'Cebu Dunkers', name: 'Pasig Hoopers v Cebu Dunkers' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'EN');
    localStorage.setItem('backoffice.language', 'EN');
  });
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The price button of a match's home side in the book, and its offered price (× 10,000). */
async function homePrice(book: FrameLocator, market: string, side: string) {
  const button = book.getByRole('button', { name: new RegExp(`^${market}: ${side} `) }).first();
  await expect(button).toBeEnabled();
  return { button, price: Number(await button.getAttribute('data-price')) };
}

/** On the trading desk: starts a match and proposes its result (the score inputs are labelled by the sides). */
async function proposeResult(desk: Page, match: { name: string; home: string; away: string }, score: [string, string]) {
  await desk.goto('/backoffice/sports');
  await desk.getByRole('link', { name: match.name }).click();
  await expect(desk.getByRole('heading', { name: match.name })).toBeVisible();
  await desk.getByRole('button', { name: 'Start (in play)' }).click();
  await expect(desk.locator('.bo-page-head').getByText('Live')).toBeVisible();
  const form = desk.getByRole('form', { name: 'Propose the result' });
  await form.getByLabel(match.home).fill(score[0]);
  await form.getByLabel(match.away).fill(score[1]);
  await form.getByRole('button', { name: 'Propose' }).click();
  await expect(desk.getByTestId('bo-sports-pending')).toBeVisible();
}

test('a trial player places a single and a parlay; the desk enters the results under four eyes; the bets settle as won', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await page.setViewportSize(WIDE);
  await page.goto('/index');
  await page.locator('.site-header').getByRole('button', { name: 'Free trial' }).click();
  await page.getByRole('dialog', { name: 'Free trial' }).getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(/^trial[0-9a-f]+$/, { timeout: 30_000 });

  // Sports launches the book straight into the /game frame.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sports' }).click();
  await expect(page).toHaveURL(/\/game\?/, { timeout: 15_000 });
  const book = page.frameLocator('iframe[title="Game"]');
  await expect(book.getByRole('heading', { name: 'Sports' })).toBeVisible({ timeout: 20_000 });
  await expect(book.getByText('Demo balance')).toBeVisible();
  const balance = book.getByTestId('sb-balance');
  const before = BigInt((await balance.getAttribute('data-minor')) ?? 'x');

  // Hong Kong odds, kept by the server for this player.
  await book.getByLabel('Odds').selectOption('hongkong');
  const football = await homePrice(book, 'Match result', FOOTBALL.home);
  const basketball = await homePrice(book, 'Winner \\(incl\\. overtime\\)', BASKETBALL.home);
  await expect(football.button).toContainText(((football.price - 10_000) / 10_000).toFixed(2));
  await shoot(page, testInfo, 'sports-book-desktop');

  // The slip: a single of 100.00 on the football and a parlay of 50.00 on both home sides.
  await football.button.click();
  await basketball.button.click();
  const slip = book.getByRole('complementary', { name: /Bet slip/ });
  await expect(slip.getByTestId('sb-pick')).toHaveCount(2);
  await slip.getByLabel(`Stake on ${FOOTBALL.home}`).fill('100');
  await slip.getByLabel('Parlay stake').fill('50');
  await slip.getByRole('button', { name: 'Place bets' }).click();
  await expect(slip.locator('[data-testid="sb-outcome"][data-state="open"]')).toHaveCount(2, { timeout: 15_000 });
  const staked = before - 15_000n;
  await expect(balance).toHaveAttribute('data-minor', staked.toString());

  // The same book on a phone: the list, and the slip as a drawer.
  const frame = page.frames().find((candidate) => candidate.url().includes('/house-sports/play'));
  const phone = await browser.newPage({ viewport: PHONE });
  await phone.addInitScript(() => localStorage.setItem('language', 'EN'));
  await phone.goto(frame?.url() ?? '/');
  await expect(phone.getByTestId('sb-fixture').first()).toBeVisible({ timeout: 20_000 });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: testInfo.outputPath('sports-book-phone.png') });
  await phone.getByRole('button', { name: 'Match result: Tondo United' }).first().click();
  await phone.getByRole('button', { name: /Bet slip \(1\)/ }).click();
  await expect(phone.getByRole('complementary', { name: /Bet slip/ }).getByTestId('sb-pick')).toBeVisible();
  await phone.screenshot({ path: testInfo.outputPath('sports-slip-phone.png') });
  await phone.close();

  // The desk: desk.dante starts both matches and proposes their results; desk.elena approves them.
  const dante = await browser.newPage({ viewport: WIDE });
  await dante.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  await staffSignIn(dante, DANTE);
  await proposeResult(dante, FOOTBALL, ['2', '1']);
  await proposeResult(dante, BASKETBALL, ['98', '90']);
  await dante.close();
  const elena = await browser.newPage({ viewport: WIDE });
  await elena.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  await staffSignIn(elena, ELENA);
  for (const match of [FOOTBALL, BASKETBALL]) {
    await elena.goto('/backoffice/sports');
    await elena.getByRole('link', { name: match.name }).click();
    await elena.getByTestId('bo-sports-pending').getByRole('button', { name: 'Approve and settle' }).click();
    await expect(elena.getByText('v1 / v1')).toBeVisible({ timeout: 30_000 });
  }
  await elena.screenshot({ path: testInfo.outputPath('sports-desk.png'), fullPage: true });
  await elena.close();

  // The player: both bets settled as won, with what the prices promised.
  const single = BigInt(football.price);
  const parlay = (5_000n * BigInt(football.price) * BigInt(basketball.price)) / 100_000_000n;
  await book.getByRole('button', { name: 'My bets' }).click();
  const bets = book.getByRole('dialog', { name: 'My bets' });
  await bets.getByRole('tab', { name: 'Settled' }).click();
  await expect(bets.locator('[data-testid="sb-bet"][data-state="won"]')).toHaveCount(2, { timeout: 30_000 });
  await expect(bets.getByText(/Returned/)).toHaveCount(2);
  await shoot(page, testInfo, 'sports-my-bets-desktop');
  await page.keyboard.press('Escape');
  await expect(balance).toHaveAttribute('data-minor', (staked + single + parlay).toString(), { timeout: 15_000 });
});
