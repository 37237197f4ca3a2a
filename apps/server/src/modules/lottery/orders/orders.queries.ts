import type { Queryable } from '../../../db/client.ts';

/** An order as stored. */
export interface OrderRow {
  id: string;
  brandId: string;
  accountId: string;
  gameCode: string;
  currency: string;
  requestHash: string;
  draws: number;
  stopOnWin: boolean;
  stakeMinor: string;
  createdAt: Date;
}

const ORDER_COLUMNS = `id::text as id, merchant_id::text as "brandId", account_id::text as "accountId", game_code as "gameCode", currency,
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
