// Proves the back office's tables desk against the real server, with two staff members: desk.tina
// sees the live tables running, pauses the Color Game and opens it again (its next round starts),
// checks a richer paytable and sees its house edge recomputed before saving nothing, then proposes
// the void of the table's round in play; she cannot approve her own proposal; desk.rosa approves it
// and the round shows void. The tables run on the server's own timer (the demo brand's tables).
// Screenshots at 1280 and 360 px.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, PHONE } from './fixtures';
import { ROSA, TINA, staffSignIn } from './staff';

async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  return context.newPage();
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('one staff member runs a table and proposes a void of its round, another approves it', async ({ browser }, testInfo) => {
  // Two sign-ins may each wait for the next authenticator step; the first round may take its window.
  test.setTimeout(180_000);
  const tina = await newPage(browser);
  await staffSignIn(tina, TINA);
  await tina.getByRole('link', { name: 'Live tables', exact: true }).click();
  await expect(tina.getByRole('heading', { name: 'Live tables', level: 1 })).toBeVisible();
  const row = tina.getByRole('row').filter({ has: tina.getByRole('link', { name: 'Color Game' }) });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Taking bets', { timeout: 45_000 });
  await shoot(tina, testInfo, 'tables-desktop');
  await row.getByRole('link', { name: 'Color Game' }).click();
  await expect(tina.getByRole('heading', { name: 'Color Game', level: 1 })).toBeVisible();

  // Pause, then open again: the table's next round starts at once.
  await tina.getByRole('button', { name: 'Pause' }).click();
  await tina.getByLabel('Reason (optional, kept in the audit)').fill('dealer break drill');
  await tina.getByRole('button', { name: 'Pause' }).last().click();
  await expect(tina.getByText('Paused: no bets are taken')).toBeVisible();
  await tina.getByRole('button', { name: 'Open the table' }).click();
  await tina.getByRole('button', { name: 'Open the table' }).last().click();
  await expect(tina.getByText('Open: rounds follow each other')).toBeVisible();

  // A richer Red (2:1 on one die instead of 1:1) would give players the edge: Check says so, nothing is saved.
  await tina.getByLabel('red odds on one').fill('2');
  await tina.getByRole('button', { name: 'Check' }).click();
  await expect(tina.getByText('Nothing was saved: correct the problems shown.')).toBeVisible();
  await expect(tina.getByText(/the house edge of red would be -/)).toBeVisible();
  // Three reds paying 5:1 instead of 3:1 keeps an edge, recomputed exactly.
  await tina.getByRole('button', { name: 'Undo changes' }).click();
  await tina.getByLabel('red odds on three').fill('5');
  await tina.getByRole('button', { name: 'Check' }).click();
  await expect(tina.getByText('These settings are usable')).toBeVisible();
  await expect(tina.getByRole('row', { name: /^red/ })).toContainText('6.9444%');
  await shoot(tina, testInfo, 'table-check-desktop');
  await tina.getByRole('button', { name: 'Undo changes' }).click();

  // The round in play: its proof shows the seed hash only; Tina proposes its void.
  await tina
    .getByRole('link', { name: /^Round \d+$/ })
    .first()
    .click();
  await expect(tina.getByRole('heading', { name: 'Proof' })).toBeVisible();
  await tina.getByRole('button', { name: 'Propose a void' }).click();
  await tina.getByLabel('Reason').fill('drill: the table was reopened');
  await tina.getByRole('button', { name: 'Propose the void' }).click();
  await expect(tina.getByText('You proposed it: another staff member must approve it.')).toBeVisible();
  await expect(tina.getByRole('button', { name: 'Approve the void and refund every bet' })).toHaveCount(0);
  const roundUrl = tina.url();
  await shoot(tina, testInfo, 'round-pending-desktop');

  // Rosa, on her phone, approves it: the round is void.
  const rosa = await newPage(browser, PHONE);
  await staffSignIn(rosa, ROSA);
  await rosa.goto(roundUrl);
  await expect(rosa.getByRole('heading', { name: 'Void awaiting a second staff member' })).toBeVisible();
  await rosa.getByRole('button', { name: 'Approve the void and refund every bet' }).click();
  await expect(rosa.getByText('Approved').first()).toBeVisible();
  await expect(rosa.getByText('drill: the table was reopened').first()).toBeVisible();
  await expect(rosa.locator('.bo-tchip--round-void')).toBeVisible();
  await shoot(rosa, testInfo, 'round-void-phone');
});
