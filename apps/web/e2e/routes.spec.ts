// Proves every route of SPEC.md section 2 renders with the layout it names, in history mode.
import { expect, test } from '@playwright/test';
import { PHONE, waitForSite } from './fixtures';

const LAYOUTS: Record<string, string[]> = {
  full: [
    '/index',
    '/vip',
    '/elott',
    '/rng',
    '/bingo',
    '/live',
    '/fish',
    '/pvp',
    '/esports',
    '/promotions',
    '/promoDetail',
    '/help',
    '/app',
    '/join',
  ],
  'header-footer': ['/pointMall'],
  'header-only': ['/lottery', '/vnlottery', '/seamless', '/game'],
  bare: ['/helpmc'],
};

for (const [layout, paths] of Object.entries(LAYOUTS)) {
  for (const path of paths) {
    test(`${path} renders the ${layout} layout`, async ({ page }) => {
      await page.goto(path);
      await waitForSite(page);
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
      await expect(page.locator('.site-header')).toHaveCount(layout === 'bare' ? 0 : 1);
      await expect(page.locator('.site-footer')).toHaveCount(layout === 'full' || layout === 'header-footer' ? 1 : 0);
      await expect(page.locator('.side-menu')).toHaveCount(layout === 'full' ? 1 : 0);
      await expect(page.getByRole('heading', { level: 1 }).or(page.locator('.game-frame'))).toBeVisible();
    });
  }
}

test('/ goes to /index', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
});

for (const path of ['/register', '/register.html']) {
  test(`${path} opens home with the registration modal and keeps the referral code`, async ({ page }) => {
    await page.goto(`${path}?referralCode=AGENT42`);
    await expect(page).toHaveURL(/\/index\?modal=register&referralCode=AGENT42$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('AGENT42');
    expect(await page.evaluate(() => sessionStorage.getItem('referralCode'))).toBe('AGENT42');
  });
}

test('a game-type tab goes to the type in lower case, and the hall tab follows ?page', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('navigation', { name: /menu/i }).first().getByRole('link', { name: 'Slots', exact: true }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await page.goto('/rng?page=BTSLOT');
  await expect(page.getByRole('tab', { name: 'Bituin Slots' })).toHaveAttribute('aria-selected', 'true');
});

test('an unknown address shows "page not found" inside the full layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.locator('[data-layout="full"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hindi nahanap ang pahina');
});

test('/download leads to the download page', async ({ page }) => {
  await page.goto('/download');
  await expect(page).toHaveURL(/\/app$/);
});

test('a deep link survives a reload (history-mode fallback)', async ({ page }) => {
  await page.goto('/help?article=funds/withdraw');
  await page.reload();
  await expect(page.getByRole('article')).toContainText('Paano mag-withdraw');
});

test('a new page starts at its top, Back returns to where the page was left, and a modal leaves it in place', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/index');
  await waitForSite(page);
  const footerLink = page.locator('.site-footer a[href^="/help"]').first();
  await footerLink.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);

  // A modal opened over the page changes the query only: the page stays where it was.
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('button[aria-label="Buksan ang mga anunsyo"]')?.click());
  await expect(page.getByRole('dialog', { name: 'Mga Anunsyo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/modal=/);
  expect(await page.evaluate(() => window.scrollY)).toBe(left);

  await footerLink.click();
  await expect(page).toHaveURL(/\/help/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/index$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('a page whose code does not arrive says so inside the layout, with a way to try again', async ({ page }) => {
  await page.goto('/index');
  await waitForSite(page);
  const preloads = JSON.parse((await page.locator('meta[name="route-preloads"]').getAttribute('content')) ?? '{}') as Record<
    string,
    string[]
  >;
  const vipChunk = preloads['/vip']?.[0];
  expect(vipChunk).toBeTruthy();
  await page.route(`**${vipChunk}`, (route) => route.abort('connectionfailed'));
  await page.evaluate(() => {
    history.pushState({}, '', '/vip');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-layout="full"]')).toBeVisible();
  await expect(page.getByText('May problema sa koneksyon ng network, subukan muli.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subukan muli' })).toBeVisible();
});
