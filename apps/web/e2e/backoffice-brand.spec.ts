// Proves the back office's brand settings desk against the real server (decision 039): desk.brenda
// (owner) opens Brand settings for the fixture brand "Brand Tour" (brandtour.localhost, created by
// scripts/run-e2e.mjs so no other journey sees its changes), is refused a Telegram link that is not
// https with the server's message, then saves a Telegram link and an about text with a script in
// it; the player site on brandtour.localhost then shows the new link in the floating bar and the
// about text, without the script, in the footer. No restart happens in between. On the way she sets
// the brand's largest single reward, after a refused value, and its deposit limit per day, which a
// new player of the brand then sees on the responsible-gaming page.
import { expect, test } from '@playwright/test';
import { DESKTOP, onHost, PHONE, acceptTerms } from './fixtures';
import { BRENDA, staffSignIn } from './staff';

const TELEGRAM = 'https://t.me/brandtour_e2e';

test('an owner changes the social link and about text, and the player site shows them at once', async ({ browser, baseURL }) => {
  // The sign-in may wait for the next authenticator step.
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const page = await context.newPage();
  await staffSignIn(page, BRENDA);

  await page.getByRole('link', { name: 'Brand settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Brand settings', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ label: 'Brand Tour (brandtour)' });
  const general = page.getByRole('form', { name: 'General' });
  await expect(general.getByLabel('Brand name')).toHaveValue('Brand Tour');

  // One tab per section, one Save each (issue 37): the page no longer runs to fifteen Save buttons.
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(1);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true }).click();

  // Flags and registration fields in the operator's words, the code beside each (issue 37).
  await tab('Feature flags');
  const flags = page.getByRole('form', { name: 'Feature flags' });
  await expect(flags.getByRole('checkbox', { name: /^Free trial FREEPLAY3 Visitors may play/ })).toBeVisible();
  await flags.screenshot({ path: test.info().outputPath('backoffice-brand-flags-1280.png') });
  await tab('Registration fields');
  const fields = page.getByRole('region', { name: 'Registration fields' });
  await expect(fields.getByRole('rowheader', { name: 'QQ number qqNum' })).toBeVisible();
  await fields.screenshot({ path: test.info().outputPath('backoffice-brand-fields-1280.png') });

  await tab('Links and about text');
  const links = page.getByRole('form', { name: 'Links and about text' });
  await links.getByLabel('Telegram').fill('http://t.me/not-secure');
  await links.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('must be an https URL');

  await links.getByLabel('Telegram').fill(TELEGRAM);
  await links.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The site shows the change on its next page load.');

  const about = page.getByRole('form', { name: 'Links and about text' });
  await about.getByLabel('About text (EN)').fill('<p>Brand Tour is <strong>fun for adults</strong>.</p><script>alert(1)</script>');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The site shows the change on its next page load.');
  await expect(page.getByRole('form', { name: 'Links and about text' }).getByLabel('About text (EN)')).toHaveValue(
    '<p>Brand Tour is <strong>fun for adults</strong>.</p>',
  );

  // The largest single reward (decision 051), typed in the brand's currency: what is not an amount is refused by the
  // server with its reason; an amount is stored in minor units and shown back as typed, with two decimals.
  await tab('Limits and alerts');
  const rewards = page.getByRole('form', { name: 'Limits and alerts' });
  const ceiling = rewards.getByLabel('Largest single reward (PHP)');
  await expect(ceiling).toHaveValue('');
  await ceiling.fill('lots');
  await rewards.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('must be a whole number of minor units');
  await page.getByRole('form', { name: 'Limits and alerts' }).getByLabel('Largest single reward (PHP)').fill('2500');
  await page.getByRole('form', { name: 'Limits and alerts' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The site shows the change on its next page load.');
  await expect(page.getByRole('form', { name: 'Limits and alerts' }).getByLabel('Largest single reward (PHP)')).toHaveValue('2500.00');

  // The brand's own deposit limits (decision 037 addendum): a day's limit saved, the others left empty.
  const rg = page.getByRole('form', { name: 'Limits and alerts' });
  await rg.getByLabel('Deposit limit per day (PHP)').fill('5000');
  await rg.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The site shows the change on its next page load.');
  const saved = page.getByRole('form', { name: 'Limits and alerts' });
  await expect(saved.getByLabel('Deposit limit per day (PHP)')).toHaveValue('5000.00');
  await expect(saved.getByLabel('Deposit limit per week (PHP)')).toHaveValue('');

  // The desk on a phone: the tabs wrap, the section's inputs fit the screen.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('tab', { name: 'Limits and alerts' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: test.info().outputPath('backoffice-brand-limits-360.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath('backoffice-brand-limits-1366.png'), fullPage: true });

  const site = await context.newPage();
  await site.goto(onHost(baseURL, 'brandtour.localhost', '/index'));
  await expect(site.locator(`.floating-bar a[href="${TELEGRAM}"]`)).toBeVisible();
  // The brand has no Filipino about text, so the footer falls back to the English one.
  await expect(site.locator('.site-footer__about strong')).toHaveText('fun for adults');
  await expect(site.locator('.site-footer__about script')).toHaveCount(0);
  // A player of the brand sees that limit on the responsible-gaming page, as what holds today (a new
  // brand names no currency symbol: the platform's default, TLB; decision 067).
  const player = await browser.newPage({ viewport: PHONE });
  await player.addInitScript(() => localStorage.setItem('language', 'EN'));
  await player.goto(onHost(baseURL, 'brandtour.localhost', '/index'));
  await player.locator('.site-header').getByRole('button', { name: 'Register', exact: true }).click();
  const register = player.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Username', { exact: true }).fill(`bt${Date.now().toString(36)}`.slice(0, 16));
  await register.getByLabel('Password', { exact: true }).fill('Stardust2026');
  await register.getByLabel('Confirm password', { exact: true }).fill('Stardust2026');
  await acceptTerms(register);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  // The first encrypted call of a fresh server waits for its key pair, which takes seconds under load.
  await expect(player.getByTestId('account-name')).toBeVisible({ timeout: 30_000 });
  await player.goto(onHost(baseURL, 'brandtour.localhost', '/index?modal=memberCentre&mcPage=responsibleGaming'));
  const daily = player.getByTestId('rg-limit-deposit-day');
  await expect(daily.getByText('Used: TLB 0.00 of TLB 5,000.00')).toBeVisible();
  await expect(daily.getByText('Site limit: TLB 5,000.00. Your own limit can only make it lower.')).toBeVisible();
  await player.close();
  await context.close();
});
