// Proves settlement is exact and happens once: winners and losers of several players are paid
// exactly what the rules say in one payout each; settling again moves nothing; a settlement
// stopped half way (while judging tickets, or after paying) finishes exactly once when run again;
// two server processes racing over the same draws draw and settle each once; and a run of an
// older result version that is still paying when a correction is approved pays nothing more.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../../db/client.ts';
import { checkInvariants } from '../../../ledger/invariants.ts';
import { ledgerSnapshot } from '../../../../test/ledger-helpers.ts';
import { advanceTo, drawRow, openDraw, peekResult, placeOrder, runJobs, secondProcess } from '../../../../test/lottery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { balanceOf, fund, newPlayer, type Player } from '../../../../test/wallet-helpers.ts';
import { writeResult } from '../draws/draws.queries.ts';
import { createSettlement } from './settlement.ts';

let t: TestApp;
let players: Player[];
before(async () => {
  t = await createTestApp();
  players = [];
  for (let i = 0; i < 4; i += 1) {
    const player = await newPlayer(t, `settle${i}`, { pin: false });
    await fund(t, player.id, 100_000n);
    players.push(player);
  }
  await runJobs(t);
});
after(() => t.close());

/** Each player bets the draw's coming first digit (wins 9.70 a unit) and a digit it will not be (loses). */
async function betKnownOutcomes(gameCode: string, unitMinor: string) {
  const draw = await openDraw(t, players[0]?.token ?? '', gameCode);
  const [first = '0'] = await peekResult(t, gameCode, draw.numero);
  const other = first === '9' ? '0' : String(Number(first) + 1);
  for (const player of players) {
    const placed = await placeOrder(t, player.token, {
      gameCode,
      numero: draw.numero,
      bets: [
        { betType: 'ssc.pos', picks: [[first], [], [], [], []], unitMinor },
        { betType: 'ssc.pos', picks: [[other], [], [], [], []], unitMinor },
      ],
    });
    assert.equal(placed.statusCode, 200, placed.body);
  }
  return draw;
}

async function payoutsOf(drawId: string) {
  return t.db.query<{ key: string; amount: string }>(
    `select idempotency_key as key, amount::text as amount from ledger_transfers where code = 'bet_payout' and idempotency_key like $1 order by 1`,
    [`payout:BTFAST:d${drawId}a%`],
  );
}

