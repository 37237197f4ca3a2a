// Proves Filipino is the default, the picker switches to English, the choice survives a reload,
// and every API call carries the Language header.
import { expect, test } from '@playwright/test';

test('Filipino by default; English after picking it, still after a reload', async ({ page }) => {
  await page.goto('/index');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('button', { name: 'Mag-login' })).toBeVisible();

  const languageHeaders: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/') || request.url().includes('/lgw/')) languageHeaders.push(request.headers()['language'] ?? '');
  });
  await page.getByRole('combobox', { name: 'Wika' }).selectOption('EN');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('EN');
  // Server texts follow: the footer's about text comes from the brand in English.
  await expect(page.locator('.site-footer__about')).toContainText('Bituin Play is online entertainment');
  expect(languageHeaders.length).toBeGreaterThan(0);
  expect(new Set(languageHeaders)).toEqual(new Set(['EN']));
});

test('Chinese, Thai and Vietnamese are offered and translate the header', async ({ page }) => {
  await page.goto('/index');
  // The picker's own label changes with the language, so find it by its place.
  const picker = page.locator('.language-picker select');
  for (const [code, login] of [
    ['ZH', '登录'],
    ['TH', 'เข้าสู่ระบบ'],
    ['VI', 'Đăng nhập'],
  ] as const) {
    await picker.selectOption(code);
    await expect(page.getByRole('button', { name: login, exact: true })).toBeVisible();
  }
});
