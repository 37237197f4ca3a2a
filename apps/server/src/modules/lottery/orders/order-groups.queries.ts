/**
 * The two statements of an order group (order-groups.ts) besides the ledger's: the claim, which
 * holds the group's draws, claims its orders and reads the exposure of the keys it may load, and
 * the finish, which writes the placed orders' tickets, adds their exposure (locking those rows only
 * until the commit) and drops the refused orders' claims.
 */
import type { Queryable } from '../../../db/client.ts';

/** An order to claim: its row as placing writes it (the group's brand, currency and time are shared). */
export interface OrderClaim {
  accountId: string;
  gameCode: string;
  idempotencyKey: string;
  requestHash: string;
  draws: number;
  stopOnWin: boolean;
  stakeMinor: bigint;
}

/** What the claim found: the draws' statuses (held `for share`), the orders claimed now, the keys' liability committed so far. */
export interface ClaimedGroup {
  drawStatus: Map<string, string>;
  /** Order ids by account and Idempotency-Key (`<account>\u0000<key>`); a key not here was claimed before (a replay). */
  claimed: Map<string, string>;
  /** Liability by draw and exposure key (`<draw>\u0000<key>`), as committed when read (missing: none yet). */
  liability: Map<string, bigint>;
}

/** The key of an order claim and of an exposure row in ClaimedGroup's maps. */
export const claimKey = (accountId: string, idempotencyKey: string) => `${accountId}\u0000${idempotencyKey}`;
export const exposureKey = (drawId: string, key: string) => `${drawId}\u0000${key}`;

/**
 * One statement: the group's draws held `for share` in id order (drawing or deciding a draw takes
 * its row `for update`, so it waits for the group, and the group sees its latest status), the
 * orders inserted unless their (account, Idempotency-Key) exists (those are replays), and the
 * liability of every key the group may load, read without a lock (the finish adds under the lock
 * and checks the cap again).
 */
