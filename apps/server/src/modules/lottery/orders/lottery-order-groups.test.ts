// Proves lottery orders placed in groups (decision 060): orders that arrive together share one
// transaction of four statements (BEGIN and COMMIT aside); an order refused inside a group (a draw
// no longer taking bets, a number past its cap counting the orders before it in the group, a wallet
// short of money) leaves nothing and the others are placed; a repeated key inside a group answers
// the first order; a chase its wallet covers only in part, and a key another group took past its
// cap between the claim and the finish, roll the group back and its orders run one by one, nothing
// sold past the cap, and so does an order refused for the cap on the load of an order before it whose
// wallet then refused its stake (alone it is placed); a group failing at any of its statements leaves nothing, and the same keys
// then place once; many orders from two processes racing for two keys sell exactly what fits under
// the cap (decision 070). Alone through HTTP, an order sends 7 statements with the production cache.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { PlaceOrderBody } from '@pkg/contracts/lottery';
import type { Db, Queryable } from '../../../db/client.ts';
import { AppError } from '../../../http/errors.ts';
import { checkInvariants } from '../../../ledger/invariants.ts';
import { ensureHouseShards } from '../../../ledger/shards.ts';
import { countInPlace } from '../../../../test/counting-db.ts';
import { demoBrandId, ledgerSnapshot } from '../../../../test/ledger-helpers.ts';
import { advanceTo, openDraw, placeOrder, runJobs } from '../../../../test/lottery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { fund, newPlayer, type Player } from '../../../../test/wallet-helpers.ts';
import { createBrandService } from '../../brands/brand.service.ts';
import { createSessionService } from '../../session/session.service.ts';
import { createLotteryLookups } from '../games/lottery-lookups.ts';
import { createOrderService } from './orders.service.ts';
import type { OrderCaller } from './place-order.ts';

let t: TestApp;
before(async () => {
  // The production cache time: games, draws and wallets kept in memory, as the statement counts assume.
  t = await createTestApp({ brandCacheMs: 60_000 });
  await ensureHouseShards(t.db, await demoBrandId(t.db), 'PHP', t.clock.now());
  await runJobs(t);
});
after(() => t.close());

/** What a group transaction does to the test: fail one of its statements, or act after one. */
interface GroupHooks {
  /** True to fail the statement at this place of the group's transaction (1: the claim). */
  fail?: (statement: number) => boolean;
  /** Runs inside the group's transaction after the statement at this place answered. */
  after?: (tx: Queryable, statement: number) => Promise<void>;
  /** Runs when a statement outside any transaction has answered, before its caller goes on. */
  afterRead?: () => void;
}

/**
 * The test app's database, recording the statements of each order group's transaction (BEGIN and
 * COMMIT included; a group's first statement is its claim) and running `hooks` in them.
 */
function recordingDb(inner: Db) {
  const groups: number[] = [];
  const hooks: GroupHooks = {};
  const db: Db = {
    kind: inner.kind,
    async query<R>(sql: string, params?: unknown[]): Promise<R[]> {
      const rows = await inner.query<R>(sql, params);
      hooks.afterRead?.();
      return rows;
    },
    exec: (sql) => inner.exec(sql),
    close: () => inner.close(),
    transaction: (fn) => {
      let sent = 0;
      let group = false;
      return inner
        .transaction((tx) =>
          fn({
            async query<R>(sql: string, params?: unknown[]): Promise<R[]> {
              sent += 1;
              if (sent === 1) group = sql.trimStart().startsWith('with held as');
              if (group && hooks.fail?.(sent)) throw new Error(`statement ${sent} of the group failed`);
              const rows = await tx.query<R>(sql, params);
              if (group) await hooks.after?.(tx, sent);
              return rows;
            },
          }),
        )
        .finally(() => {
          if (group) groups.push(sent + 2);
        });
    },
  };
  return { db, groups, hooks };
}

