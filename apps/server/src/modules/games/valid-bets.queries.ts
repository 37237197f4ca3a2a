import type { Queryable } from '../../db/client.ts';

/** A valid bets total of one account and game type (see valid-bets.ts), amounts as bigint. */
export interface ValidBetRow {
  accountId: string;
  /** RNG, LIVE, FISH, ..., ELOTT, LOTT: the product type a rule may rate differently. */
  gameType: string;
  validBetMinor: bigint;
  winMinor: bigint;
  bets: number;
}

/** The valid bets of a brand's currency settled in [start, end), per account and game type (of the accounts given, when given). */
export async function selectValidBets(
  db: Queryable,
  q: { brandId: string; currency: string; start: Date; end: Date; accountIds?: readonly string[] },
): Promise<ValidBetRow[]> {
  const params: unknown[] = [q.brandId, q.currency, q.start.toISOString(), q.end.toISOString()];
  let only = '';
  if (q.accountIds) {
    if (q.accountIds.length === 0) return [];
    params.push(q.accountIds);
    only = 'and account_id = any($5::bigint[])';
  }
  const rows = await db.query<{ account_id: string; game_type: string; bet: string; win: string; bets: number }>(
    `select account_id::text, game_type, sum(stake)::text as bet, sum(win)::text as win, count(*)::int as bets from (
       select account_id, game_type, stake_minor as stake, win_minor as win from game_rounds
        where merchant_id = $1 and status = 'settled' and currency = $2 and settled_at >= $3 and settled_at < $4 ${only}
       union all
       select account_id, game_type, stake_minor, win_minor from lottery_tickets
        where merchant_id = $1 and status in ('won', 'lost') and currency = $2 and settled_at >= $3 and settled_at < $4 ${only}
     ) bets
     group by account_id, game_type
     order by account_id, game_type`,
    params,
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    gameType: row.game_type,
    validBetMinor: BigInt(row.bet),
    winMinor: BigInt(row.win),
    bets: row.bets,
  }));
}
