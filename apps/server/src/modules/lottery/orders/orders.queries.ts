import type { Queryable } from '../../../db/client.ts';

/** An order as stored. */
export interface OrderRow {
  id: string;
  merchantId: string;
  accountId: string;
  gameCode: string;
  currency: string;
  requestHash: string;
  draws: number;
  stopOnWin: boolean;
  stakeMinor: string;
  createdAt: Date;
}

const ORDER_COLUMNS = `id::text as id, merchant_id::text as "merchantId", account_id::text as "accountId", game_code as "gameCode", currency,
  request_hash as "requestHash", draws, stop_on_win as "stopOnWin", stake_minor::text as "stakeMinor", created_at as "createdAt"`;

/** The caller's order placed under an Idempotency-Key, or null. */
export async function selectOrderByKey(db: Queryable, accountId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from lottery_orders where account_id = $1 and idempotency_key = $2`, [
    accountId,
    key,
  ]);
  return row ?? null;
}

/** One of the caller's orders, or null (another player's is null too); locked when asked. */
export async function selectOrder(db: Queryable, accountId: string, orderId: string, lock = false): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from lottery_orders where account_id = $1 and id = $2 ${lock ? 'for update' : ''}`,
    [accountId, orderId],
  );
  return row ?? null;
}

/** Writes an order and answers its id. */
export async function insertOrder(
  db: Queryable,
  order: Omit<OrderRow, 'id' | 'createdAt'> & { idempotencyKey: string; at: Date },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into lottery_orders (merchant_id, account_id, game_code, currency, idempotency_key, request_hash, draws, stop_on_win, stake_minor, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::text as id`,
    [
      order.merchantId,
      order.accountId,
      order.gameCode,
      order.currency,
      order.idempotencyKey,
      order.requestHash,
      order.draws,
      order.stopOnWin,
      order.stakeMinor,
      order.at.toISOString(),
    ],
  );
  if (!row) throw new Error('order was not written');
  return row.id;
}

/** A ticket to write. */
export interface NewTicket {
  drawId: string;
  betType: string;
  picks: string;
  combos: number;
  unitMinor: bigint;
  stakeMinor: bigint;
  oddsBp: number;
  oddsByToken: Record<string, number> | null;
}

/** Writes an order's tickets in one statement; answers their ids in the order given. */
export async function insertTickets(
  db: Queryable,
  order: {
    id: string;
    merchantId: string;
    accountId: string;
    gameCode: string;
    vendorCode: string;
    gameType: string;
    currency: string;
    at: Date;
  },
  tickets: readonly NewTicket[],
): Promise<string[]> {
  const col = <T>(pick: (ticket: NewTicket) => T) => tickets.map(pick);
  const rows = await db.query<{ id: string }>(
    `insert into lottery_tickets (order_id, merchant_id, account_id, draw_id, game_code, vendor_code, game_type, bet_type, picks, combos,
                                  unit_minor, stake_minor, odds_bp, odds_by_token, currency, created_at)
     select $1, $2, $3, t.draw_id, $4, $5, $6, t.bet_type, t.picks, t.combos, t.unit_minor, t.stake_minor, t.odds_bp, t.odds_by_token, $7, $8
       from unnest($9::bigint[], $10::text[], $11::text[], $12::int[], $13::bigint[], $14::bigint[], $15::int[], $16::jsonb[])
         with ordinality as t(draw_id, bet_type, picks, combos, unit_minor, stake_minor, odds_bp, odds_by_token, n)
      order by t.n
     returning id::text as id`,
    [
      order.id,
      order.merchantId,
      order.accountId,
      order.gameCode,
      order.vendorCode,
      order.gameType,
      order.currency,
      order.at.toISOString(),
      col((t) => t.drawId),
      col((t) => t.betType),
      col((t) => t.picks),
      col((t) => t.combos),
      col((t) => t.unitMinor.toString()),
      col((t) => t.stakeMinor.toString()),
      col((t) => t.oddsBp),
      col((t) => (t.oddsByToken ? JSON.stringify(t.oddsByToken) : null)),
    ],
  );
  return rows.map((row) => row.id);
}

/**
 * Adds liabilities to a draw's exposure keys (sorted, so racing orders lock rows in one order)
 * and answers the keys now above `capMinor`; the caller refuses the order when any is.
 */
export async function addExposure(
  db: Queryable,
  currency: string,
  items: ReadonlyArray<{ drawId: string; key: string; liabilityMinor: bigint }>,
  capMinor: bigint,
): Promise<string[]> {
  if (items.length === 0) return [];
  const sorted = [...items].sort((a, b) => Number(BigInt(a.drawId) - BigInt(b.drawId)) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await db.query<{ key: string }>(
    `insert into lottery_exposure (draw_id, currency, exposure_key, liability_minor)
     select e.draw_id, $1, e.exposure_key, e.liability from unnest($2::bigint[], $3::text[], $4::bigint[]) with ordinality
       as e(draw_id, exposure_key, liability, n) order by e.n
     on conflict (draw_id, currency, exposure_key) do update set liability_minor = lottery_exposure.liability_minor + excluded.liability_minor
     returning exposure_key as key, liability_minor > $5 as over`,
    [currency, sorted.map((i) => i.drawId), sorted.map((i) => i.key), sorted.map((i) => i.liabilityMinor.toString()), capMinor.toString()],
  );
  return (rows as Array<{ key: string; over: boolean }>).filter((row) => row.over).map((row) => row.key);
}

/** A ticket voided with its leg: what its exposure is recomputed from. */
export interface VoidedTicket {
  betType: string;
  picks: string;
  unitMinor: bigint;
  oddsBp: number;
  oddsByToken: Record<string, number> | null;
}

/** Voids an order's open tickets on one draw; answers them. */
export async function voidOpenTickets(db: Queryable, orderId: string, drawId: string, at: Date): Promise<VoidedTicket[]> {
  const tickets = await db.query<Omit<VoidedTicket, 'unitMinor'> & { unitMinor: string }>(
    `update lottery_tickets set status = 'void', win_minor = 0, settled_at = $3
      where order_id = $1 and draw_id = $2 and status = 'open'
      returning bet_type as "betType", picks, unit_minor::text as "unitMinor", odds_bp as "oddsBp", odds_by_token as "oddsByToken"`,
    [orderId, drawId, at.toISOString()],
  );
  return tickets.map((ticket) => ({ ...ticket, unitMinor: BigInt(ticket.unitMinor) }));
}

/** The spendable balance (balance less holds) of a ledger account, as text, or null. */
export async function selectAvailable(db: Queryable, accountId: string): Promise<string | null> {
  const [balance] = await db.query<{ available: string }>(`select (balance - held)::text as available from ledger_accounts where id = $1`, [
    accountId,
  ]);
  return balance?.available ?? null;
}

/** Takes liabilities off again (a cancelled chase leg frees its numbers). */
export async function removeExposure(
  db: Queryable,
  currency: string,
  items: ReadonlyArray<{ drawId: string; key: string; liabilityMinor: bigint }>,
) {
  if (items.length === 0) return;
  await db.query(
    `update lottery_exposure x set liability_minor = greatest(0, x.liability_minor - e.liability)
       from unnest($2::bigint[], $3::text[], $4::bigint[]) as e(draw_id, exposure_key, liability)
      where x.draw_id = e.draw_id and x.currency = $1 and x.exposure_key = e.exposure_key`,
    [currency, items.map((i) => i.drawId), items.map((i) => i.key), items.map((i) => i.liabilityMinor.toString())],
  );
}