/** An order service of its own on a recording database, with the production cache time, and its callers. */
async function orderKit() {
  const recording = recordingDb(t.db);
  const orders = createOrderService({
    db: recording.db,
    clock: t.clock,
    lookups: createLotteryLookups(recording.db, t.clock, 60_000),
    cacheMs: 60_000,
    events: { publish: () => {} },
  });
  const brand = await createBrandService(t.db, t.clock, 0).byCode('bituin');
  assert.ok(brand);
  const sessions = createSessionService(t.db, t.clock);
  const caller = async (player: Player): Promise<OrderCaller> => {
    const found = await sessions.resolveWithAccount(brand, player.token);
    assert.ok(found);
    return { brand, account: found.account, ip: '127.0.0.1', language: 'en' };
  };
  return { ...recording, orders, caller };
}

/**
 * One order per caller, one at a time, answers ignored: their wallets (and the game and draw) are
 * then in the kit's memory, so orders sent together reach their group in the same turn.
 */
async function warmUp(kit: Awaited<ReturnType<typeof orderKit>>, orders: Array<[OrderCaller, PlaceOrderBody]>): Promise<void> {
  for (const [caller, body] of orders) await kit.orders.place(caller, body, randomUUID()).catch(() => undefined);
}

async function funded(prefix: string, amountMinor: bigint): Promise<Player> {
  const player = await newPlayer(t, prefix, { pin: false });
  if (amountMinor > 0n) await fund(t, player.id, amountMinor);
  return player;
}

const pos = (digit: string, unitMinor = '100'): PlaceOrderBody['bets'][number] => ({
  betType: 'ssc.pos',
  picks: [[digit], [], [], [], []],
  unitMinor,
});

/** The rows an account's orders left: orders, tickets, stakes in the ledger. */
async function leftBy(accountId: string) {
  const [row] = await t.db.query<{ orders: number; tickets: number; stakes: number }>(
    `select (select count(*)::int from lottery_orders where account_id = $1) as orders,
            (select count(*)::int from lottery_tickets where account_id = $1) as tickets,
            (select count(*)::int from ledger_transfers where code = 'bet_stake' and idempotency_key like 'stake:BTFAST:o%'
                and debit_account_id in (select id from ledger_accounts where owner_account_id = $1)) as stakes`,
    [accountId],
  );
  return row;
}

async function liabilityOf(gameCode: string, numero: string, key: string): Promise<string | undefined> {
  const [row] = await t.db.query<{ liability: string }>(
    `select x.liability_minor::text as liability from lottery_exposure x join lottery_draws d on d.id = x.draw_id
      where d.game_code = $1 and d.draw_no = $2 and x.exposure_key = $3`,
    [gameCode, numero, key],
  );
  return row?.liability;
}

