// Keeps phone and desktop screenshots of the main pages as test artifacts, and proves nothing
// overflows sideways at 360 px; the floating bar covers no game tiles or promotion text (decision
// 068): folded on a phone, beside the content on a 1366 px laptop. One test per page and width: under CI's load (two workers, the
// draws running) seven full-page shots in one test outran its 30 s.
import { expect, test } from '@playwright/test';
import { PHONE } from './fixtures';

/** A common laptop width (issue 36 looks at 360 and 1366 px). */
const LAPTOP = { width: 1366, height: 768 };

const PAGES = ['/index', '/rng', '/help', '/pointMall', '/lottery', '/helpmc', '/index?modal=notices'];

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', LAPTOP],
] as const) {
  for (const path of PAGES) {
    test(`${name} screenshot of ${path}`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.locator('[data-layout]').waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
      const telegram = page.getByRole('complementary').getByRole('link', { name: 'Telegram' });
      if (viewport === PHONE) {
        await expect(telegram).toBeHidden();
        // Folded (on pages whose layout has the bar): the content ends with room for the corner
        // button, so nothing stays under it.
        const toggle = page.locator('.floating-bar__toggle');
        if ((await toggle.count()) > 0) {
          const fold = await toggle.boundingBox();
          const room = await page.locator('.layout__main').evaluate((main) => parseFloat(getComputedStyle(main).paddingBottom));
          expect(room, `${path}: the content's end has no room for the folded bar`).toBeGreaterThanOrEqual(
            viewport.height - (fold?.y ?? 0),
          );
        }
      } else if (await telegram.isVisible()) {
        // Open on a wide screen: the page's content ends left of the bar's column.
        const bar = await page.locator('.floating-bar').boundingBox();
        const contentRight = await page
          .locator('.layout__main')
          .evaluate((main) => main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight));
        expect(contentRight, `${path}: content runs under the floating bar`).toBeLessThanOrEqual(bar?.x ?? 0);
      }
      const file = testInfo.outputPath(`${name}${path.replace(/[/?=]/g, '_')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name} ${path}`, { path: file, contentType: 'image/png' });
    });
  }
}
