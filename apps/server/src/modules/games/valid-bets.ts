import type { Queryable } from '../../db/client.ts';

/**
 * Valid bets: the one definition every engagement rule counts from (points, VIP, rebates,
 * missions, wagering). A valid bet is the stake of a settled game round (a cancelled round
 * counts nothing) or of a settled lottery ticket (won or lost; void counts nothing), counted in
 * the window it settled in, as the agents' team figures count them (agent-contracts/team-basis.ts).
 * Windows are half-open [start, end). Amounts are minor units of `currency`.
 */
export interface ValidBetRow {
  accountId: string;
  /** RNG, LIVE, FISH, ..., ELOTT, LOTT: the product type a rule may rate differently. */
  gameType: string;
  validBetMinor: bigint;
  winMinor: bigint;
  bets: number;
}

export async function validBetsInWindow(
  db: Queryable,
  q: { merchantId: string; currency: string; start: Date; end: Date; accountIds?: readonly string[] },
): Promise<ValidBetRow[]> {
  const params: unknown[] = [q.merchantId, q.currency, q.start.toISOString(), q.end.toISOString()];
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
