// Proves the Zalo reward and the bind-phone first-login action where a user notices them (decision
// 075). A new player signs up on the demo brand (the sign-up runs the brand's first-login action,
// the welcome tour, as a first password login does), opens the demo's running "Zalo reward up to
// ₱ 290.00", sees what to do, is refused a mistyped number, claims with a Zalo number and reads
// that staff are confirming it; desk.lia finds the claim with its Zalo number in the console's
// applications queue and issues ₱ 290.00; the player claims it in the reward centre and the
// balance rises by it. An owner then sets the SMS fixture brand's first-login action to the
// bind-phone prompt; a player who signs up there is asked to bind a phone, gets a texted code and
// binds it. Screenshots at 360 and 1366 px in /tmp/shots-zalo.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, BRAND_HOSTS, closeLoginNotice, onHost, PHONE } from './fixtures';
import { smsGateway } from './sms-gateway';
import { BRENDA, LIA, staffSignIn } from './staff';

const SHOTS = '/tmp/shots-zalo';
const WIDE = { width: 1366, height: 800 };
const PASSWORD = 'Zalo2026pass';
const PROMOTION = 'Zalo reward up to ₱ 290.00';

test.describe.configure({ mode: 'serial' });

const { textedCode } = smsGateway();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

function newUsername(): string {
  return `z${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`.slice(0, 16);
}

/** The screen as the user sees it, at a width; nothing overflows sideways. */
async function shoot(page: Page, name: string, viewport: { width: number; height: number }) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(viewport);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
}

/** Signs up through the register dialog on the page's brand. */
async function signUp(page: Page, username: string) {
  await page.locator('.site-header').getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await acceptTerms(dialog);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
}

test('a player claims the Zalo reward, staff confirm it, and the reward reaches the wallet', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const username = newUsername();
  await page.setViewportSize(PHONE);
  await page.goto('/index');
  await signUp(page, username);
  // The sign-up is the first login: the demo brand's welcome tour leads the after-login notice.
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice.getByTestId('first-login')).toContainText('Welcome to Bituin Play!', { timeout: 30_000 });
  await closeLoginNotice(page);
  await expect(page.getByTestId('account-name')).toHaveText(username);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('₱ 0.00', { timeout: 20_000 });

  // The promotion: what to do, in order, and the rule's amount.
  await page.goto('/promotions');
  await page.getByTestId('promotion-card').filter({ hasText: PROMOTION }).click();
  const detail = page.getByTestId('promotion-detail');
  await expect(detail.getByTestId('promotion-rules')).toContainText(
    'Up to ₱ 290.00, once per player, after staff confirm you follow our Zalo official account.',
  );
  const claim = detail.getByTestId('zalo-claim');
  await expect(claim.getByRole('listitem')).toHaveCount(3);
  await expect(claim.getByRole('link', { name: 'Open it in Zalo' })).toHaveAttribute('href', 'https://zalo.me/bituin.demo');
  // The steps in Vietnamese, the market Zalo serves.
  const language = page.locator('.language-picker select');
  await language.selectOption('VI');
  await expect(claim.getByRole('button', { name: 'Nhận thưởng Zalo' })).toBeVisible();
  await expect(claim).toContainText('Quan tâm Zalo Official Account của chúng tôi.');
  await shoot(page, 'claim-form-vi', PHONE);
  await language.selectOption('EN');
  const number = claim.getByLabel('Zalo number');
  await number.fill('12ab');
  await claim.getByRole('button', { name: 'Claim the Zalo reward' }).click();
  await expect(claim.getByRole('alert')).toHaveText('A Zalo number has 8 to 15 digits, with an optional + in front.');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'claim-form', PHONE);
  await number.fill('0912 345 678');
  await claim.getByRole('button', { name: 'Claim the Zalo reward' }).click();
  await expect(detail.getByTestId('promotion-action')).toContainText(
    'Thanks! Our staff are checking that your Zalo number follows our official account.',
  );
  await expect(detail.getByTestId('zalo-claim')).toHaveCount(0);
  await shoot(page, 'claimed', PHONE);
  await shoot(page, 'claimed', WIDE);

  // Staff confirm it in the applications queue, where the Zalo number shows.
  const desk = await browser.newContext({ viewport: WIDE });
  await desk.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const staff = await desk.newPage();
  await staffSignIn(staff, LIA);
  await staff.getByRole('link', { name: 'Promotions', exact: true }).click();
  await staff.getByLabel('Brand').and(staff.locator('select')).selectOption({ label: 'Bituin Play (bituin)' });
  await staff.getByRole('tab', { name: 'Applications' }).click();
  const card = staff.getByRole('listitem', { name: new RegExp(`^Application of ${username} to Zalo reward`) });
  await expect(card).toContainText('0912345678');
  await expect(card).toContainText('check it among the official account');
  mkdirSync(SHOTS, { recursive: true });
  await staff.screenshot({ path: `${SHOTS}/desk-queue-1366.png`, fullPage: true });
  await card.getByLabel('Amount to issue (PHP)').fill('290');
  await card.getByRole('button', { name: 'Issue' }).click();
  await expect(staff.getByRole('status')).toHaveText(`Issued PHP 290.00 to ${username}: it is in their reward centre.`);
  await staff.setViewportSize(PHONE);
  await staff.getByRole('tab', { name: 'Issued' }).click();
  await expect(card).toContainText('PHP 290.00');
  await staff.screenshot({ path: `${SHOTS}/desk-issued-360.png`, fullPage: true });

  // The editor offers the kind, shows the peso cap and refuses a maximum above it before sending.
  await staff.setViewportSize(WIDE);
  await staff.getByRole('tab', { name: 'Promotions' }).click();
  await staff.getByLabel('Kind').and(staff.locator('select')).selectOption('zalo');
  await staff.getByRole('button', { name: 'New promotion' }).click();
  const editor = staff.getByRole('form', { name: 'New promotion: Zalo reward (staff confirm)' });
  await editor.getByLabel('Title').fill('E2E Zalo reward');
  await editor.getByLabel('Zalo official account link').fill('https://zalo.me/1234567890');
  const maxBonus = editor.getByLabel(/^Maximum bonus/);
  await expect(editor).toContainText('At most 290.00 PHP');
  await maxBonus.fill('300');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toHaveText(
    "A Zalo reward pays at most 131,000 VND or the fixed equivalent of the brand's currency (none for some currencies).",
  );
  await expect(maxBonus).toHaveAttribute('aria-invalid', 'true');
  await staff.screenshot({ path: `${SHOTS}/desk-editor-1366.png`, fullPage: true });
  await desk.close();

  // The player: the reward waits in the reward centre; claiming it moves ₱ 290.00 to the wallet.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(detail.getByTestId('promotion-status')).toHaveText(/Issued/, { timeout: 20_000 });
  await detail.getByRole('button', { name: 'Claim in the reward centre' }).click();
  const rewards = page.getByRole('dialog', { name: 'Member centre' }).getByTestId('reward-centre');
  const reward = rewards.getByTestId('reward-item').filter({ hasText: 'Zalo reward' });
  await expect(reward).toContainText('₱ 290.00');
  await expect(reward).toContainText('1x wagering');
  await shoot(page, 'reward-centre', PHONE);
  await reward.getByRole('button', { name: 'Claim' }).click();
  await expect(rewards.getByRole('status').filter({ hasText: 'was added' })).toHaveText('₱ 290.00 was added to your main wallet.');
  await expect(balance).toHaveText('₱ 290.00');
  await shoot(page, 'reward-claimed', WIDE);
});