test('orders that arrive together are placed in one transaction of four statements', async () => {
  const kit = await orderKit();
  const players = await Promise.all(Array.from({ length: 6 }, (_, i) => funded(`grouped${i}`, 10_000n)));
  const callers = await Promise.all(players.map((player) => kit.caller(player)));
  const draw = await openDraw(t, players[0]?.token ?? '', 'ssc-5m');
  const body = (digit: string) => ({ gameCode: 'ssc-5m', numero: draw.numero, bets: [pos(digit)] });
  await warmUp(
    kit,
    callers.map((caller) => [caller, body('1')]),
  );
  assert.deepEqual(kit.groups, [6, 6, 6, 6, 6, 6], 'alone: BEGIN, claim, accounts, stakes, finish, COMMIT');
  const placed = await Promise.all(callers.map((caller, i) => kit.orders.place(caller, body(String(i)), randomUUID())));
  assert.deepEqual(kit.groups.slice(6), [6], 'six orders, one transaction of the same six statements');
  assert.equal(new Set(placed.map((value) => value.order.orderId)).size, 6);
  for (const [i, value] of placed.entries()) {
    assert.equal(value.order.tickets.length, 1);
    assert.equal(value.order.tickets[0]?.status, 'open');
    assert.deepEqual(await leftBy(players[i]?.id ?? ''), { orders: 2, tickets: 2, stakes: 2 });
  }
  assert.equal(await liabilityOf('ssc-5m', draw.numero, 'ssc.pos:1:1'), '6790', 'seven tickets on 1 at 9.70');
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('an order refused inside a group leaves nothing, and the others in the group are placed', async () => {
  // A cap of 10.00 per number sells one 1.00 ticket on a digit (9.70), not two.
  await t.db.query(`update lottery_games set exposure_cap_minor = 1000 where game_code = 'ssc-3m'`);
  const kit = await orderKit();
  const rich = await funded('rich', 10_000n);
  const second = await funded('second', 10_000n);
  const poor = await funded('poor', 50n);
  const late = await funded('late', 10_000n);
  const repeater = await funded('repeater', 10_000n);
  const [richCaller, secondCaller, poorCaller, lateCaller, repeaterCaller] = await Promise.all(
    [rich, second, poor, late, repeater].map((player) => kit.caller(player)),
  );
  const ssc = await openDraw(t, rich.token, 'ssc-3m');
  const k3 = await openDraw(t, rich.token, 'k3-1m');
  const sscBody = (digit: string) => ({ gameCode: 'ssc-3m', numero: ssc.numero, bets: [pos(digit)] });
  const k3Body = { gameCode: 'k3-1m', numero: k3.numero, bets: [{ betType: 'k3.bsoe', picks: [['B']], unitMinor: '100' }] };
  // Earlier orders: they put both draws and the wallets in memory; the repeater's key is used once.
  const repeatKey = randomUUID();
  const first = await kit.orders.place(repeaterCaller as OrderCaller, sscBody('0'), repeatKey);
  await warmUp(kit, [
    [richCaller as OrderCaller, sscBody('1')],
    [secondCaller as OrderCaller, sscBody('2')],
    [poorCaller as OrderCaller, sscBody('3')],
    [lateCaller as OrderCaller, k3Body],
  ]);
  // The k3 draw is voided behind the cache's back: only the group's own read of it can refuse.
  await t.db.query(`update lottery_draws set status = 'void' where game_code = 'k3-1m' and draw_no = $1`, [k3.numero]);
  const groupsBefore = kit.groups.length;
  const before = { poor: await leftBy(poor.id), late: await leftBy(late.id), second: await leftBy(second.id) };
  const answers = await Promise.allSettled([
    kit.orders.place(richCaller as OrderCaller, sscBody('6'), randomUUID()),
    kit.orders.place(poorCaller as OrderCaller, sscBody('7'), randomUUID()),
    kit.orders.place(secondCaller as OrderCaller, sscBody('6'), randomUUID()),
    kit.orders.place(lateCaller as OrderCaller, k3Body, randomUUID()),
    kit.orders.place(repeaterCaller as OrderCaller, sscBody('0'), repeatKey),
    kit.orders.place(secondCaller as OrderCaller, sscBody('8'), randomUUID()),
  ]);
  assert.equal(kit.groups.length, groupsBefore + 1, 'one transaction for the six orders');
  const codeOf = (answer: PromiseSettledResult<unknown>) =>
    answer.status === 'rejected' ? (answer.reason instanceof AppError ? answer.reason.code : String(answer.reason)) : 'placed';
  assert.deepEqual(answers.map(codeOf), [
    'placed',
    'insufficient_funds',
    'lottery_exposure_cap',
    'lottery_draw_closed',
    'placed',
    'placed',
  ]);
  const repeated = answers[4];
  assert.equal(repeated?.status === 'fulfilled' && repeated.value.order.orderId, first.order.orderId, 'the repeat answers the first order');
  assert.deepEqual(await leftBy(poor.id), before.poor, 'the poor player: nothing');
  assert.deepEqual(await leftBy(late.id), before.late, 'the late player: nothing');
  assert.deepEqual(
    await leftBy(second.id),
    { orders: (before.second?.orders ?? 0) + 1, tickets: (before.second?.tickets ?? 0) + 1, stakes: (before.second?.stakes ?? 0) + 1 },
    'the second player: only the order on 8',
  );
  assert.equal(await liabilityOf('ssc-3m', ssc.numero, 'ssc.pos:1:6'), '970', 'one ticket on 6');
  assert.equal((await liabilityOf('ssc-3m', ssc.numero, 'ssc.pos:1:7')) ?? '0', '0', 'the refused 7 loaded nothing');
  await t.db.query(`update lottery_games set exposure_cap_minor = 100000000 where game_code = 'ssc-3m'`);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('an order refused for the cap on the load of an order before it that its wallet then refused runs again alone and is placed', async () => {
  // A cap of 10.00 per number: one 1.00 ticket on a digit (9.70) fits, two do not.
  await t.db.query(`update lottery_games set exposure_cap_minor = 1000 where game_code = 'ssc-3m'`);
  const kit = await orderKit();
  const poor = await funded('capPoor', 50n);
  const rich = await funded('capRich', 10_000n);
  const [poorCaller, richCaller] = await Promise.all([kit.caller(poor), kit.caller(rich)]);
  const draw = await openDraw(t, rich.token, 'ssc-3m');
  const body = (digit: string) => ({ gameCode: 'ssc-3m', numero: draw.numero, bets: [pos(digit)] });
  await warmUp(kit, [
    [poorCaller, body('4')],
    [richCaller, body('5')],
  ]);
  const groupsBefore = kit.groups.length;
  const poorBefore = await leftBy(poor.id);
  const answers = await Promise.allSettled([
    kit.orders.place(poorCaller, body('9'), randomUUID()),
    kit.orders.place(richCaller, body('9'), randomUUID()),
  ]);
  const codeOf = (answer: PromiseSettledResult<unknown>) =>
    answer.status === 'rejected' ? (answer.reason instanceof AppError ? answer.reason.code : String(answer.reason)) : 'placed';
  assert.deepEqual(answers.map(codeOf), ['insufficient_funds', 'placed']);
  assert.equal(kit.groups.length, groupsBefore + 3, 'the group rolled back, then each order alone');
  assert.deepEqual(await leftBy(poor.id), poorBefore, 'the poor player: nothing');
  assert.equal(await liabilityOf('ssc-3m', draw.numero, 'ssc.pos:1:9'), '970', 'the rich ticket alone on 9');
  await t.db.query(`update lottery_games set exposure_cap_minor = 100000000 where game_code = 'ssc-3m'`);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a chase its wallet covers only in part rolls its group back: alone it is refused whole, the others are placed', async () => {
  const kit = await orderKit();
  const chaser = await funded('partchase', 250n);
  const other = await funded('partother', 10_000n);
  const [chaserCaller, otherCaller] = await Promise.all([kit.caller(chaser), kit.caller(other)]);
  const draw = await openDraw(t, other.token, 'ssc-1m');
  const single = { gameCode: 'ssc-1m', numero: draw.numero, bets: [pos('3')] };
  // The chaser's first try asks too much: refused, it puts the wallet in memory.
  await warmUp(kit, [
    [otherCaller, single],
    [chaserCaller, { ...single, bets: [pos('3', '1000')] }],
  ]);
  const groupsBefore = kit.groups.length;
  const snapshotOfChaser = await leftBy(chaser.id);
  // The chase reads its later draws; the other order (all in memory) is sent as that read answers,
  // so both reach the queue in the same turn and share a group.
  let otherOrder: Promise<unknown> | undefined;
  kit.hooks.afterRead = () => {
    kit.hooks.afterRead = undefined;
    otherOrder = kit.orders.place(otherCaller, single, randomUUID());
  };
  // Three draws of 1.00: the wallet's 2.50 covers two.
  const chase = kit.orders.place(chaserCaller, { ...single, chase: { draws: 3, stopOnWin: false } }, randomUUID());
  const [chased] = await Promise.allSettled([chase]);
  assert.ok(otherOrder, 'the other order was sent');
  const answers = [(await Promise.allSettled([otherOrder]))[0], chased];
  assert.equal(answers[0]?.status, 'fulfilled');
  assert.ok(answers[1]?.status === 'rejected' && answers[1].reason instanceof AppError && answers[1].reason.code === 'insufficient_funds');
  assert.equal(kit.groups.length, groupsBefore + 3, 'the group rolled back, then each order alone');
  assert.deepEqual(await leftBy(chaser.id), snapshotOfChaser, 'no leg of the chase was kept');
  const [wallet] = await t.db.query<{ balance: string }>(
    `select balance::text as balance from ledger_accounts where owner_account_id = $1 and kind = 'player_main'`,
    [chaser.id],
  );
  assert.equal(wallet?.balance, '250');
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a key another group took past its cap since the claim rolls the group back; alone, the order on it is refused and nothing is sold past the cap', async () => {
  await t.db.query(`update lottery_games set exposure_cap_minor = 5000 where game_code = 'pk10-5m'`);
  const kit = await orderKit();
  const players = await Promise.all(Array.from({ length: 3 }, (_, i) => funded(`racer${i}`, 10_000n)));
  const callers = await Promise.all(players.map((player) => kit.caller(player)));
  const draw = await openDraw(t, players[0]?.token ?? '', 'pk10-5m');
  const body = (rank: string) => ({
    gameCode: 'pk10-5m',
    numero: draw.numero,
    bets: [{ betType: 'pk10.pos', picks: [[rank], [], [], [], [], [], [], [], [], []], unitMinor: '100' }],
  });
  await warmUp(kit, [
    [callers[0] as OrderCaller, body('01')],
    [callers[1] as OrderCaller, body('05')],
    [callers[2] as OrderCaller, body('05')],
  ]);
  const key = 'pk10.pos:1:01';
  const one = BigInt((await liabilityOf('pk10-5m', draw.numero, key)) ?? '0');
  assert.equal(one, 970n, 'a 1.00 ticket on a car at 9.70');
  // Right after the claim read the exposure, "another group" takes the key to its cap (while armed).
  // A group that goes through all the same (it loads nothing on the key) never saw that load: it is
  // taken off again after the finish.
  const keyRow = `exposure_key = $1 and draw_id = (select id from lottery_draws where game_code = 'pk10-5m' and draw_no = $2)`;
  const injected = new WeakMap<Queryable, string>();
  let armed = 1;
  kit.hooks.after = async (tx, statement) => {
    if (statement === 1 && armed > 0) {
      armed -= 1;
      const [row] = await tx.query<{ liability: string }>(
        `select liability_minor::text as liability from lottery_exposure where ${keyRow}`,
        [key, draw.numero],
      );
      injected.set(tx, String(5000n - BigInt(row?.liability ?? '0')));
      await tx.query(`update lottery_exposure set liability_minor = 5000 where ${keyRow}`, [key, draw.numero]);
    } else if (statement === 4 && injected.has(tx)) {
      await tx.query(`update lottery_exposure set liability_minor = liability_minor - $3 where ${keyRow}`, [
        key,
        draw.numero,
        injected.get(tx),
      ]);
    }
  };
  const groupsBefore = kit.groups.length;
  const placed = await Promise.all(callers.map((caller, i) => kit.orders.place(caller, body(i === 0 ? '01' : '02'), randomUUID())));
  assert.equal(placed.length, 3);
  assert.equal(kit.groups.length, groupsBefore + 4, 'the group rolled back (the injected load with it), then the three alone');
  assert.equal(await liabilityOf('pk10-5m', draw.numero, key), String(2n * one), 'the second ticket on 01, nothing else');

  // Now every claim is followed by the key at its cap: the order on it is refused alone, the others go.
  armed = Number.POSITIVE_INFINITY;
  const answers = await Promise.allSettled(callers.map((caller, i) => kit.orders.place(caller, body(i === 0 ? '01' : '03'), randomUUID())));
  assert.ok(
    answers[0]?.status === 'rejected' && answers[0].reason instanceof AppError && answers[0].reason.code === 'lottery_exposure_cap',
  );
  assert.deepEqual(
    answers.slice(1).map((answer) => answer.status),
    ['fulfilled', 'fulfilled'],
  );
  kit.hooks.after = undefined;
  assert.equal(await liabilityOf('pk10-5m', draw.numero, key), String(2n * one), 'still only the two tickets on 01');
  assert.deepEqual(await leftBy(players[0]?.id ?? ''), { orders: 2, tickets: 2, stakes: 2 }, 'the first player: two orders on 01');
  await t.db.query(`update lottery_games set exposure_cap_minor = 100000000 where game_code = 'pk10-5m'`);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

for (const failAt of [1, 2, 3, 4]) {
  test(`a group failing at its statement ${failAt} leaves nothing; the same keys then place once`, async () => {
    const kit = await orderKit();
    const players = await Promise.all(Array.from({ length: 3 }, (_, i) => funded(`fail${failAt}x${i}`, 10_000n)));
    const callers = await Promise.all(players.map((player) => kit.caller(player)));
    const draw = await openDraw(t, players[0]?.token ?? '', 'ssc-5m');
    const body = { gameCode: 'ssc-5m', numero: draw.numero, bets: [pos('9')] };
    await warmUp(
      kit,
      callers.map((caller) => [caller, body]),
    );
    const keys = callers.map(() => randomUUID());
    const snapshot = async () =>
      JSON.stringify(await Promise.all(players.map((player) => leftBy(player.id)))) +
      (await liabilityOf('ssc-5m', draw.numero, 'ssc.pos:1:9')) +
      (await ledgerSnapshot(t.db));
    const before = await snapshot();
    // Every group transaction fails there, the one of three and each order's own.
    kit.hooks.fail = (statement) => statement === failAt;
    const failed = await Promise.allSettled(callers.map((caller, i) => kit.orders.place(caller, body, keys[i] as string)));
    assert.deepEqual(
      failed.map((answer) => answer.status),
      ['rejected', 'rejected', 'rejected'],
    );
    assert.equal(await snapshot(), before, 'nothing was written');
    kit.hooks.fail = undefined;
    const placed = await Promise.all(callers.map((caller, i) => kit.orders.place(caller, body, keys[i] as string)));
    const again = await Promise.all(callers.map((caller, i) => kit.orders.place(caller, body, keys[i] as string)));
    assert.deepEqual(
      again.map((value) => value.order.orderId),
      placed.map((value) => value.order.orderId),
      'the keys answer their orders',
    );
    assert.deepEqual(await leftBy(players[1]?.id ?? ''), { orders: 2, tickets: 2, stakes: 2 });
    assert.equal((await checkInvariants(t.db)).ok, true);
  });
}

test('many orders from two processes racing for two keys never sell past the cap: exactly what fits is placed, the rest refused and left without a trace', async () => {
  // A cap of 50.00 per key sells five 1.00 tickets on a digit (9.70 each), not six.
  await t.db.query(`update lottery_games set exposure_cap_minor = 5000 where game_code = 'ssc-5m'`);
  // Two order services on one database: two processes, each with its own queue, so on PostgreSQL
  // their groups run at once and meet on the exposure rows.
  const kits = [await orderKit(), await orderKit()];
  const players = await Promise.all(Array.from({ length: 8 }, (_, i) => funded(`crowd${i}`, 100_000n)));
  const draw = await openDraw(t, players[0]?.token ?? '', 'ssc-5m');
  const second = (digit: string): PlaceOrderBody => ({
    gameCode: 'ssc-5m',
    numero: draw.numero,
    bets: [{ betType: 'ssc.pos', picks: [[], [digit], [], [], []], unitMinor: '100' }],
  });
  const callers = await Promise.all(players.map((player, i) => (kits[i % 2] as (typeof kits)[number]).caller(player)));
  // Warm each kit's caches with an order on another digit, so the race reaches the groups together.
  await warmUp(kits[0] as (typeof kits)[number], [[callers[0] as OrderCaller, second('0')]]);
  await warmUp(kits[1] as (typeof kits)[number], [[callers[1] as OrderCaller, second('0')]]);
  const before = await Promise.all(players.map((player) => leftBy(player.id)));
  // 48 orders, half on 7 and half on 8, from eight players through both processes at once.
  const answers = await Promise.allSettled(
    Array.from({ length: 48 }, (_, i) =>
      (kits[i % 2] as (typeof kits)[number]).orders.place(callers[i % 8] as OrderCaller, second(i % 3 === 0 ? '8' : '7'), randomUUID()),
    ),
  );
  const placed = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
  const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
  assert.ok(
    refused.every((reason) => reason instanceof AppError && reason.code === 'lottery_exposure_cap'),
    String(refused[0]),
  );
  const on = (digit: string) => placed.filter((value) => value.order.tickets[0]?.picks[1]?.[0] === digit).length;
  assert.equal(on('7'), 5, 'five tickets on 7 fit under the cap, and five are sold');
  assert.equal(on('8'), 5, 'five on 8 as well');
  assert.equal(await liabilityOf('ssc-5m', draw.numero, 'ssc.pos:2:7'), '4850');
  assert.equal(await liabilityOf('ssc-5m', draw.numero, 'ssc.pos:2:8'), '4850');
  // The refused orders left nothing: the players hold exactly the placed orders, a ticket and a stake each.
  const after = await Promise.all(players.map((player) => leftBy(player.id)));
  const added = after.reduce((sum, row, i) => sum + (row?.orders ?? 0) - (before[i]?.orders ?? 0), 0);
  const addedTickets = after.reduce((sum, row, i) => sum + (row?.tickets ?? 0) - (before[i]?.tickets ?? 0), 0);
  const addedStakes = after.reduce((sum, row, i) => sum + (row?.stakes ?? 0) - (before[i]?.stakes ?? 0), 0);
  assert.deepEqual([added, addedTickets, addedStakes], [10, 10, 10]);
  await t.db.query(`update lottery_games set exposure_cap_minor = 100000000 where game_code = 'ssc-5m'`);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('alone through HTTP an order sends 7 statements with the production cache (13 before decision 060); a repeat after the close answers the first order', async () => {
  const player = await funded('httpalone', 10_000n);
  const draw = await openDraw(t, player.token, 'ssc-1m');
  const body = { gameCode: 'ssc-1m', numero: draw.numero, bets: [pos('5')] };
  assert.equal((await placeOrder(t, player.token, body)).statusCode, 200);
  const counting = countInPlace(t.db);
  const key = randomUUID();
  let first;
  try {
    first = await placeOrder(t, player.token, body, key);
    // The session; then the group: BEGIN, the claim, the accounts locked, the stake, the finish, COMMIT.
    assert.equal(counting.count(), 7);
  } finally {
    counting.stop();
  }
  assert.equal(first.statusCode, 200, first.body);
  await advanceTo(t, draw.closesAt);
  const repeat = await placeOrder(t, player.token, body, key);
  assert.equal(repeat.statusCode, 200, repeat.body);
  assert.equal(repeat.json().value.order.orderId, first.json().value.order.orderId);
  const late = await placeOrder(t, player.token, body);
  assert.equal(late.json().errorCode, 'lottery_draw_closed');
});
