// Proves /vip for a visitor and a player with a level, on a phone (360 px) and a desktop (1280 px):
// the visitor sees the demo brand's five levels and is asked to log in; viprosa (12,000.00 of valid
// bets and 2,500.00 deposited, raised to level 2 Silver by scripts/run-e2e.mjs) sees the VIP2 badge
// in the header, the level, bars with the exact figures still needed for Gold, the Silver card
// marked as theirs, and the way to the reward centre; in the back office desk.tess sees the level
// table and viprosa's level and history. Screenshots go to /tmp/shots-vip/.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { closeLoginNotice, DESKTOP, PHONE } from './fixtures';
import { TESS, staffSignIn } from './staff';

const PLAYER = { username: 'viprosa', password: 'Lakad2026!' };
const SHOTS = '/tmp/shots-vip';
const LEVELS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];

test.describe.configure({ mode: 'serial' });

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => localStorage.setItem('language', 'EN'));
  return context.newPage();
}

for (const [name, viewport] of [
  ['360', PHONE],
  ['1280', DESKTOP],
] as const) {
  test(`a visitor at ${name} px sees the level table and is asked to log in`, async ({ browser }) => {
    const page = await newPage(browser, viewport);
    await page.goto('/vip');
    const list = page.getByRole('region', { name: 'VIP levels' }).getByRole('listitem');
    await expect(list).toHaveCount(5);
    for (const [index, level] of LEVELS.entries()) await expect(list.nth(index)).toContainText(level);
    await expect(page.getByTestId('vip-level-2')).toContainText('₱ 10,000.00');
    await expect(page.getByText('Valid bets and deposits count over the last 30 days.')).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${SHOTS}/visitor-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.context().close();
  });
}

test('a player with a level sees the badge, the level, exact progress and the reward centre link', async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  await page.goto('/index');
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username', { exact: true }).fill(PLAYER.username);
  await login.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 30_000 });
  await closeLoginNotice(page);

  const badge = page.locator('.site-header').getByRole('link', { name: 'VIP level 2: Silver' });
  await expect(badge).toHaveText('VIP2');
  await badge.click();
  await expect(page).toHaveURL(/\/vip$/);

  const status = page.getByTestId('vip-status');
  await expect(page.getByTestId('vip-status-level')).toHaveText('Level 2 · Silver');
  await expect(status.getByRole('heading', { name: 'To reach Gold (level 3)' })).toBeVisible();
  const bets = status.getByRole('progressbar', { name: 'Valid bets' }).first();
  await expect(bets).toHaveAttribute('aria-valuenow', '24');
  await expect(status).toContainText('₱ 12,000.00 of ₱ 50,000.00');
  await expect(status).toContainText('₱ 38,000.00 to go');
  await expect(status).toContainText('₱ 2,500.00 of ₱ 10,000.00');
  await expect(status).toContainText('Up from level 0 to level 2');
  await expect(page.getByTestId('vip-level-2')).toContainText('Your level');
  await page.screenshot({ path: `${SHOTS}/player-1280.png`, fullPage: true });

  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('vip-status-level')).toBeVisible();
  // On a phone the badge wraps under the balance rather than running under the header's buttons.
  const badgeBox = await badge.boundingBox();
  const depositBox = await page.locator('.site-header').getByRole('button', { name: 'Deposit' }).boundingBox();
  expect(badgeBox && depositBox && (badgeBox.x + badgeBox.width <= depositBox.x || badgeBox.y >= depositBox.y + depositBox.height)).toBe(
    true,
  );
  await page.screenshot({ path: `${SHOTS}/player-360-header.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/player-360.png`, fullPage: true });

  await status.getByRole('button', { name: 'Open the reward centre' }).click();
  await expect(page).toHaveURL(/modal=memberCentre/);
  await expect(page).toHaveURL(/mcPage=rewardCenter/);
  await page.context().close();
});

test("the back office shows the level table and the player's level with its history", async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const page = await context.newPage();
  await staffSignIn(page, TESS);
  await page.getByRole('link', { name: 'VIP' }).click();
  const table = page.getByRole('form', { name: 'Level table' });
  await expect(table.getByLabel('Level 2 Name')).toHaveValue('Silver');
  await expect(table.getByLabel('Level 2 Valid bets', { exact: true })).toHaveValue('10000.00');
  await page.screenshot({ path: `${SHOTS}/backoffice-levels-1280.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Players' }).click();
  await page.getByLabel('Username').fill(PLAYER.username);
  await page.getByRole('main').getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'viprosa · Level 2 · Silver' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Upgrade');
  await page.screenshot({ path: `${SHOTS}/backoffice-player-1280.png`, fullPage: true });
  await context.close();
});
