// Proves the contract pages of the agent centre against the real server (decision 029), no stand-in
// answers: the top-level agent ctagent (fixture apps/server/test/e2e-contracts-fixture.ts: yesterday
// paid by the settlement job at 1.20%, and an operator's offer of 1.50% awaiting it) sees the offer
// flagged, yesterday's statement with its formula, accepts the offer (which replaces its contract),
// registers a sub-agent, offers it no more than its own rate (a higher rate is refused), previews
// and sends the offer; the sub-agent logs in, binds an authenticator before its agent centre opens
// (decision 060), finds the offer awaiting it and accepts; the agent
// then sees the downline's contract active and My Income shows the payment. Screenshots at 1280
// and 360 px.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { closeLoginNotice, DESKTOP, PHONE } from './fixtures';

const PASSWORD = 'Lakad2026!';

async function loggedIn(browser: Browser, username: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => localStorage.setItem('language', 'EN'));
  const page = await context.newPage();
  await page.goto('/index');
  await page.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await closeLoginNotice(page);
  return page;
}

/**
 * A new agent opens the agent centre and is sent to the security centre to bind an authenticator
 * first (decision 060); binds one as an app would (the code computed from the shown key).
 */
async function bindAuthenticatorFirst(page: Page) {
  await page.goto('/index?modal=agentCentre');
  const gate = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(gate.getByTestId('agent-factor-needed')).toContainText('bind an authenticator in the security centre');
  await gate.getByRole('button', { name: 'Open the security centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByTestId('security-agent-factor')).toBeVisible();
  const panel = centre.getByTestId('authenticator-panel');
  await panel.getByRole('button', { name: 'Bind authenticator' }).click();
  const secret = (await panel.getByTestId('authenticator-secret').textContent())?.replace(/\s+/g, '') ?? '';
  await panel.getByLabel('Authenticator code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await panel.getByLabel('Login password').fill(PASSWORD);
  await panel.getByLabel('Login password').press('Enter');
  await expect(panel.getByText('Authenticator bound.')).toBeVisible();
  await expect(centre.getByTestId('security-agent-factor')).toHaveCount(0);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('an agent accepts the operator’s offer, registers a sub-agent and offers it a daily salary, which the sub-agent accepts', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const agent = await loggedIn(browser, 'ctagent');
  await agent.goto('/index?modal=agentCentre&acPage=agentDailyWages2');
  const centre = agent.getByRole('dialog', { name: 'Agent centre' });
  const menu = centre.getByRole('navigation', { name: 'Agent centre pages' });
  await expect(menu.getByRole('button', { name: 'Daily salary Awaiting your answer' })).toHaveAttribute('aria-current', 'page');
  const daily = centre.getByTestId('agent-contract-daily_salary');
  // Yesterday, paid by the settlement job at the old rate.
  await expect(daily.getByTestId('statement-formula').first()).toHaveText('1.20% × 15,000.00 = 180.00');
  await shoot(agent, testInfo, 'contract-offer-awaiting-1280');

  await daily.getByRole('button', { name: 'Accept' }).click();
  const confirm = agent.getByRole('dialog', { name: 'Accept?' });
  await expect(confirm).toContainText('1.50%');
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(daily.getByRole('status').first()).toHaveText('Accepted.');
  await expect(daily.getByTestId('contract-card').first()).toContainText('1.50%');
  await expect(menu.getByRole('button', { name: 'Daily salary', exact: true })).toBeVisible();
  // The tier table's headings stand over their figures: each figure column's heading and first
  // figure end at the same right edge (decision 068).
  const edges = await daily
    .getByTestId('contract-card')
    .first()
    .locator('table')
    .evaluate((table) => {
      const rightOfText = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return Math.round(range.getBoundingClientRect().right);
      };
      const heads = [...table.querySelectorAll('thead th')].slice(1).map(rightOfText);
      const figures = [...(table.querySelector('tbody tr')?.querySelectorAll('td') ?? [])].slice(1).map(rightOfText);
      return { heads, figures };
    });
  expect(edges.heads).toHaveLength(3);
  edges.heads.forEach((right, column) =>
    expect(Math.abs(right - (edges.figures[column] ?? 0)), `column ${column + 2}`).toBeLessThanOrEqual(2),
  );

  // A sub-agent registered in the centre.
  const sub = `cts${Date.now().toString(36).slice(-6)}`;
  await menu.getByRole('button', { name: 'Register downline' }).click();
  const register = centre.getByTestId('agent-register');
  await register.getByRole('radio', { name: 'Agent' }).check();
  await register.getByLabel('Username').fill(sub);
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirm password').fill(PASSWORD);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register.getByTestId('agent-register-done')).toContainText(`Agent account ${sub} was created in your team.`);

  // The offer: above the agent's own 1.50% is refused; 1.00% is previewed and sent.
  await menu.getByRole('button', { name: 'Daily salary', exact: true }).click();
  await daily.getByRole('button', { name: `Offer a contract to ${sub}` }).click();
  const form = daily.getByTestId('offer-form');
  await form.locator('#offer-daily_salary-rate-0').fill('1.6');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form).toContainText('At most 1.50%, your own rate.');
  await form.locator('#offer-daily_salary-rate-0').fill('1');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByTestId('offer-preview')).toContainText('1.00% × 0.00 = 0.00');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(daily.getByRole('status').first()).toHaveText('Your offer was sent.');
  await expect(daily.getByTestId('contract-downline').filter({ hasText: sub })).toContainText('1.00%');
  await shoot(agent, testInfo, 'contract-offer-sent-1280');

  // The sub-agent, on a phone: on its first sign-in the agent centre waits for a second factor
  // (decision 060); it binds an authenticator in the security centre, then finds the offer and accepts it.
  const subPage = await loggedIn(browser, sub, PHONE);
  await bindAuthenticatorFirst(subPage);
  await subPage.goto('/index?modal=agentCentre&acPage=agentDailyWages2');
  const subCentre = subPage.getByRole('dialog', { name: 'Agent centre' });
  const subDaily = subCentre.getByTestId('agent-contract-daily_salary');
  await expect(subDaily.getByTestId('contract-card').first()).toContainText('1.00%');
  await subDaily.getByRole('button', { name: 'Accept' }).click();
  await subPage.getByRole('dialog', { name: 'Accept?' }).getByRole('button', { name: 'Accept' }).click();
  await expect(subDaily.getByRole('status').first()).toHaveText('Accepted.');
  await shoot(subPage, testInfo, 'contract-accepted-360');

  // The agent sees the downline's contract active, and My Income shows yesterday's payment.
  await agent.reload();
  await expect(daily.getByTestId('contract-downline').filter({ hasText: sub })).toContainText('1.00%');
  await expect(daily.getByTestId('contract-downline').filter({ hasText: sub }).getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await agent.goto('/index?modal=agentCentre&acPage=agentRevenueReport');
  const income = centre.getByTestId('statement').first();
  await expect(income).toContainText('180.00');
  await expect(income.getByTestId('statement-formula')).toHaveText('1.20% × 15,000.00 = 180.00');
});