export async function claimOrderGroup(
  tx: Queryable,
  group: { brandId: string; currency: string; at: Date; drawIds: readonly string[] },
  orders: readonly OrderClaim[],
  exposure: ReadonlyArray<{ drawId: string; key: string }>,
): Promise<ClaimedGroup> {
  const col = <T>(pick: (order: OrderClaim) => T) => orders.map(pick);
  const [row] = await tx.query<{
    draws: Array<{ id: string; status: string }>;
    claimed: Array<{ id: string; accountId: string; key: string }> | null;
    exposure: Array<{ drawId: string; key: string; liability: string }> | null;
  }>(
    `with held as (
       select id, status from lottery_draws where id = any($1::bigint[]) order by id for share
     ), claimed as (
       insert into lottery_orders (merchant_id, account_id, game_code, currency, idempotency_key, request_hash, draws, stop_on_win, stake_minor, created_at)
       select $2, o.account_id, o.game_code, $3, o.idempotency_key, o.request_hash, o.draws, o.stop_on_win, o.stake_minor, $4
         from unnest($5::bigint[], $6::text[], $7::text[], $8::text[], $9::int[], $10::boolean[], $11::bigint[]) with ordinality
           as o(account_id, game_code, idempotency_key, request_hash, draws, stop_on_win, stake_minor, n)
        order by o.n
       on conflict (account_id, idempotency_key) do nothing
       returning id, account_id, idempotency_key
     )
     select (select coalesce(json_agg(json_build_object('id', id::text, 'status', status)), '[]') from held) as draws,
            (select json_agg(json_build_object('id', id::text, 'accountId', account_id::text, 'key', idempotency_key)) from claimed) as claimed,
            (select json_agg(json_build_object('drawId', x.draw_id::text, 'key', x.exposure_key, 'liability', x.liability_minor::text))
               from lottery_exposure x join unnest($12::bigint[], $13::text[]) as e(draw_id, exposure_key)
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
      exposure.map((e) => e.drawId),
      exposure.map((e) => e.key),
    ],
  );
  if (!row) throw new Error('the order group claim answered nothing');
  return {
    drawStatus: new Map(row.draws.map((draw) => [draw.id, draw.status])),
    claimed: new Map((row.claimed ?? []).map((order) => [claimKey(order.accountId, order.key), order.id])),
    liability: new Map((row.exposure ?? []).map((item) => [exposureKey(item.drawId, item.key), BigInt(item.liability)])),
  };
}

/** A ticket of a placed order. */
export interface GroupTicket {
  orderId: string;
  accountId: string;
  drawId: string;
  gameCode: string;
  gameType: string;
  betType: string;
  picks: string;
  combos: number;
  unitMinor: bigint;
  stakeMinor: bigint;
  oddsBp: number;
  oddsByToken: Record<string, number> | null;
}

/** What the finish wrote: the tickets' ids per order (in the order given), and the keys now above their cap. */
export interface FinishedGroup {
  ticketIds: Map<string, string[]>;
  overCap: string[];
}

/**
 * One statement: the placed orders' tickets inserted, their exposure added (`loads` holds each
 * (draw, key) once, with the cap of its draw's game; rows made where missing, locked in (draw, key)
 * order so racing groups queue instead of deadlocking, until the commit), and the claims of the
 * refused orders deleted. Answers the tickets and the keys the additions took above their cap,
 * which another group's commit since the claim's read can do: the caller then rolls back.
 */
export async function finishOrderGroup(
  tx: Queryable,
  group: { brandId: string; currency: string; vendorCode: string; at: Date },
  tickets: readonly GroupTicket[],
  loads: ReadonlyArray<{ drawId: string; key: string; liabilityMinor: bigint; capMinor: bigint }>,
  refusedOrderIds: readonly string[],
): Promise<FinishedGroup> {
  const col = <T>(pick: (ticket: GroupTicket) => T) => tickets.map(pick);
  const sorted = [...loads].sort((a, b) => Number(BigInt(a.drawId) - BigInt(b.drawId)) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const [row] = await tx.query<{ tickets: Array<{ id: string; orderId: string }> | null; over: string[] | null }>(
    `with tickets as (
       insert into lottery_tickets (order_id, merchant_id, account_id, draw_id, game_code, vendor_code, game_type, bet_type, picks, combos,
                                    unit_minor, stake_minor, odds_bp, odds_by_token, currency, created_at)
       select t.order_id, $1, t.account_id, t.draw_id, t.game_code, $2, t.game_type, t.bet_type, t.picks, t.combos, t.unit_minor, t.stake_minor,
              t.odds_bp, t.odds_by_token, $3, $4
         from unnest($5::bigint[], $6::bigint[], $7::bigint[], $8::text[], $9::text[], $10::text[], $11::text[], $12::int[], $13::bigint[],
                     $14::bigint[], $15::int[], $16::jsonb[])
           with ordinality as t(order_id, account_id, draw_id, game_code, game_type, bet_type, picks, combos, unit_minor, stake_minor, odds_bp,
                                odds_by_token, n)
        order by t.n
       returning id, order_id
     ), loaded as (
       insert into lottery_exposure as x (draw_id, currency, exposure_key, liability_minor)
       select e.draw_id, $3, e.exposure_key, e.liability
         from unnest($17::bigint[], $18::text[], $19::bigint[]) with ordinality as e(draw_id, exposure_key, liability, n) order by e.n
       on conflict (draw_id, currency, exposure_key) do update set liability_minor = x.liability_minor + excluded.liability_minor
       returning x.draw_id, x.exposure_key, x.liability_minor
     ), dropped as (
       delete from lottery_orders where id = any($21::bigint[]) returning 1
     )
     select (select json_agg(json_build_object('id', id::text, 'orderId', order_id::text) order by id) from tickets) as tickets,
            (select array_agg(l.exposure_key order by l.draw_id, l.exposure_key)
               from loaded l join unnest($17::bigint[], $18::text[], $20::bigint[]) as c(draw_id, exposure_key, cap)
                 on c.draw_id = l.draw_id and c.exposure_key = l.exposure_key
              where l.liability_minor > c.cap) as over`,
    [
      group.brandId,
      group.vendorCode,
      group.currency,
      group.at.toISOString(),
      col((t) => t.orderId),
      col((t) => t.accountId),
      col((t) => t.drawId),
      col((t) => t.gameCode),
      col((t) => t.gameType),
      col((t) => t.betType),
      col((t) => t.picks),
      col((t) => t.combos),
      col((t) => t.unitMinor.toString()),
      col((t) => t.stakeMinor.toString()),
      col((t) => t.oddsBp),
      col((t) => (t.oddsByToken ? JSON.stringify(t.oddsByToken) : null)),
      sorted.map((l) => l.drawId),
      sorted.map((l) => l.key),
      sorted.map((l) => l.liabilityMinor.toString()),
      sorted.map((l) => l.capMinor.toString()),
      refusedOrderIds,
    ],
  );
  const ticketIds = new Map<string, string[]>();
  for (const ticket of row?.tickets ?? []) {
    const ids = ticketIds.get(ticket.orderId) ?? [];
    ids.push(ticket.id);
    ticketIds.set(ticket.orderId, ids);
  }
  return { ticketIds, overCap: row?.over ?? [] };
}