test('every player is paid exactly once what their winning tickets say; settling again moves nothing', async () => {
  const balances = await Promise.all(players.map(async (p) => BigInt((await balanceOf(t, p.token)).sumBalanceMinor)));
  const draw = await betKnownOutcomes('ssc-1m', '1000');
  await advanceTo(t, draw.drawAt);
  const row = await drawRow(t, 'ssc-1m', draw.numero);
  assert.equal(row.status, 'settled');
  const payouts = await payoutsOf(row.id);
  assert.deepEqual(
    payouts.map((p) => p.amount),
    players.map(() => '9700'),
    'one payout per player: 10.00 × 9.70',
  );
  for (const [index, player] of players.entries()) {
    assert.equal(BigInt((await balanceOf(t, player.token)).sumBalanceMinor), (balances[index] ?? 0n) - 2000n + 9700n);
  }
  const snapshot = await ledgerSnapshot(t.db);
  await t.app.lottery.settlement.settle(row.id, 1);
  assert.equal(await t.app.jobs.enqueue(t.db, { runKey: `lottery-settle:${row.id}:v1` }), false, 'the run key is taken');
  await runJobs(t);
  assert.equal(await ledgerSnapshot(t.db), snapshot);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

/** A database that fails the n-th statement matching `pattern` once, as a process killed at that point would. */
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

test('a settlement stopped while judging tickets, or after paying, finishes exactly once when run again', async () => {
  for (const [where, pattern, n] of [
    ['judging', /^\s*update lottery_tickets t set status = case/, 2],
    ['marking the draw settled', /^\s*update lottery_draws set status = case/, 1],
  ] as const) {
    const draw = await betKnownOutcomes('ssc-1m', '500');
    // Draw the result without letting the app's own job settle it.
    const [row] = await t.db.query<{ id: string }>(`select id::text as id from lottery_draws where game_code = 'ssc-1m' and draw_no = $1`, [
      draw.numero,
    ]);
    assert.ok(row);
    t.clock.advanceMs(new Date(draw.drawAt).getTime() - t.clock.now().getTime());
    await t.app.lottery.drawJobs.draw(row.id);
    const broken = createSettlement({
      db: failingAt(t.db, pattern, n),
      clock: t.clock,
      walletEvents: { publish() {} },
      brandEvents: { publish() {} },
      batchSize: 3,
    });
    await assert.rejects(broken.settle(row.id, 1), /killed here/, where);
    assert.notEqual((await drawRow(t, 'ssc-1m', draw.numero)).status, 'settled', where);
    await runJobs(t);
    assert.equal((await drawRow(t, 'ssc-1m', draw.numero)).status, 'settled', where);
    const payouts = await payoutsOf(row.id);
    assert.deepEqual(
      payouts.map((p) => p.amount),
      players.map(() => '4850'),
      `${where}: one payout per player`,
    );
    const [tickets] = await t.db.query<{ won: number; lost: number }>(
      `select count(*) filter (where status = 'won')::int as won, count(*) filter (where status = 'lost')::int as lost from lottery_tickets where draw_id = $1`,
      [row.id],
    );
    assert.deepEqual(tickets, { won: players.length, lost: players.length }, where);
  }
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('two server processes racing over the same draws draw and settle each once', async () => {
  const other: FastifyInstance = await secondProcess(t);
  try {
    const draws = [await betKnownOutcomes('ssc-1m', '100')];
    const k3 = await openDraw(t, players[0]?.token ?? '', 'k3-1m');
    for (const player of players) {
      const placed = await placeOrder(t, player.token, {
        gameCode: 'k3-1m',
        numero: k3.numero,
        bets: [{ betType: 'k3.bsoe', picks: [['B', 'S', 'O', 'E']], unitMinor: '100' }],
      });
      assert.equal(placed.statusCode, 200, placed.body);
    }
    t.clock.advanceMs(Math.max(new Date(draws[0]?.drawAt ?? 0).getTime(), new Date(k3.drawAt).getTime()) - t.clock.now().getTime());
    await Promise.all([t.app.jobs.drain(), other.jobs.drain(), t.app.jobs.drain(), other.jobs.drain()]);
    await Promise.all([t.app.jobs.drain(), other.jobs.drain()]);
    const ssc = await drawRow(t, 'ssc-1m', draws[0]?.numero ?? '');
    const dice = await drawRow(t, 'k3-1m', k3.numero);
    assert.equal(ssc.status, 'settled');
    assert.equal(dice.status, 'settled');
    assert.equal((await payoutsOf(ssc.id)).length, players.length, 'one payout per player');
    const settles = await t.db.query(`select 1 from jobs where run_key in ($1, $2)`, [
      `lottery-settle:${ssc.id}:v1`,
      `lottery-settle:${dice.id}:v1`,
    ]);
    assert.equal(settles.length, 2);
    const [versions] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from lottery_draws where id in ($1, $2) and result_version = 1`,
      [ssc.id, dice.id],
    );
    assert.equal(versions?.n, 2, 'each drawn once');
    assert.equal((await checkInvariants(t.db)).ok, true);
  } finally {
    await other.close();
  }
});

test('a settlement read in small pages judges every ticket, also across ids of more digits', async () => {
  // Ticket ids 9,998 and on: pages must follow the number, not the text ("10000" sorts before "9999").
  await t.db.query(`select setval(pg_get_serial_sequence('lottery_tickets', 'id'), 9997)`);
  const draw = await betKnownOutcomes('ssc-1m', '100');
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from lottery_draws where game_code = 'ssc-1m' and draw_no = $1`, [
    draw.numero,
  ]);
  assert.ok(row);
  t.clock.advanceMs(new Date(draw.drawAt).getTime() - t.clock.now().getTime());
  await t.app.lottery.drawJobs.draw(row.id);
  const paged = createSettlement({ db: t.db, clock: t.clock, walletEvents: { publish() {} }, brandEvents: { publish() {} }, batchSize: 2 });
  await paged.settle(row.id, 1);
  const tickets = await t.db.query<{ id: string; status: string }>(
    `select id::text as id, status from lottery_tickets where draw_id = $1 order by lottery_tickets.id`,
    [row.id],
  );
  assert.equal(tickets[0]?.id, '9998');
  assert.ok(tickets.some((ticket) => ticket.id.length === 5));
  assert.deepEqual(
    tickets.filter((ticket) => ticket.status === 'open'),
    [],
    'no ticket left unjudged',
  );
  assert.equal((await payoutsOf(row.id)).length, players.length);
  await runJobs(t);
});

/** A database whose first transaction waits for `gate`, after saying so: a run held between two of its steps. */
function pausedBeforeFirstTransaction(db: Db, gate: Promise<void>, reached: () => void): Db {
  let paused = false;
  return {
    ...db,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction: async (fn) => {
      if (!paused) {
        paused = true;
        reached();
        await gate;
      }
      return db.transaction(fn);
    },
  };
}

test('a run of an older result still paying when a correction is approved pays nothing more; the correction pays once', async () => {
  const draw = await betKnownOutcomes('ssc-1m', '200');
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from lottery_draws where game_code = 'ssc-1m' and draw_no = $1`, [
    draw.numero,
  ]);
  assert.ok(row);
  const balances = await Promise.all(players.map(async (p) => BigInt((await balanceOf(t, p.token)).sumBalanceMinor)));
  t.clock.advanceMs(new Date(draw.drawAt).getTime() - t.clock.now().getTime());
  await t.app.lottery.drawJobs.draw(row.id);
  const drawn = await drawRow(t, 'ssc-1m', draw.numero);
  const [first = '0', ...rest] = drawn.result ?? [];
  // Version 1's run passes its start, judges every ticket and is held before its first payment, as a
  // process busy with a large draw would be when a second staff member approves a correction.
  let release = () => {};
  let reached = () => {};
  const atGate = new Promise<void>((resolve) => (reached = resolve));
  const stale = createSettlement({
    db: pausedBeforeFirstTransaction(t.db, new Promise<void>((resolve) => (release = resolve)), () => reached()),
    clock: t.clock,
    walletEvents: { publish() {} },
    brandEvents: { publish() {} },
  });
  const staleRun = stale.settle(row.id, 1);
  await atGate;
  // The correction (what the desk's approval does): the first digit was the one every player's losing ticket picked.
  const corrected = [first === '9' ? '0' : String(Number(first) + 1), ...rest];
  await t.db.transaction(async (tx) => {
    const version = await writeResult(tx, row.id, { numbers: corrected, seed: null, at: t.clock.now() });
    assert.equal(version, 2);
    await t.app.jobs.enqueue(tx, { runKey: `lottery-settle:${row.id}:v2` });
  });
  await runJobs(t);
  release();
  await staleRun;
  const settled = await drawRow(t, 'ssc-1m', draw.numero);
  assert.equal(settled.status, 'settled');
  assert.deepEqual(settled.result, corrected);
  const payouts = await payoutsOf(row.id);
  assert.deepEqual(
    payouts.map((p) => p.key),
    players.map((p) => `payout:BTFAST:d${row.id}a${p.id}v2`).sort(),
    'only the correction paid: nothing under version 1',
  );
  for (const [index, player] of players.entries()) {
    // One ticket of 2.00 won at 9.70 (the stakes were taken before `balances`): paid once.
    assert.equal(BigInt((await balanceOf(t, player.token)).sumBalanceMinor), (balances[index] ?? 0n) + 1940n);
  }
  assert.equal((await checkInvariants(t.db)).ok, true);
});
