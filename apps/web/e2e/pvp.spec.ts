// Proves the PVP card rooms against the real server (decision 059): three trial players, each in
// its own browser from its own address (the seat rules refuse two seats from one address or device
// at a table), open PVP, see the rooms with their game, unit, fee and seats, enter the Tongits ₱5
// room (launched with its roomId into the /game frame), take seats at one table and play a whole
// hand through the page: each on its turn draws and discards a card the server listed as legal,
// until the hand ends. The result shows with its proof; each player leaves, and its balance moved
// by exactly what its hands paid or won, the nets and the house fee adding up to nothing created.
// Then the desk (pvp.read) shows the rooms and the hand with its moves and its revealed seed.
// Screenshots of the lobby, the table and the desk at 1366 and 360 px. Texts are read in English.
import { expect, test, type Browser, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { PHONE } from './fixtures';
import { BINA, staffSignIn } from './staff';

const WIDE = { width: 1366, height: 900 };

interface Player {
  page: Page;
  table: FrameLocator;
  beforeMinor: bigint;
}

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** A trial player in its own browser context from its own address, at the Tongits ₱5 room's page. */
async function trialAtRoom(browser: Browser, baseURL: string, ip: string, size: { width: number; height: number }): Promise<Player> {
  // The trial starts from the wide header (a phone's header keeps Free trial in its menu), then the page takes its size.
  const context = await browser.newContext({ baseURL, viewport: WIDE, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await page.goto('/index');
  await page.locator('.site-header').getByRole('button', { name: 'Free trial' }).click();
  await page.getByRole('dialog', { name: 'Free trial' }).getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(/^trial[0-9a-f]+$/, { timeout: 30_000 });
  await page.setViewportSize(size);
  await page.goto('/pvp');
  const room = page.locator('[data-testid="room-card"][data-room="tongits-5"]');
  await expect(room.getByTestId('room-facts')).toContainText('Tongits · 3 players', { timeout: 20_000 });
  await expect(room.getByTestId('room-facts')).toContainText('Fee 5%');
  await room.click();
  await expect(page).toHaveURL(/\/game\?url=/, { timeout: 15_000 });
  const table = page.frameLocator('iframe[title="Game"]');
  await expect(table.getByRole('heading', { name: 'Tongits ₱5' })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByText('Demo balance')).toBeVisible();
  const beforeMinor = BigInt((await table.getByTestId('pvp-balance').getAttribute('data-minor')) ?? 'x');
  return { page, table, beforeMinor };
}

/** Plays the player's turn: draw, then discard the first card the server lists as legal (fold a call). Answers whether it acted. */
async function playTurn(player: Player): Promise<boolean> {
  const root = player.table.getByTestId('pvp-page');
  if ((await root.getAttribute('data-hand-status')) !== 'playing') return false;
  if ((await player.table.getByTestId('pvp-turn').getAttribute('data-my-turn')) !== 'true') return false;
  const version = (await root.getAttribute('data-hand-version')) ?? '';
  const moves = player.table.getByRole('group', { name: 'Your moves' });
  const draw = moves.getByRole('button', { name: 'Draw a card' });
  const fold = moves.getByRole('button', { name: 'Fold' });
  if ((await draw.count()) > 0 && (await draw.isEnabled())) {
    await draw.click();
  } else if ((await fold.count()) > 0 && (await fold.isEnabled())) {
    await fold.click();
  } else {
    await player.table.locator('.pvp-hand__card[data-legal="true"]').first().click();
    const discard = moves.getByRole('button', { name: 'Discard', exact: true });
    if (!(await discard.isEnabled())) return false;
    await discard.click();
  }
  await expect(root).not.toHaveAttribute('data-hand-version', version, { timeout: 15_000 });
  return true;
}

/** The player's hands from the server's history (the frame's own call with its game token). */
async function historyOf(
  player: Player,
): Promise<Array<{ netMinor: string; rakeMinor: string; result: { netMinor: string[]; rakeMinor: string } }>> {
  const frame = player.page.frames().find((candidate) => candidate.url().includes('/house-pvp/play'));
  if (!frame) throw new Error('no table frame');
  return frame.evaluate(async () => {
    const token = new URL(location.href).searchParams.get('token') ?? '';
    const response = await fetch('/house/pvp/api/history', { headers: { 'x-game-token': token } });
    return ((await response.json()) as { value: { hands: never[] } }).value.hands;
  });
}

test('three trial players sit at one Tongits table, play a hand to its end and are paid by its result', async ({
  browser,
  baseURL,
  page,
}, testInfo) => {
  // Three players' sign-ups and a whole hand on a busy machine; a stuck step fails in minutes, not a quarter hour.
  test.setTimeout(360_000);
  const origin = baseURL ?? 'http://localhost:8090';
  const players: Player[] = [];
  const sizes = [WIDE, PHONE, WIDE];
  for (let n = 0; n < 3; n += 1) players.push(await trialAtRoom(browser, origin, `49.146.33.${10 + n}`, sizes[n] ?? WIDE));
  await players[0]?.page.goBack();
  await expect(players[0]!.page.locator('[data-testid="room-card"][data-room="tongits-5"]')).toBeVisible();
  await shoot(players[0]!.page, testInfo, 'pvp-lobby-desktop');
  await players[0]!.page.goForward();
  await expect(players[0]!.table.getByRole('heading', { name: 'Tongits ₱5' })).toBeVisible({ timeout: 20_000 });
  await shoot(players[1]!.page, testInfo, 'pvp-sit-phone');

  // One after the other they take the three seats of one table; the third shuffles the hand (its hash shown) and the deal follows.
  for (const player of players) {
    await player.table.getByRole('button', { name: 'Take a seat' }).click();
    await expect(player.table.getByTestId('pvp-page')).toHaveAttribute('data-seated', 'true');
  }
  for (const player of players) {
    await expect(player.table.getByTestId('pvp-page')).toHaveAttribute('data-hand-status', 'playing', { timeout: 30_000 });
  }
  const handId = await players[0]!.table.getByTestId('pvp-page').getAttribute('data-hand-id');
  for (const player of players) await expect(player.table.getByTestId('pvp-page')).toHaveAttribute('data-hand-id', handId ?? 'x');

  // The hand, played through the pages: whoever's turn it is acts on what the server lists as legal.
  let moves = 0;
  let shot = false;
  for (let round = 0; round < 400; round += 1) {
    const ended = await Promise.all(
      players.map(
        async (p) =>
          (await p.table.getByTestId('pvp-page').getAttribute('data-hand-id')) !== handId ||
          (await p.table.getByTestId('pvp-result').count()) > 0,
      ),
    );
    if (ended.some(Boolean)) break;
    let acted = false;
    for (const player of players) if (await playTurn(player)) acted = true;
    if (acted) moves += 1;
    if (moves >= 4 && !shot) {
      shot = true;
      await shoot(players[0]!.page, testInfo, 'pvp-table-desktop');
      await shoot(players[1]!.page, testInfo, 'pvp-table-phone');
      const frame = players[1]!.page.frames().find((candidate) => candidate.url().includes('/house-pvp/play'));
      expect(await frame?.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    if (!acted) await players[0]!.page.waitForTimeout(300);
  }
  expect(moves).toBeGreaterThan(4);
  for (const player of players) await expect(player.table.getByTestId('pvp-result')).toBeVisible({ timeout: 20_000 });
  await shoot(players[1]!.page, testInfo, 'pvp-result-phone');
  await shoot(players[0]!.page, testInfo, 'pvp-result-desktop');

  // Everyone leaves (the next hand, shuffled, is cancelled); each balance moved by what its hands paid or won.
  await Promise.all(players.map((player) => player.table.getByRole('button', { name: /Leave table|Leaving after this hand/ }).click()));
  for (const player of players) {
    await expect(player.table.getByTestId('pvp-page')).toHaveAttribute('data-seated', 'false', { timeout: 120_000 });
    const hands = await historyOf(player);
    expect(hands.length).toBeGreaterThanOrEqual(1);
    for (const hand of hands) {
      const nets = hand.result.netMinor.reduce((sum, net) => sum + BigInt(net), 0n);
      expect(nets + BigInt(hand.result.rakeMinor)).toBe(0n);
    }
    const expected = hands.reduce((sum, hand) => sum + BigInt(hand.netMinor), player.beforeMinor);
    await expect(player.table.getByTestId('pvp-balance')).toHaveAttribute('data-minor', expected.toString(), { timeout: 15_000 });
  }
  const rake = (await historyOf(players[0]!))[0]?.result.rakeMinor ?? '0';
  expect(BigInt(rake)).toBeGreaterThan(0n);

  // The desk: the rooms, and the hand with its moves and its seed revealed.
  // The console keeps its own language (Filipino by default).
  await page.addInitScript(() => localStorage.setItem('backoffice.language', 'EN'));
  await page.setViewportSize(WIDE);
  await staffSignIn(page, BINA);
  await page.getByRole('navigation').getByRole('link', { name: 'PVP rooms' }).click();
  await expect(page.getByTestId('pvp-desk-room')).toHaveCount(4);
  await expect(page.getByTestId('pvp-desk-room').filter({ hasText: 'tongits-5' })).toContainText('5% of wins');
  await page.getByRole('tab', { name: 'Hand history' }).click();
  // The hand's row by its id cell ("1 #1"): a bare id such as "1" is also text of other rows.
  const line = page.getByTestId('pvp-desk-hand').filter({ has: page.getByRole('cell', { name: new RegExp(`^${handId ?? 'x'} #`) }) });
  await expect(line).toContainText('settled');
  await line.getByRole('button', { name: 'Moves and proof' }).click();
  const detail = page.getByTestId('pvp-desk-hand-detail');
  await expect(detail.getByTestId('pvp-desk-seed')).toHaveText(/^[0-9a-f]{32,}$/);
  await shoot(page, testInfo, 'pvp-desk-desktop', true);
  await page.getByRole('tab', { name: 'Collusion report' }).click();
  await expect(page.getByText('Pairs who often share a table')).toBeVisible();
  await page.setViewportSize(PHONE);
  await shoot(page, testInfo, 'pvp-desk-phone');
});
