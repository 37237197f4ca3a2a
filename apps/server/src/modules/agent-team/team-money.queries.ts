/**
 * The sums and lists of the team reports (decision 029), aggregated in SQL. Each source (settled
 * game rounds, settled lottery tickets, ledger postings) is summed on its own and only then
 * combined, never joined with another one-to-many source, so no row is counted twice. Valid bets
 * and wins are settled rounds by their settle time (game_rounds_settled, lottery_tickets_settled);
 * money is the ledger's postings on the team's own wallets (ledger_postings_team). Read only.
 */
import type { Queryable } from '../../db/client.ts';
import { gmt8Day } from './team-tree.queries.ts';

/** The ledger codes the team's money reads count; written out, so the partial index ledger_postings_team applies. */
const TEAM_CODES_SQL = `('deposit', 'withdrawal', 'transfer_upline', 'transfer_downline', 'bonus', 'rebate', 'adjustment', 'reversal')`;

/** Where a report reads: the brand, its currency, the caller whose team it is, and the time range [from, to). */
export interface TeamRange {
  brandId: string;
  currency: string;
  callerId: string;
  from: Date;
  to: Date;
}

const rangeParams = (range: TeamRange) => [range.callerId, range.brandId, range.from.toISOString(), range.to.toISOString(), range.currency];

/**
 * Valid bets and wins of the team's settled rounds and settled lottery tickets, each table summed on
 * its own (union all of two aggregates) over a CTE `team(id, ...)`, with the placeholders of
 * rangeParams ($2 brand, $3 from, $4 to, $5 currency). `keys` and `groupBy` name the grouping, `$DAY`
 * standing for the GMT+8 day of the settle time; each part answers `keys`, bet, win.
 */
function betsSql(keys: string, groupBy: string): string {
  const day = gmt8Day('r.settled_at');
  const part = (table: string, settled: string) => `
    select ${keys.replaceAll('$DAY', day)}, sum(r.stake_minor) as bet, sum(r.win_minor) as win
      from ${table} r join team on team.id = r.account_id
     where r.merchant_id = $2 and ${settled} and r.settled_at >= $3 and r.settled_at < $4 and r.currency = $5
     group by ${groupBy.replaceAll('$DAY', day)}`;
  // The settled conditions are written as the partial indexes game_rounds_settled and lottery_tickets_settled are.
  return `${part('game_rounds', "r.status = 'settled'")} union all ${part('lottery_tickets', "r.status in ('won', 'lost')")}`;
}

/**
 * Deposits, withdrawals and bonuses on the team's wallets over a CTE `team(id, ...)`: postings
 * summed by reason, a reversal under the reason of what it undid (a refunded withdrawal is no
 * withdrawal), signs as the wallet saw them (withdrawals negative). `keys` and `groupBy` as in
 * betsSql, `$DAY` the GMT+8 day of the posting; answers `keys`, deposit, withdrawal, bonus.
 */
function moneySql(keys: string, groupBy: string): string {
  const day = gmt8Day('p.created_at');
  return `
    select ${keys.replaceAll('$DAY', day)},
           coalesce(sum(p.amount) filter (where c.code = 'deposit'), 0) as deposit,
           coalesce(sum(p.amount) filter (where c.code = 'withdrawal'), 0) as withdrawal,
           coalesce(sum(p.amount) filter (where c.code = 'bonus'), 0) as bonus
      from team
      join ledger_accounts w on w.owner_account_id = team.id and w.merchant_id = $2 and w.currency = $5
                             and w.kind in ('player_main', 'player_vendor')
      join ledger_postings p on p.account_id = w.id
      -- A reversal's reason is on its transfer, read for reversals only (the other postings carry their own).
      cross join lateral (select case when p.code <> 'reversal' then p.code
                                      else (select tr.metadata ->> 'reversedCode' from ledger_transfers tr where tr.id = p.transfer_id)
                                 end as code) c
     where p.merchant_id = $2 and p.created_at >= $3 and p.created_at < $4 and p.code in ${TEAM_CODES_SQL}
     group by ${groupBy.replaceAll('$DAY', day)}`;
}

/** Per GMT+8 day of the range: the team's valid bets, wins, deposits, withdrawals and bonuses (days with none left out). */
export interface DayTotals {
  day: string;
  betMinor: bigint;
  winMinor: bigint;
  depositMinor: bigint;
  withdrawalMinor: bigint;
  bonusMinor: bigint;
}

type StoredDayTotals = { day: string; bet: string; win: string; deposit: string; withdrawal: string; bonus: string };

/**
 * The overview's money: totals per day, and how many accounts bet at least `activeBetMinor` (and
 * something) in the range. Rounds are read once for both, grouped by account and by day at once.
 */
