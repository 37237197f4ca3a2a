// Proves Google sign-in (SPEC.md section 2, decision 013) in the real site: the login dialog of a
// brand with googleLogin and facebookLogin offers both buttons; Google (here a real OpenID provider,
// oidc-provider, standing in at the address the fixture brand was given) signs the player in,
// the site finishes the login with the one-time code and shows the new account, the code leaves the
// address, a second sign-in reaches the same account, and a cancelled sign-in says so. A first
// sign-in opens an account only with the terms ticked (decision 066): from the login dialog it comes
// back to the register dialog, whose box the Google button needs.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { startOidcProvider, type TestProvider } from '../../../scripts/test-support/oidc-test-provider.ts';
import { BRAND_HOSTS, DESKTOP, PHONE, onHost } from './fixtures';

const SITE_PORT = Number(process.env.E2E_PORT ?? 8090);
// scripts/run-e2e.mjs gives the fixture brand "social" this issuer for both providers.
const PROVIDER_PORT = SITE_PORT + 3;
const SITE = `http://${BRAND_HOSTS.social}:${SITE_PORT}`;

test.describe.configure({ mode: 'serial' });

let provider: TestProvider;
test.beforeAll(async () => {
  provider = await startOidcProvider({
    port: PROVIDER_PORT,
    clients: [
      { client_id: 'e2e-google', redirect_uris: [`${SITE}/wps/session/oauth/google/callback`] },
      { client_id: 'e2e-facebook', redirect_uris: [`${SITE}/wps/session/oauth/facebook/callback`] },
    ],
    users: [{ sub: 'e2e-liza', email: 'liza@example.ph', email_verified: true, name: 'Liza Reyes' }],
  });
});
test.afterAll(async () => {
  await provider?.close();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const file = testInfo.outputPath(`${name}-${label}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name} ${label}`, { path: file, contentType: 'image/png' });
  }
}

/**
 * From the login dialog to the provider's page and back, as the player; 'remembered' when the
 * provider still knows the browser and sends it straight back, as Google does.
 */
async function signInWithGoogle(page: Page, as: 'e2e-liza' | 'cancel' | 'remembered', from: 'Log in' | 'Register' = 'Log in') {
  await page.getByRole('dialog', { name: from }).getByRole('link', { name: 'Continue with Google' }).click();
  if (as === 'remembered') return;
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PROVIDER_PORT}/interaction/`));
  if (as === 'cancel') {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Username').fill(as);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('Google sign-in makes an account, logs it in, and finds the same account the next time', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto(onHost(baseURL, BRAND_HOSTS.social, '/index?modal=login'));
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await expect(login.getByRole('link', { name: 'Continue with Facebook' })).toBeVisible();
  await shoot(page, testInfo, 'login-social-buttons');
  await page.setViewportSize(DESKTOP);

  // New to the brand and no terms ticked: no account; the register dialog asks for the box.
  await signInWithGoogle(page, 'e2e-liza');
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register.getByText(/To open an account with Google or Facebook, tick the box/)).toBeVisible({ timeout: 30_000 });
  const box = register.getByRole('checkbox', { name: /accept the terms/ });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/signInError/);
  await shoot(page, testInfo, 'google-terms-first');
  await page.setViewportSize(DESKTOP);
  await expect(register.getByText('Please accept the terms and confirm that you are of legal age.')).toBeVisible();
  // Ticked, the button goes with the consent (the provider remembers Liza and sends her straight back).
  await box.check();
  await signInWithGoogle(page, 'remembered', 'Register');
  const name = page.getByTestId('account-name');
  await expect(name).toHaveText(/^gg[0-9a-f]{10}$/, { timeout: 30_000 });
  const account = (await name.textContent()) ?? '';
  await expect(page).not.toHaveURL(/signInCode/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  await shoot(page, testInfo, 'google-signed-in');

  await page.locator('.site-header').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  await signInWithGoogle(page, 'remembered');
  await expect(page.getByTestId('account-name')).toHaveText(account, { timeout: 30_000 });
});

test('a sign-in cancelled at the provider comes back to the login dialog with the reason', async ({ page, baseURL }, testInfo) => {
  await page.goto(onHost(baseURL, BRAND_HOSTS.social, '/index?modal=login'));
  await signInWithGoogle(page, 'cancel');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('alert')).toHaveText('Sign-in was cancelled. Please try again.');
  await expect(page).not.toHaveURL(/signInError/);
  await shoot(page, testInfo, 'google-cancelled');
});

test('the register dialog offers the same buttons; a brand without the flags shows none', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, BRAND_HOSTS.social, '/index?modal=register'));
  await expect(page.getByRole('dialog', { name: 'Register' }).getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await page.goto('/index?modal=login');
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Continue with/ })).toHaveCount(0);
});
