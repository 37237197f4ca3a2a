import type { Queryable } from '../../db/client.ts';
// Rounds are read through the betting_rounds view (migration 022): the wallet API's game_rounds and
// the lottery's tickets, so lottery tickets appear in the betting record and on the winners board.

/** A round row of the betting record, amounts as bigint. */
export interface RoundListRow {
  vendorCode: string;
  vendorName: string;
  gameCode: string;
  gameName: string | null;
  gameType: string;
  roundId: string;
  stakeMinor: bigint;
  winMinor: bigint;
  status: 'open' | 'settled' | 'cancelled';
  startedAt: Date;
  settledAt: Date | null;
  currency: string;
}

/** The row as the driver returns it: the amounts as text. */
type StoredRound = Omit<RoundListRow, 'stakeMinor' | 'winMinor'> & { stakeMinor: string; winMinor: string };

const roundOf = (row: StoredRound): RoundListRow => ({ ...row, stakeMinor: BigInt(row.stakeMinor), winMinor: BigInt(row.winMinor) });

/** The filters of the betting record: the player, the currency of its wallets, [from, to) and the optional fields. */
export interface RoundFilter {
  brandId: string;
  accountId: string;
  currency: string;
  from: Date;
  to: Date;
  vendorCode?: string | undefined;
  gameType?: string | undefined;
  status?: string | undefined;
}

const ROUND_COLUMNS = `r.vendor_code as "vendorCode", coalesce(v.display_name, r.vendor_code) as "vendorName", r.game_code as "gameCode",
  coalesce(nullif(g.names ->> $LANG, ''), g.display_name) as "gameName", r.game_type as "gameType", r.round_id as "roundId",
  r.stake_minor::text as "stakeMinor", r.win_minor::text as "winMinor", r.status, r.started_at as "startedAt", r.settled_at as "settledAt", r.currency`;

const ROUND_JOINS = `left join game_vendors v on v.merchant_id = r.merchant_id and v.vendor_code = r.vendor_code
  left join games g on g.merchant_id = r.merchant_id and g.vendor_code = r.vendor_code and g.game_code = r.game_code`;

function whereOf(filter: RoundFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.brandId, filter.accountId, filter.currency, filter.from.toISOString(), filter.to.toISOString()];
  const where = ['r.merchant_id = $1', 'r.account_id = $2', 'r.currency = $3', 'r.started_at >= $4', 'r.started_at < $5'];
  for (const [column, value] of [
    ['r.vendor_code', filter.vendorCode],
    ['r.game_type', filter.gameType],
    ['r.status', filter.status],
  ] as const) {
    if (value === undefined) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  return { sql: where.join(' and '), params };
}

/** One page of the player's rounds, newest first, with the count and sums over all pages. */
export async function selectRoundPage(db: Queryable, filter: RoundFilter, page: { offset: number; limit: number; language: string }) {
  const { sql, params } = whereOf(filter);
  const [totals] = await db.query<{ total: number; stake: string; win: string }>(
    `select count(*)::int as total, coalesce(sum(r.stake_minor), 0)::text as stake, coalesce(sum(r.win_minor), 0)::text as win
     from betting_rounds r where ${sql}`,
    params,
  );
  const pageParams = [...params, page.language, page.limit, page.offset];
  const n = params.length;
  const rows = await db.query<StoredRound>(
    `select ${ROUND_COLUMNS.replace('$LANG', `$${n + 1}`)} from betting_rounds r ${ROUND_JOINS}
     where ${sql} order by r.started_at desc, r.round_id desc limit $${n + 2} offset $${n + 3}`,
    pageParams,
  );
  return {
    rows: rows.map(roundOf),
    total: totals?.total ?? 0,
    stakeMinor: BigInt(totals?.stake ?? '0'),
    winMinor: BigInt(totals?.win ?? '0'),
  };
}

/** One round of the player, or null (another player's round is null too). */
export async function selectPlayerRound(
  db: Queryable,
  key: { brandId: string; accountId: string; vendorCode: string; roundId: string },
  language: string,
): Promise<RoundListRow | null> {
  const [row] = await db.query<StoredRound>(
    `select ${ROUND_COLUMNS.replace('$LANG', '$5')} from betting_rounds r ${ROUND_JOINS}
     where r.merchant_id = $1 and r.account_id = $2 and r.vendor_code = $3 and r.round_id = $4`,
    [key.brandId, key.accountId, key.vendorCode, key.roundId, language],
  );
  return row ? roundOf(row) : null;
}

/** The ledger movements the wallet API made for a round, oldest first. */
export async function selectRoundMovements(
  db: Queryable,
  key: { brandId: string; accountId: string; vendorCode: string; roundId: string },
): Promise<{ action: 'debit' | 'credit' | 'rollback'; transactionId: string; amountMinor: bigint; createdAt: Date }[]> {
  const rows = await db.query<{ action: 'debit' | 'credit' | 'rollback'; transactionId: string; amountMinor: string; createdAt: Date }>(
    `select w.action, w.transaction_id as "transactionId", t.amount::text as "amountMinor", t.created_at as "createdAt"
     from vendor_wallet_transactions w join ledger_transfers t on t.id = w.ledger_transfer_id
     where w.merchant_id = $1 and w.account_id = $2 and w.vendor_code = $3 and w.round_id = $4
     order by t.created_at, t.id`,
    [key.brandId, key.accountId, key.vendorCode, key.roundId],
  );
  return rows.map((row) => ({ ...row, amountMinor: BigInt(row.amountMinor) }));
}

/** The latest settled rounds with a win in real money (never the demo currency). */
export async function selectWinners(
  db: Queryable,
  brandId: string,
  language: string,
  limit: number,
  demoCurrency: string,
): Promise<
  { username: string; vendorCode: string; gameCode: string; gameName: string; winMinor: bigint; currency: string; wonAt: Date }[]
> {
  const rows = await db.query<{
    username: string;
    vendorCode: string;
    gameCode: string;
    gameName: string;
    winMinor: string;
    currency: string;
    wonAt: Date;
  }>(
    `select a.username, r.vendor_code as "vendorCode", r.game_code as "gameCode",
       coalesce(nullif(g.names ->> $2, ''), g.display_name, r.game_code) as "gameName", r.win_minor::text as "winMinor", r.currency,
       r.settled_at as "wonAt"
     from betting_rounds r join accounts a on a.id = r.account_id
     left join games g on g.merchant_id = r.merchant_id and g.vendor_code = r.vendor_code and g.game_code = r.game_code
     where r.merchant_id = $1 and r.win_minor > 0 and r.settled_at is not null and r.status = 'settled' and r.currency <> $4
     order by r.settled_at desc, r.round_id desc limit $3`,
    [brandId, language, limit, demoCurrency],
  );
  return rows.map((row) => ({ ...row, winMinor: BigInt(row.winMinor) }));
}
