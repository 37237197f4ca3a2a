// Proves the back office's agent desk against the real server (decision 029), with two staff
// members side by side: desk.agnes opens Agent contracts, offers the top-level agent boagent2 a
// daily salary contract of two tiers (the browser refuses a rate with three decimals; amounts and
// percents reach the server exactly as minor units and basis points) and sees it offered; she opens
// Agent settlements (a filter that matches nothing shows the empty state), finds the fixture's daily
// salary period (the day before yesterday) settled with boagent1's statement and its formula, and proposes a re-run: she
// cannot approve it herself (the page says a second staff member must, and the server refuses);
// desk.belen approves it on a phone and the page follows run version 2 until it is settled. Last,
// desk.agnes ends boagent1's contract. Fixtures from scripts/run-e2e.mjs: desk.agnes and desk.belen
// (owners), the top-level agents boagent1 (member boagentbata, a daily salary contract since the
// day before yesterday, that day's period settled) and boagent2 (apps/server/test/e2e-agents-fixture.ts).
// Screenshots at 1280 and 360 px.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, PHONE } from './fixtures';
import { AGNES, BELEN, staffSignIn } from './staff';

const BO_HEADERS = { 'x-backoffice': '1', language: 'EN' };

/** The day before yesterday in GMT+8 (yyyy-MM-dd): the fixture's settled daily salary period. */
function fixtureDay(): string {
  return new Date(Date.now() + 8 * 3_600_000 - 2 * 24 * 3_600_000).toISOString().slice(0, 10);
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

async function noSidewaysOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} overflows sideways`).toBeLessThanOrEqual(0);
}

test('staff offer a top-level agent a contract, and re-run a settled period under four eyes', async ({ browser }, testInfo) => {
  // Two sign-ins may each wait for the next authenticator step, and the re-run settles in the background.
  test.setTimeout(180_000);
  const day = fixtureDay();

  // Maria opens Agent contracts: the fixture's contract of boagent1 is there, from the operator.
  const maria = await newPage(browser);
  await staffSignIn(maria, AGNES);
  await maria.getByRole('link', { name: 'Agent contracts', exact: true }).click();
  await expect(maria).toHaveURL(/\/backoffice\/agents\/contracts$/);
  await expect(maria.getByRole('heading', { name: 'Agent contracts', level: 1 })).toBeVisible();
  const contracts = maria.getByRole('region', { name: 'Contracts', exact: true });
  const fixtureRow = contracts.getByRole('row').filter({ hasText: 'boagent1' });
  await expect(
    fixtureRow,
    'fixture missing: scripts/run-e2e.mjs must give boagent1 a daily salary contract (apps/server/test/e2e-agents-fixture.ts)',
  ).toContainText('Active');
  await expect(fixtureRow).toContainText('Operator');
  await expect(fixtureRow).toContainText('from 10,000.00 valid bets and 1 active: 1.50%');

  // She offers boagent2 a daily salary of two tiers; a rate with three decimals is refused first.
  await maria.getByRole('button', { name: 'Offer a contract' }).click();
  const form = maria.getByRole('form', { name: 'Offer a contract to a top-level agent' });
  await form.getByLabel('Top-level agent').selectOption({ label: 'boagent2 (bituin)' });
  await expect(form.getByLabel('Kind')).toHaveValue('daily_salary');
  const tier1 = form.getByRole('group', { name: 'Tier 1' });
  await tier1.getByLabel('Minimum valid bets').fill('1,000');
  await tier1.getByLabel('Minimum active members').fill('1');
  await tier1.getByLabel('Rate (%)').fill('0.505');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(tier1.getByText('Enter a percent from 0.01 to 100, with at most 2 decimals.')).toBeVisible();
  await expect(tier1.getByLabel('Rate (%)')).toHaveAttribute('aria-invalid', 'true');
  await tier1.getByLabel('Rate (%)').fill('0.5');
  await expect(tier1.getByText('Enter a percent from 0.01 to 100, with at most 2 decimals.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add tier' }).click();
  const tier2 = form.getByRole('group', { name: 'Tier 2' });
  await tier2.getByLabel('Minimum valid bets').fill('10,000.50');
  await tier2.getByLabel('Minimum active members').fill('3');
  await tier2.getByLabel('Rate (%)').fill('1.15');
  await shoot(maria, testInfo, 'agents-offer-desktop');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(maria.getByRole('status')).toHaveText('Offer sent: boagent2 accepts or rejects it in the agent centre.');
  const offered = contracts.getByRole('row').filter({ hasText: 'boagent2' });
  await expect(offered).toContainText('Offered');
  await expect(offered).toContainText('Offer awaits the agent');
  await expect(offered).toContainText('Operator');
  await expect(offered).toContainText('1.15%');
  // 1.15% is 115 basis points (in floating point 1.15 × 100 is 114.99...), 10,000.50 is 1000050 minor units.
  const listed = await maria.request.get('/bo/agents/contracts?username=boagent2', { headers: BO_HEADERS });
  const offer = ((await listed.json()) as { value: { entries: { status: string; terms: unknown }[] } }).value.entries[0];
  expect(offer?.status).toBe('offered');
  expect(offer?.terms).toEqual({
    tiers: [
      { minValidBetMinor: '100000', minActiveMembers: 1, rateBp: 50 },
      { minValidBetMinor: '1000050', minActiveMembers: 3, rateBp: 115 },
    ],
  });
  await shoot(maria, testInfo, 'agents-contracts-desktop');

  // The same page on a phone, with the form open.
  await maria.setViewportSize(PHONE);
  await maria.getByRole('button', { name: 'Offer a contract' }).click();
  await expect(form).toBeVisible();
  await noSidewaysOverflow(maria, 'the contracts page with the offer form');
  await shoot(maria, testInfo, 'agents-offer-phone');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await maria.setViewportSize(DESKTOP);

  // Agent settlements: a filter that matches nothing shows the empty state; the fixture's daily salary period is settled.
  await maria.getByRole('link', { name: 'Agent settlements', exact: true }).click();
  await expect(maria).toHaveURL(/\/backoffice\/agents\/settlements$/);
  await expect(maria.getByRole('heading', { name: 'Agent settlements', level: 1 })).toBeVisible();
  const filters = maria.getByRole('form', { name: 'Filter settlements' });
  await filters.getByLabel('Kind').selectOption('dividend');
  await expect(maria.getByText('No settlement periods match these filters.')).toBeVisible();
  await filters.getByLabel('Kind').selectOption('daily_salary');
  const open = maria.getByRole('link', { name: `Open Daily salary ${day}` });
  await expect(
    open,
    `fixture missing: scripts/run-e2e.mjs must settle the daily salary period D:${day} (apps/server/test/e2e-agents-fixture.ts)`,
  ).toBeVisible();
  const periodRow = maria.getByRole('row').filter({ has: open });
  await expect(periodRow).toContainText('Settled');
  await expect(periodRow).toContainText('PHP 260.18');
  await shoot(maria, testInfo, 'agents-settlements-desktop');

  // The period: its figures and boagent1's statement with the formula.
  await open.click();
  await expect(maria).toHaveURL(/\/backoffice\/agents\/settlements\/\d+$/);
  const settlementId = /\/settlements\/(\d+)$/.exec(maria.url())?.[1] ?? '';
  await expect(maria.getByRole('heading', { level: 1 })).toHaveText(`Daily salary · ${day}`);
  const version1 = maria.getByRole('table', { name: 'Run version 1' });
  const statement = version1.getByRole('row').filter({ hasText: 'boagent1' });
  await expect(statement).toContainText('17,345.67');
  await expect(statement).toContainText('260.18');
  await expect(statement).toContainText('Paid');
  await expect(version1).toContainText('Formula: 1.50% × 17,345.67 = 260.18');
  await expect(maria.getByRole('button', { name: 'Hold' })).toHaveCount(0);
  await shoot(maria, testInfo, 'agents-settlement-desktop');

  // Maria proposes a re-run; she may not approve it herself.
  await maria.getByRole('button', { name: 'Propose re-run' }).click();
  const rerunForm = maria.getByRole('region', { name: 'Propose a re-run' });
  await rerunForm.getByLabel('Why run it again?').fill('Late rounds from the vendor');
  await rerunForm.getByRole('button', { name: 'Propose re-run' }).click();
  const proposed = maria.getByRole('region', { name: 'Proposed re-run' });
  await expect(proposed.getByText('You proposed this re-run: a second staff member must approve it.')).toBeVisible();
  await expect(proposed).toContainText('Late rounds from the vendor');
  await expect(maria.getByRole('button', { name: 'Approve re-run' })).toHaveCount(0);
  const ownApproval = await maria.request.post(`/bo/agents/settlements/${settlementId}/rerun/approve`, { headers: BO_HEADERS });
  expect(((await ownApproval.json()) as { errorCode?: string }).errorCode).toBe('settlement_same_staff');
  await shoot(maria, testInfo, 'agents-rerun-proposed-desktop');

  // Ana approves it on a phone; the page follows run version 2 until it is settled.
  const ana = await newPage(browser);
  await staffSignIn(ana, BELEN);
  await ana.setViewportSize(PHONE);
  await ana.goto(`/backoffice/agents/settlements/${settlementId}`);
  const proposal = ana.getByRole('region', { name: 'Proposed re-run' });
  await expect(proposal).toContainText(`Proposed by ${AGNES.username}`);
  await noSidewaysOverflow(ana, 'the settlement page');
  await shoot(ana, testInfo, 'agents-rerun-approve-phone');
  await proposal.getByRole('button', { name: 'Approve re-run' }).click();
  await expect(ana.getByRole('status').filter({ hasText: 'Re-run approved as run version 2.' })).toBeVisible();
  const version2 = ana.getByRole('table', { name: 'Run version 2' });
  await expect(version2).toContainText('Formula: 1.50% × 17,345.67 = 260.18', { timeout: 30_000 });
  await expect(ana.locator('.bo-page-head')).toContainText('Settled');
  // The figures were already paid in full: version 2 pays nothing more.
  await expect(version2.getByRole('row').filter({ hasText: 'boagent1' })).toContainText('Nothing due');
  await expect(ana.getByRole('table', { name: 'Run version 1' })).toBeVisible();
  await noSidewaysOverflow(ana, 'the settled period');
  await shoot(ana, testInfo, 'agents-rerun-done-phone');

  // Maria's page shows version 2 too; the list says so.
  await maria.reload();
  await expect(maria.getByRole('table', { name: 'Run version 2' })).toBeVisible();
  await expect(maria.getByText('You proposed this re-run: a second staff member must approve it.')).toHaveCount(0);
  await maria.getByRole('link', { name: '← Back to the settlements' }).click();
  await expect(maria.getByRole('row').filter({ has: maria.getByRole('link', { name: `Open Daily salary ${day}` }) })).toContainText('2');

  // Last, she ends boagent1's contract, saying why.
  await maria.goto('/backoffice/agents/contracts?user=boagent1');
  const active = maria.getByRole('region', { name: 'Contracts', exact: true }).getByRole('row').filter({ hasText: 'boagent1' });
  await active.getByRole('button', { name: 'End the Daily salary contract of boagent1' }).click();
  const end = maria.getByRole('region', { name: 'End a contract' });
  await expect(end.getByLabel('Why end it?')).toBeFocused();
  await end.getByLabel('Why end it?').fill('Moves to a dividend plan');
  await end.getByRole('button', { name: 'End contract' }).click();
  await expect(maria.getByRole('status')).toHaveText('The contract of boagent1 has ended.');
  await expect(active).toContainText('Ended');
  await expect(active).toContainText('ended by the operator');
  await expect(active.getByRole('button', { name: /^End the/ })).toHaveCount(0);
});
