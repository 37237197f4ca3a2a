/**
 * The SQL of bingo pre-buy orders (decision 057): orders, the games each reached, the orders a
 * game's opening buys for. Rows come back typed.
 */
import type { Queryable } from '../../db/client.ts';

/** An order as stored. */
export interface PrebuyRow {
  id: string;
  brandId: string;
  tableId: string;
  accountId: string;
  currency: string;
  gameType: string;
  cards: number;
  games: number;
  priceMinor: bigint;
  /** What one game of the order costs: the card price times the cards. */
  gameCostMinor: bigint;
  fromSeq: number;
  status: 'active' | 'done' | 'stopped' | 'cancelled';
  stopReason: string | null;
  requestKey: string;
  requestHash: string;
  placed: number;
  skipped: number;
  createdAt: Date;
}

type RawPrebuy = Omit<PrebuyRow, 'priceMinor' | 'gameCostMinor' | 'createdAt'> & { price: string; createdAt: string | Date };

const COLUMNS = `p.id::text as id, p.merchant_id::text as "brandId", p.table_id::text as "tableId", p.account_id::text as "accountId",
  p.currency, p.game_type as "gameType", p.cards, p.games, p.price_minor::text as price, p.from_seq::int as "fromSeq", p.status,
  p.stop_reason as "stopReason", p.request_key as "requestKey", p.request_hash as "requestHash", p.created_at as "createdAt",
  (select count(*) from bingo_prebuy_games g where g.prebuy_id = p.id and g.outcome = 'placed')::int as placed,
  (select count(*) from bingo_prebuy_games g where g.prebuy_id = p.id and g.outcome = 'skipped')::int as skipped`;

function toPrebuy(row: RawPrebuy): PrebuyRow {
  const { price, ...rest } = row;
  const priceMinor = BigInt(price);
  return { ...rest, priceMinor, gameCostMinor: priceMinor * BigInt(row.cards), createdAt: new Date(row.createdAt) };
}

/** A new order; answers it, or null when the account already used the key (the caller reads that one). */
export async function insertPrebuy(
  db: Queryable,
  order: Omit<PrebuyRow, 'id' | 'status' | 'stopReason' | 'placed' | 'skipped' | 'createdAt' | 'gameCostMinor'>,
  at: Date,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `insert into bingo_prebuys (merchant_id, table_id, account_id, currency, game_type, cards, games, price_minor, from_seq,
       request_key, request_hash, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     on conflict (account_id, request_key) do nothing returning id::text as id`,
    [
      order.brandId,
      order.tableId,
      order.accountId,
      order.currency,
      order.gameType,
      order.cards,
      order.games,
      order.priceMinor.toString(),
      order.fromSeq,
      order.requestKey,
      order.requestHash,
      at.toISOString(),
    ],
  );
  return row?.id ?? null;
}

/** An account's order by its request key, or null. */
export async function selectPrebuyByKey(db: Queryable, accountId: string, requestKey: string): Promise<PrebuyRow | null> {
  const [row] = await db.query<RawPrebuy>(`select ${COLUMNS} from bingo_prebuys p where p.account_id = $1 and p.request_key = $2`, [
    accountId,
    requestKey,
  ]);
  return row ? toPrebuy(row) : null;
}

/** An account's orders in a room, newest first. */
export async function selectPrebuys(db: Queryable, accountId: string, tableId: string, limit = 20): Promise<PrebuyRow[]> {
  const rows = await db.query<RawPrebuy>(
    `select ${COLUMNS} from bingo_prebuys p where p.account_id = $1 and p.table_id = $2 order by p.id desc limit $3`,
    [accountId, tableId, limit],
  );
  return rows.map(toPrebuy);
}

/** How many active orders an account has in a room. */
export async function countActivePrebuys(db: Queryable, accountId: string, tableId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from bingo_prebuys where account_id = $1 and table_id = $2 and status = 'active'`,
    [accountId, tableId],
  );
  return row?.n ?? 0;
}

/** The active orders of a room that buy for game `seq` and have not reached round `roundId` yet, in id order. */
export async function selectDuePrebuys(db: Queryable, tableId: string, seq: number, roundId: string): Promise<PrebuyRow[]> {
  const rows = await db.query<RawPrebuy>(
    `select ${COLUMNS} from bingo_prebuys p
      where p.table_id = $1 and p.status = 'active' and p.from_seq <= $2
        and not exists (select 1 from bingo_prebuy_games g where g.prebuy_id = p.id and g.round_id = $3)
      order by p.id`,
    [tableId, seq, roundId],
  );
  return rows.map(toPrebuy);
}

/**
 * Records what an order did for a game, once (a rerun finds the row), and moves the order on: done
 * after its last game, stopped when `stop` says why.
 */
export async function recordPrebuyGame(
  db: Queryable,
  entry: { prebuyId: string; roundId: string; outcome: 'placed' | 'skipped'; reason: string | null; stop: string | null },
  at: Date,
): Promise<void> {
  await db.query(
    `with game as (
       insert into bingo_prebuy_games (prebuy_id, round_id, outcome, reason, created_at) values ($1, $2, $3, $4, $6)
       on conflict do nothing returning prebuy_id)
     update bingo_prebuys p set
       status = case when $5::text is not null then 'stopped'
                     when (select count(*) from bingo_prebuy_games g where g.prebuy_id = p.id) + (select count(*) from game) >= p.games then 'done'
                     else p.status end,
       stop_reason = coalesce($5::text, p.stop_reason), updated_at = $6
     where p.id = $1 and p.status = 'active' and exists (select 1 from game)`,
    [entry.prebuyId, entry.roundId, entry.outcome, entry.reason, entry.stop, at.toISOString()],
  );
}

/** Cancels an account's active order; answers whether it was active. */
export async function cancelPrebuy(db: Queryable, accountId: string, prebuyId: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `update bingo_prebuys set status = 'cancelled', updated_at = $3 where id = $1 and account_id = $2 and status = 'active' returning id`,
    [prebuyId, accountId, at.toISOString()],
  );
  return rows.length > 0;
}

/** Whether an order of the account exists (active or not). */
export async function prebuyExists(db: Queryable, accountId: string, prebuyId: string): Promise<boolean> {
  const rows = await db.query(`select 1 from bingo_prebuys where id = $1 and account_id = $2`, [prebuyId, accountId]);
  return rows.length > 0;
}