export async function selectOverviewMoney(
  db: Queryable,
  range: TeamRange,
  activeBetMinor: bigint,
): Promise<{ days: DayTotals[]; active: number }> {
  const [row] = await db.query<{ days: StoredDayTotals[] | null; active: number }>(
    `with team as (select descendant_id as id from account_tree where ancestor_id = $1 and depth >= 1),
     bets as (${betsSql('r.account_id, $DAY as day', 'grouping sets ((r.account_id), ($DAY))')}),
     money as (${moneySql('$DAY as day', '$DAY')}),
     per_day as (
       select day, bet, win, 0 as deposit, 0 as withdrawal, 0 as bonus from bets where account_id is null
       union all
       select day, 0, 0, deposit, withdrawal, bonus from money)
     select
       (select json_agg(json_build_object('day', day::text, 'bet', bet::text, 'win', win::text, 'deposit', deposit::text,
                 'withdrawal', withdrawal::text, 'bonus', bonus::text) order by day)
          from (select day, sum(bet) as bet, sum(win) as win, sum(deposit) as deposit, sum(withdrawal) as withdrawal, sum(bonus) as bonus
                  from per_day group by day) d) as days,
       (select count(*) from (select account_id from bets where day is null
                               group by account_id having sum(bet) >= $6 and sum(bet) > 0) a)::int as active`,
    [...rangeParams(range), activeBetMinor.toString()],
  );
  const days = (row?.days ?? []).map((day) => ({
    day: day.day,
    betMinor: BigInt(day.bet),
    winMinor: BigInt(day.win),
    depositMinor: BigInt(day.deposit),
    withdrawalMinor: BigInt(day.withdrawal),
    bonusMinor: BigInt(day.bonus),
  }));
  return { days, active: row?.active ?? 0 };
}

/** One row of the profit report: a direct downline account with the sums of its own play and its whole team's. */
export interface ProfitRow {
  id: string;
  username: string;
  accountType: number;
  teamSize: number;
  bet: string;
  win: string;
  bonus: string;
  deposit: string;
  withdrawal: string;
}

/** Sums over all listed rows. */
export interface ProfitTotals {
  total: number;
  bet: string;
  win: string;
  bonus: string;
  deposit: string;
  withdrawal: string;
}

/**
 * The profit report: per direct downline of the caller (username containing `pattern`, when
 * given), by username, one page; each row sums the account and everyone below it. Each team
 * account's sums go to its branch, the ancestor one level below the caller.
 */
export async function selectProfitPage(
  db: Queryable,
  range: TeamRange,
  pattern: string | null,
  page: { limit: number; offset: number },
): Promise<{ rows: ProfitRow[]; totals: ProfitTotals }> {
  const [row] = await db.query<{ rows: ProfitRow[] | null; totals: ProfitTotals }>(
    `with team as (
       -- Every team account with its branch: its ancestor one level below the caller (itself at level 1).
       select t.descendant_id as id, up.ancestor_id as branch_id
         from account_tree t join account_tree up on up.descendant_id = t.descendant_id and up.depth = t.depth - 1
        where t.ancestor_id = $1 and t.depth >= 1),
     sums as (
       select branch_id, bet, win, 0 as bonus, 0 as deposit, 0 as withdrawal from (${betsSql('team.branch_id', 'team.branch_id')}) b
       union all
       select branch_id, 0, 0, bonus, deposit, withdrawal from (${moneySql('team.branch_id', 'team.branch_id')}) m),
     per_branch as (
       select branch_id, sum(bet) as bet, sum(win) as win, sum(bonus) as bonus, sum(deposit) as deposit, -sum(withdrawal) as withdrawal
         from sums group by branch_id),
     listed as (
       select a.id, a.username, a.account_type, coalesce(b.bet, 0) as bet, coalesce(b.win, 0) as win, coalesce(b.bonus, 0) as bonus,
              coalesce(b.deposit, 0) as deposit, coalesce(b.withdrawal, 0) as withdrawal
         from accounts a left join per_branch b on b.branch_id = a.id
        where a.upline_id = $1 and a.merchant_id = $2 and ($6::text is null or a.username ilike $6))
     select
       (select json_agg(json_build_object('id', p.id::text, 'username', p.username, 'accountType', p.account_type,
                 'teamSize', (select count(*) from account_tree s where s.ancestor_id = p.id and s.depth >= 1),
                 'bet', p.bet::text, 'win', p.win::text, 'bonus', p.bonus::text, 'deposit', p.deposit::text,
                 'withdrawal', p.withdrawal::text) order by lower(p.username), p.id)
          from (select * from listed order by lower(username), id limit $7 offset $8) p) as rows,
       (select json_build_object('total', count(*), 'bet', coalesce(sum(bet), 0)::text, 'win', coalesce(sum(win), 0)::text,
                 'bonus', coalesce(sum(bonus), 0)::text, 'deposit', coalesce(sum(deposit), 0)::text,
                 'withdrawal', coalesce(sum(withdrawal), 0)::text)
          from listed) as totals`,
    [...rangeParams(range), pattern, page.limit, page.offset],
  );
  return {
    rows: row?.rows ?? [],
    totals: row?.totals ?? { total: 0, bet: '0', win: '0', bonus: '0', deposit: '0', withdrawal: '0' },
  };
}

