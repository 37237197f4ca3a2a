// Proves the agent's transfer to a direct downline against the real server (decision 026): the
// agent agentdiwa (scripts/run-e2e.mjs: 1,000.00, payment password 246810) finds "Transfer to
// downline" in the agent centre; the form's own checks, then an unknown name and a name outside
// its direct downline are refused in words and move nothing; nothing moves before the confirmation
// (recipient, amount, fee, payment password; decision 066), whose Cancel changes nothing and a wrong
// password keeps it open; a confirmed transfer to diwabata lowers the agent's balance by exactly the
// amount and clears the form. The member diwabata then has the money and no such page in the member
// centre. Screenshots at 360, 1280 and 1366 px.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, logIn, PHONE } from './fixtures';

const AGENT = { username: 'agentdiwa', password: 'Lakad2026!', pin: '246810' };
const DOWNLINE = { username: 'diwabata', password: 'Lakad2026!' };
const WIDE = { width: 1366, height: 800 };

// The second test reads the balance the first one moved.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('an agent sends money to a direct downline; unknown and indirect names move nothing', async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await logIn(page, AGENT);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('₱ 1,000.00');

  await page.goto('/index?modal=agentCentre');
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await centre.getByRole('navigation', { name: 'Agent centre pages' }).getByRole('button', { name: 'Transfer to downline' }).click();
  const form = centre.getByTestId('transfer-downline');
  const main = form.getByTestId('downline-main');
  await expect(main).toContainText('₱ 1,000.00');
  const username = form.getByLabel('Downline username');
  const amount = form.getByLabel('Amount');
  const send = form.getByRole('button', { name: 'Send to downline' });
  // The payment password is asked in the confirmation, not on the form; the agent has one, so no notice.
  const confirm = page.getByRole('dialog', { name: 'Check and confirm the transfer' });
  const pin = confirm.getByLabel('Payment password');
  await expect(form.getByLabel('Payment password')).toHaveCount(0);
  await expect(form.getByTestId('payment-password-needed')).toHaveCount(0);

  // The form's own checks: nothing is sent without a name and a positive amount in two decimals.
  await amount.fill('1.234');
  await send.click();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText("Enter your downline's username.");
  await expect(form).toContainText('Enter an amount above zero with at most 2 decimal places.');

  // No such player, and a real player who is not its downline (its own agent): the same refusal.
  for (const name of ['nosuchplayer', 'agentrosa']) {
    await username.fill(name);
    await amount.fill('50');
    await send.click();
    await expect(confirm.getByTestId('confirm-recipient')).toHaveText(name);
    await pin.fill(AGENT.pin);
    await confirm.getByRole('button', { name: 'Confirm and send' }).click();
    // A refusal that is not about the password closes the confirmation and marks the form's field.
    await expect(confirm).toBeHidden();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('That player is not in your direct downline.');
  }
  await shoot(page, testInfo, 'downline-refused-1280');
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('₱ 1,000.00');
  await expect(main).toContainText('₱ 1,000.00');

  await username.fill(DOWNLINE.username);
  await amount.fill('125.75');
  await send.click();
  // The confirmation repeats the recipient, the amount and the fee; Cancel moves nothing and keeps the form.
  await expect(confirm.getByTestId('confirm-recipient')).toHaveText(DOWNLINE.username);
  await expect(confirm.getByTestId('confirm-amount')).toContainText('125.75');
  await expect(confirm.getByTestId('confirm-fee')).toContainText('None');
  await expect(confirm.getByRole('button', { name: 'Confirm and send' })).toBeDisabled();
  await page.setViewportSize(WIDE);
  await shoot(page, testInfo, 'downline-confirm-1366');
  await page.setViewportSize(DESKTOP);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(username).toHaveValue(DOWNLINE.username);
  await expect(amount).toHaveValue('125.75');
  await expect(main).toContainText('1,000.00');
  // A wrong payment password is answered in the confirmation, which stays open.
  await send.click();
  await pin.fill('000000');
  await confirm.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(confirm.getByText('The payment password is wrong.')).toBeVisible();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await pin.fill(AGENT.pin);
  await confirm.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(confirm).toBeHidden();
  await expect(form.getByRole('status')).toHaveText('Sent ₱ 125.75 to diwabata. Your main wallet now holds ₱ 874.25.');
  await expect(main).toContainText('₱ 874.25');
  await expect(balance).toHaveText('₱ 874.25');
  await expect(username).toHaveValue('');
  await expect(amount).toHaveValue('');
  await shoot(page, testInfo, 'downline-done-1280');

  // The same page on a phone: nothing overflows sideways.
  await page.setViewportSize(PHONE);
  await page.goto('/index?modal=agentCentre&acPage=transferDownline');
  await expect(form).toBeVisible();
  await expect(main).toContainText('₱ 874.25');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'transferDownline overflows sideways at 360px').toBeLessThanOrEqual(0);
  await shoot(page, testInfo, 'downline-360');
  await username.fill(DOWNLINE.username);
  await amount.fill('5');
  await send.click();
  await expect(confirm.getByTestId('confirm-recipient')).toHaveText(DOWNLINE.username);
  await shoot(page, testInfo, 'downline-confirm-360');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

test('the downline received the money and, as a member, has no downline page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, DOWNLINE);
  await expect(page.getByTestId('header-balance')).toHaveText('₱ 1,125.75');
  await page.goto('/index?modal=memberCentre&mcPage=transferDownline');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('button', { name: 'Transfer to agent' })).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Transfer to downline' })).toHaveCount(0);
  await expect(centre.getByTestId('transfer-downline')).toHaveCount(0);
});
