// Proves the back office's promotion desk against the real server (decision 030): desk.lia opens
// Promotions, creates an apply promotion (a bonus amount with three decimals is refused in the
// browser, a title the server refuses shows the server's message, and the amounts reach the server
// as minor units and basis points: 500 -> 50000, 5x -> 50000), sees it listed and its content
// as the server sanitised it; in the applications queue she opens the fixture player's image
// large, is refused an amount above the promotion's maximum and issues 250.50; she looks up the
// player's rewards and waives the open wagering requirement with a reason. Fixtures from
// scripts/run-e2e.mjs: desk.lia (owner) and promodesk with a pending application to the live
// apply promotion "Birthday bonus (fixture)" (maximum 1,000.00) and a claimed welcome bonus of
// 100.00 at 5x (apps/server/test/e2e-bo-promotions-fixture.ts). Screenshots at 1280 and 360 px in
// /tmp/shots-bo-promotions.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './fixtures';
import { LIA, staffSignIn } from './staff';

const SHOTS = '/tmp/shots-bo-promotions';
const PLAYER = 'promodesk';
const FIXTURE_PROMOTION = 'Birthday bonus (fixture)';

async function noSidewaysOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} overflows sideways`).toBeLessThanOrEqual(0);
}

test('staff create an apply promotion, issue an application and waive a wagering requirement', async ({ browser }) => {
  // The sign-in may wait for the next authenticator step.
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  const page = await context.newPage();
  await staffSignIn(page, LIA);
  await page.getByRole('link', { name: 'Promotions', exact: true }).click();
  await expect(page).toHaveURL(/\/backoffice\/promotions$/);
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await page.getByLabel('Brand').and(page.locator('select')).selectOption({ label: 'Bituin Play (bituin)' });
  await expect(page.getByRole('row').filter({ hasText: FIXTURE_PROMOTION })).toContainText('Live');

  // A new apply promotion: shape slips are refused in the browser, then the server's own refusal shows.
  await page.getByLabel('Kind').and(page.locator('select')).selectOption('apply');
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('form', { name: 'New promotion: Apply (staff decide)' });
  await form.getByLabel('Title').fill('x'.repeat(121));
  await form.getByLabel('Category').fill('e2e');
  await form.getByLabel('Content (HTML)').fill('<p onclick="steal()">Hello <b>players</b><script>alert(1)</script></p>');
  await form.getByLabel('Wagering (x the bonus)').fill('5');
  await form.getByLabel('Status').selectOption('live');
  const maxBonus = form.getByLabel(/^Maximum bonus/);
  await maxBonus.fill('500.005');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter an amount of 0 or more with at most 2 decimals.');
  await expect(maxBonus).toHaveAttribute('aria-invalid', 'true');
  await maxBonus.fill('500');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Please enter correct information.');
  await form.getByLabel('Title').fill('E2E desk bonus');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/bo/promotions');
  await form.getByRole('button', { name: 'Save' }).click();
  const body = (await sent).postDataJSON() as { rules: unknown; wageringBp: number; kind: string };
  expect(body.kind).toBe('apply');
  expect(body.rules).toEqual({ maxBonusMinor: '50000' });
  expect(body.wageringBp).toBe(50_000);

  // Saved: the editor stays on it with the content as the server kept it; the list shows it.
  const editor = page.getByRole('form', { name: 'Edit: E2E desk bonus' });
  await expect(editor.getByRole('status')).toHaveText('Saved.');
  const preview = editor.frameLocator('iframe[title="Content as saved (sanitised)"]');
  await expect(preview.locator('b')).toHaveText('players');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('[onclick]')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'E2E desk bonus' });
  await expect(row).toContainText('Apply (staff decide)');
  await expect(row).toContainText('Live');
  await expect(row).toContainText('5x');
  await page.screenshot({ path: `${SHOTS}/promotions-1280.png`, fullPage: true });

  // The applications queue: the fixture player's image opens large; the maximum holds; 250.50 is issued.
  await page.getByRole('tab', { name: 'Applications' }).click();
  const card = page.getByRole('listitem', { name: `Application of ${PLAYER} to ${FIXTURE_PROMOTION}` });
  await expect(card, 'fixture missing: scripts/run-e2e.mjs must run apps/server/test/e2e-bo-promotions-fixture.ts').toContainText(
    'My birthday is today!',
  );
  await expect(card).toContainText('PHP 1,000.00');
  await card.getByRole('button', { name: 'Open image 1 large' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: `Image 1 from ${PLAYER}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/image-1280.png` });
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/applications-1280.png`, fullPage: true });
  await card.getByLabel('Amount to issue (PHP)').fill('1000.01');
  await card.getByRole('button', { name: 'Issue' }).click();
  await expect(card.getByRole('alert')).toHaveText('At most PHP 1,000.00 may be issued.');
  await card.getByLabel('Amount to issue (PHP)').fill('250.50');
  await card.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('status')).toHaveText(`Issued PHP 250.50 to ${PLAYER}: it is in their reward centre.`);
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Issued' }).click();
  await expect(card).toContainText('PHP 250.50');
  await expect(card).toContainText(LIA.username);

  // The player's rewards: the issued bonus waits in the reward centre; the claimed one's wagering is waived.
  await page.getByRole('tab', { name: 'Player rewards' }).click();
  await page.getByLabel('Username').fill(PLAYER);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { name: `Rewards of ${PLAYER}` })).toBeVisible();
  const issued = page.getByRole('row').filter({ hasText: FIXTURE_PROMOTION });
  await expect(issued).toContainText('PHP 250.50');
  await expect(issued).toContainText('In the reward centre');
  await expect(page.getByRole('row').filter({ hasText: 'Welcome bonus (fixture)' })).toContainText('Claimed');
  const requirement = page.getByRole('listitem').filter({ hasText: 'Bonus PHP 100.00' });
  await expect(requirement).toContainText('Counted PHP 0.00 of PHP 500.00 required');
  await expect(requirement).toContainText('Open');
  await page.screenshot({ path: `${SHOTS}/player-1280.png`, fullPage: true });
  await requirement.getByRole('button', { name: 'Waive' }).click();
  await expect(requirement.getByRole('alert')).toHaveText('Give a reason.');
  await requirement.getByLabel('Reason to waive').fill('Goodwill after a support case');
  await requirement.getByRole('button', { name: 'Waive' }).click();
  await expect(page.getByRole('status')).toHaveText('The requirement is waived.');
  await expect(requirement).toContainText('Waived');
  await expect(requirement.getByRole('button', { name: 'Waive' })).toHaveCount(0);

  // On a phone every tab fits the width (tables scroll inside their frame).
  await page.setViewportSize(PHONE);
  await noSidewaysOverflow(page, 'player rewards');
  await page.screenshot({ path: `${SHOTS}/player-360.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Applications' }).click();
  await page.getByRole('tab', { name: 'Issued' }).click();
  await expect(card).toBeVisible();
  await noSidewaysOverflow(page, 'applications');
  await page.screenshot({ path: `${SHOTS}/applications-360.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await page.getByRole('row').filter({ hasText: 'E2E desk bonus' }).getByRole('button', { name: 'Edit E2E desk bonus' }).click();
  await expect(page.getByRole('form', { name: 'Edit: E2E desk bonus' })).toBeVisible();
  await expect(preview.locator('b')).toHaveText('players');
  await noSidewaysOverflow(page, 'promotion editor');
  await page.screenshot({ path: `${SHOTS}/promotions-360.png`, fullPage: true });
  await page.locator('.promo-preview').screenshot({ path: `${SHOTS}/preview-360.png` });
  await context.close();
});
