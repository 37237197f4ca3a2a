// Proves a void of a live table's round (decision 053: `operate.declare` with a reason, what the
// desk's approval calls) at every status refunds every bet through the ledger exactly once: a round
// still taking bets (closed at once, no bet after it, the next round opens), a round dealt whose
// settlement has not run (that run pays nothing, the void's pays every stake), and a round already
// settled (winners' surplus taken back, as far as the wallet allows with the rest recorded short,
// losers refunded); each player's round in the betting record ends cancelled, the books balance,
// and running the void's settlement again moves nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkInvariants } from '../../ledger/invariants.ts';
import { ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Json } from '../rounds/index.ts';
import { settleRunKey } from '../rounds/round-jobs.ts';
import { settleRound } from '../rounds/round-settle.ts';
import { selectRound, type RoundRow } from '../rounds/rounds.queries.ts';
import {
  currentRound,
  demoTable,
  freshRounds,
  mainBalance,
  openRounds,
  placeBets,
  placeOk,
  settleWithResult,
  tablePlayer,
  type TablePlayer,
} from '../rounds/rounds.test-kit.ts';
import { LIVE_VENDOR_CODE } from './live-table-games.ts';

let t: TestApp;
let ana: TablePlayer;
let ben: TablePlayer;
before(async () => {
  t = await createTestApp();
  ana = await tablePlayer(t, LIVE_VENDOR_CODE, 'color-game', 100_000n);
  ben = await tablePlayer(t, LIVE_VENDOR_CODE, 'color-game', 100_000n);
  await openRounds(t);
});
after(() => t?.close());

const colorRound = async () => currentRound(t, await demoTable(t, LIVE_VENDOR_CODE, 'color-game'));

/** Both players' bets: Ana on red, Ben on green. */
async function betBoth(round: RoundRow) {
  await placeOk(t, ana, round.id, [{ spot: 'red', amountMinor: '10000' }]);
  await placeOk(t, ben, round.id, [{ spot: 'green', amountMinor: '4000' }]);
}

/** Each player's round in game_rounds: stake, win and status. */
async function playerRounds(roundId: string) {
  const rows = await t.db.query<{ roundId: string; stake: string; win: string; status: string }>(
    `select round_id as "roundId", stake_minor::text as stake, win_minor::text as win, status from game_rounds
      where vendor_code = $1 and round_id in ($2, $3) order by round_id`,
    [LIVE_VENDOR_CODE, `r${roundId}a${ana.id}`, `r${roundId}a${ben.id}`],
  );
  return rows.map(({ stake, win, status }) => ({ stake, win, status }));
}

/** Runs a version's settlement again by hand: a second worker finding it done moves nothing. */
async function settleAgain(roundId: string, version: number) {
  const before = await ledgerSnapshot(t.db);
  const run = await settleRound(
    { db: t.db, games: t.app.rounds.games, now: () => t.clock.now() },
    { roundId, version, part: 0, lastPart: true },
  );
  assert.deepEqual(run.accounts, []);
  assert.equal(await ledgerSnapshot(t.db), before);
  assert.equal(await t.app.jobs.enqueue(t.db, { runKey: settleRunKey(roundId, version, 0) }), false, 'the run key is taken');
}

test('a round voided while it takes bets closes at once, refunds every stake and the next round opens', async () => {
  await freshRounds(t);
  const round = await colorRound();
  const [anaBefore, benBefore] = [await mainBalance(t, ana.id), await mainBalance(t, ben.id)];
  await betBoth(round);
  const version = await t.app.rounds.jobs.operate.declare(round.id, { voidReason: 'the camera failed' });
  assert.equal(version, 1);
  const refused = await placeBets(t, ana, round.id, [{ spot: 'red', amountMinor: '1000' }]);
  assert.equal(refused.json().errorCode, 'round_closed', refused.body);
  await t.app.jobs.drain();
  const voided = await selectRound(t.db, round.id);
  assert.equal(voided?.status, 'void');
  assert.equal(voided?.voidReason, 'the camera failed');
  assert.equal(voided?.settledVersion, 1);
  assert.equal(await mainBalance(t, ana.id), anaBefore);
  assert.equal(await mainBalance(t, ben.id), benBefore);
  assert.deepEqual(await playerRounds(round.id), [
    { stake: '10000', win: '10000', status: 'cancelled' },
    { stake: '4000', win: '4000', status: 'cancelled' },
  ]);
  const next = await colorRound();
  assert.equal(next.seq, round.seq + 1);
  assert.equal(next.status, 'open');
  await settleAgain(round.id, 1);
});

