// Proves a live table's round survives a process dying in the middle of its settlement (decision
// 053, the crash test's promise for the round engine): a run killed inside its second batch of
// payouts (the ledger had posted them, the transaction never committed) leaves the first batch paid
// and nothing of the second; a run killed after paying everyone but before marking the round
// settled leaves every payout done. Either way the job, taken over by another worker once the dead
// one's lease ran out, finishes the round: every player paid exactly once what the result says,
// the betting record settled, the books balanced.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db, Queryable } from '../../db/client.ts';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { settleRunKey } from '../rounds/round-jobs.ts';
import { settleRound } from '../rounds/round-settle.ts';
import { closeRound, selectRound, writeResult } from '../rounds/rounds.queries.ts';
import {
  currentRound,
  demoTable,
  freshRounds,
  mainBalance,
  openRounds,
  placeOk,
  tablePlayer,
  type TablePlayer,
} from '../rounds/rounds.test-kit.ts';
import { LIVE_VENDOR_CODE } from './live-table-games.ts';

const PLAYERS = 7;

let t: TestApp;
const players: TablePlayer[] = [];
before(async () => {
  t = await createTestApp();
  for (let i = 0; i < PLAYERS; i += 1) players.push(await tablePlayer(t, LIVE_VENDOR_CODE, 'color-game', 100_000n));
  await openRounds(t);
});
after(() => t?.close());

/** A database that fails the n-th statement matching `pattern`, as a process killed at that point would. */
function failingAt(db: Db, pattern: RegExp, n: number): Db {
  let seen = 0;
  const wrap = <Q extends Queryable>(target: Q): Q =>
    ({
      ...target,
      query: async (sql: string, params?: unknown[]) => {
        if (pattern.test(sql) && ++seen === n) throw new Error('killed here');
        return target.query(sql, params);
      },
    }) as Q;
  return {
    ...wrap(db),
    kind: db.kind,
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
  };
}

/**
 * A round where player i bets 1,000 + i on red (even i, winning 2:1 on two reds) or green (odd i,
 * losing), closed with that result written and its settlement job enqueued: what the deal does,
 * short of running the job.
 */
async function dealtRound(): Promise<{ roundId: string; expected: bigint[] }> {
  await freshRounds(t);
  const round = await currentRound(t, await demoTable(t, LIVE_VENDOR_CODE, 'color-game'));
  const expected: bigint[] = [];
  for (const [i, player] of players.entries()) {
    const stake = 1_000n + BigInt(i);
    const before = await mainBalance(t, player.id);
    await placeOk(t, player, round.id, [{ spot: i % 2 === 0 ? 'red' : 'green', amountMinor: stake.toString() }]);
    expected.push(before - stake + (i % 2 === 0 ? stake * 3n : 0n));
  }
  await t.db.transaction(async (tx) => {
    await closeRound(tx, round.id, t.clock.now());
    const version = await writeResult(tx, round.id, { result: { g: 'color-game', c: 'red red blue' }, seed: null, at: t.clock.now() });
    await t.app.jobs.enqueue(tx, { runKey: settleRunKey(round.id, version, 0), payload: { lastPart: true } });
  });
  return { roundId: round.id, expected };
}

/** The payouts in the ledger of a round, per key. */
const payoutKeys = (roundId: string) =>
  t.db.query<{ key: string }>(`select idempotency_key as key from ledger_transfers where idempotency_key like $1 order by 1`, [
    `payout:${LIVE_VENDOR_CODE}:r${roundId}a%`,
  ]);

/** The settlement job is held by a worker that died: its lease runs out before anyone takes it over. */
async function heldByDeadWorker(roundId: string): Promise<void> {
  await t.db.query(`update jobs set locked_by = 'dead-worker', locked_until = $2, attempts = 1 where run_key = $1`, [
    settleRunKey(roundId, 1, 0),
    new Date(t.clock.now().getTime() + 120_000).toISOString(),
  ]);
  await t.app.jobs.drain();
  assert.notEqual((await selectRound(t.db, roundId))?.status, 'settled', 'nobody takes a job whose lease runs');
  t.clock.advanceMs(120_001);
  await t.app.jobs.drain();
}

async function assertPaidOnce(roundId: string, expected: bigint[], where: string) {
  const round = await selectRound(t.db, roundId);
  assert.equal(round?.status, 'settled', where);
  assert.equal(round?.settledVersion, 1, where);
  // One payout per winner (the losers' rows move nothing), each paid once.
  const winners = players.filter((_, i) => i % 2 === 0);
  assert.deepEqual(
    (await payoutKeys(roundId)).map((row) => row.key),
    winners.map((player) => `payout:${LIVE_VENDOR_CODE}:r${roundId}a${player.id}v1p0`).sort(),
    where,
  );
  for (const [i, player] of players.entries()) assert.equal(await mainBalance(t, player.id), expected[i], `${where}: player ${i}`);
  const [counts] = await t.db.query<{ settled: number; payouts: number }>(
    `select (select count(*)::int from game_rounds where vendor_code = $1 and round_id like $2 and status = 'settled') as settled,
            (select count(*)::int from round_payouts where round_id = $3) as payouts`,
    [LIVE_VENDOR_CODE, `r${roundId}a%`, roundId],
  );
  assert.deepEqual(counts, { settled: PLAYERS, payouts: PLAYERS }, where);
  const report = await checkInvariants(t.db);
  assert.equal(report.ok, true, where);
}

test('a settlement killed inside its second batch of payouts is finished by another worker: everyone paid exactly once', async () => {
  const { roundId, expected } = await dealtRound();
  const broken = {
    db: failingAt(t.db, /^\s*insert into round_payouts/, 2),
    games: t.app.rounds.games,
    now: () => t.clock.now(),
    batchSize: 3,
  };
  await assert.rejects(settleRound(broken, { roundId, version: 1, part: 0, lastPart: true }), /killed here/);
  // The first batch (three players) committed whole; the second left nothing behind.
  const [done] = await t.db.query<{ count: number }>(`select count(*)::int as count from round_payouts where round_id = $1`, [roundId]);
  assert.equal(done?.count, 3);
  assert.equal((await selectRound(t.db, roundId))?.status, 'dealt');
  await heldByDeadWorker(roundId);
  await assertPaidOnce(roundId, expected, 'killed mid-batch');
});

test('a settlement killed after paying everyone but before marking the round settled pays nothing more when finished', async () => {
  const { roundId, expected } = await dealtRound();
  const broken = {
    db: failingAt(t.db, /^\s*update rounds set settled_version/, 1),
    games: t.app.rounds.games,
    now: () => t.clock.now(),
    batchSize: 3,
  };
  await assert.rejects(settleRound(broken, { roundId, version: 1, part: 0, lastPart: true }), /killed here/);
  const [done] = await t.db.query<{ count: number }>(`select count(*)::int as count from round_payouts where round_id = $1`, [roundId]);
  assert.equal(done?.count, PLAYERS);
  await heldByDeadWorker(roundId);
  await assertPaidOnce(roundId, expected, 'killed before marking settled');
});
