// Proves the forgotten-password journey of SPEC.md section 4 end to end: a code sent by SMS through
// the HTTP gateway (here a stand-in the test runs), a new password, and the automatic login after.
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';

const PASSWORD = 'Stardust2026';
const NEW_PASSWORD = 'Moonlight2027';
// playwright.config.ts points the server's SMS_HTTP_URL at the port after the site's.
const GATEWAY_PORT = Number(process.env.E2E_PORT ?? 8090) + 1;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

/** A stand-in SMS gateway: keeps every message the server posts, with its bearer token. */
async function startGateway(): Promise<{ server: Server; messages: Array<{ to: string; body: string; auth: string }> }> {
  const messages: Array<{ to: string; body: string; auth: string }> = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      messages.push({ ...(JSON.parse(raw) as { to: string; body: string }), auth: request.headers.authorization ?? '' });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(GATEWAY_PORT, '127.0.0.1', resolve));
  return { server, messages };
}

test('forgot password by phone: an SMS code, a new password, then logged in automatically', async ({ page }) => {
  test.slow();
  const { server, messages } = await startGateway();
  try {
    const number = `918${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await page.goto('/index?modal=register');
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByRole('tab', { name: 'By mobile' }).click();
    await register.getByRole('combobox', { name: 'Country code' }).selectOption('PH');
    await register.getByRole('textbox', { name: 'Mobile number' }).fill(number);
    await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await register.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByTestId('account-name')).toHaveText(number, { timeout: 30_000 });

    await page.locator('.site-header').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();

    const forgot = page.getByRole('dialog', { name: 'Reset password' });
    await forgot.getByRole('combobox', { name: 'Country code' }).selectOption('PH');
    await forgot.getByRole('textbox', { name: 'Mobile number' }).fill(number);
    await forgot.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => messages.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const message = messages.at(-1);
    expect(message?.to).toBe(`+63${number}`);
    expect(message?.auth).toBe('Bearer e2e-gateway-token');
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // The button counts down until another code may be asked for.
    await expect(forgot.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    await forgot.getByLabel('SMS code', { exact: true }).fill(code);
    await forgot.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await forgot.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await forgot.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByTestId('account-name')).toHaveText(number, { timeout: 30_000 });
    await expect(page).toHaveURL(/\/(index)?$/);
  } finally {
    server.close();
  }
});
