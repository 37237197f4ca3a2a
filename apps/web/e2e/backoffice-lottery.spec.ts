// Proves the back office's lottery desk against the real server, with two staff members side by
// side: desk.luz finds a Vietnamese station draw whose time has passed without an official
// result, types the result in as the prize table (the browser refuses an incomplete table), and
// proposes it; she cannot approve her own proposal (the page offers no approval and the server
// refuses it); desk.mila sees the proposed numbers, approves them, and the draw settles in the
// background until the page shows it settled. Fixtures from scripts/run-e2e.mjs: desk.luz and
// desk.mila (owners), and yesterday's TP.HCM draw of the demo brand's Southern lottery (vn-south),
// closed and awaiting its official result (apps/server/test/e2e-lottery-fixture.ts). Screenshots
// at 1280 and 360 px.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, PHONE } from './fixtures';
import { LUZ, MILA, staffSignIn } from './staff';

const BO_HEADERS = { 'x-backoffice': '1', language: 'EN' };

/** The official result typed in: the South's table, 18 numbers, special prize first. */
const RESULT = [
  '482913',
  '55120',
  '09871',
  '33456',
  '70021',
  '11223',
  '44556',
  '77889',
  '99001',
  '12345',
  '67890',
  '24680',
  '1357',
  '2468',
  '9753',
  '0864',
  '159',
  '37',
];

