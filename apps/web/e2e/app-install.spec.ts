// The installable site (decision 063): /app on the demo brand offers the browser's install button
// when the browser sends its offer, and shows the Add to Home Screen tutorials for Android Chrome
// and iPhone Safari; the page links the brand's manifest; the service worker answers the offline
// page with the network cut off, and never keeps an API answer.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './fixtures';

// The other journeys block service workers (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
});

/** What a Chromium browser sends when the site may be installed, with the player's answer. */
async function sendInstallOffer(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    offer.prompt = async () => undefined;
    offer.userChoice = Promise.resolve({ outcome: answer });
    window.dispatchEvent(offer);
  }, outcome);
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', { ...DESKTOP, width: 1366 }],
] as const) {
  test(`/app on a ${name}: tutorials for Android and iPhone, the install button when offered`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Put Bituin Play on your home screen' })).toBeVisible();
    // No offer yet (headless): what to do instead.
    await expect(page.getByText('This browser has no install button')).toBeVisible();
    const android = page.getByRole('region', { name: 'Android (Chrome)' });
    const iphone = page.getByRole('region', { name: 'iPhone (Safari)' });
    await expect(android.getByRole('listitem')).toHaveCount(4);
    await expect(iphone.getByRole('listitem')).toHaveCount(4);
    await expect(android).toContainText('Tap the menu ⋮ at the top right.');
    await expect(iphone).toContainText('Tap the Share button at the bottom.');
    await expect(iphone.locator('svg.install-sketch')).toHaveCount(4);
    await page.screenshot({ path: testInfo.outputPath(`app-${name}.png`), fullPage: true });

    await sendInstallOffer(page, 'dismissed');
    await page.getByRole('button', { name: 'Install the app' }).click();
    await expect(page.getByText('Not installed. You can try again')).toBeVisible();
    await sendInstallOffer(page, 'accepted');
    await page.getByRole('button', { name: 'Install the app' }).click();
    await expect(page.getByText('The app is installed on this device.')).toBeVisible();
  });
}

test('an iPhone sees the Safari tutorial first', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: PHONE,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await page.goto('/app');
  await expect(page.locator('.install-tutorial').first()).toHaveAttribute('data-platform', 'ios');
  await context.close();
});

test("the page links the brand's manifest; the service worker shows the offline page and keeps no API answer", async ({
  page,
  context,
}) => {
  await page.goto('/app');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({ name: 'Bituin Play', display: 'standalone', start_url: '/index?source=pwa' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The cached requests: the offline page, icons and built files; never an API path.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys())
      for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((url) => /^\/(wps|lgw|lotto|bo)\//.test(url))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/vip');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // Back online, the offline page reloads by itself into the site.
  await context.setOffline(false);
  // A whole page load after the reload: on CI's busy two cores that has taken more than 10 s.
  await expect(page.locator('[data-layout]').first()).toBeVisible({ timeout: 30_000 });
});