test('after signing up, the brand bind-phone prompt binds and verifies a phone with a texted code', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // An owner picks the bind-phone prompt for the SMS fixture brand.
  const desk = await browser.newContext({ viewport: WIDE });
  await desk.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const staff = await desk.newPage();
  await staffSignIn(staff, BRENDA);
  await staff.getByRole('link', { name: 'Brand settings', exact: true }).click();
  await staff.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ label: 'SMS Code Fixture (smscode)' });
  const form = staff.getByRole('form', { name: 'General' });
  await form.getByLabel('What players see after their first login').selectOption({ label: 'A prompt to bind and verify a phone number' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('status')).toHaveText('Saved. The site shows the change on its next page load.');
  await desk.close();

  const username = newUsername();
  const phone = `917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await page.setViewportSize(PHONE);
  await page.goto(onHost(baseURL, BRAND_HOSTS.smsCode, '/index'));
  await signUp(page, username);
  const prompt = page.getByRole('dialog', { name: 'Notice' }).getByTestId('first-login');
  await expect(prompt).toContainText('Bind your phone number', { timeout: 30_000 });
  const bind = prompt.getByTestId('bind-phone');
  await bind.getByRole('combobox', { name: 'Country code' }).selectOption('PH');
  await bind.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await bind.getByRole('button', { name: 'Bind phone' }).click();
  await expect(bind.getByText('SMS code cannot be empty.')).toBeVisible();
  await shoot(page, 'bind-phone', PHONE);
  await bind.getByRole('button', { name: 'Send code' }).click();
  const code = await textedCode(phone);
  await bind.getByLabel('SMS code', { exact: true }).fill(code);
  await bind.getByRole('button', { name: 'Bind phone' }).click();
  await expect(prompt.getByText(/Done: \+63 .*is bound and verified\./)).toBeVisible();
  await shoot(page, 'bind-phone-done', PHONE);
  await shoot(page, 'bind-phone-done', WIDE);
});
