// Proves the rules around a live table's bets (decisions 053, 054): limits count every chip a
// player put on a spot in the round; a bet on a past round or another table's round is refused;
// the same key sent twice at once takes one stake; a trial account plays with its XTS demo money
// only; a self-excluded player and one at their loss limit are refused with nothing taken; a
// paused table takes no bet and opens no new round, and a resumed one opens its next round at
// once (the watch, not a spent run key); a closed table leaves the lobby and takes no bet.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { tablesValue } from '@pkg/contracts/rounds';
import { checkInvariants } from '../../ledger/invariants.ts';
import { ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { limitOk, selfExclude } from '../../../test/rg-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { newPlayer } from '../../../test/wallet-helpers.ts';
import { selectLatestRounds, updateTable } from '../rounds/rounds.queries.ts';
import {
  currentRound,
  demoTable,
  finishRound,
  freshRounds,
  mainBalance,
  openRounds,
  openTableSession,
  placeBets,
  placeOk,
  tablePlayer,
  tableSession,
  type TablePlayer,
} from '../rounds/rounds.test-kit.ts';
import { LIVE_VENDOR_CODE } from './live-table-games.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await openRounds(t);
});
after(() => t?.close());

async function refused(response: Awaited<ReturnType<typeof placeBets>>, status: number, code: string) {
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().errorCode, code, response.body);
  return response.json() as { problem?: string };
}

test("limits count every chip on a spot in the round; past rounds and other tables' rounds refuse bets", async () => {
  const ana = await tablePlayer(t, LIVE_VENDOR_CODE, 'dragon-tiger');
  const table = await demoTable(t, LIVE_VENDOR_CODE, 'dragon-tiger');
  const round = await currentRound(t, table);
  // Tie is 10 to 5,000 pesos: 3,000 and 2,000 pesos fit, 1 peso more does not.
  await placeOk(t, ana, round.id, [{ spot: 'tie', amountMinor: '300000' }]);
  await placeOk(t, ana, round.id, [{ spot: 'tie', amountMinor: '200000' }]);
  const balance = await mainBalance(t, ana.id);
  assert.equal(
    (await refused(await placeBets(t, ana, round.id, [{ spot: 'tie', amountMinor: '100' }]), 400, 'bet_invalid')).problem,
    'above_max',
  );
  // Dragon after Tiger is an opposite bet across two requests too.
  await placeOk(t, ana, round.id, [{ spot: 'tiger', amountMinor: '1000' }]);
  const opposite = await placeBets(t, ana, round.id, [{ spot: 'dragon', amountMinor: '1000' }]);
  assert.equal((await refused(opposite, 400, 'bet_invalid')).problem, 'opposite_bets');
  // A round of another table, one that does not exist, or a closed one: nothing taken.
  const other = await currentRound(t, await demoTable(t, LIVE_VENDOR_CODE, 'sic-bo'));
  await refused(await placeBets(t, ana, other.id, [{ spot: 'tiger', amountMinor: '1000' }]), 404, 'round_not_found');
  await refused(await placeBets(t, ana, '999999999', [{ spot: 'tiger', amountMinor: '1000' }]), 404, 'round_not_found');
  assert.equal(await mainBalance(t, ana.id), balance - 1_000n);
  await finishRound(t, round);
  await refused(await placeBets(t, ana, round.id, [{ spot: 'tiger', amountMinor: '1000' }]), 409, 'round_closed');
});

test('the same key sent twice at once takes one stake and answers the same bets', async () => {
  await freshRounds(t);
  const ben = await tablePlayer(t, LIVE_VENDOR_CODE, 'color-game');
  const round = await currentRound(t, await demoTable(t, LIVE_VENDOR_CODE, 'color-game'));
  const before = await mainBalance(t, ben.id);
  const key = randomUUID();
  const bets = [
    { spot: 'red', amountMinor: '5000' },
    { spot: 'blue', amountMinor: '2000' },
  ];
  const answers = await Promise.all([placeBets(t, ben, round.id, bets, key), placeBets(t, ben, round.id, bets, key)]);
  for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
  assert.deepEqual(answers.map((answer) => answer.headers['idempotent-replayed'] === 'true').sort(), [false, true]);
  assert.deepEqual(
    answers.map((answer) => (answer.json().value.bets as Array<{ betId: string }>).map((bet) => bet.betId)),
    [0, 1].map(() => (answers[0]?.json().value.bets as Array<{ betId: string }>).map((bet) => bet.betId)),
  );
  assert.equal(await mainBalance(t, ben.id), before - 7_000n);
});

