// Proves the database keeps lottery orders and tickets whole without per-row foreign keys
// (migration 068, decision 070): an order must name an account of its brand, a ticket an order
// of its brand, account, game and currency and a draw of its brand and game, whatever inserts
// them; a draw, an order or an account that tickets or orders name cannot be deleted; an
// order deleted with its tickets in one statement (a refused order's claim) can. Each refusal is
// 23503, as the foreign keys' were, and leaves nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createBrand, createPlayers, demoBrandId } from '../../../../test/ledger-helpers.ts';
import { openDraw, placeOrder, runJobs } from '../../../../test/lottery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { fund, newPlayer } from '../../../../test/wallet-helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await runJobs(t);
});
after(() => t.close());

const ORDER_COLUMNS = `merchant_id, account_id, game_code, currency, idempotency_key, request_hash, draws, stake_minor, created_at`;
const TICKET_COLUMNS = `order_id, merchant_id, account_id, draw_id, game_code, vendor_code, game_type, bet_type, picks, combos,
  unit_minor, stake_minor, odds_bp, currency, created_at`;

/** A placed order's ids as stored: its order, one ticket's draw, account and brand. */
async function placed() {
  const player = await newPlayer(t, 'integrity');
  await fund(t, player.id, 10_000n);
  const draw = await openDraw(t, player.token, 'ssc-5m');
  const response = await placeOrder(t, player.token, {
    gameCode: 'ssc-5m',
    numero: draw.numero,
    bets: [{ betType: 'ssc.pos', picks: [['1'], [], [], [], []], unitMinor: '100' }],
  });
  assert.equal(response.statusCode, 200, response.body);
  const [row] = await t.db.query<{ orderId: string; drawId: string; accountId: string; brandId: string }>(
    `select o.id::text as "orderId", k.draw_id::text as "drawId", o.account_id::text as "accountId", o.merchant_id::text as "brandId"
       from lottery_orders o join lottery_tickets k on k.order_id = o.id where o.account_id = $1`,
    [player.id],
  );
  assert.ok(row);
  return row;
}

/** Inserts an order row and answers its id (the statement must pass the check). */
function insertOrder(brandId: string, accountId: string, key: string) {
  return t.db.query<{ id: string }>(
    `insert into lottery_orders (${ORDER_COLUMNS}) values ($1, $2, 'ssc-5m', 'PHP', $3, 'h', 1, 100, now()) returning id::text as id`,
    [brandId, accountId, key],
  );
}

/** Inserts a ticket row naming an order and a draw (the statement must pass the check). */
function insertTicket(orderId: string, brandId: string, accountId: string, drawId: string, gameCode = 'ssc-5m') {
  return t.db.query(
    `insert into lottery_tickets (${TICKET_COLUMNS})
     values ($1, $2, $3, $4, $5, 'BTLOTTO', 'ELOTT', 'ssc.pos', '1||||', 1, 100, 100, 97000, 'PHP', now())`,
    [orderId, brandId, accountId, drawId, gameCode],
  );
}

const counts = async () =>
  (
    await t.db.query<{ orders: number; tickets: number }>(
      `select (select count(*)::int from lottery_orders) as orders, (select count(*)::int from lottery_tickets) as tickets`,
    )
  )[0];

test('an order must name an account of its own brand', async () => {
  const brandId = await demoBrandId(t.db);
  const before = await counts();
  const otherBrand = await createBrand(t.db);
  const [stranger] = await createPlayers(t.db, otherBrand, 1, 'stranger');
  await assert.rejects(insertOrder(brandId, stranger ?? '', 'x1'), { code: '23503', message: /account of their brand/ });
  await assert.rejects(insertOrder(brandId, '999999999', 'x2'), { code: '23503' });
  assert.deepEqual(await counts(), before, 'nothing written');
  const [own] = await createPlayers(t.db, brandId, 1, 'own');
  const [order] = await insertOrder(brandId, own ?? '', 'x3');
  assert.ok(order?.id, 'an order of an account of its brand is written');
});

test('a ticket must name an order of its brand, account and game, and a draw of its brand and game', async () => {
  const first = await placed();
  const second = await placed();
  const before = await counts();
  // Another player's order, an order that does not exist, a draw that does not exist, another game's name.
  await assert.rejects(insertTicket(second.orderId, first.brandId, first.accountId, first.drawId), { code: '23503' });
  await assert.rejects(insertTicket('999999999', first.brandId, first.accountId, first.drawId), { code: '23503' });
  await assert.rejects(insertTicket(first.orderId, first.brandId, first.accountId, '999999999'), { code: '23503' });
  await assert.rejects(insertTicket(first.orderId, first.brandId, first.accountId, first.drawId, 'ssc-3m'), {
    code: '23503',
    message: /order and a draw of their brand and game/,
  });
  assert.deepEqual(await counts(), before, 'nothing written');
  await insertTicket(first.orderId, first.brandId, first.accountId, first.drawId);
  assert.equal((await counts())?.tickets, (before?.tickets ?? 0) + 1, 'a ticket of its own order and draw is written');
});

test('a draw, an order or an account that tickets or orders name cannot be deleted; an order with its tickets can', async () => {
  const order = await placed();
  const kept = { code: '23503', message: /named by lottery orders or tickets/ };
  // The draw's other rows (its exposure) go first, so only the tickets keep it.
  await t.db.query('delete from lottery_exposure where draw_id = $1', [order.drawId]);
  await assert.rejects(t.db.query('delete from lottery_draws where id = $1', [order.drawId]), kept);
  await assert.rejects(t.db.query('delete from lottery_orders where id = $1', [order.orderId]), kept);
  // An account with an order and nothing else (no wallet, no session).
  const brandId = await demoBrandId(t.db);
  const [bare] = await createPlayers(t.db, brandId, 1, 'bare');
  await insertOrder(brandId, bare ?? '', 'kept');
  await assert.rejects(t.db.query('delete from accounts where id = $1', [bare]), kept);
  const before = await counts();
  await t.db.query(
    `with tickets as (delete from lottery_tickets where order_id = $1 returning 1) delete from lottery_orders where id = $1`,
    [order.orderId],
  );
  const now = await counts();
  assert.equal(now?.orders, (before?.orders ?? 0) - 1, 'the order went with its tickets');
  assert.equal(now?.tickets, (before?.tickets ?? 0) - 1);
});
