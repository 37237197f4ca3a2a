import { expect, type Locator, type Page } from '@playwright/test';

/** The fixture brands scripts/run-e2e.mjs creates, each answering on its own *.localhost name. */
export const BRAND_HOSTS = {
  maintenance: 'maint.localhost',
  blocked: 'blocked.localhost',
  guarded: 'guard.localhost',
  smsCode: 'sms.localhost',
  social: 'social.localhost',
};

/** The same path on a fixture brand's host name (Chromium resolves *.localhost to this machine). */
export function onHost(baseURL: string | undefined, host: string, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = host;
  return url.toString();
}

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** Waits until the site has started (the header or a root status page is shown). */
export async function waitForSite(page: Page) {
  await page.locator('[data-layout], .status-page').first().waitFor();
}

/**
 * Waits for the after-login notice (the demo brand's popup announcement, SPEC.md section 4) and
 * closes it with its OK button or with Escape.
 */
export async function closeLoginNotice(page: Page, how: 'button' | 'escape' = 'button') {
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toContainText('Play responsibly', { timeout: 30_000 });
  if (how === 'escape') await page.keyboard.press('Escape');
  else await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
}

/** The password of the fixture players scripts/run-e2e.mjs creates. */
export const FIXTURE_PASSWORD = 'Lakad2026!';

/** Logs a player in from the home page's header and closes the after-login notice. */
export async function logIn(page: Page, user: { username: string; password?: string }) {
  await page.goto('/index');
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill(user.username);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password ?? FIXTURE_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await closeLoginNotice(page);
}

/** Ticks the register form's "I am 18 or older" consent box, which starts unticked (decision 066). */
export async function acceptTerms(dialog: Locator) {
  const box = dialog.getByRole('checkbox', { name: /I am 18 or older/ });
  await expect(box).not.toBeChecked();
  await box.check();
}
