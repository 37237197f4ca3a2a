// Keeps phone and desktop screenshots of the main pages as test artifacts, and proves nothing
// overflows sideways at 360 px. One test per page and width: under CI's load (two workers, the
// draws running) seven full-page shots in one test outran its 30 s.
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE } from './fixtures';

const PAGES = ['/index', '/rng', '/help', '/pointMall', '/lottery', '/helpmc', '/index?modal=notices'];

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const path of PAGES) {
    test(`${name} screenshot of ${path}`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.locator('[data-layout]').waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
      const file = testInfo.outputPath(`${name}${path.replace(/[/?=]/g, '_')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name} ${path}`, { path: file, contentType: 'image/png' });
    });
  }
}