/** The fixture draw's number: yesterday in Vietnam's calendar (GMT+7) at TP.HCM, yyyyMMdd-hcm. */
function fixtureNumero(): string {
  const vietnam = 7 * 3_600_000;
  const day = 24 * 3_600_000;
  const yesterday = Math.floor((Date.now() + vietnam) / day) * day - day;
  return `${new Date(yesterday).toISOString().slice(0, 10).replaceAll('-', '')}-hcm`;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  return context.newPage();
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('one staff member proposes the official result of a Vietnamese draw, another approves it, and the draw settles', async ({
  browser,
}, testInfo) => {
  // Two sign-ins may each wait for the next authenticator step.
  test.setTimeout(150_000);
  const numero = fixtureNumero();

  // Maria finds the draw among those awaiting an official result.
  const maria = await newPage(browser);
  await staffSignIn(maria, LUZ);
  await maria.getByRole('link', { name: 'Lottery', exact: true }).click();
  await expect(maria).toHaveURL(/\/backoffice\/lottery$/);
  await expect(maria.getByRole('heading', { name: 'Lottery', level: 1 })).toBeVisible();
  // What needs a person comes before the list of every draw (issue 37): at least the fixture's draw.
  const waiting = maria.getByRole('region', { name: 'Waiting for a person' });
  await expect(waiting.getByRole('listitem').first()).toContainText(/Needs its result|Needs a second approval/);
  await shoot(maria, testInfo, 'lottery-desk-desktop');
  await maria.getByLabel('Awaiting official result').check();
  await expect(waiting).toBeHidden();
  await maria.getByRole('combobox', { name: 'Game', exact: true }).selectOption('vn-south');
  const open = maria.getByRole('link', { name: new RegExp(`^Open draw .+ ${numero}$`) });
  await expect(
    open,
    `fixture missing: scripts/run-e2e.mjs must add yesterday's vn-south draw ${numero}, closed and awaiting its official result (apps/server/test/e2e-lottery-fixture.ts)`,
  ).toBeVisible();
  await expect(maria.getByRole('row').filter({ has: open })).toContainText('Awaiting official result');
  await shoot(maria, testInfo, 'lottery-awaiting-desktop');
  await open.click();
  await expect(maria).toHaveURL(/\/backoffice\/lottery\/\d+$/);
  const drawId = /\/lottery\/(\d+)$/.exec(maria.url())?.[1] ?? '';
  await expect(maria.getByRole('heading', { level: 1 })).toContainText(numero);
  await expect(maria.getByText('No official result yet.')).toBeVisible();

  // The result form is the prize table: an incomplete table is refused in the browser.
  await maria.getByRole('button', { name: 'Enter official result' }).click();
  const form = maria.getByRole('form', { name: 'Enter the official result' });
  const boxes = form.getByRole('textbox');
  await expect(boxes).toHaveCount(18);
  await form.getByRole('button', { name: 'Propose result' }).click();
  await expect(form.getByRole('alert')).toHaveText('Fill in Special prize (Đặc biệt).');
  for (const [index, number] of RESULT.entries()) await boxes.nth(index).fill(number);
  await expect(form.getByLabel('4th prize (Tư), number 7 of 7')).toHaveValue('24680');
  await expect(form.getByLabel('8th prize (Tám)')).toHaveAttribute('maxlength', '2');
  await form.getByRole('button', { name: 'Propose result' }).click();

  // Maria waits for a second staff member: no approval for her, and the server refuses one.
  const pending = maria.getByRole('region', { name: 'Proposed result' });
  await expect(pending.getByText('Waiting for a second staff member to approve.')).toBeVisible();
  await expect(pending).toContainText('482913');
  await expect(pending.getByRole('button', { name: 'Approve result' })).toHaveCount(0);
  await expect(pending.getByRole('button', { name: 'Withdraw proposal' })).toBeVisible();
  const detail = await maria.request.get(`/bo/lottery/draws/${drawId}`, { headers: BO_HEADERS });
  const actionId = ((await detail.json()) as { value: { pending: { id: string } | null } }).value.pending?.id ?? '';
  expect(actionId).not.toBe('');
  const ownApproval = await maria.request.post(`/bo/lottery/actions/${actionId}/approve`, { headers: BO_HEADERS });
  expect(((await ownApproval.json()) as { errorCode?: string }).errorCode).toBe('lottery_same_staff');
  await shoot(maria, testInfo, 'lottery-proposed-desktop');

  // Ana sees the proposed numbers as the prize table and approves them, on a phone.
  const ana = await newPage(browser);
  await staffSignIn(ana, MILA);
  await ana.setViewportSize(PHONE);
  await ana.goto(`/backoffice/lottery/${drawId}`);
  const proposal = ana.getByRole('region', { name: 'Proposed result' });
  await expect(proposal).toContainText(`Proposed by ${LUZ.username}`);
  await expect(proposal.getByRole('table', { name: 'Proposed numbers' })).toContainText('67890');
  await shoot(ana, testInfo, 'lottery-approve-phone');
  await proposal.getByRole('button', { name: 'Approve result' }).click();
  await expect(ana.getByText('Approved: the result is official.', { exact: false })).toBeVisible();

  // The settlement runs in the background; the page looks again until it has caught up.
  await expect(ana.getByText('Settled (result version 1).')).toBeVisible({ timeout: 30_000 });
  await expect(ana.getByRole('table', { name: `Result of draw ${numero}` })).toContainText('482913');
  const history = ana.getByRole('region', { name: 'Proposals and decisions' });
  await expect(history.getByRole('row').nth(1)).toContainText('Approved');
  await expect(history.getByRole('row').nth(1)).toContainText(MILA.username);
  await shoot(ana, testInfo, 'lottery-settled-phone');

  // Maria's page shows the same, and the draw no longer awaits a result.
  await maria.reload();
  await expect(maria.getByText('Settled (result version 1).')).toBeVisible();
  await expect(maria.getByText('Waiting for a second staff member to approve.')).toHaveCount(0);
  await maria.goto('/backoffice/lottery?awaiting=1&game=vn-south');
  await expect(maria.getByRole('link', { name: new RegExp(`^Open draw .+ ${numero}$`) })).toHaveCount(0);
});

test('the results feed alerts on the desk when a draw is overdue, and shows its sources and their problems', async ({
  browser,
}, testInfo) => {
  // Fixture (apps/server/test/e2e-lottery-fixture.ts): the day before yesterday's TP.HCM draw without a result, and the
  // demo brand's feed on with two file-drop sources whose directories do not exist.
  test.setTimeout(120_000);
  const vietnam = 7 * 3_600_000;
  const day = 24 * 3_600_000;
  const twoDaysAgo = Math.floor((Date.now() + vietnam) / day) * day - 2 * day;
  const numero = `${new Date(twoDaysAgo).toISOString().slice(0, 10).replaceAll('-', '')}-hcm`;
  const luz = await newPage(browser);
  await staffSignIn(luz, LUZ);
  await luz.goto('/backoffice/lottery/feed');
  await expect(luz.getByRole('heading', { name: 'Results feed', level: 1 })).toBeVisible();
  // Fetching now reads the sources (both fail: no directory) and raises the overdue alert.
  await luz.getByRole('button', { name: 'Fetch now' }).click();
  await expect(luz.getByText(/^Fetched: /)).toBeVisible();
  const sources = luz.getByRole('table', { name: 'Sources of bituin' });
  await expect(sources.getByRole('row').filter({ hasText: 'station-a' })).toContainText('Problem');
  await expect(sources.getByRole('row').filter({ hasText: 'station-b' })).toContainText('e2e/station-b');
  const alerts = luz.getByRole('table', { name: 'Alerts' });
  await expect(alerts.getByRole('row').filter({ hasText: numero })).toContainText('Result overdue');
  await shoot(luz, testInfo, 'lottery-feed-desktop');

  // The desk shows the alert as a banner leading to the feed page, on a phone too.
  await luz.setViewportSize(PHONE);
  await luz.goto('/backoffice/lottery');
  const banner = luz.getByRole('alert').filter({ hasText: 'Draws needing attention' });
  await expect(banner).toBeVisible();
  await shoot(luz, testInfo, 'lottery-feed-banner-phone');
  await banner.getByRole('link', { name: 'Open the results feed' }).click();
  await expect(luz).toHaveURL(/\/backoffice\/lottery\/feed$/);
  await expect(luz.getByRole('table', { name: 'Alerts' })).toContainText(numero);
  await shoot(luz, testInfo, 'lottery-feed-phone');
});
