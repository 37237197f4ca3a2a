// Proves the betting record (filters, paging, totals, one round with its ledger movements and the
// game's detail, others' rounds hidden, bad input refused, trial accounts' demo rounds) and the
// winners board (latest settled wins, names masked, real money only, no token needed).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { authed } from '../../../test/auth-helpers.ts';
import { demoHeaders, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fund, newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { createVendorSimulator, simId, type SimPlayer, type VendorSimulator } from '../../../test/vendor-simulator.ts';
import { createBrandService } from '../brands/brand.service.ts';
import { createRoundsService, maskUsername } from './rounds.service.ts';

let t: TestApp;
let sim: VendorSimulator;
let alice: Player;
let bob: Player;
let aliceSim: SimPlayer;
const aliceRounds: string[] = [];

before(async () => {
  t = await createTestApp();
  sim = createVendorSimulator(t);
  [alice, bob] = [await newPlayer(t, 'rec', { pin: false }), await newPlayer(t, 'rec', { pin: false })];
  await fund(t, alice.id, 100_000n);
  aliceSim = await sim.launch({ id: alice.id });
  // Three rounds a minute apart: a win, a loss closed with "0", and one still open.
  for (const [stake, win] of [
    ['1000', '2500'],
    ['2000', '0'],
    ['500', null],
  ] as const) {
    const roundId = simId('round');
    aliceRounds.push(roundId);
    assert.equal((await sim.debit(aliceSim, stake, { roundId })).status, 'OK');
    if (win !== null) assert.equal((await sim.credit(aliceSim, roundId, win)).status, 'OK');
    t.clock.advanceMs(60_000);
  }
});
after(() => t?.close());

const get = (url: string, token?: string) =>
  t.app
    .inject({ url, headers: token ? authed(token) : demoHeaders() })
    .then((response) => ({ status: response.statusCode, body: response.json() }));

test('the betting record lists the caller rounds newest first with totals over all pages', async () => {
  const { status, body } = await get(`${API.gameRounds}?pageSize=2`, alice.token);
  assert.equal(status, 200, JSON.stringify(body));
  const page = body.value;
  assert.deepEqual([page.total, page.totalPages, page.pageNum, page.currency], [3, 2, 1, 'PHP']);
  assert.deepEqual(
    page.list.map((round: { roundId: string }) => round.roundId),
    [aliceRounds[2], aliceRounds[1]],
  );
  const [open] = page.list;
  assert.equal(open.status, 'open');
  assert.equal(open.vendorCode, 'BTSLOT');
  assert.equal(open.vendorName, 'Bituin Slots');
  assert.equal(open.gameName, 'Bituin Gold Lines');
  assert.equal(open.settledAt, null);
  assert.deepEqual(page.totals, { stake: '35.00', stakeMinor: '3500', win: '25.00', winMinor: '2500', net: '-10.00', netMinor: '-1000' });
  const second = (await get(`${API.gameRounds}?pageSize=2&pageNo=2`, alice.token)).body.value;
  assert.deepEqual(
    second.list.map((round: { roundId: string; netMinor: string }) => [round.roundId, round.netMinor]),
    [[aliceRounds[0], '1500']],
  );
});

test('the betting record filters by status, vendor, game type and days', async () => {
  const count = async (query: string) => (await get(`${API.gameRounds}?${query}`, alice.token)).body.value.total as number;
  assert.equal(await count('status=settled'), 2);
  assert.equal(await count('status=cancelled'), 0);
  assert.equal(await count('vendorCode=BTSLOT'), 3);
  assert.equal(await count('vendorCode=BTBINGO'), 0);
  assert.equal(await count('gameType=RNG'), 3);
  assert.equal(await count('gameType=BINGO'), 0);
  assert.equal(await count('from=2026-11-01&to=2026-11-02'), 0);
  assert.equal(await count('from=2026-11-22&to=2026-11-22'), 3);
  assert.equal((await get(API.gameRounds, bob.token)).body.value.total, 0, 'another player sees none of them');
});

test('bad input is refused: 400 for a bad page, day or type, 401 without a session', async () => {
  for (const query of [
    'pageSize=0',
    'pageNo=0',
    'pageSize=101',
    'gameType=POKER',
    'status=won',
    'from=2026-13-01',
    'from=2026-11-20&to=2026-11-10',
  ]) {
    const { status, body } = await get(`${API.gameRounds}?${query}`, alice.token);
    assert.equal(status, 400, query);
    assert.equal(body.success, false);
  }
  assert.equal((await get(API.gameRounds)).status, 401);
});

test('one round shows its ledger movements; another player gets round_not_found', async () => {
  const url = API.gameRound.replace(':vendorCode', 'BTSLOT').replace(':roundId', aliceRounds[0] ?? '');
  const { status, body } = await get(url, alice.token);
  assert.equal(status, 200, JSON.stringify(body));
  assert.equal(body.value.status, 'settled');
  assert.equal(body.value.detail, null);
  assert.deepEqual(
    body.value.movements.map((m: { kind: string; amountMinor: string }) => [m.kind, m.amountMinor]),
    [
      ['stake', '-1000'],
      ['payout', '2500'],
    ],
  );
  const other = await get(url, bob.token);
  assert.equal(other.status, 404);
  assert.equal(other.body.errorCode, 'round_not_found');
  const missing = await get(API.gameRound.replace(':vendorCode', 'BTSLOT').replace(':roundId', 'nope'), alice.token);
  assert.equal(missing.status, 404);
});

test('the round detail comes from the injected provider', async () => {
  const brand = await createBrandService(t.db, t.clock, 0).byCode('bituin');
  assert.ok(brand);
  const asked: string[] = [];
  const rounds = createRoundsService({
    db: t.db,
    clock: t.clock,
    roundDetail: async (brandId, vendorCode, roundId) => {
      asked.push(`${brandId}:${vendorCode}:${roundId}`);
      return { reels: [[1, 2, 3]] };
    },
  });
  const detail = await rounds.detail({ brand, account: { id: alice.id, accountType: 0 }, language: 'EN' }, 'BTSLOT', aliceRounds[0] ?? '');
  assert.deepEqual(detail.detail, { reels: [[1, 2, 3]] });
  assert.deepEqual(asked, [`${brand.id}:BTSLOT:${aliceRounds[0]}`]);
});

test('a trial account sees its own demo rounds; the winners board never shows demo money', async () => {
  const response = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  const token = response.json().value.token as string;
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from accounts where account_type = 4 order by id desc limit 1`);
  assert.ok(row);
  await fund(t, row.id, 10_000n, 'XTS');
  const trial = await sim.launch({ id: row.id, accountType: 4 });
  const roundId = simId('round');
  assert.equal((await sim.debit(trial, '100', { roundId, currency: 'XTS' })).status, 'OK');
  assert.equal((await sim.credit(trial, roundId, '99999', { currency: 'XTS' })).status, 'OK');
  const page = (await get(API.gameRounds, token)).body.value;
  assert.equal(page.currency, 'XTS');
  assert.deepEqual(
    page.list.map((round: { roundId: string; currency: string }) => [round.roundId, round.currency]),
    [[roundId, 'XTS']],
  );
  const board = (await get(API.winnerBoard)).body.value as Array<{ currency: string; winMinor: string }>;
  assert.ok(board.every((line) => line.currency === 'PHP'));
});

test('the winners board lists the latest settled wins with masked names, without a token', async () => {
  const { status, body } = await get(API.winnerBoard);
  assert.equal(status, 200, JSON.stringify(body));
  const mine = body.value.filter((line: { username: string }) => line.username === maskUsername(alice.username));
  assert.equal(mine.length, 1, 'one settled round with a win');
  assert.deepEqual(
    [mine[0].gameName, mine[0].winMinor, mine[0].win, mine[0].currency, mine[0].vendorCode],
    ['Bituin Gold Lines', '2500', '25.00', 'PHP', 'BTSLOT'],
  );
  assert.ok(!body.value.some((line: { username: string }) => line.username === alice.username), 'never the full name');
  assert.ok(body.value.length <= 20);
});

test('usernames are masked to the first two and last two characters', () => {
  assert.equal(maskUsername('andres12'), 'an***12');
  assert.equal(maskUsername('abcde'), 'ab***de');
  assert.equal(maskUsername('abcd'), 'a***');
  assert.equal(maskUsername('a'), 'a***');
});
