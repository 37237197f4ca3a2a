// Proves the withdrawal journeys against the real server, with a player and two back-office staff
// side by side: desk.wena proposes a manual credit that desk.ana (a second staff member) approves,
// and the ledger check shows the books balanced; the player binds a bank account and withdraws
// under the payment password (the amount is held), desk.wena approves it as paid, and the player
// confirms Received. Then a second withdrawal is reported Not received with a proof image, and
// desk.wena sees the proof and resolves the dispute by refund, which the player sees. Fixtures
// from scripts/run-e2e.mjs: payrosa (1,000.00, payment password 246810), desk.wena and desk.ana.
// Screenshots at 360 and 1280 px.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, logIn, PHONE } from './fixtures';
import { ANA, WENA, staffSignIn } from './staff';

const PLAYER = { username: 'payrosa', password: 'Lakad2026!', pin: '246810' };
// A small real PNG (48 x 32), the proof a player would send.
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwC1+nC2cmUH2PPOFgAET03NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wc1hvhqUo/cWAAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });

let player: Page;
let maria: Page;
let ana: Page;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => {
    localStorage.setItem('language', 'EN');
    localStorage.setItem('backoffice.language', 'EN');
  });
  return context.newPage();
}

async function openWithdraw(page: Page) {
  await page.goto('/index?modal=memberCentre&mcPage=withdraw');
  const withdraw = page.getByTestId('withdraw-page');
  await expect(withdraw).toBeVisible();
  return withdraw;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Opens the newest withdrawal of the player in the back office's queue (the given view). */
async function openInDesk(view: 'To decide' | 'Awaiting player' | 'Disputes') {
  await maria.getByRole('link', { name: 'Withdrawals' }).click();
  await maria.getByRole('button', { name: view, exact: true }).click();
  await maria.getByRole('textbox', { name: 'Player', exact: true }).fill(PLAYER.username);
  await maria.getByRole('button', { name: 'Search' }).click();
  const row = maria.locator('tbody tr').filter({ hasText: PLAYER.username }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Open' }).click();
  return maria.getByRole('region', { name: /Withdrawal \d+/ });
}

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  [player, maria, ana] = await Promise.all([newPage(browser), newPage(browser), newPage(browser)]);
  await staffSignIn(maria, WENA);
  await staffSignIn(ana, ANA);
  await logIn(player, PLAYER);
});

test.afterAll(async () => {
  await Promise.all([player, maria, ana].map((page) => page?.context().close()));
});

test('two staff credit the player, who withdraws; the desk pays it and the player confirms Received', async () => {
  const testInfo = test.info();
  testInfo.setTimeout(120_000);
  // Four eyes: desk.wena proposes, she cannot approve it herself, desk.ana approves.
  await maria.getByRole('link', { name: 'Adjustments' }).click();
  const form = maria.getByRole('form', { name: 'Propose an adjustment' });
  await form.getByLabel('Player').fill(PLAYER.username);
  await form.getByLabel('Amount (₱)').fill('500');
  await form.getByLabel('Reason').fill('Goodwill credit after the outage');
  await form.getByRole('button', { name: 'Propose' }).click();
  await expect(form.getByRole('status')).toContainText('Another staff member must now approve');
  const mine = maria.getByRole('listitem', { name: `Adjustment +₱ 500.00 for ${PLAYER.username}` });
  await expect(mine).toContainText('You proposed this');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await ana.getByRole('link', { name: 'Adjustments' }).click();
  const pending = ana.getByRole('listitem', { name: `Adjustment +₱ 500.00 for ${PLAYER.username}` });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toBeHidden();
  await expect(ana.locator('tbody tr').filter({ hasText: 'Goodwill credit after the outage' })).toContainText('Approved');
  await shoot(ana, testInfo, 'backoffice-adjustments-desktop');
  await ana.getByRole('link', { name: 'Ledger check' }).click();
  await expect(ana.getByTestId('ledger-verdict')).toHaveText('The books balance');
  await expect(ana.getByTestId('ledger-problems')).toHaveText('0');
  await shoot(ana, testInfo, 'backoffice-ledger-desktop');

  // The player binds a bank account and withdraws 300.00; the amount is held at once.
  let withdraw = await openWithdraw(player);
  await expect(withdraw.getByTestId('withdraw-available')).toHaveText('₱ 1,500.00');
  await withdraw.getByRole('button', { name: 'Add payout account' }).click();
  await withdraw.getByLabel('Bank name').fill('BDO Unibank');
  await withdraw.getByLabel('Account holder name').fill('Rosa Dela Cruz');
  await withdraw.getByLabel('Account number').fill('0012 3456 7890');
  await withdraw.getByRole('form', { name: 'New payout account' }).getByLabel('Payment password').fill('000000');
  await withdraw.getByRole('button', { name: 'Bind account' }).click();
  await expect(withdraw.getByRole('alert')).toHaveText('The payment password is wrong.');
  await withdraw.getByRole('form', { name: 'New payout account' }).getByLabel('Payment password').fill(PLAYER.pin);
  await withdraw.getByRole('button', { name: 'Bind account' }).click();
  await expect(withdraw.locator('.payout-item')).toContainText('****7890');

  await withdraw.getByLabel('Amount (₱)').fill('300');
  await withdraw.locator('#withdraw-pin').fill(PLAYER.pin);
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdraw.getByRole('status')).toHaveText('Withdrawal of ₱ 300.00 requested. The amount is held until it is paid.');
  await expect(withdraw.getByTestId('withdraw-available')).toHaveText('₱ 1,200.00');
  const first = withdraw.getByTestId('withdrawal-item').first();
  await expect(first.getByTestId('withdrawal-status')).toHaveText('Waiting for review');
  await shoot(player, testInfo, 'withdraw-requested-desktop');
  await player.setViewportSize(PHONE);
  await shoot(player, testInfo, 'withdraw-requested-phone');
  await player.setViewportSize(DESKTOP);

  // desk.wena pays it and approves.
  const detail = await openInDesk('To decide');
  await expect(detail).toContainText('001234567890');
  await expect(detail).toContainText('Rosa Dela Cruz');
  await detail.getByRole('button', { name: 'Approve (paid)' }).click();
  await detail.getByLabel('Note (optional, e.g. the bank reference)').fill('BDO ref 7781');
  await detail.getByRole('button', { name: 'Confirm paid' }).click();
  await expect(detail.getByTestId('bo-withdrawal-state')).toHaveText('Paid, awaiting player');
  await shoot(maria, testInfo, 'backoffice-withdrawal-paid-desktop');
  // The desk on a phone: each withdrawal a card of labelled lines, nothing wider than the screen.
  await maria.setViewportSize(PHONE);
  expect(await maria.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shoot(maria, testInfo, 'backoffice-withdrawal-paid-phone');
  await maria.setViewportSize(DESKTOP);

  // The player confirms receipt.
  withdraw = await openWithdraw(player);
  await expect(first.getByTestId('withdrawal-status')).toHaveText('Paid: please confirm receipt');
  await expect(first).toContainText('Confirm by');
  await first.getByRole('button', { name: 'Received', exact: true }).click();
  await expect(first.getByTestId('withdrawal-status')).toHaveText('Received');
  await first.scrollIntoViewIfNeeded();
  await expect(withdraw.getByTestId('withdraw-available')).toHaveText('₱ 1,200.00');
  await shoot(player, testInfo, 'withdraw-received-desktop');
});

