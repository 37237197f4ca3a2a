// Proves the brand's menu settings and routers end to end (decision 074): desk.mena (owner) opens
// Brand settings for the fixture brand "Menu Tour" (menutour.localhost, created by scripts/run-e2e.mjs
// so no other journey sees its changes), switches the Promotions page off, hides the VIP entry and
// names Home "Lobby" in English on the "Menu and pages" tab; the player site on menutour.localhost
// then no longer offers Promotions or VIP in its header or side menu, shows "Lobby", and says the
// Promotions address is not available on this site, on a phone (360) and on the desktop (1366).
import { expect, test, type Page } from '@playwright/test';
import { onHost, PHONE } from './fixtures';
import { MENA, staffSignIn } from './staff';

const HOST = 'menutour.localhost';
const WIDE = { width: 1366, height: 800 };

async function openSite(page: Page, baseURL: string | undefined, path: string) {
  await page.goto(onHost(baseURL, HOST, path));
  await expect(page.locator('.site-header')).toBeVisible();
  // The game categories fill the header once the menus are in.
  await expect(page.locator('.main-nav__list')).not.toHaveAttribute('aria-busy', 'true');
}

test('an owner hides a menu entry and switches a page off, and the site no longer offers them', async ({ browser, baseURL }) => {
  // The sign-in may wait for the next authenticator step.
  test.setTimeout(120_000);
  const site = await browser.newPage({ viewport: WIDE });
  await site.addInitScript(() => localStorage.setItem('language', 'EN'));
  // Before: the platform's menu, every page on.
  await openSite(site, baseURL, '/index');
  const header = site.locator('.main-nav');
  const side = site.locator('.side-menu');
  await expect(header.getByRole('link', { name: 'Promotions', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(side.getByRole('link', { name: 'VIP', exact: true })).toBeVisible();

  const desk = await browser.newContext({ viewport: WIDE });
  await desk.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const page = await desk.newPage();
  await staffSignIn(page, MENA);
  await page.getByRole('link', { name: 'Brand settings', exact: true }).click();
  await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ label: 'Menu Tour (menutour)' });
  await page.getByRole('tab', { name: 'Menu and pages', exact: true }).click();
  const form = page.getByRole('form', { name: 'Menu and pages' });
  await form.getByLabel('Home Label (EN)').fill('Lobby');
  await form.getByRole('checkbox', { name: /^Promotions \/promotions/ }).uncheck();
  await form.getByRole('checkbox', { name: /^App download \/app/ }).uncheck();
  await form.getByRole('checkbox', { name: /^Invite friends/ }).uncheck();
  await form.getByRole('checkbox', { name: 'VIP Shown', exact: true }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. The site shows the change on its next page load.');
  const saved = page.getByRole('form', { name: 'Menu and pages' });
  await expect(saved.getByRole('checkbox', { name: /^Promotions \/promotions/ })).not.toBeChecked();
  await expect(saved.getByRole('checkbox', { name: 'VIP Shown', exact: true })).not.toBeChecked();
  await expect(saved.getByLabel('Home Label (EN)')).toHaveValue('Lobby');
  await page.screenshot({ path: test.info().outputPath('menu-settings-desk-1366.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: test.info().outputPath('menu-settings-desk-360.png'), fullPage: true });
  await desk.close();

  // After: the next page load follows the brand's menu and routers.
  await openSite(site, baseURL, '/index');
  await expect(header.getByRole('link', { name: 'Lobby', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Promotions', exact: true })).toHaveCount(0);
  await expect(side.getByRole('link', { name: 'Promotions', exact: true })).toHaveCount(0);
  await expect(side.getByRole('link', { name: 'VIP', exact: true })).toHaveCount(0);
  await expect(side.getByRole('link', { name: 'Help Centre', exact: true })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Download App', exact: true })).toHaveCount(0);
  // The footer's help menu drops the switched-off app page and keeps join us.
  const footerHelp = site.getByRole('navigation', { name: 'Help' });
  await expect(footerHelp.getByRole('link', { name: 'Join Us', exact: true })).toBeVisible();
  await expect(footerHelp.getByRole('link', { name: 'Download App', exact: true })).toHaveCount(0);
  await site.screenshot({ path: test.info().outputPath('menu-settings-site-1366.png') });

  // The switched-off page's address says so, inside the layout, with the way home; VIP is hidden from the menu only.
  await openSite(site, baseURL, '/promotions');
  await expect(site.getByRole('heading', { name: 'Not available', level: 1 })).toBeVisible();
  await expect(site.getByText('This page is not available on this site')).toBeVisible();
  await site.screenshot({ path: test.info().outputPath('menu-settings-off-1366.png') });
  await site.getByRole('link', { name: 'Go to home page' }).click();
  await expect(site).toHaveURL(/\/index$/);
  await openSite(site, baseURL, '/vip');
  await expect(site.getByText('This page is not available on this site')).toHaveCount(0);

  // On a phone the same: no Promotions in the header row, the address refused in words.
  await site.setViewportSize(PHONE);
  await openSite(site, baseURL, '/index');
  await expect(header.getByRole('link', { name: 'Lobby', exact: true })).toBeAttached();
  await expect(header.getByRole('link', { name: 'Promotions', exact: true })).toHaveCount(0);
  expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await site.screenshot({ path: test.info().outputPath('menu-settings-site-360.png') });
  await openSite(site, baseURL, '/promotions');
  await expect(site.getByText('This page is not available on this site')).toBeVisible();
  await site.screenshot({ path: test.info().outputPath('menu-settings-off-360.png'), fullPage: true });

  // A player logs in: the site uses the version 2 login, whose answer carries the same menu and routers.
  await openSite(site, baseURL, '/index');
  await site.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const dialog = site.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill('menurosa');
  await dialog.getByLabel('Password', { exact: true }).fill('Lakad2026!');
  const answer = site.waitForResponse((response) => response.url().endsWith('/wps/v2/session/login'));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  const login = await answer;
  expect(login.status()).toBe(200);
  const value = ((await login.json()) as { value: { merchantCode: string; routers: { routes: Record<string, boolean> } } }).value;
  expect(value.merchantCode).toBe('menutour');
  expect(value.routers.routes).toMatchObject({ promotions: false, app: false, referral: false, vip: true });
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  // Logged in (this brand has no after-login notice to close).
  await expect(site.locator('.site-header').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Lobby', exact: true })).toBeAttached();
  await expect(header.getByRole('link', { name: 'Promotions', exact: true })).toHaveCount(0);
  // Invite friends is switched off: the member centre does not offer it.
  await site.goto(onHost(baseURL, HOST, '/index?modal=memberCentre&mcPage=securityCenter'));
  const pages = site.getByRole('dialog', { name: 'Member centre' }).getByRole('navigation', { name: 'Member centre pages' });
  await expect(pages.getByRole('button', { name: 'Bonus details' })).toBeVisible({ timeout: 20_000 });
  await expect(pages.getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
  await site.screenshot({ path: test.info().outputPath('menu-settings-centre-360.png') });
  await site.close();
});
