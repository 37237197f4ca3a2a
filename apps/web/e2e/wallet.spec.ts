// Proves the wallet journey against the real server: the header balance starts as "Updating…" and
// then shows the brand's symbol and sumBalance, hides as *** (kept over a reload) and refreshes on
// click; in the member centre money moves from the main wallet into a game's wallet and to the
// agent under the payment password (to the agent after a confirmation step), and the balances follow live from the server's event stream
// (ordinary balance reads are cut off meanwhile, so nothing else can update them); the account
// record then lists the movements. The fixture player walletrosa (scripts/run-e2e.mjs) starts
// with 1,000.00 under agentrosa, payment password 246810. Screenshots at 360 and 1280 px.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { closeLoginNotice, DESKTOP, PHONE } from './fixtures';

const PLAYER = { username: 'walletrosa', password: 'Lakad2026!', pin: '246810' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function login(page: Page) {
  await page.goto('/index');
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill(PLAYER.username);
  await dialog.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('balance, hide, a transfer into a game wallet and to the agent updating live, and the account record', async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  // The first balance answer is held back until the placeholder has been seen.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/wps/v2/wallets/balance', async (route) => {
    if (!held) {
      held = true;
      await gate;
    }
    await route.continue();
  });
  await login(page);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('Updating…');
  release();
  await closeLoginNotice(page);
  await expect(balance).toHaveText('₱ 1,000.00');

  // Hidden as ***, still hidden after a reload; shown again; a click refreshes.
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('₱ ***');
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('₱ ***');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText('₱ 1,000.00');
  await balance.click();
  await expect(balance).toHaveText('₱ 1,000.00');

  await page.goto('/index?modal=memberCentre&mcPage=transferFund');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const fund = centre.getByTestId('transfer-fund');
  await expect(fund.getByTestId('wallet-MAIN')).toContainText('₱ 1,000.00');
  // From here on, ordinary balance reads fail: only the event stream can move the figures. (Cut
  // off only once the page has shown them: a freshly loaded page may read before its stream opens.)
  await page.route('**/wps/v2/wallets/balance', (route) => route.abort());
  await expect(fund.getByLabel('To', { exact: true })).toHaveValue('BTSABONG');
  await fund.getByLabel('Amount').fill('250');
  await fund.getByLabel('Payment password').fill('111111');
  await fund.getByRole('button', { name: 'Transfer' }).click();
  await expect(fund.getByLabel('Payment password')).toHaveAttribute('aria-invalid', 'true');
  await expect(fund).toContainText('The payment password is wrong');
  await fund.getByLabel('Payment password').fill(PLAYER.pin);
  await fund.getByRole('button', { name: 'Transfer' }).click();
  await expect(fund.getByRole('status')).toHaveText('Moved ₱ 250.00 from Main wallet to Sabong Arena.');
  await expect(fund.getByTestId('wallet-MAIN')).toContainText('₱ 750.00');
  await expect(fund.getByTestId('wallet-BTSABONG')).toContainText('₱ 250.00');
  await expect(balance).toHaveText('₱ 1,000.00');
  await shoot(page, testInfo, 'desktop-transfer-fund');

  await centre.getByRole('button', { name: 'Transfer to agent' }).click();
  const upline = centre.getByTestId('transfer-upline');
  await expect(upline.getByTestId('upline-name')).toHaveText('agentrosa');
  await upline.getByLabel('Amount').fill('100.50');
  await upline.getByRole('button', { name: 'Send to agent' }).click();
  // Nothing moves before the confirmation, which names the agent and takes the payment password (decision 066).
  const confirm = page.getByRole('dialog', { name: 'Check and confirm the transfer' });
  await expect(confirm.getByTestId('confirm-recipient')).toHaveText('agentrosa');
  await expect(confirm.getByTestId('confirm-amount')).toContainText('100.50');
  await confirm.getByLabel('Payment password').fill(PLAYER.pin);
  await confirm.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(confirm).toBeHidden();
  await expect(upline.getByRole('status')).toHaveText('Sent ₱ 100.50 to agentrosa.');
  await expect(balance).toHaveText('₱ 899.50');
  await shoot(page, testInfo, 'desktop-transfer-upline');

  await centre.getByRole('button', { name: 'Account record' }).click();
  const record = centre.getByTestId('transaction-history');
  const rows = record.getByTestId('record-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Transfer to agent');
  await expect(rows.nth(0)).toContainText('-100.50');
  await expect(rows.nth(0)).toContainText('To agentrosa');
  await expect(record).toContainText('Wallet transfer');
  await expect(record).toContainText('+250.00');
  await expect(record).toContainText('Deposit');
  await record.getByLabel('Type').selectOption('wallet_transfer');
  await expect(rows).toHaveCount(2);
  await shoot(page, testInfo, 'desktop-account-record');

  await centre.getByRole('button', { name: 'Profit and loss' }).click();
  await expect(centre.getByTestId('profit-total')).toHaveText('₱ 0.00');
  await shoot(page, testInfo, 'desktop-profit');

  // The same screens on a phone: nothing overflows sideways.
  await page.unroute('**/wps/v2/wallets/balance');
  await page.setViewportSize(PHONE);
  for (const [pageId, testId] of [
    ['transferFund', 'transfer-fund'],
    ['transactionHistory', 'transaction-history'],
  ] as const) {
    await page.goto(`/index?modal=memberCentre&mcPage=${pageId}`);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('₱ 899.50');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${pageId} overflows sideways at 360px`).toBeLessThanOrEqual(0);
    await shoot(page, testInfo, `phone-${pageId}`);
  }
  await page.goto('/index');
  await expect(page.getByTestId('header-balance')).toHaveText('₱ 899.50');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'phone-header');
});
