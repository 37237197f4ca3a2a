/**
 * The bingo desk's reads (decision 057): a room's games by page, a game's payouts with the
 * players' names, the games carrying its jackpot's history, and the room's stakes and payouts
 * straight from the ledger's transfers. Rows come back typed, amounts as bigint.
 */
import type { Queryable } from '../../db/client.ts';

/** A brand's code by id, or null. */
export async function selectBrandCode(db: Queryable, brandId: string): Promise<string | null> {
  const [row] = await db.query<{ code: string }>(`select code from merchants where id = $1`, [brandId]);
  return row?.code ?? null;
}

/** A game of a room as the desk lists it. */
export interface DeskGameRow {
  roundId: string;
  seq: number;
  status: string;
  opensAt: Date;
  closesAt: Date | null;
  dealtAt: Date | null;
  voidReason: string | null;
  result: unknown;
}

type RawGame = Omit<DeskGameRow, 'opensAt' | 'closesAt' | 'dealtAt'> & {
  opensAt: string | Date;
  closesAt: string | Date | null;
  dealtAt: string | Date | null;
};

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));
const toGame = (row: RawGame): DeskGameRow => ({
  ...row,
  opensAt: new Date(row.opensAt),
  closesAt: toDate(row.closesAt),
  dealtAt: toDate(row.dealtAt),
});

const GAME_COLUMNS = `id::text as "roundId", seq::int as seq, status, opens_at as "opensAt", closes_at as "closesAt", dealt_at as "dealtAt",
  void_reason as "voidReason", result`;

/** A page of a room's games, newest first, and how many it has. */
export async function selectRoomGames(
  db: Queryable,
  tableId: string,
  offset: number,
  limit: number,
): Promise<{ rows: DeskGameRow[]; total: number }> {
  const rows = await db.query<RawGame>(`select ${GAME_COLUMNS} from rounds where table_id = $1 order by seq desc offset $2 limit $3`, [
    tableId,
    offset,
    limit,
  ]);
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from rounds where table_id = $1`, [tableId]);
  return { rows: rows.map(toGame), total: count?.n ?? 0 };
}

/** One game by id with its room, or null. */
export async function selectDeskGame(db: Queryable, roundId: string): Promise<(DeskGameRow & { tableId: string; brandId: string }) | null> {
  const [row] = await db.query<RawGame & { tableId: string; brandId: string }>(
    `select ${GAME_COLUMNS}, table_id::text as "tableId", merchant_id::text as "brandId" from rounds where id = $1`,
    [roundId],
  );
  return row ? { ...toGame(row), tableId: row.tableId, brandId: row.brandId } : null;
}

/** The games of a room that played for its jackpot (dealt, with a result), newest first. */
export async function selectJackpotGames(db: Queryable, tableId: string, limit: number): Promise<DeskGameRow[]> {
  const rows = await db.query<RawGame>(
    `select ${GAME_COLUMNS} from rounds where table_id = $1 and status in ('dealt', 'settled') and result is not null order by seq desc limit $2`,
    [tableId, limit],
  );
  return rows.map(toGame);
}

/** What a game's settlement runs moved, per player, currency and part, with the players' names. */
export interface DeskPayoutRow {
  accountId: string;
  username: string;
  currency: string;
  part: number;
  movedMinor: bigint;
  at: Date;
}

export async function selectGamePayouts(db: Queryable, roundId: string): Promise<DeskPayoutRow[]> {
  const rows = await db.query<Omit<DeskPayoutRow, 'movedMinor' | 'at'> & { moved: string; at: string | Date }>(
    `select p.account_id::text as "accountId", a.username, p.currency, p.part, p.moved_minor::text as moved, p.created_at as at
       from round_payouts p join accounts a on a.id = p.account_id
      where p.round_id = $1 and p.moved_minor <> 0 order by p.part, p.account_id`,
    [roundId],
  );
  return rows.map(({ moved, at, ...row }) => ({ ...row, movedMinor: BigInt(moved), at: new Date(at) }));
}

/**
 * A room's stakes and payouts from the ledger since `since`, per currency: the transfers the engine
 * posted under the vendor's keys (`stake:<vendor>:r<round>b<bet>`, `payout:<vendor>:r<round>a...`,
 * claw-backs `clawback:<vendor>:r<round>a...`) of the room's played games (voided games left out).
 */
export async function selectRoomLedgerSums(
  db: Queryable,
  input: { brandId: string; vendorCode: string; tableId: string; since: Date },
): Promise<Array<{ currency: string; games: number; stakesMinor: bigint; payoutsMinor: bigint }>> {
  const rows = await db.query<{ currency: string; games: number; stakes: string; payouts: string }>(
    `with games as (
       select id from rounds where table_id = $3 and status in ('dealt', 'settled') and dealt_at >= $4),
     moves as (
       select t.currency, split_part(t.idempotency_key, ':', 1) as kind, t.amount,
              substring(t.idempotency_key from '^[a-z]+:[^:]+:r([0-9]+)[ab]')::bigint as round_id
         from ledger_transfers t
        where t.merchant_id = $1 and t.created_at >= $4
          and (t.idempotency_key like 'stake:' || $2 || ':r%' or t.idempotency_key like 'payout:' || $2 || ':r%'
               or t.idempotency_key like 'clawback:' || $2 || ':r%'))
     select m.currency, count(distinct m.round_id)::int as games,
            coalesce(sum(m.amount) filter (where m.kind = 'stake'), 0)::text as stakes,
            (coalesce(sum(m.amount) filter (where m.kind = 'payout'), 0) - coalesce(sum(m.amount) filter (where m.kind = 'clawback'), 0))::text as payouts
       from moves m where m.round_id in (select id from games) group by m.currency order by m.currency`,
    [input.brandId, input.vendorCode, input.tableId, input.since.toISOString()],
  );
  return rows.map((row) => ({
    currency: row.currency,
    games: row.games,
    stakesMinor: BigInt(row.stakes),
    payoutsMinor: BigInt(row.payouts),
  }));
}
