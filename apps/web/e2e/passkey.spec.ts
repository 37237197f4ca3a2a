// Proves one-click login (decision 073) in Chromium with its virtual authenticator (CDP WebAuthn,
// ctap2, internal transport, resident keys, user verification): a player logs in with the
// password, takes the offer "Sign in with one click next time", finds the passkey in the security
// centre, logs out and logs in again with the "One-click login" button alone.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { acceptTerms, closeLoginNotice, PHONE } from './fixtures';

const PASSWORD = 'Lakad2026!';
const WIDE = { width: 1366, height: 800 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

async function shoot(page: Page, testInfo: TestInfo, name: string, focus?: Locator) {
  for (const [label, size] of [
    ['360', PHONE],
    ['1366', WIDE],
  ] as const) {
    await page.setViewportSize(size);
    await focus?.scrollIntoViewIfNeeded();
    const file = testInfo.outputPath(`${name}-${label}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name} ${label}`, { path: file, contentType: 'image/png' });
  }
}

/** The after-login notice shows when the brand's popup rules make it due; closed when it does, once the offer is there. */
async function closeNoticeIfShown(page: Page, offer: Locator) {
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice.or(offer).first()).toBeVisible({ timeout: 30_000 });
  if (await notice.isVisible()) await closeLoginNotice(page);
}

test('a passkey made after a password login logs the player in with one click', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const username = `pk${String(Date.now()).slice(-8)}`;
  await page.goto('/index?modal=register');
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Username', { exact: true }).fill(username);
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await acceptTerms(register);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('account-name')).toHaveText(username, { timeout: 30_000 });
  // The sign-up is the first login: the demo brand's first-login action leads the after-login notice (decision 075).
  await closeLoginNotice(page);
  // A sign-up is no password login: nothing is offered yet.
  await expect(page.getByTestId('passkey-offer')).toHaveCount(0);

  const header = page.locator('.site-header');
  const logOut = async () => {
    await header.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  };
  await logOut();

  // The password login: the offer comes once the dialog and the notice are gone.
  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('button', { name: 'One-click login' })).toBeVisible();
  await shoot(page, testInfo, 'login-dialog');
  await login.getByLabel('Username', { exact: true }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 30_000 });
  const offer = page.getByTestId('passkey-offer');
  await closeNoticeIfShown(page, offer);
  await expect(offer).toContainText('Sign in with one click next time');
  await shoot(page, testInfo, 'passkey-offer');
  await offer.getByRole('button', { name: 'Set it up' }).click();
  await expect(offer).toContainText('Next time choose "One-click login"');
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(offer).toHaveCount(0);

  // The security centre lists it.
  await header.getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const panel = centre.getByTestId('security-passkeys');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel).toContainText('Chrome');
  await expect(panel.getByRole('button', { name: /^Remove the passkey/ })).toBeVisible();
  await shoot(page, testInfo, 'security-centre-passkeys', panel);
  await centre.getByRole('button', { name: 'Close' }).click();
  await logOut();

  // One click: no username, no password.
  await header.getByRole('button', { name: 'Log in' }).click();
  await login.getByRole('button', { name: 'One-click login' }).click();
  await expect(login).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('account-name')).toHaveText(username);
  // Shown once: a one-click login offers nothing.
  await expect(page.getByTestId('passkey-offer')).toHaveCount(0);
});
