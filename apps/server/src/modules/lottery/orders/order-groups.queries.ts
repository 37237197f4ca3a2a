/**
 * The two statements of an order group (order-groups.ts) besides the ledger's: the claim, which
 * holds the group's draws, claims its orders with their tickets and reads the exposure of the keys
 * it may load, and the finish, which adds the placed orders' exposure (locking those rows only
 * until the commit) and drops the refused orders' claims with their tickets.
 */
import type { Queryable } from '../../../db/client.ts';

/** An order to claim: its row as placing writes it (the group's brand, currency and time are shared). */
export interface OrderClaim {
  accountId: string;
  gameCode: string;
  gameType: string;
  idempotencyKey: string;
  requestHash: string;
  draws: number;
  stopOnWin: boolean;
  stakeMinor: bigint;
  /** A ticket per bet and draw, in the order the answer lists them. */
  tickets: readonly ClaimTicket[];
}

/** A ticket of an order, written with its claim (its order's account, game and type are the order's). */
export interface ClaimTicket {
  drawId: string;
  betType: string;
  picks: string;
  combos: number;
  unitMinor: bigint;
  stakeMinor: bigint;
  oddsBp: number;
  oddsByToken: Record<string, number> | null;
}

/** What the claim found: the draws' statuses (held `for share`), the orders claimed now, the keys' liability committed so far. */
export interface ClaimedGroup {
  drawStatus: Map<string, string>;
  /** Order ids by account and Idempotency-Key (`<account>\u0000<key>`); a key not here was claimed before (a replay). */
  claimed: Map<string, string>;
  /** The claimed orders' ticket ids, in the order their tickets were given, by order id. */
  ticketIds: Map<string, string[]>;
  /** Liability by draw and exposure key (`<draw>\u0000<key>`), as committed when read (missing: none yet). */
  liability: Map<string, bigint>;
}

/** The key of an order claim and of an exposure row in ClaimedGroup's maps. */
export const claimKey = (accountId: string, idempotencyKey: string) => `${accountId}\u0000${idempotencyKey}`;
export const exposureKey = (drawId: string, key: string) => `${drawId}\u0000${key}`;

/**
 * One statement: the group's draws held `for share` in id order (drawing or deciding a draw takes
 * its row `for update`, so it waits for the group, and the group sees its latest status), the
 * orders inserted unless their (account, Idempotency-Key) exists (those are replays) and the
 * tickets of those claimed now, and the liability of every key the group may load, read without a
 * lock (the finish adds under the lock and checks the cap again). The tickets are written here,
 * before the ledger, so the finish that holds the exposure rows until the commit is short; an order
 * refused later has its tickets deleted with its claim.
 */