/** Filters of the team's betting list: rounds started in [from, to), optionally one account and one game type. */
export interface BetFilter extends TeamRange {
  accountId?: string | undefined;
  gameType?: string | undefined;
}

/** A round of the team betting list, amounts as text. */
export interface TeamRoundRow {
  username: string;
  vendorName: string;
  gameName: string | null;
  gameType: string;
  roundId: string;
  stake: string;
  win: string;
  status: string;
  startedAt: Date;
}

function betWhere(filter: BetFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = rangeParams(filter);
  const where = ['r.merchant_id = $2', 'r.started_at >= $3', 'r.started_at < $4', 'r.currency = $5'];
  for (const [column, value] of [
    ['r.account_id', filter.accountId],
    ['r.game_type', filter.gameType],
  ] as const) {
    if (value === undefined) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  return {
    sql: `betting_rounds r join account_tree t on t.descendant_id = r.account_id and t.ancestor_id = $1 and t.depth >= 1
          where ${where.join(' and ')}`,
    params,
  };
}

/** One page of the team's rounds (game rounds and lottery tickets, through betting_rounds), newest first, with count and sums. */
export async function selectTeamRounds(
  db: Queryable,
  filter: BetFilter,
  page: { limit: number; offset: number; language: string },
): Promise<{ rows: TeamRoundRow[]; total: number; stake: string; win: string }> {
  const { sql, params } = betWhere(filter);
  const [totals] = await db.query<{ total: number; stake: string; win: string }>(
    `select count(*)::int as total, coalesce(sum(r.stake_minor), 0)::text as stake, coalesce(sum(r.win_minor), 0)::text as win from ${sql}`,
    params,
  );
  const n = params.length;
  const rows = await db.query<TeamRoundRow>(
    `with listed as (select r.* from ${sql} order by r.started_at desc, r.round_id desc limit $${n + 1} offset $${n + 2})
     select a.username, coalesce(v.display_name, r.vendor_code) as "vendorName",
            coalesce(nullif(g.names ->> $${n + 3}, ''), g.display_name) as "gameName", r.game_type as "gameType",
            r.round_id as "roundId", r.stake_minor::text as stake, r.win_minor::text as win, r.status, r.started_at as "startedAt"
       from listed r
       join accounts a on a.id = r.account_id
       left join game_vendors v on v.merchant_id = r.merchant_id and v.vendor_code = r.vendor_code
       left join games g on g.merchant_id = r.merchant_id and g.vendor_code = r.vendor_code and g.game_code = r.game_code
      order by r.started_at desc, r.round_id desc`,
    [...params, page.limit, page.offset, page.language],
  );
  return { rows, total: totals?.total ?? 0, stake: totals?.stake ?? '0', win: totals?.win ?? '0' };
}

/** Filters of the team's transaction list. */
export interface TransactionFilter extends TeamRange {
  accountId?: string | undefined;
  /** Ledger codes to list (all the report's types when absent). */
  codes: readonly string[];
}

/** A money movement of a team wallet: signed as the wallet saw it. */
export interface TeamTransactionRow {
  username: string;
  code: string;
  amount: string;
  transferId: string;
  at: Date;
}

/** One page of the team wallets' movements of the listed codes in [from, to), newest first, and how many there are. */
export async function selectTeamTransactions(
  db: Queryable,
  filter: TransactionFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TeamTransactionRow[]; total: number }> {
  const params: unknown[] = [...rangeParams(filter), [...filter.codes]];
  let owner = '';
  if (filter.accountId !== undefined) {
    params.push(filter.accountId);
    owner = `and w.owner_account_id = $${params.length}`;
  }
  const joins = `ledger_postings p
      join ledger_accounts w on w.id = p.account_id and w.kind in ('player_main', 'player_vendor') ${owner}
      join account_tree t on t.descendant_id = w.owner_account_id and t.ancestor_id = $1 and t.depth >= 1`;
  const where = `p.merchant_id = $2 and p.created_at >= $3 and p.created_at < $4 and p.currency = $5
      and p.code in ${TEAM_CODES_SQL} and p.code = any($6::text[])`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from ${joins} where ${where}`, params);
  const n = params.length;
  const rows = await db.query<TeamTransactionRow>(
    `select a.username, p.code, p.amount::text as amount, p.transfer_id::text as "transferId", p.created_at as at
       from ${joins} join accounts a on a.id = w.owner_account_id
      where ${where}
      order by p.created_at desc, p.transfer_id desc limit $${n + 1} offset $${n + 2}`,
    [...params, page.limit, page.offset],
  );
  return { rows, total: count?.total ?? 0 };
}