test('a trial account bets its XTS demo money on the same tables; no real money account is touched', async () => {
  const trial = await newPlayer(t, 'tabletrial', { pin: false });
  await t.db.query(`update accounts set account_type = 4 where id = $1`, [trial.id]);
  // The site's first balance read grants the demo balance (decision 018).
  const granted = await t.app.inject({ url: API.balance, headers: authed(trial.token) });
  assert.equal(granted.statusCode, 200, granted.body);
  const player: TablePlayer = {
    id: trial.id,
    token: trial.token,
    gameToken: await openTableSession(t, trial.id, LIVE_VENDOR_CODE, 'sic-bo', 4),
  };
  const session = await tableSession(t, player);
  assert.equal(session.currency, 'XTS');
  assert.equal(session.trial, true);
  const demo = BigInt(session.balanceMinor);
  const round = await currentRound(t, await demoTable(t, LIVE_VENDOR_CODE, 'sic-bo'));
  assert.equal(await placeOk(t, player, round.id, [{ spot: 'big', amountMinor: '1000' }]), demo - 1_000n);
  await finishRound(t, round);
  const [bet] = await t.db.query<{ currency: string; returned: string }>(
    `select currency, return_minor::text as returned from round_bets where account_id = $1`,
    [trial.id],
  );
  assert.equal(bet?.currency, 'XTS');
  assert.equal(await mainBalance(t, trial.id, 'XTS'), demo - 1_000n + BigInt(bet?.returned ?? '0'));
  const [real] = await t.db.query<{ count: number }>(
    `select count(*)::int as count from ledger_accounts where owner_account_id = $1 and currency <> 'XTS'`,
    [trial.id],
  );
  assert.equal(real?.count, 0);
  // The round's totals keep demo money apart from real money.
  const totals = await t.db.query<{ currency: string }>(`select distinct currency from round_bets where round_id = $1`, [round.id]);
  assert.deepEqual(
    totals.map((row) => row.currency),
    ['XTS'],
  );
});

test('a self-excluded player and one at their loss limit are refused; nothing is taken', async () => {
  await freshRounds(t);
  const round = await currentRound(t, await demoTable(t, LIVE_VENDOR_CODE, 'baccarat-a'));
  const cara = await tablePlayer(t, LIVE_VENDOR_CODE, 'baccarat-a');
  const dan = await tablePlayer(t, LIVE_VENDOR_CODE, 'baccarat-a');
  assert.equal((await selfExclude(t, cara.token, '6m')).statusCode, 200);
  await limitOk(t, dan.token, 'loss', 'day', '5000');
  const before = await ledgerSnapshot(t.db);
  await refused(await placeBets(t, cara, round.id, [{ spot: 'banker', amountMinor: '1000' }]), 403, 'rg_play_blocked');
  await refused(await placeBets(t, dan, round.id, [{ spot: 'banker', amountMinor: '6000' }]), 409, 'rg_bet_limit');
  assert.equal(await ledgerSnapshot(t.db), before);
  const [rows] = await t.db.query<{ count: number }>(`select count(*)::int as count from round_bets where account_id in ($1, $2)`, [
    cara.id,
    dan.id,
  ]);
  assert.equal(rows?.count, 0);
  // Up to the limit is taken.
  await placeOk(t, dan, round.id, [{ spot: 'banker', amountMinor: '5000' }]);
});

test('a paused table takes no bet and opens no new round; resumed, it opens its next round at once; a closed one leaves the lobby', async () => {
  await freshRounds(t);
  const eve = await tablePlayer(t, LIVE_VENDOR_CODE, 'dragon-tiger');
  const table = await demoTable(t, LIVE_VENDOR_CODE, 'dragon-tiger');
  const round = await currentRound(t, table);
  await placeOk(t, eve, round.id, [{ spot: 'dragon', amountMinor: '1000' }]);
  await updateTable(t.db, table.id, { status: 'paused' }, t.clock.now());
  const before = await ledgerSnapshot(t.db);
  await refused(await placeBets(t, eve, round.id, [{ spot: 'dragon', amountMinor: '1000' }]), 409, 'table_paused');
  assert.equal(await ledgerSnapshot(t.db), before);
  // The round in play is dealt and paid at its time; no next round opens, by its job or by the watch.
  await finishRound(t, round);
  t.clock.advanceMs(60_000);
  await openRounds(t);
  const paused = await currentRound(t, table);
  assert.equal(paused.id, round.id);
  assert.equal(paused.status, 'settled');
  // Resumed: the watch opens the next round although its run key was spent while the table was paused.
  await updateTable(t.db, table.id, { status: 'open' }, t.clock.now());
  await openRounds(t);
  const next = await currentRound(t, table);
  assert.equal(next.seq, round.seq + 1);
  assert.equal(next.status, 'open');
  // Closed: out of the lobby, no bet.
  await updateTable(t.db, table.id, { status: 'closed' }, t.clock.now());
  await refused(await placeBets(t, eve, next.id, [{ spot: 'dragon', amountMinor: '1000' }]), 409, 'table_closed');
  const lobby = tablesValue.parse(
    (await t.app.inject({ url: `${API.roundTables}?vendorCode=${LIVE_VENDOR_CODE}`, headers: demoHeaders() })).json().value,
  );
  assert.ok(!lobby.tables.some((entry) => entry.gameCode === 'dragon-tiger'));
  await finishRound(t, next);
  t.clock.advanceMs(60_000);
  await openRounds(t);
  assert.equal((await selectLatestRounds(t.db, [table.id])).get(table.id)?.seq, next.seq);
  await updateTable(t.db, table.id, { status: 'open' }, t.clock.now());
  assert.equal((await checkInvariants(t.db)).ok, true);
});