export async function claimOrderGroup(
  tx: Queryable,
  group: { brandId: string; currency: string; vendorCode: string; at: Date; drawIds: readonly string[] },
  orders: readonly OrderClaim[],
  exposure: ReadonlyArray<{ drawId: string; key: string }>,
): Promise<ClaimedGroup> {
  const col = <T>(pick: (order: OrderClaim) => T) => orders.map(pick);
  // The tickets' columns with the number of their order (no spread per ticket: V8's slow path, decision 070).
  const tickets = orders.flatMap((order) => order.tickets);
  const ticketOrder = orders.flatMap((order, index) => order.tickets.map(() => index + 1));
  const tcol = <T>(pick: (ticket: ClaimTicket) => T) => tickets.map(pick);
  const [row] = await tx.query<{
    draws: Array<{ id: string; status: string }>;
    claimed: Array<{ id: string; accountId: string; key: string }> | null;
    tickets: Array<{ id: string; orderId: string }> | null;
    exposure: Array<{ drawId: string; key: string; liability: string }> | null;
  }>(
    `with held as (
       select id, status from lottery_draws where id = any($1::bigint[]) order by id for share
     ), input as (
       select * from unnest($5::bigint[], $6::text[], $7::text[], $8::text[], $9::int[], $10::boolean[], $11::bigint[], $12::text[])
         with ordinality as o(account_id, game_code, idempotency_key, request_hash, draws, stop_on_win, stake_minor, game_type, n)
     ), claimed as (
       insert into lottery_orders (merchant_id, account_id, game_code, currency, idempotency_key, request_hash, draws, stop_on_win, stake_minor, created_at)
       select $2, o.account_id, o.game_code, $3, o.idempotency_key, o.request_hash, o.draws, o.stop_on_win, o.stake_minor, $4
         from input o order by o.n
       on conflict (account_id, idempotency_key) do nothing
       returning id, account_id, idempotency_key
     ), numbered as (
       select c.id, o.n, o.account_id, o.game_code, o.game_type
         from claimed c join input o on o.account_id = c.account_id and o.idempotency_key = c.idempotency_key
     ), tickets as (
       insert into lottery_tickets (order_id, merchant_id, account_id, draw_id, game_code, vendor_code, game_type, bet_type, picks, combos,
                                    unit_minor, stake_minor, odds_bp, odds_by_token, currency, created_at)
       select c.id, $2, c.account_id, t.draw_id, c.game_code, $13, c.game_type, t.bet_type, t.picks, t.combos, t.unit_minor, t.stake_minor,
              t.odds_bp, t.odds_by_token, $3, $4
         from unnest($14::int[], $15::bigint[], $16::text[], $17::text[], $18::int[], $19::bigint[], $20::bigint[], $21::int[], $22::jsonb[])
           with ordinality as t(order_n, draw_id, bet_type, picks, combos, unit_minor, stake_minor, odds_bp, odds_by_token, tn)
         join numbered c on c.n = t.order_n
        order by t.tn
       returning id, order_id
     )
     select (select coalesce(json_agg(json_build_object('id', id::text, 'status', status)), '[]') from held) as draws,
            (select json_agg(json_build_object('id', id::text, 'accountId', account_id::text, 'key', idempotency_key)) from claimed) as claimed,
            (select json_agg(json_build_object('id', id::text, 'orderId', order_id::text) order by id) from tickets) as tickets,
            (select json_agg(json_build_object('drawId', x.draw_id::text, 'key', x.exposure_key, 'liability', x.liability_minor::text))
               from lottery_exposure x join unnest($23::bigint[], $24::text[]) as e(draw_id, exposure_key)
                 on x.draw_id = e.draw_id and x.currency = $3 and x.exposure_key = e.exposure_key) as exposure`,
    [
      group.drawIds,
      group.brandId,
      group.currency,
      group.at.toISOString(),
      col((o) => o.accountId),
      col((o) => o.gameCode),
      col((o) => o.idempotencyKey),
      col((o) => o.requestHash),
      col((o) => o.draws),
      col((o) => o.stopOnWin),
      col((o) => o.stakeMinor.toString()),
      col((o) => o.gameType),
      group.vendorCode,
      ticketOrder,
      tcol((t) => t.drawId),
      tcol((t) => t.betType),
      tcol((t) => t.picks),
      tcol((t) => t.combos),
      tcol((t) => t.unitMinor.toString()),
      tcol((t) => t.stakeMinor.toString()),
      tcol((t) => t.oddsBp),
      tcol((t) => (t.oddsByToken ? JSON.stringify(t.oddsByToken) : null)),
      exposure.map((e) => e.drawId),
      exposure.map((e) => e.key),
    ],
  );
  if (!row) throw new Error('the order group claim answered nothing');
  const ticketIds = new Map<string, string[]>();
  for (const ticket of row.tickets ?? []) {
    const ids = ticketIds.get(ticket.orderId) ?? [];
    ids.push(ticket.id);
    ticketIds.set(ticket.orderId, ids);
  }
  return {
    drawStatus: new Map(row.draws.map((draw) => [draw.id, draw.status])),
    claimed: new Map((row.claimed ?? []).map((order) => [claimKey(order.accountId, order.key), order.id])),
    ticketIds,
    liability: new Map((row.exposure ?? []).map((item) => [exposureKey(item.drawId, item.key), BigInt(item.liability)])),
  };
}

/**
 * One statement, the group's last: the placed orders' exposure added (`loads` holds each (draw,
 * key) once, with the cap of its draw's game; rows made where missing, locked in (draw, key) order
 * so racing groups queue instead of deadlocking, until the commit), and the claims of the refused
 * orders deleted with their tickets. Answers the keys the additions took above their cap, which
 * another group's commit since the claim's read can do: the caller then rolls back.
 */
export async function finishOrderGroup(
  tx: Queryable,
  group: { currency: string },
  loads: ReadonlyArray<{ drawId: string; key: string; liabilityMinor: bigint; capMinor: bigint }>,
  refusedOrderIds: readonly string[],
): Promise<{ overCap: string[] }> {
  const sorted = [...loads].sort((a, b) => Number(BigInt(a.drawId) - BigInt(b.drawId)) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const [row] = await tx.query<{ over: string[] | null }>(
    `with loaded as (
       insert into lottery_exposure as x (draw_id, currency, exposure_key, liability_minor)
       select e.draw_id, $1, e.exposure_key, e.liability
         from unnest($2::bigint[], $3::text[], $4::bigint[]) with ordinality as e(draw_id, exposure_key, liability, n) order by e.n
       on conflict (draw_id, currency, exposure_key) do update set liability_minor = x.liability_minor + excluded.liability_minor
       returning x.draw_id, x.exposure_key, x.liability_minor
     ), dropped_tickets as (
       delete from lottery_tickets where order_id = any($6::bigint[]) returning 1
     ), dropped as (
       delete from lottery_orders where id = any($6::bigint[]) returning 1
     )
     select (select array_agg(l.exposure_key order by l.draw_id, l.exposure_key)
               from loaded l join unnest($2::bigint[], $3::text[], $5::bigint[]) as c(draw_id, exposure_key, cap)
                 on c.draw_id = l.draw_id and c.exposure_key = l.exposure_key
              where l.liability_minor > c.cap) as over`,
    [
      group.currency,
      sorted.map((l) => l.drawId),
      sorted.map((l) => l.key),
      sorted.map((l) => l.liabilityMinor.toString()),
      sorted.map((l) => l.capMinor.toString()),
      refusedOrderIds,
    ],
  );
  return { overCap: row?.over ?? [] };
}
