// Proves the responsible-gaming journey against the real server (decision 037): a newly
// registered player sets a daily deposit limit of 100, and a deposit of 150 is refused with the
// translated message, and sets a daily play-time limit of an hour, shown with today's play time;
// then the player self-excludes (login password, confirmation naming the end
// date), is logged out, and the login dialog refuses the next login naming the end date.
// In the back office, desk.rita (support) finds the fixture player rgdeskrosa, sets a daily deposit
// limit and starts a cool-off for the player with a reason; the player can then not log in.
// Screenshots of the page at 360 and 1280 px.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { acceptTerms, closeLoginNotice, DESKTOP, FIXTURE_PASSWORD, PHONE } from './fixtures';
import { RITA, staffSignIn } from './staff';

const PASSWORD = 'Stardust2026';

/** A username no other run has used: a letter first, then letters and digits, 4-16 long. */
function newUsername(): string {
  return `r${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`.slice(0, 16);
}

async function register(page: Page): Promise<string> {
  const username = newUsername();
  await page.goto('/index');
  await page.locator('.site-header').getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await acceptTerms(dialog);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  // The first encrypted call of a fresh server waits for its key pair, which takes seconds under load.
  await expect(page.getByTestId('account-name')).toHaveText(username, { timeout: 30_000 });
  // The sign-up is the first login: the demo brand's first-login action leads the after-login notice (decision 075).
  await closeLoginNotice(page);
  return username;
}