test('a withdrawal reported Not received with a proof image is refunded by the desk', async () => {
  const testInfo = test.info();
  testInfo.setTimeout(120_000);
  let withdraw = await openWithdraw(player);
  await withdraw.getByLabel('Amount (₱)').fill('200.50');
  await withdraw.locator('#withdraw-pin').fill(PLAYER.pin);
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdraw.getByTestId('withdraw-available')).toHaveText('₱ 999.50');

  const detail = await openInDesk('To decide');
  await detail.getByRole('button', { name: 'Approve (paid)' }).click();
  await detail.getByRole('button', { name: 'Confirm paid' }).click();
  await expect(detail.getByTestId('bo-withdrawal-state')).toHaveText('Paid, awaiting player');

  // The money did not arrive: the player reports it with a screenshot of the bank statement.
  withdraw = await openWithdraw(player);
  const item = withdraw.getByTestId('withdrawal-item').first();
  await expect(item.getByTestId('withdrawal-status')).toHaveText('Paid: please confirm receipt');
  await item.getByRole('button', { name: 'Not received' }).click();
  await item.getByRole('button', { name: 'Report not received' }).click();
  await expect(item.getByRole('alert')).toHaveText('Please add at least one proof image.');
  await item.getByLabel('Proof images').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PROOF_PNG });
  await player.setViewportSize(PHONE);
  await item.scrollIntoViewIfNeeded();
  await shoot(player, testInfo, 'withdraw-not-received-form-phone');
  await item.getByRole('button', { name: 'Report not received' }).click();
  await expect(item.getByTestId('withdrawal-status')).toHaveText('Not received: under review');
  await item.scrollIntoViewIfNeeded();
  await shoot(player, testInfo, 'withdraw-dispute-phone');
  await player.setViewportSize(DESKTOP);

  // The desk sees the dispute and the proof, and refunds.
  const dispute = await openInDesk('Disputes');
  await expect(dispute.getByTestId('bo-withdrawal-state')).toHaveText('Dispute open');
  const proof = dispute.getByRole('img', { name: 'Proof image 1' });
  await expect(proof).toBeVisible();
  await expect.poll(() => proof.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  await shoot(maria, testInfo, 'backoffice-dispute-desktop');
  await maria.setViewportSize(PHONE);
  await shoot(maria, testInfo, 'backoffice-dispute-phone');
  await maria.setViewportSize(DESKTOP);
  await dispute.getByRole('button', { name: 'Refund' }).click();
  await dispute.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(dispute.getByRole('alert')).toHaveText('Give a reason of 3 to 200 characters.');
  await dispute.getByLabel('Reason').fill('Bank returned the transfer');
  await dispute.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(dispute.getByTestId('bo-withdrawal-state')).toHaveText('Refunded');

  withdraw = await openWithdraw(player);
  await expect(withdraw.getByTestId('withdrawal-item').first().getByTestId('withdrawal-status')).toHaveText('Refunded ₱ 200.50');
  await expect(withdraw.getByTestId('withdraw-available')).toHaveText('₱ 1,200.00');
  await shoot(player, testInfo, 'withdraw-refunded-desktop');
});
