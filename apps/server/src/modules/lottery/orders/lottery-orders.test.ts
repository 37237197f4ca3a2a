// Proves placing lottery orders: every bad request is refused with its code and status and leaves
// nothing behind (no order, ticket, exposure or money); an Idempotency-Key repeats the first
// answer; a chase takes one stake per draw, can be cancelled for the draws not closed yet, and a
// chase that stops on a win gives its later draws back; trial accounts bet demo money.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API, HEADERS } from '@pkg/contracts/routes';
import type { PlaceOrderBody } from '@pkg/contracts/lottery';
import { checkInvariants } from '../../../ledger/invariants.ts';
import { authed } from '../../../../test/auth-helpers.ts';
import { ensureHouseShards } from '../../../ledger/shards.ts';
import { demoBrandId, ledgerSnapshot } from '../../../../test/ledger-helpers.ts';
import { advanceTo, opened, openDraw, placeOrder, runJobs } from '../../../../test/lottery-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../../test/test-app.ts';
import { balanceOf, fund, newPlayer, type Player } from '../../../../test/wallet-helpers.ts';
import { trialToken } from '../../games/games.test-kit.ts';

let t: TestApp;
let player: Player;
before(async () => {
  t = await createTestApp();
  player = await newPlayer(t, 'order', { pin: false });
  await fund(t, player.id, 50_000n);
  // The house's accounts exist before any bet (an order opens them up front, refused or not).
  await ensureHouseShards(t.db, await demoBrandId(t.db), 'PHP', t.clock.now());
  await runJobs(t);
});
after(() => t.close());

const pos = (digit: string, unitMinor = '100'): PlaceOrderBody['bets'][number] => ({
  betType: 'ssc.pos',
  picks: [[digit], [], [], [], []],
  unitMinor,
});

/** What a refused order must leave untouched. */
async function footprint() {
  const [rows] = await t.db.query<{ orders: number; tickets: number; exposure: string }>(
    `select (select count(*)::int from lottery_orders) as orders, (select count(*)::int from lottery_tickets) as tickets,
            (select coalesce(sum(liability_minor), 0)::text from lottery_exposure) as exposure`,
  );
  return JSON.stringify(rows) + (await ledgerSnapshot(t.db));
}

test('bad orders are refused with their code and status, and nothing is written', async () => {
  const draw = await openDraw(t, player.token, 'ssc-1m');
  const ok = { gameCode: 'ssc-1m', numero: draw.numero, bets: [pos('7')] };
  const cases: Array<[string, PlaceOrderBody | object, number, string]> = [
    ['unknown game', { ...ok, gameCode: 'no-such-game' }, 404, 'lottery_game_not_found'],
    ['unknown draw', { ...ok, numero: '20990101-0001' }, 404, 'lottery_draw_not_found'],
    [
      'bet type of another format',
      { ...ok, bets: [{ betType: 'k3.sum', picks: [['9']], unitMinor: '100' }] },
      400,
      'lottery_bet_type_invalid',
    ],
    ['unknown token', { ...ok, bets: [pos('X')] }, 400, 'lottery_picks_invalid'],
    ['wrong row count', { ...ok, bets: [{ betType: 'ssc.pos', picks: [['1']], unitMinor: '100' }] }, 400, 'lottery_picks_invalid'],
    [
      'no pick at all',
      { ...ok, bets: [{ betType: 'ssc.pos', picks: [[], [], [], [], []], unitMinor: '100' }] },
      400,
      'lottery_picks_invalid',
    ],
    ['unit below the minimum', { ...ok, bets: [pos('1', '99')] }, 400, 'lottery_stake_out_of_range'],
    ['unit above the maximum', { ...ok, bets: [pos('1', '1000001')] }, 400, 'lottery_stake_out_of_range'],
    ['chase longer than allowed', { ...ok, chase: { draws: 31, stopOnWin: false } }, 400, 'lottery_chase_invalid'],
    ['malformed unit', { ...ok, bets: [pos('1', '1.5')] }, 400, 'bad_request'],
    ['no bets', { ...ok, bets: [] }, 400, 'bad_request'],
    ['too much money', { ...ok, bets: [pos('1', '600000')] }, 409, 'insufficient_funds'],
  ];
  const before = await footprint();
  for (const [name, body, status, code] of cases) {
    const response = await placeOrder(t, player.token, body as PlaceOrderBody);
    assert.equal(response.statusCode, status, `${name}: ${response.body}`);
    assert.equal(response.json().errorCode, code, name);
  }
  const noKey = await t.app.inject({ method: 'POST', url: API.lotteryOrders, headers: authed(player.token), payload: ok });
  assert.equal(noKey.json().errorCode, 'idempotency_key_required');
  const visitor = await t.app.inject({
    method: 'POST',
    url: API.lotteryOrders,
    headers: demoHeaders({ [HEADERS.idempotencyKey]: randomUUID() }),
    payload: ok,
  });
  assert.equal(visitor.statusCode, 401);
  assert.equal(await footprint(), before);
});