async function openPage(page: Page) {
  await page.goto('/index?modal=memberCentre&mcPage=responsibleGaming');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByTestId('responsible-gaming')).toBeVisible();
  return centre;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('a daily deposit limit refuses a bigger deposit; self-exclusion logs out and refuses login with its end date', async ({
  browser,
}, testInfo) => {
  test.slow();
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('language', 'EN'));
  const page = await context.newPage();
  const username = await register(page);

  let centre = await openPage(page);
  const daily = centre.getByTestId('rg-limit-deposit-day');
  // The client check mirrors the server's: a positive amount.
  await daily.getByLabel('New limit (₱)').fill('0');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByText('Enter an amount greater than zero.')).toBeVisible();
  await daily.getByLabel('New limit (₱)').fill('100');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByText('Saved: the limit applies now.')).toBeVisible();
  await expect(daily.getByText('Used: ₱ 0.00 of ₱ 100.00')).toBeVisible();
  // The daily play-time limit: set at once, with today's play time beside it.
  const playTime = centre.getByTestId('rg-daily');
  await expect(playTime.getByTestId('rg-daily-current')).toHaveText('No daily limit set.');
  await playTime.getByLabel('Daily limit').selectOption('60');
  await playTime.getByRole('button', { name: 'Save' }).click();
  await expect(playTime.getByText('Saved: the limit applies now.')).toBeVisible();
  await expect(playTime.getByTestId('rg-daily-current')).toHaveText('Daily limit now: 1 h');
  await expect(playTime.getByTestId('rg-daily-played')).toHaveText(/^Played today: \d+ min of 1 h$/);
  await shoot(page, testInfo, 'responsible-gaming-desktop');
  await page.setViewportSize(PHONE);
  await shoot(page, testInfo, 'responsible-gaming-phone');
  await page.setViewportSize(DESKTOP);

  await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(centre.getByTestId('deposit-page')).toBeVisible();
  await centre.getByLabel('Amount').fill('150');
  await centre.getByRole('button', { name: 'Continue' }).click();
  await expect(centre.getByRole('alert')).toHaveText(
    'This deposit would go over your deposit limit. You can still deposit ₱ 100.00 in this period.',
  );

  centre = await openPage(page);
  const exclusion = centre.getByTestId('rg-selfExclusion');
  await exclusion.getByLabel('Length').selectOption('1y');
  await exclusion.getByRole('button', { name: 'Self-exclude' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText(/cannot log in, deposit or bet until \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, start it' }).click();
  await expect(confirm.getByText('Enter your login password.')).toBeVisible();
  await confirm.getByLabel('Login password').fill(PASSWORD);
  await page.setViewportSize(PHONE);
  await shoot(page, testInfo, 'self-exclusion-confirm-phone');
  await page.setViewportSize(DESKTOP);
  await confirm.getByRole('button', { name: 'Yes, start it' }).click();

  // Logged out: the member centre gives way to the login dialog, which refuses with the end date.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  await login.getByLabel('Username', { exact: true }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  const inOneYear = new Date(Date.now() + 365 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 4);
  await expect(login.getByText(new RegExp(`Your account is self-excluded\\. It ends on ${inOneYear}-\\d{2}-\\d{2}`))).toBeVisible({
    timeout: 30_000,
  });
  await shoot(page, testInfo, 'self-excluded-login-desktop');
  await context.close();
});

test('support staff set a limit, the session time and a cool-off for a player, who can then not log in', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => {
    localStorage.setItem('language', 'EN');
    localStorage.setItem('backoffice.language', 'EN');
  });
  const desk = await context.newPage();
  await staffSignIn(desk, RITA);
  await desk.getByRole('link', { name: 'Responsible gaming' }).click();
  await desk.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ label: 'Bituin Play (bituin)' });
  await desk.getByLabel('Player username').fill('rgdeskrosa');
  await desk.getByRole('button', { name: 'Search' }).click();
  await expect(desk.getByRole('heading', { name: 'rgdeskrosa · PHP' })).toBeVisible();
  await expect(desk.getByText('No break in force.')).toBeVisible();

  const limit = desk.getByRole('form', { name: 'Set a limit' });
  await limit.getByLabel('Amount (PHP); empty removes the limit').fill('12.345');
  await limit.getByLabel('Reason (kept in the audit)').fill('Player asked by phone');
  await limit.getByRole('button', { name: 'Save limit' }).click();
  await expect(limit.getByText('Enter an amount above zero with at most two decimals, or leave it empty.')).toBeVisible();
  await limit.getByLabel('Amount (PHP); empty removes the limit').fill('300');
  await limit.getByRole('button', { name: 'Save limit' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const depositDay = desk.getByRole('row').filter({ hasText: 'Deposit' }).filter({ hasText: 'Day' });
  await expect(depositDay).toContainText('300.00');

  // The session time on the player's request: a limit and a reality check.
  await expect(desk.getByText('No session limit.')).toBeVisible();
  const session = desk.getByRole('form', { name: 'Set the session limit' });
  await session.getByLabel('Session length').selectOption({ label: '60 minutes' });
  await session.getByLabel('Reason (kept in the audit)').fill('Player asked for an hour a session');
  await session.getByRole('button', { name: 'Save session limit' }).click();
  await expect(desk.getByText('Session limit: 60 minutes.')).toBeVisible();
  const reminder = desk.getByRole('form', { name: 'Set the reality check' });
  await reminder.getByLabel('Every').selectOption({ label: '15 minutes' });
  await reminder.getByLabel('Reason (kept in the audit)').fill('Player asked for a reminder');
  await reminder.getByRole('button', { name: 'Save reality check' }).click();
  await expect(desk.getByText('Reality check every 15 minutes.')).toBeVisible();

  const pause = desk.getByRole('form', { name: 'Start a break' });
  await pause.getByLabel('Break').selectOption('coolOff:24h');
  await pause.getByLabel('Reason (kept in the audit)').fill('Player asked for a day off in chat');
  desk.once('dialog', (dialog) => void dialog.accept());
  await pause.getByRole('button', { name: 'Start a break' }).click();
  await expect(desk.getByText(/^On a cool-off until /)).toBeVisible();
  await expect(desk.getByRole('listitem').filter({ hasText: 'Cool-off (24h)' })).toBeVisible();
  await shoot(desk, testInfo, 'backoffice-rg-desktop');
  await desk.setViewportSize(PHONE);
  await shoot(desk, testInfo, 'backoffice-rg-phone');
  const overflow = await desk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The player is refused at login, told when the cool-off ends.
  const site = await context.newPage();
  await site.goto('/index');
  await site.locator('.site-header').getByRole('button', { name: 'Log in' }).click();
  const login = site.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username', { exact: true }).fill('rgdeskrosa');
  await login.getByLabel('Password', { exact: true }).fill(FIXTURE_PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert')).toContainText('Your account is on a cool-off break. It ends on ');
  await context.close();
});
