// Proves two login conveniences of issue 35 (decision 064) where a player notices them: the demo
// brand's first-login action (the welcome tour) leads the after-login notice on a player's first
// login and only then; and remember me keeps the SMS login's phone and dialing code, so the login
// dialog's mobile tab is filled in next time.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { acceptTerms, BRAND_HOSTS, DESKTOP, FIXTURE_PASSWORD, onHost, PHONE } from './fixtures';
import { smsGateway } from './sms-gateway';
import { BRENDA, staffSignIn } from './staff';

test.describe.configure({ mode: 'serial' });

const { textedCode } = smsGateway();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', { width: 1366, height: 800 }],
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

async function logIn(page: Page, username: string) {
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(FIXTURE_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

async function logout(page: Page) {
  await page.locator('.site-header').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('.site-header').getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('the first login shows the brand welcome tour in the after-login notice, once', async ({ page }, testInfo) => {
  await page.goto('/index');
  // walletrosa is made by the set-up (no e-mail or phone, so no second factor) and has never logged in here.
  await logIn(page, 'walletrosa');
  const notice = page.getByRole('dialog', { name: 'Notice' });
  const tour = notice.getByTestId('first-login');
  await expect(tour).toContainText('Welcome to Bituin Play!', { timeout: 30_000 });
  await expect(tour.getByRole('listitem')).toHaveCount(3);
  await expect(notice).toContainText('Play responsibly');
  await shoot(page, testInfo, 'first-login-tour');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();

  await logout(page);
  await logIn(page, 'walletrosa');
  // The next login is not the first: no tour (the notice may or may not show its popups again).
  await expect(page.getByTestId('account-name')).toHaveText('walletrosa');
  await expect(page.getByTestId('first-login')).toHaveCount(0);

  // A language picked while logged in is saved to the account (what it is sent goes out in it).
  await page.goto('/index');
  const saved = page.waitForRequest((request) => request.url().endsWith('/wps/member/language') && request.method() === 'PUT');
  await page.locator('.language-picker select').selectOption('VI');
  expect((await saved).postDataJSON()).toEqual({ language: 'VI' });
});

test('remember me keeps the SMS login phone and dialing code; the mobile tab is filled in next time', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const number = `919${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await page.goto(onHost(baseURL, BRAND_HOSTS.smsCode, '/index?modal=register'));
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('tab', { name: 'By mobile' }).click();
  await register.getByRole('textbox', { name: 'Mobile number' }).fill(number);
  await register.getByLabel('Password', { exact: true }).fill('Stardust2026');
  await register.getByLabel('Confirm password', { exact: true }).fill('Stardust2026');
  await acceptTerms(register);
  await register.getByRole('button', { name: 'Send code' }).click();
  await register.getByLabel('SMS code', { exact: true }).fill(await textedCode(number, 0));
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('account-name')).toHaveText(number, { timeout: 30_000 });
  await logout(page);

  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'Mobile' }).click();
  await login.getByRole('combobox', { name: 'Country code' }).selectOption('PH');
  await login.getByRole('textbox', { name: 'Mobile number' }).fill(number);
  await login.getByRole('checkbox', { name: 'Remember me' }).check();
  await login.getByRole('button', { name: 'Send code' }).click();
  await login.getByLabel('SMS code', { exact: true }).fill(await textedCode(number, 1));
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-name')).toHaveText(number, { timeout: 30_000 });
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lastSmsPhone')?.value).toBe(number);
  expect(cookies.find((cookie) => cookie.name === 'lastSmsDialingCode')?.value).toBe(encodeURIComponent('+63'));
  await logout(page);

  // Next time the mobile tab is filled in from the cookies; the code is asked for again.
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  await login.getByRole('tab', { name: 'Mobile' }).click();
  await expect(login.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(number);
  await expect(login.getByRole('combobox', { name: 'Country code' })).toHaveValue('PH');
  await expect(login.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await expect(login.getByLabel('SMS code', { exact: true })).toHaveValue('');
  await shoot(page, testInfo, 'sms-login-remembered');
});

test('free trial sends the spec headers (os, platform W, X-Gateway-Version 3, Encryption) and starts a trial', async ({ page }) => {
  await page.goto('/index');
  await page.locator('.site-header').getByRole('button', { name: 'Free trial' }).click();
  const call = page.waitForRequest((request) => request.url().endsWith('/wps/session/login/freeplay'));
  await page.getByRole('dialog', { name: 'Free trial' }).getByRole('button', { name: 'Start free trial' }).click();
  const headers = (await call).headers();
  expect(headers['platform']).toBe('W');
  expect(headers['x-gateway-version']).toBe('3');
  expect(headers['os']).toMatch(/^(android|ios|windows|macos|linux|other)$/);
  expect(headers['encryption']).toBeTruthy();
  await expect(page.getByTestId('account-name')).toHaveText(/^trial[0-9a-f]+$/);
});

test('an owner picks the brand first-login action on the brand settings desk', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const page = await context.newPage();
  await staffSignIn(page, BRENDA);
  await page.getByRole('link', { name: 'Brand settings', exact: true }).click();
  await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ label: 'Brand Tour (brandtour)' });
  const form = page.getByRole('form', { name: 'General' });
  const action = form.getByLabel('What players see after their first login');
  await expect(action).toHaveValue('none');
  await action.selectOption({ label: 'A prompt to secure the account' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The site shows the change on its next page load.');
  await expect(page.getByRole('form', { name: 'General' }).getByLabel('What players see after their first login')).toHaveValue(
    'securityCheck',
  );
  await page.getByRole('form', { name: 'General' }).scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'backoffice-first-login');
  await context.close();
});
