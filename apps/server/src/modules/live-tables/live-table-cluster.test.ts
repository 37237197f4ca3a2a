// Proves two server processes of one deployment (decision 045), here two apps on one database,
// run a live table's rounds once (decision 053): both job runners racing over a round close and
// deal it once and settle it once, and even the steps themselves called by both at the same time
// (no job lock between them) deal once and pay every player once; the next round opens once.
// With REDIS_URL both apps share a cluster, and a stream held by one gets the bets, the deal and the
// settlement made by the other.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API } from '@pkg/contracts/routes';
import { roundEvent } from '@pkg/contracts/rounds';
import { checkInvariants } from '../../ledger/invariants.ts';
import type { Cluster } from '../../lib/cluster.ts';
import { createRedisCluster } from '../../lib/cluster-redis.ts';
import { openSse } from '../../../test/event-stream.ts';
import { createPeerApp, createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { settleRound } from '../rounds/round-settle.ts';
import { selectRound } from '../rounds/rounds.queries.ts';
import { currentRound, demoTable, freshRounds, openRounds, placeOk, tablePlayer, type TablePlayer } from '../rounds/rounds.test-kit.ts';
import { LIVE_VENDOR_CODE } from './live-table-games.ts';

const REDIS_URL = process.env.REDIS_URL ?? '';
const prefix = `test${randomBytes(4).toString('hex')}:`;
const clusters: Cluster[] = [];
const clusterOption = async () => {
  if (!REDIS_URL) return {};
  const cluster = createRedisCluster({ url: REDIS_URL, prefix });
  clusters.push(cluster);
  await cluster.ready();
  return { cluster };
};

let a: TestApp;
let b: FastifyInstance;
const players: TablePlayer[] = [];
before(async () => {
  a = await createTestApp({}, await clusterOption());
  b = await createPeerApp(a, {}, await clusterOption());
  for (let i = 0; i < 4; i += 1) players.push(await tablePlayer(a, LIVE_VENDOR_CODE, 'sic-bo'));
  await openRounds(a);
});
after(async () => {
  await b?.close();
  await a?.close();
  await Promise.all(clusters.map((cluster) => cluster.close()));
});

/** A Sic Bo round with a bet of each player on Big, Small, Odd or Even. */
async function roundWithBets() {
  await freshRounds(a);
  const table = await demoTable(a, LIVE_VENDOR_CODE, 'sic-bo');
  const round = await currentRound(a, table);
  for (const [i, player] of players.entries()) {
    await placeOk(a, player, round.id, [{ spot: ['big', 'small', 'odd', 'even'][i] as string, amountMinor: '1000' }]);
  }
  return { table, round };
}

/** One deal and one settlement: result version 1, one settlement row per player, the payouts in the ledger once, the next round once. */
async function assertOnce(roundId: string, tableId: string, seq: number) {
  const round = await selectRound(a.db, roundId);
  assert.equal(round?.status, 'settled');
  assert.equal(round?.resultVersion, 1, 'dealt once');
  const [counts] = await a.db.query<{ payouts: number; winners: number; transfers: number; next: number }>(
    `select (select count(*)::int from round_payouts where round_id = $1) as payouts,
            (select count(distinct account_id)::int from round_bets where round_id = $1 and return_minor > 0) as winners,
            (select count(*)::int from ledger_transfers where idempotency_key like $2) as transfers,
            (select count(*)::int from rounds where table_id = $3 and seq = $4) as next`,
    [roundId, `payout:${LIVE_VENDOR_CODE}:r${roundId}a%`, tableId, seq + 1],
  );
  assert.deepEqual(counts, { payouts: players.length, winners: counts?.winners, transfers: counts?.winners, next: 1 });
  assert.equal((await checkInvariants(a.db)).ok, true);
}

test("both processes' job runners racing over a round deal it once and settle it once", async () => {
  const { table, round } = await roundWithBets();
  a.clock.advanceMs(15_001);
  await Promise.all([a.app.jobs.drain(), b.jobs.drain(), a.app.jobs.drain(), b.jobs.drain()]);
  a.clock.advanceMs(6_000);
  await Promise.all([a.app.jobs.drain(), b.jobs.drain()]);
  await assertOnce(round.id, table.id, round.seq);
});

test('the close, the deal and the settlement called by both processes at once still happen once', async () => {
  const { table, round } = await roundWithBets();
  a.clock.advanceMs(15_001);
  await Promise.all([a.app.rounds.jobs.closeAndDeal(round.id), b.rounds.jobs.closeAndDeal(round.id)]);
  const run = { roundId: round.id, version: 1, part: 0, lastPart: true };
  const now = () => a.clock.now();
  await Promise.all([
    settleRound({ db: a.db, games: a.app.rounds.games, now, batchSize: 1 }, run),
    settleRound({ db: a.db, games: b.rounds.games, now, batchSize: 1 }, run),
  ]);
  a.clock.advanceMs(6_000);
  await Promise.all([a.app.rounds.jobs.openNext(table.id), b.rounds.jobs.openNext(table.id), a.app.jobs.drain(), b.jobs.drain()]);
  await assertOnce(round.id, table.id, round.seq);
});

test(
  'a stream held by one process gets the bets, the deal and the settlement made by the other',
  { skip: REDIS_URL ? false : 'REDIS_URL is not set' },
  async () => {
    await freshRounds(a);
    const table = await demoTable(a, LIVE_VENDOR_CODE, 'sic-bo');
    const round = await currentRound(a, table);
    const baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${baseB}${API.roundEvents}?tables=${table.id}`, demoHeaders());
    try {
      const first = roundEvent.parse(JSON.parse((await stream.next('table')).data));
      assert.ok(first.type === 'table' && first.table.round?.roundId === round.id);
      await placeOk(a, players[0] as TablePlayer, round.id, [{ spot: 'big', amountMinor: '3000' }]);
      // (A totals event of the earlier round, sent late from its coalescing timer, may come first.)
      let totals = roundEvent.parse(JSON.parse((await stream.next('totals')).data));
      while (totals.type === 'totals' && totals.roundId !== round.id)
        totals = roundEvent.parse(JSON.parse((await stream.next('totals')).data));
      assert.ok(totals.type === 'totals');
      assert.deepEqual(totals.totals, { PHP: { big: '3000' } });
      a.clock.advanceMs(15_001);
      await a.app.jobs.drain();
      for (;;) {
        const event = roundEvent.parse(JSON.parse((await stream.next('round')).data));
        if (event.type === 'round' && event.round.roundId === round.id && event.round.status === 'settled') {
          assert.ok(event.round.seed && event.round.result);
          break;
        }
      }
    } finally {
      stream.close();
    }
  },
);