test('a round voided after its deal but before its settlement ran: the deal pays nothing, the void refunds every stake', async () => {
  await freshRounds(t);
  const round = await colorRound();
  const [anaBefore, benBefore] = [await mainBalance(t, ana.id), await mainBalance(t, ben.id)];
  await betBoth(round);
  t.clock.advanceMs((round.closesAt as Date).getTime() - t.clock.now().getTime());
  await t.app.rounds.jobs.closeAndDeal(round.id);
  assert.equal((await selectRound(t.db, round.id))?.status, 'dealt');
  assert.equal(await t.app.rounds.jobs.operate.declare(round.id, { voidReason: 'dealt from a wrong shoe' }), 2);
  await t.app.jobs.drain();
  const voided = await selectRound(t.db, round.id);
  assert.equal(voided?.status, 'void');
  assert.equal(voided?.settledVersion, 2);
  assert.equal(await mainBalance(t, ana.id), anaBefore);
  assert.equal(await mainBalance(t, ben.id), benBefore);
  const payouts = await t.db.query<{ version: number; moved: string }>(
    `select version, moved_minor::text as moved from round_payouts where round_id = $1 order by version, account_id`,
    [round.id],
  );
  assert.deepEqual(payouts, [
    { version: 2, moved: '10000' },
    { version: 2, moved: '4000' },
  ]);
  await settleAgain(round.id, 2);
});

test("a settled round voided: the winner's surplus is taken back (short where spent), the loser refunded", async () => {
  await freshRounds(t);
  const round = await colorRound();
  const [anaBefore, benBefore] = [await mainBalance(t, ana.id), await mainBalance(t, ben.id)];
  await betBoth(round);
  // Two reds: Ana's 10,000 on red returns 30,000; Ben's green loses.
  await settleWithResult(t, round.id, { g: 'color-game', c: 'red red blue' } as Json);
  assert.equal(await mainBalance(t, ana.id), anaBefore + 20_000n);
  assert.equal(await mainBalance(t, ben.id), benBefore - 4_000n);
  // Ana stakes all but 5,000 of her money on the next round before the void: only 5,000 of the 20,000 can come back.
  await openRounds(t);
  t.clock.advanceMs(60_000);
  await openRounds(t);
  const later = await colorRound();
  assert.equal(later.status, 'open');
  const spend = (await mainBalance(t, ana.id)) - 5_000n;
  await placeOk(t, ana, later.id, [{ spot: 'white', amountMinor: spend.toString() }]);
  assert.equal(await t.app.rounds.jobs.operate.declare(round.id, { voidReason: 'the dice were not shaken' }), 2);
  // Only the void's settlement runs here: the later round stays open.
  await settleRound(
    { db: t.db, games: t.app.rounds.games, now: () => t.clock.now() },
    { roundId: round.id, version: 2, part: 0, lastPart: true },
  );
  assert.equal(await mainBalance(t, ana.id), 0n);
  assert.equal(await mainBalance(t, ben.id), benBefore);
  const [anaRow, benRow] = await t.db.query<{ moved: string; short: string }>(
    `select moved_minor::text as moved, short_minor::text as short from round_payouts where round_id = $1 and version = 2 order by account_id`,
    [round.id],
  );
  assert.deepEqual(anaRow, { moved: '-5000', short: '15000' });
  assert.deepEqual(benRow, { moved: '4000', short: '0' });
  assert.deepEqual(await playerRounds(round.id), [
    { stake: '10000', win: '25000', status: 'cancelled' },
    { stake: '4000', win: '4000', status: 'cancelled' },
  ]);
  assert.equal((await selectRound(t.db, round.id))?.status, 'void');
  await t.app.jobs.drain();
  await settleAgain(round.id, 2);
  // A void twice is refused; nothing changes.
  await assert.rejects(t.app.rounds.jobs.operate.declare(round.id, { voidReason: 'again' }), { code: 'round_closed' });
  assert.equal((await checkInvariants(t.db)).ok, true);
});
