// The failed-jobs desk and the back office at 360 px (issue 37): desk.joba (owner of every brand)
// sees the dashboard's failed-jobs alert, follows it to the desk, which lists the fixture's two
// failed jobs (apps/server/test/e2e-jobs-fixture.ts) with their tries and last error; on a phone she
// retries one (it leaves the list), at a laptop dismisses the other. Then the desks an operator
// reads most — dashboard, members list and a profile, lottery, catalogue, the new desk — are looked
// at 360 px wide: nothing wider than the screen, screenshots kept.
import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './fixtures';
import { JOBA, staffSignIn } from './staff';

const WIDE = { width: 1366, height: 900 };
const RETRY = 'e2e-report:retry-me';
const DISMISS = 'e2e-report:dismiss-me';

/** Nothing wider than the screen (the page does not scroll sideways); a failure names what sticks out. */
async function fitsPhone(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    // Visually hidden parts (a stacked table's header row) lie outside on purpose, clipped.
    culprits: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !element.closest('thead'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`),
  }));
  expect(overflow, culprits.join(', ')).toBeLessThanOrEqual(0);
}

test('an owner opens the failed-jobs desk from the dashboard alert, retries one job and dismisses another', async ({
  browser,
}, testInfo) => {
  // The sign-in may wait for the next authenticator step.
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: WIDE });
  await context.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const page = await context.newPage();
  await staffSignIn(page, JOBA);

  const alert = page.getByRole('link', { name: /^Background jobs that failed: \d+/ });
  await expect(alert).toBeVisible();
  await alert.click();
  await expect(page).toHaveURL(/\/backoffice\/jobs\?state=failed$/);
  await expect(page.getByRole('heading', { name: 'Failed jobs', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('group', { name: 'Brand and staff' }).getByRole('link', { name: 'Failed jobs' }),
  ).toBeVisible();
  const row = (runKey: string) => page.getByRole('row').filter({ hasText: runKey });
  await expect(row(RETRY)).toContainText('report service answered 503 Service Unavailable');
  await expect(row(RETRY)).toContainText('3 / 3');
  await expect(row(DISMISS)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('backoffice-jobs-1366.png'), fullPage: true });

  // On a phone each job is a card; the retry is taken there.
  await page.setViewportSize(PHONE);
  await expect(row(RETRY)).toBeVisible();
  await fitsPhone(page);
  await page.screenshot({ path: testInfo.outputPath('backoffice-jobs-360.png'), fullPage: true });
  await page.getByRole('button', { name: `Retry job ${RETRY}` }).click();
  await expect(page.getByRole('status')).toHaveText('The e2e-report job is pending again; the next server free for it runs it.');
  await expect(row(RETRY)).toHaveCount(0);

  await page.setViewportSize(WIDE);
  // Dismissing asks first: declined, nothing happens; accepted, the job is set aside.
  const dismissCalls: string[] = [];
  page.on(
    'request',
    (request) => void (request.method() === 'POST' && request.url().includes('dismiss') && dismissCalls.push(request.url())),
  );
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: `Dismiss job ${DISMISS}` }).click();
  await expect(row(DISMISS)).toHaveCount(1);
  await expect(page.getByRole('status')).not.toHaveText(/set aside/);
  expect(dismissCalls, 'declined: nothing sent').toEqual([]);
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Dismiss job ${DISMISS}` }).click();
  await expect(page.getByRole('status')).toHaveText('The e2e-report job is set aside; it will not run again.');
  expect(asked).toContain(`Set the e2e-report job ${DISMISS} aside for good?`);
  expect(dismissCalls).toHaveLength(1);
  await expect(row(DISMISS)).toHaveCount(0);
  // Both changes are in the staff audit under the owner's name.
  await page.getByRole('link', { name: 'Staff audit' }).click();
  await expect(page.getByRole('row').filter({ hasText: RETRY }).filter({ hasText: 'job.retry' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: DISMISS }).filter({ hasText: 'job.dismiss' })).toBeVisible();
  await context.close();
});

test('the desks an operator reads most fit a 360 px screen', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const page = await context.newPage();
  await staffSignIn(page, JOBA);
  const look = async (name: string, path: string, ready: () => Promise<void>) => {
    await page.goto(`/backoffice${path}`);
    await ready();
    await fitsPhone(page);
    await page.screenshot({ path: testInfo.outputPath(`backoffice-${name}-360.png`), fullPage: true });
  };
  await look('dashboard', '/', () => expect(page.getByRole('heading', { name: 'Needs a person' })).toBeVisible());
  await look('members', '/members?q=pay', () => expect(page.getByRole('region', { name: 'Search results' })).toBeVisible());
  await page.getByRole('region', { name: 'Search results' }).getByRole('link').first().click();
  await expect(page.getByRole('navigation', { name: 'Sections of the profile' })).toBeVisible();
  await fitsPhone(page);
  await page.screenshot({ path: testInfo.outputPath('backoffice-member-360.png'), fullPage: true });
  // The draws and the vendors are cards on a phone: wait for their rows, not only the heading.
  await look('lottery', '/lottery', () => expect(page.getByRole('region', { name: 'Draws' }).getByRole('row').nth(1)).toBeVisible());
  await look('catalog', '/catalog', () => expect(page.getByRole('row').filter({ hasText: 'BTSLOT' })).toBeVisible());
  await look('jobs', '/jobs', () => expect(page.getByRole('heading', { name: 'Failed jobs', level: 1 })).toBeVisible());
  await context.close();
});
