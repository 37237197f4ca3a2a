// Proves the back office's sign-in against the real server: password and authenticator code (a
// wrong code is refused without saying which factor failed), the overview of the staff member's
// brands and permissions with the owner's dashboard whose deposit queue opens the deposit desk, the
// menu grouped by the job at 1366 and 360 px (folded behind its button on a phone) and support's
// groups only, the staff audit trail that records the sign-in, sign-out, and a support
// role that neither sees nor can open the audit trail but writes the help centre. Staff come from
// scripts/run-e2e.mjs.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './fixtures';

const WIDE = { width: 1366, height: 768 };
import { JUN, MARIA, STAFF_PASSWORD, staffCode, staffSignIn } from './staff';

const FORBIDDEN = 'Access restricted.';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
});

async function signIn(page: Page, username: string, code: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an owner signs in with password and authenticator code, sees the audit trail, and signs out', async ({ page }, testInfo) => {
  // Two sign-ins (each a password hash check, the second maybe waiting out an authenticator step) and a reload.
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/backoffice/');
  // A code from an hour ago is wrong; the answer does not say which factor failed.
  await signIn(page, MARIA.username, staffCode(MARIA.secret, -120));
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await expect(page.getByLabel('Authenticator code')).toHaveValue('');

  await staffSignIn(page, MARIA, { open: false });
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Signed in as Maria Santos (Owner).')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Bituin Play' })).toBeVisible();

  // The dashboard (decision 069) of the first brand: the queues waiting for a decision, today's and
  // this week's figures, the top games; the deposit queue's tile opens the deposit desk.
  await page.setViewportSize(WIDE);
  await expect(page.getByRole('heading', { name: 'Needs a person' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Today, \d{4}-\d\d-\d\d$/ }).getByRole('link', { name: /^GGR PHP / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top games this week (GGR)' })).toBeVisible();
  const depositQueue = page.getByRole('link', { name: /^Deposit queue \d+ / });
  await expect(depositQueue).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('backoffice-dashboard-1366.png'), fullPage: true });
  // The menu grouped by the job: an owner sees every group.
  const menu = page.getByRole('navigation');
  for (const group of ['Money', 'Players', 'Games', 'Agents', 'Marketing', 'Brand and staff', 'Reports'])
    await expect(menu.getByRole('group', { name: group })).toBeVisible();
  await expect(menu.getByRole('group', { name: 'Money' }).getByRole('link')).toHaveText([
    'Deposits',
    'Withdrawals',
    'Adjustments',
    'Ledger check',
  ]);
  await depositQueue.click();
  await expect(page).toHaveURL(/\/backoffice\/deposits$/);
  await expect(page.getByRole('heading', { name: 'Deposits' })).toBeVisible();
  // On a phone the menu folds behind its button and folds away again once a desk is chosen.
  await page.setViewportSize(PHONE);
  await expect(menu.getByRole('link', { name: 'Overview' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('group', { name: 'Money' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('backoffice-menu-360.png'), fullPage: true });
  await menu.getByRole('link', { name: 'Overview' }).click();
  await expect(menu.getByRole('link', { name: 'Overview' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Needs a person' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('backoffice-dashboard-360.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);

  // Staff management in the console (issue 37): a new support member, their authenticator address
  // shown once, then a change of role; an authenticator reset waits for a second owner.
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const newcomer = `e2e.nora${Date.now() % 1_000_000}`;
  const create = page.getByRole('form', { name: 'New staff member' });
  await create.getByLabel('Username').fill(newcomer);
  await create.getByLabel('Name', { exact: true }).fill('Nora Lim');
  await create.getByLabel('First password (12 or more characters)').fill('Tahimik-Dagat-2026');
  await create.getByLabel('Role').selectOption('support');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').locator('code')).toContainText(`otpauth://totp/`);
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: newcomer, exact: true }) });
  await expect(row).toContainText('Support');
  await row.getByRole('button', { name: `Edit ${newcomer}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${newcomer}` });
  await edit.getByLabel('Role').selectOption('auditor');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Auditor');
  await row.getByRole('button', { name: `Ask for an authenticator reset of ${newcomer}` }).click();
  await page
    .getByRole('form', { name: `Ask for an authenticator reset of ${newcomer}` })
    .getByLabel('Reason')
    .fill('lost phone');
  await page
    .getByRole('form', { name: `Ask for an authenticator reset of ${newcomer}` })
    .getByRole('button')
    .first()
    .click();
  await expect(row).toContainText('Reset asked by desk.maria: lost phone');
  await expect(row.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('backoffice-staff-1366.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('backoffice-staff-360.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);

  await page.getByRole('link', { name: 'Staff audit' }).click();
  await expect(page).toHaveURL(/\/backoffice\/audit$/);
  // Other journeys' staff act at the same time, so this sign-in is found among desk.maria's rows.
  // The table's cells run together in a row's text, so rows are matched by their cells.
  const cell = (name: string) => page.getByRole('cell', { name, exact: true });
  await expect(
    page
      .locator('tbody tr')
      .filter({ has: cell('desk.maria') })
      .filter({ has: cell('login') })
      .first(),
  ).toBeVisible();
  await expect(page.locator('tbody')).toContainText('login.failed');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath('backoffice-audit-phone.png'), fullPage: true });

  // A reload keeps the session (httpOnly cookie); signing out ends it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff audit' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('support neither sees nor opens the audit trail, and writes a help article', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/backoffice/');
  await staffSignIn(page, JUN, { open: false });
  await expect(page.getByText('Signed in as Jun Reyes (Support).')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff audit' })).toHaveCount(0);
  // Support's menu has the groups of its work only, and no dashboard (its figures are reports).
  const groups = page.getByRole('navigation').getByRole('group');
  await expect(groups).toHaveCount(5);
  for (const group of ['Players', 'Games', 'Agents', 'Marketing', 'Brand and staff'])
    await expect(page.getByRole('navigation').getByRole('group', { name: group })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Needs a person' })).toHaveCount(0);
  // The search finds the desks support may open, and not the audit trail.
  const search = page.getByRole('searchbox', { name: 'Search players, orders and desks' });
  await search.fill('help');
  await search.press('Enter');
  await expect(page.getByRole('region', { name: 'Desks' }).getByRole('link')).toHaveText(['Help centre']);
  await search.fill('audit');
  await search.press('Enter');
  await expect(page.getByText('Nothing found that your role can open.')).toBeVisible();
  await page.goto('/backoffice/audit');
  await expect(page.getByRole('alert')).toContainText(FORBIDDEN);
  await expect(page.locator('tbody tr')).toHaveCount(0);

  // Support writes the help centre (decision 036): an article in Filipino, cleaned on save and shown as the site will, then deleted.
  await page.setViewportSize(DESKTOP);
  await page.getByRole('link', { name: 'Help centre' }).click();
  await expect(page.getByRole('heading', { name: 'Articles in Account' })).toBeVisible();
  await page.getByRole('button', { name: 'New article' }).click();
  const form = page.getByRole('form', { name: 'New article' });
  await form.getByLabel('Address name (slug)').fill('e2e-bonus');
  await form.getByLabel('Title', { exact: true }).fill('Paano kunin ang bonus');
  await form.getByLabel('Content (HTML)').fill('<p onclick="x()">Buksan ang <strong>reward centre</strong>.<script>alert(1)</script></p>');
  await form.getByRole('button', { name: 'Save TY' }).click();
  await expect(form.getByRole('status')).toHaveText('TY saved. What the site shows:');
  const preview = page.frameLocator('iframe[title="Saved article as the site shows it"]');
  await expect(preview.locator('p')).toHaveText('Buksan ang reward centre.');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('backoffice-help-desktop.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath('backoffice-help-phone.png'), fullPage: true });
  page.once('dialog', (dialog) => void dialog.accept());
  await page.locator('li').filter({ hasText: 'Paano kunin ang bonus' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('li').filter({ hasText: 'Paano kunin ang bonus' })).toHaveCount(0);
});

test("a desk's page is its own chunk, and one that fails to load says so with a reload", async ({ page }) => {
  // Each desk loads when first opened (issue 37); the audit desk's chunk is made to fail.
  await page.route(/\/backoffice\/assets\/audit-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/backoffice/audit');
  await expect(page.getByRole('alert')).toContainText('Could not load. Check the connection and try again.');
  await page.unroute(/\/backoffice\/assets\/audit-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
