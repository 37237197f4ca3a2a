// Proves the root view follows the system status: maintenance page, access-denied page with the
// visitor's IP and country, and a clear page for an address no brand claims.
import { expect, test } from '@playwright/test';
import { BRAND_HOSTS, onHost } from './fixtures';

test('a brand in maintenance shows the maintenance page with Contact us, on every route', async ({ page, baseURL }) => {
  for (const path of ['/index', '/vip']) {
    await page.goto(onHost(baseURL, BRAND_HOSTS.maintenance, path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance ng sistema');
    await expect(page.getByRole('link', { name: 'Makipag-ugnayan sa amin' })).toHaveAttribute('href', 'mailto:support@maint.example');
    await expect(page.locator('.site-header')).toHaveCount(0);
  }
});

test('a visitor from a blocked range sees Access Denied with their IP and country', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, BRAND_HOSTS.blocked, '/index'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walang Access');
  await expect(page.getByTestId('visitor-ip')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  // Loopback has no country in the GeoIP database.
  await expect(page.getByTestId('visitor-country')).toHaveText('Hindi alam');
  await expect(page.getByRole('link', { name: 'Makipag-ugnayan sa amin' })).toBeVisible();
});

test('an address no brand claims says the URL is invalid, and offers a retry', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'nobrand.localhost', '/index'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hindi wastong URL, makipag-ugnayan sa customer service.');
  await expect(page.getByRole('button', { name: 'Subukan muli' })).toBeVisible();
});