test('the game’s switches refuse bets: a game switched off, in maintenance, or of a category the brand does not offer', async () => {
  const draw = await openDraw(t, player.token, 'k3-1m');
  const body = { gameCode: 'k3-1m', numero: draw.numero, bets: [{ betType: 'k3.sum', picks: [['10']], unitMinor: '100' }] };
  const refusedWith = async (code: string, status: number) => {
    const response = await placeOrder(t, player.token, body);
    assert.equal(response.statusCode, status, response.body);
    assert.equal(response.json().errorCode, code);
  };
  await t.db.query(`update games set maintenance = true where game_code = 'k3-1m'`);
  await refusedWith('game_maintenance', 503);
  await t.db.query(`update games set maintenance = false, enabled = false where game_code = 'k3-1m'`);
  await refusedWith('game_disabled', 403);
  await t.db.query(`update games set enabled = true where game_code = 'k3-1m'`);
  await t.db.query(`update merchants set disabled_game_types = '{ELOTT}' where code = 'bituin'`);
  await refusedWith('game_disabled', 403);
  await t.db.query(`update merchants set disabled_game_types = '{}' where code = 'bituin'`);
  const placed = await placeOrder(t, player.token, body);
  assert.equal(placed.statusCode, 200, placed.body);
});

test('betting closes at the cut-off: a bet a moment before is taken, one at the close is refused', async () => {
  const draw = await openDraw(t, player.token, 'ssc-3m');
  t.clock.advanceMs(new Date(draw.closesAt).getTime() - t.clock.now().getTime() - 1);
  const last = await placeOrder(t, player.token, { gameCode: 'ssc-3m', numero: draw.numero, bets: [pos('3')] });
  assert.equal(last.statusCode, 200, last.body);
  t.clock.advanceMs(1);
  const late = await placeOrder(t, player.token, { gameCode: 'ssc-3m', numero: draw.numero, bets: [pos('3')] });
  assert.equal(late.statusCode, 409, late.body);
  assert.equal(late.json().errorCode, 'lottery_draw_closed');
  await runJobs(t);
});

test('an Idempotency-Key answers the first order again, and refuses another body', async () => {
  const draw = await openDraw(t, player.token, 'ssc-5m');
  const body = { gameCode: 'ssc-5m', numero: draw.numero, bets: [pos('4', '300')] };
  const key = randomUUID();
  const first = await placeOrder(t, player.token, body, key);
  assert.equal(first.statusCode, 200, first.body);
  const balance = (await balanceOf(t, player.token)).sumBalanceMinor;
  const again = await placeOrder(t, player.token, body, key);
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.json().value.order.orderId, first.json().value.order.orderId);
  assert.equal((await balanceOf(t, player.token)).sumBalanceMinor, balance, 'the repeat moved nothing');
  const other = await placeOrder(t, player.token, { ...body, bets: [pos('5', '300')] }, key);
  assert.equal(other.statusCode, 409);
  assert.equal(other.json().errorCode, 'idempotency_key_reused');
});

