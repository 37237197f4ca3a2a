// Proves the SMS journeys of SPEC.md sections 2 and 4 end to end, with codes texted through the HTTP
// gateway (here a stand-in the test runs): the forgotten password by phone with the automatic login
// after it, and on a brand with the SMS flags on, sign-up by mobile proved by a texted code and
// login by a texted code, each with the countdown of 60 s times the code's minutes.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { BRAND_HOSTS, closeLoginNotice, DESKTOP, onHost, PHONE, acceptTerms } from './fixtures';
import { smsGateway } from './sms-gateway';

const PASSWORD = 'Stardust2026';
const NEW_PASSWORD = 'Moonlight2027';
// The server's codes stay good 5 minutes, so the button waits 300 s (less half the call's latency
// for the forgotten-password code).
const COUNTDOWN = /Resend in (29\d|300) s/;

// One gateway on one port serves every journey here, so they run one after another in one worker.
test.describe.configure({ mode: 'serial' });

const { textedCode } = smsGateway();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

/** A Philippine mobile number no other run has used. */
function newNumber(): string {
  return `918${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** Phone and desktop screenshots of what is on screen now, kept with the run. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
    const file = testInfo.outputPath(`${size}-${name}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${size} ${name}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize(DESKTOP);
}

async function logout(page: Page) {
  await page.locator('.site-header').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('.site-header').getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('forgot password by phone: an SMS code, a new password, then logged in automatically', async ({ page }) => {
  test.slow();
  const number = newNumber();
  await page.goto('/index?modal=register');
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('tab', { name: 'By mobile' }).click();
  await register.getByRole('combobox', { name: 'Country code' }).selectOption('PH');
  await register.getByRole('textbox', { name: 'Mobile number' }).fill(number);
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await acceptTerms(register);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('account-name')).toHaveText(number, { timeout: 30_000 });
  // A sign-up runs the demo brand's first-login action (its welcome tour) in the after-login notice.
  await closeLoginNotice(page);

  await logout(page);
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();

  const forgot = page.getByRole('dialog', { name: 'Reset password' });
  await forgot.getByRole('combobox', { name: 'Country code' }).selectOption('PH');
  await forgot.getByRole('textbox', { name: 'Mobile number' }).fill(number);
  await forgot.getByRole('button', { name: 'Send code' }).click();
  const code = await textedCode(number);
  // The button counts down until another code may be asked for.
  await expect(forgot.getByRole('button', { name: COUNTDOWN })).toBeDisabled();

  await forgot.getByLabel('SMS code', { exact: true }).fill(code);
  await forgot.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await forgot.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await forgot.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(number, { timeout: 30_000 });
  // Logged in by the reset, so the after-login notice shows on the home page.
  await closeLoginNotice(page);
  await expect(page).toHaveURL(/\/index$/);
});

test('sign up by mobile with a texted code, then log in by a texted code', async ({ page, baseURL }, testInfo) => {
  test.slow();
  const number = newNumber();
  await page.goto(onHost(baseURL, BRAND_HOSTS.smsCode, '/index?modal=register'));
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('tab', { name: 'By mobile' }).click();
  await register.getByRole('combobox', { name: 'Country code' }).selectOption('PH');
  await register.getByRole('textbox', { name: 'Mobile number' }).fill(number);
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await acceptTerms(register);
  // The code is required before anything is sent.
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(register.getByText('SMS code cannot be empty.')).toBeVisible();

  await register.getByRole('button', { name: 'Send code' }).click();
  const code = await textedCode(number);
  await expect(register.getByRole('button', { name: COUNTDOWN })).toBeDisabled();
  await shoot(page, testInfo, 'register-sms-countdown');

  // A wrong code is refused at the code field; nothing is registered.
  await register.getByLabel('SMS code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(register.getByText('The verification code is invalid or missing.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('account-name')).toHaveCount(0);

  await register.getByLabel('SMS code', { exact: true }).fill(code);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('account-name')).toHaveText(number, { timeout: 30_000 });

  await logout(page);
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'Mobile' }).click();
  await login.getByRole('combobox', { name: 'Country code' }).selectOption('PH');
  await login.getByRole('textbox', { name: 'Mobile number' }).fill(number);
  await login.getByRole('button', { name: 'Send code' }).click();
  const loginCode = await textedCode(number, 1);
  await expect(login.getByRole('button', { name: COUNTDOWN })).toBeDisabled();
  await shoot(page, testInfo, 'login-sms-countdown');

  await login.getByLabel('SMS code', { exact: true }).fill(loginCode);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-name')).toHaveText(number, { timeout: 30_000 });
  // This brand has no popup announcement, so no after-login notice either.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // CHNGPASSVERIF3 is on here: a password change needs a code texted to the bound phone (decision 064).
  await page.goto(onHost(baseURL, BRAND_HOSTS.smsCode, '/index?modal=changePassword'));
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByLabel('Old password', { exact: true }).fill(PASSWORD);
  await change.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await change.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('SMS code cannot be empty.')).toBeVisible();
  await change.getByRole('button', { name: 'Send code' }).click();
  const changeCode = await textedCode(number, 2);
  await change.getByLabel('SMS code', { exact: true }).fill(changeCode);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('account-name')).toHaveText(number);
});
