import type { Queryable } from '../../db/client.ts';

/** What an agent's team did in a window: the inputs of its contract's figures. */
export interface TeamBasis {
  /** Settled stakes of the team (valid bets). */
  validBetMinor: bigint;
  winMinor: bigint;
  /** Bonuses and rebates paid to the team's main wallets. */
  bonusMinor: bigint;
  /** Team players whose valid bets reached the brand's active threshold. */
  activeMembers: number;
}

export const EMPTY_BASIS: TeamBasis = { validBetMinor: 0n, winMinor: 0n, bonusMinor: 0n, activeMembers: 0 };

/**
 * The team figures of several agents over one window, in the brand's currency: a team is every
 * account below the agent (not the agent itself). Rounds count by when they settled (a round
 * settling late counts in the window it settles in). Bets and bonuses are summed per player
 * separately and only then per agent, so one never multiplies the other.
 */
export async function teamBasis(
  db: Queryable,
  q: { brandId: string; currency: string; agentIds: readonly string[]; start: Date; end: Date; activeBetMinor: bigint },
): Promise<Map<string, TeamBasis>> {
  const result = new Map<string, TeamBasis>();
  if (q.agentIds.length === 0) return result;
  const range = [q.brandId, q.currency, q.start.toISOString(), q.end.toISOString(), q.agentIds];
  const bets = await db.query<{ agent: string; bet: string; win: string; active: number }>(
    `with per_player as (
       select account_id, sum(stake) as stake, sum(win) as win from (
         select account_id, stake_minor as stake, win_minor as win from game_rounds
          where merchant_id = $1 and status = 'settled' and currency = $2 and settled_at >= $3 and settled_at < $4
         union all
         select account_id, stake_minor, win_minor from lottery_tickets
          where merchant_id = $1 and status in ('won', 'lost') and currency = $2 and settled_at >= $3 and settled_at < $4
       ) rounds group by account_id)
     select t.ancestor_id::text as agent, sum(p.stake)::text as bet, sum(p.win)::text as win,
            (count(*) filter (where p.stake >= $6))::int as active
       from account_tree t join per_player p on p.account_id = t.descendant_id
      where t.ancestor_id = any($5::bigint[]) and t.depth >= 1
      group by t.ancestor_id`,
    [...range, q.activeBetMinor.toString()],
  );
  for (const row of bets) {
    result.set(row.agent, { validBetMinor: BigInt(row.bet), winMinor: BigInt(row.win), bonusMinor: 0n, activeMembers: row.active });
  }
  const bonuses = await db.query<{ agent: string; bonus: string }>(
    `with per_player as (
       select w.owner_account_id as account_id, sum(x.amount) as amount
         from ledger_transfers x join ledger_accounts w on w.id = x.credit_account_id
        where x.merchant_id = $1 and x.currency = $2 and x.code in ('bonus', 'rebate') and x.created_at >= $3 and x.created_at < $4
          and w.kind = 'player_main'
        group by w.owner_account_id)
     select t.ancestor_id::text as agent, sum(p.amount)::text as bonus
       from account_tree t join per_player p on p.account_id = t.descendant_id
      where t.ancestor_id = any($5::bigint[]) and t.depth >= 1
      group by t.ancestor_id`,
    range,
  );
  for (const row of bonuses) {
    const basis = result.get(row.agent) ?? { ...EMPTY_BASIS };
    result.set(row.agent, { ...basis, bonusMinor: BigInt(row.bonus) });
  }
  return result;
}

/** Ancestor-descendant pairs among the given agents (both in the set), with their distance in the tree. */
export async function selectAgentsAbove(
  db: Queryable,
  agentIds: readonly string[],
): Promise<{ ancestor: string; descendant: string; depth: number }[]> {
  return db.query<{ ancestor: string; descendant: string; depth: number }>(
    `select ancestor_id::text as ancestor, descendant_id::text as descendant, depth from account_tree
      where descendant_id = any($1::bigint[]) and ancestor_id = any($1::bigint[]) and depth >= 1`,
    [agentIds],
  );
}