test('a chase takes a stake per draw; cancelling gives back the draws not closed yet', async () => {
  // A player of its own: the earlier tests' draws settle while the clock moves, paying their wins to player.
  const chaser = await newPlayer(t, 'chaser', { pin: false });
  await fund(t, chaser.id, 10_000n);
  const draw = await openDraw(t, chaser.token, 'ssc-5m');
  const before = BigInt((await balanceOf(t, chaser.token)).sumBalanceMinor);
  const placed = await placeOrder(t, chaser.token, {
    gameCode: 'ssc-5m',
    numero: draw.numero,
    bets: [pos('8', '500')],
    chase: { draws: 4, stopOnWin: false },
  });
  assert.equal(placed.statusCode, 200, placed.body);
  const order = placed.json().value.order;
  assert.equal(order.stakeMinor, '2000');
  assert.equal(new Set(order.tickets.map((ticket: { numero: string }) => ticket.numero)).size, 4);
  assert.equal(order.pendingDraws, 4);
  const stakes = await t.db.query(`select 1 from ledger_transfers where idempotency_key like $1`, [`stake:BTFAST:o${order.orderId}d%`]);
  assert.equal(stakes.length, 4, 'one stake per draw');
  // The first draw closes; the three others are given back.
  await advanceTo(t, draw.closesAt);
  const cancelled = await t.app.inject({
    method: 'POST',
    url: API.lotteryOrderCancel.replace(':id', order.orderId),
    headers: authed(chaser.token),
  });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  const after = cancelled.json().value;
  assert.equal(after.refundedMinor, '1500');
  assert.equal(after.pendingDraws, 0);
  assert.deepEqual(
    after.tickets.map((ticket: { status: string }) => ticket.status),
    ['open', 'void', 'void', 'void'],
  );
  assert.equal(BigInt((await balanceOf(t, chaser.token)).sumBalanceMinor), before - 500n);
  const again = await t.app.inject({
    method: 'POST',
    url: API.lotteryOrderCancel.replace(':id', order.orderId),
    headers: authed(chaser.token),
  });
  assert.equal(again.json().errorCode, 'lottery_cancel_too_late');
  const stranger = await newPlayer(t, 'stranger', { pin: false });
  const notMine = await t.app.inject({ url: API.lotteryOrder.replace(':id', order.orderId), headers: authed(stranger.token) });
  assert.equal(notMine.json().errorCode, 'lottery_order_not_found');
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a chase that stops on a win gives its later draws back once a draw wins', async () => {
  const draw = await openDraw(t, player.token, 'ssc-1m');
  // Every digit in the first position: the first draw is sure to win.
  const sure = { betType: 'ssc.pos', picks: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []], unitMinor: '100' };
  const placed = await placeOrder(t, player.token, {
    gameCode: 'ssc-1m',
    numero: draw.numero,
    bets: [sure],
    chase: { draws: 3, stopOnWin: true },
  });
  assert.equal(placed.statusCode, 200, placed.body);
  const orderId = placed.json().value.order.orderId;
  await advanceTo(t, draw.drawAt);
  const order = (await t.app.inject({ url: API.lotteryOrder.replace(':id', orderId), headers: authed(player.token) })).json().value;
  assert.deepEqual(
    order.tickets.map((ticket: { status: string }) => ticket.status),
    ['won', 'void', 'void'],
  );
  assert.equal(order.refundedMinor, '2000');
  assert.equal(order.winMinor, '970', 'one of ten digits at 9.70');
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a trial account bets its demo money, never the brand’s', async () => {
  const token = await trialToken(t);
  await balanceOf(t, token);
  const draw = await openDraw(t, token, 'k3-1m');
  const placed = await placeOrder(t, token, {
    gameCode: 'k3-1m',
    numero: draw.numero,
    bets: [{ betType: 'k3.bsoe', picks: [['B']], unitMinor: '1000' }],
  });
  assert.equal(placed.statusCode, 200, placed.body);
  assert.equal(placed.json().value.order.currency, 'XTS');
  const [stake] = await t.db.query<{ currency: string }>(`select currency from ledger_transfers where idempotency_key like $1`, [
    `stake:BTFAST:o${placed.json().value.order.orderId}d%`,
  ]);
  assert.equal(stake?.currency, 'XTS');
  const { current } = await opened(t, token, 'k3-1m');
  assert.equal(current?.numero, draw.numero);
});

test('a number is sold up to the draw’s exposure cap, also when bets race for the last of it', async () => {
  // One hit of 1.00 on a position digit pays 9.70: a cap of 50.00 sells five such tickets per digit.
  await t.db.query(`update lottery_games set exposure_cap_minor = 5000 where game_code = 'ssc-3m'`);
  const draw = await openDraw(t, player.token, 'ssc-3m');
  const bet = (digit: string) => ({ gameCode: 'ssc-3m', numero: draw.numero, bets: [pos(digit)] });
  for (let i = 0; i < 5; i += 1) assert.equal((await placeOrder(t, player.token, bet('6'))).statusCode, 200);
  const before = await footprint();
  const over = await placeOrder(t, player.token, bet('6'));
  assert.equal(over.statusCode, 409);
  assert.equal(over.json().errorCode, 'lottery_exposure_cap');
  assert.equal(await footprint(), before, 'the refused bet left nothing');
  assert.equal((await placeOrder(t, player.token, bet('2'))).statusCode, 200, 'another number is still for sale');

  // Twelve bets race for the five tickets' worth of digit 9.
  const racers = await Promise.all(
    Array.from({ length: 4 }, async (_, i) => {
      const racer = await newPlayer(t, `racer${i}`, { pin: false });
      await fund(t, racer.id, 10_000n);
      return racer;
    }),
  );
  const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => placeOrder(t, racers[i % racers.length]?.token ?? '', bet('9'))));
  assert.equal(answers.filter((answer) => answer.statusCode === 200).length, 5);
  assert.ok(answers.every((answer) => answer.statusCode === 200 || answer.json().errorCode === 'lottery_exposure_cap'));
  const [exposure] = await t.db.query<{ liability: string }>(
    `select liability_minor::text as liability from lottery_exposure x join lottery_draws d on d.id = x.draw_id
      where d.game_code = 'ssc-3m' and d.draw_no = $1 and x.exposure_key = 'ssc.pos:1:9'`,
    [draw.numero],
  );
  assert.equal(exposure?.liability, '4850');
  await t.db.query(`update lottery_games set exposure_cap_minor = 100000000 where game_code = 'ssc-3m'`);
  assert.equal((await checkInvariants(t.db)).ok, true);
});
