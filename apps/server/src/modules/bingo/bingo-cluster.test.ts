// Proves a bingo game survives its process (decisions 045, 053, 057), with two apps on one database
// as two server processes: one dies mid-game after paying a stage but before its job was marked
// done, and the other resumes calling the same balls from the same seed, pays the rest of the game
// and never that stage again; both job runners racing over a game, and its settlement parts called
// by both at once, deal it once and pay every prize once. With REDIS_URL both share a cluster and a
// stream held by one process gets every ball the other's jobs call.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API } from '@pkg/contracts/routes';
import { bingoResultView } from '@pkg/contracts/bingo';
import { roundEvent } from '@pkg/contracts/rounds';
import { checkInvariants } from '../../ledger/invariants.ts';
import type { Cluster } from '../../lib/cluster.ts';
import { createRedisCluster } from '../../lib/cluster-redis.ts';
import { openSse } from '../../../test/event-stream.ts';
import { createPeerApp, createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { settleRunKey } from '../rounds/round-jobs.ts';
import { settleRound } from '../rounds/round-settle.ts';
import { selectRound, type RoundRow } from '../rounds/rounds.queries.ts';
import { mainBalance, openRounds, tableSession, type TablePlayer } from '../rounds/rounds.test-kit.ts';
import { readResult, type StoredResult } from './bingo-result.ts';
import { bingoPlayer, BINGO_VENDOR_CODE, buyOk, demoRoom, openGame } from './bingo.test-kit.ts';

const ROOM = 'bingo-90-classic';
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

let t: TestApp;
let first: FastifyInstance;
let firstClosed = false;
let second: FastifyInstance;
const players: TablePlayer[] = [];
before(async () => {
  t = await createTestApp({}, await clusterOption());
  first = await createPeerApp(t, {}, await clusterOption());
  second = await createPeerApp(t, {}, await clusterOption());
  for (let i = 0; i < 3; i += 1) players.push(await bingoPlayer(t, ROOM));
  // Only this room runs here: the other tables' rounds would only cost time when the clock jumps.
  await t.db.query(`update round_tables set status = 'paused' where not (vendor_code = 'BTBINGO' and game_code = '${ROOM}')`);
  await openRounds(t);
});
after(async () => {
  await second?.close();
  if (!firstClosed) await first?.close();
  await t?.close();
  await Promise.all(clusters.map((cluster) => cluster.close()));
});

/** What each player is owed by a result through ball `called` (every currency's stages won by then). */
function owedBy(result: StoredResult, called: number): Map<string, bigint> {
  const owed = new Map<string, bigint>();
  for (const game of Object.values(result.currencies))
    for (const stage of game.stages)
      if (stage.calls !== null && stage.calls <= called)
        for (const winner of stage.winners)
          owed.set(winner.accountId, (owed.get(winner.accountId) ?? 0n) + BigInt(winner.amountMinor) + BigInt(winner.jackpotMinor));
  return owed;
}

/** A 90-ball game with six tickets (a strip) of each player, dealt: its stored round. */
async function dealtGame(): Promise<{ round: RoundRow; before: bigint[] }> {
  const room = await demoRoom(t, ROOM);
  const round = await openGame(t, room);
  for (const player of players) await buyOk(t, player, round.id, 6);
  const before = await Promise.all(players.map((player) => mainBalance(t, player.id)));
  t.clock.advanceMs((round.closesAt as Date).getTime() - t.clock.now().getTime());
  await first.jobs.drain();
  return { round: (await selectRound(t.db, round.id)) as RoundRow, before };
}

/** Every player holds exactly its stake back plus what the result says, each payout in the ledger once; the books balance. */
async function assertPaidOnce(round: RoundRow, before: bigint[]) {
  const settled = (await selectRound(t.db, round.id)) as RoundRow;
  assert.equal(settled.status, 'settled');
  assert.equal(settled.resultVersion, 1, 'dealt once');
  const result = readResult(settled.result);
  const owed = owedBy(result, result.totalCalls);
  for (const [index, player] of players.entries()) {
    assert.equal(await mainBalance(t, player.id), (before[index] as bigint) + (owed.get(player.id) ?? 0n), `player ${index}`);
  }
  const [dupes] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from (select idempotency_key from ledger_transfers where idempotency_key like $1 group by 1 having count(*) > 1) d`,
    [`payout:${BINGO_VENDOR_CODE}:r${round.id}a%`],
  );
  assert.equal(dupes?.n, 0);
  assert.equal((await checkInvariants(t.db)).ok, true);
}

test('a process dies after paying a stage; the other resumes the same call and never pays that stage again', async () => {
  const { round, before } = await dealtGame();
  const result = readResult(round.result);
  const firstPart = result.currencies.PHP?.stages[0]?.calls as number;
  // The first process pays the first stage itself and dies before its job is marked done: the job stays
  // claimed under a dead worker's lease.
  t.clock.advanceMs(firstPart * result.intervalMs);
  const runKey = settleRunKey(round.id, 1, firstPart);
  await t.db.query(`update jobs set locked_by = 'dead-worker', locked_until = $2 where run_key = $1`, [
    runKey,
    new Date(t.clock.now().getTime() + 120_000).toISOString(),
  ]);
  await settleRound(
    { db: t.db, games: first.rounds.games, now: () => t.clock.now() },
    { roundId: round.id, version: 1, part: firstPart, lastPart: false },
  );
  const paidOnce = await Promise.all(players.map((player) => mainBalance(t, player.id)));
  await first.close();
  firstClosed = true;
  // The second process shows the same balls called so far, then calls the rest from the same stored call.
  const viewer = players[0] as TablePlayer;
  const shown = bingoResultView.parse((await tableSession({ ...t, app: second }, viewer)).table.round?.result);
  assert.deepEqual(shown.balls, result.balls.slice(0, firstPart));
  // Past the dead worker's lease, and past the game's last call (a long game calls for longer than
  // the lease: a game of many calls then stayed dealt, as on one CI run).
  t.clock.advanceMs(Math.max(121_000, (result.totalCalls - firstPart) * result.intervalMs + 1_000));
  await second.jobs.drain();
  const after = (await selectRound(t.db, round.id)) as RoundRow;
  assert.equal(after.seed, round.seed, 'the same seed');
  assert.deepEqual(readResult(after.result).balls, result.balls);
  const owedFirst = owedBy(result, firstPart);
  players.forEach((player, index) =>
    assert.equal(
      paidOnce[index],
      (before[index] as bigint) + (owedFirst.get(player.id) ?? 0n),
      'the first stage was paid before the crash',
    ),
  );
  await assertPaidOnce(round, before);
});

test('both job runners racing, and every part settled by both at once, pay each prize once', async () => {
  const room = await demoRoom(t, ROOM);
  t.clock.advanceMs(60_000);
  await second.jobs.drain();
  let round = await openGame(t, room);
  for (const player of players) await buyOk(t, player, round.id, 6);
  const before = await Promise.all(players.map((player) => mainBalance(t, player.id)));
  t.clock.advanceMs((round.closesAt as Date).getTime() - t.clock.now().getTime());
  await Promise.all([
    second.jobs.drain(),
    t.app.jobs.drain(),
    second.rounds.jobs.closeAndDeal(round.id),
    t.app.rounds.jobs.closeAndDeal(round.id),
  ]);
  round = (await selectRound(t.db, round.id)) as RoundRow;
  const result = readResult(round.result);
  const parts =
    t.app.rounds.games
      .get('bingo')
      ?.parts(
        { tableId: room.id, brandId: room.brandId, brandCode: 'bituin', gameCode: ROOM, settings: round.settings, state: room.state },
        round.result,
      ) ?? [];
  t.clock.advanceMs(result.totalCalls * result.intervalMs);
  const now = () => t.clock.now();
  for (const { part } of parts) {
    const run = { roundId: round.id, version: 1, part, lastPart: part === parts.at(-1)?.part };
    await Promise.all([
      settleRound({ db: t.db, games: t.app.rounds.games, now }, run),
      settleRound({ db: t.db, games: second.rounds.games, now }, run),
    ]);
  }
  await Promise.all([second.jobs.drain(), t.app.jobs.drain()]);
  await assertPaidOnce(round, before);
});

test('parts settled out of order (the last ball first, then the earlier ones) pay each prize once and take nothing back', async () => {
  const room = await demoRoom(t, ROOM);
  t.clock.advanceMs(60_000);
  await second.jobs.drain();
  let round = await openGame(t, room);
  for (const player of players) await buyOk(t, player, round.id, 6);
  const before = await Promise.all(players.map((player) => mainBalance(t, player.id)));
  t.clock.advanceMs((round.closesAt as Date).getTime() - t.clock.now().getTime());
  await second.rounds.jobs.closeAndDeal(round.id);
  round = (await selectRound(t.db, round.id)) as RoundRow;
  const result = readResult(round.result);
  const info = {
    tableId: room.id,
    brandId: room.brandId,
    brandCode: 'bituin',
    gameCode: ROOM,
    settings: round.settings,
    state: room.state,
  };
  const parts = t.app.rounds.games.get('bingo')?.parts(info, round.result) ?? [];
  assert.ok(parts.length >= 2);
  t.clock.advanceMs(result.totalCalls * result.intervalMs);
  const now = () => t.clock.now();
  for (const { part } of [...parts].reverse()) {
    await settleRound(
      { db: t.db, games: t.app.rounds.games, now },
      { roundId: round.id, version: 1, part, lastPart: part === parts.at(-1)?.part },
    );
  }
  const [clawed] = await t.db.query<{ n: number }>(`select count(*)::int as n from round_payouts where round_id = $1 and moved_minor < 0`, [
    round.id,
  ]);
  assert.equal(clawed?.n, 0, 'nothing taken back');
  await Promise.all([second.jobs.drain(), t.app.jobs.drain()]);
  await assertPaidOnce(round, before);
});

test(
  'a stream held by one process gets every ball the other process calls',
  { skip: REDIS_URL ? false : 'REDIS_URL is not set' },
  async () => {
    const room = await demoRoom(t, ROOM);
    t.clock.advanceMs(60_000);
    await t.app.jobs.drain();
    const round = await openGame(t, room);
    await buyOk(t, players[0] as TablePlayer, round.id, 1);
    const base = await second.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${base}${API.roundEvents}?tables=${room.id}`, demoHeaders());
    try {
      await stream.next('table');
      t.clock.advanceMs((round.closesAt as Date).getTime() - t.clock.now().getTime());
      await t.app.jobs.drain();
      const interval = readResult(((await selectRound(t.db, round.id)) as RoundRow).result).intervalMs;
      for (let called = 1; called <= 3; called++) {
        t.clock.advanceMs(interval);
        await t.app.jobs.drain();
        for (;;) {
          const event = roundEvent.parse(JSON.parse((await stream.next('round')).data));
          if (event.type !== 'round' || event.round.roundId !== round.id || event.round.result === null) continue;
          if (bingoResultView.parse(event.round.result).called === called) break;
        }
      }
    } finally {
      stream.close();
    }
  },
);
