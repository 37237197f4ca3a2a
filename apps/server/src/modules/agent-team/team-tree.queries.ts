/**
 * Reads of an agent's team tree (decision 029): who is in it, one level of it, the path down to an
 * account. The team of an account is every account below it in `account_tree` (depth 1 and more);
 * every read here starts from the caller, so nothing outside its team can come back. Read only.
 */
import { AGENT_TYPES } from '@pkg/contracts/agent-types';
import type { Queryable } from '../../db/client.ts';

/** Agent account types as an SQL list, `(1, 2, 41, 42)`, for the member/agent split (packages/contracts agent-types.ts). */
export const AGENT_TYPES_SQL = `(${AGENT_TYPES.join(', ')})`;

/** The GMT+8 day (a date) of a timestamptz column, whatever the session's time zone. */
export const gmt8Day = (column: string) => `((${column} at time zone 'UTC') + interval '8 hours')::date`;

/** A LIKE pattern matching the text anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** How far below the caller an account of its brand is (0: the caller itself), or null when it is not in the caller's team. */
export async function selectDepthBelow(db: Queryable, brandId: string, callerId: string, accountId: string): Promise<number | null> {
  const [row] = await db.query<{ depth: number }>(
    `select t.depth from account_tree t join accounts a on a.id = t.descendant_id
      where t.ancestor_id = $1 and t.descendant_id = $2 and a.merchant_id = $3`,
    [callerId, accountId, brandId],
  );
  return row ? row.depth : null;
}

/** A team account by username (any case), or null when no account of the team has it (the caller itself excluded). */
export async function selectTeamAccountByUsername(
  db: Queryable,
  brandId: string,
  callerId: string,
  username: string,
): Promise<{ id: string; username: string } | null> {
  const [row] = await db.query<{ id: string; username: string }>(
    `select a.id::text as id, a.username from accounts a
       join account_tree t on t.descendant_id = a.id and t.ancestor_id = $2 and t.depth >= 1
      where a.merchant_id = $1 and lower(a.username) = lower($3)`,
    [brandId, callerId, username],
  );
  return row ?? null;
}

/** The accounts from the caller down to one of its team (both ends included), top first. */
export function selectPath(db: Queryable, callerId: string, accountId: string): Promise<Array<{ id: string; username: string }>> {
  return db.query<{ id: string; username: string }>(
    `select a.id::text as id, a.username
       from account_tree up
       join account_tree below on below.descendant_id = up.ancestor_id and below.ancestor_id = $1
       join accounts a on a.id = up.ancestor_id
      where up.descendant_id = $2
      order by below.depth`,
    [callerId, accountId],
  );
}

/** Sizes of the caller's team: everyone below it, and its direct downline split into members and agents. */
export async function selectTeamCounts(
  db: Queryable,
  brandId: string,
  callerId: string,
): Promise<{ teamSize: number; directMembers: number; directAgents: number }> {
  const [row] = await db.query<{ teamSize: number; directMembers: number; directAgents: number }>(
    `select count(*)::int as "teamSize",
            count(*) filter (where t.depth = 1 and a.account_type not in ${AGENT_TYPES_SQL})::int as "directMembers",
            count(*) filter (where t.depth = 1 and a.account_type in ${AGENT_TYPES_SQL})::int as "directAgents"
       from account_tree t join accounts a on a.id = t.descendant_id
      where t.ancestor_id = $1 and t.depth >= 1 and a.merchant_id = $2`,
    [callerId, brandId],
  );
  return row ?? { teamSize: 0, directMembers: 0, directAgents: 0 };
}

/** Team accounts opened in [from, to), per GMT+8 day. */
export function selectNewMembersByDay(
  db: Queryable,
  brandId: string,
  callerId: string,
  from: Date,
  to: Date,
): Promise<Array<{ day: string; count: number }>> {
  return db.query<{ day: string; count: number }>(
    `select ${gmt8Day('a.created_at')}::text as day, count(*)::int as count
       from account_tree t join accounts a on a.id = t.descendant_id
      where t.ancestor_id = $1 and t.depth >= 1 and a.merchant_id = $2 and a.created_at >= $3 and a.created_at < $4
      group by 1`,
    [callerId, brandId, from.toISOString(), to.toISOString()],
  );
}

/** Which accounts a team management page lists. */
export interface LevelFilter {
  brandId: string;
  currency: string;
  /** The account whose level is listed (the caller or one of its team). */
  parentId: string;
  /** With a search: every account below the parent whose username contains it; without: the parent's direct downline. */
  search?: string | undefined;
  type?: 'member' | 'agent' | undefined;
}

/** A listed account, amounts as text. */
export interface LevelRow {
  id: string;
  username: string;
  nickname: string | null;
  accountType: number;
  /** Levels below the parent (1 = direct). */
  depth: number;
  directCount: number;
  teamSize: number;
  balance: string;
  online: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

function levelWhere(filter: LevelFilter): { from: string; params: unknown[] } {
  const params: unknown[] = [filter.brandId, filter.parentId];
  const where = ['a.merchant_id = $1'];
  let from: string;
  if (filter.search) {
    params.push(containsPattern(filter.search));
    from = `account_tree t join accounts a on a.id = t.descendant_id and t.ancestor_id = $2 and t.depth >= 1`;
    where.push(`a.username ilike $${params.length}`);
  } else {
    // The direct level by the upline column and its index, rather than the parent's whole team.
    from = `(select 1 as depth) t cross join accounts a`;
    where.push('a.upline_id = $2');
  }
  if (filter.type === 'agent') where.push(`a.account_type in ${AGENT_TYPES_SQL}`);
  if (filter.type === 'member') where.push(`a.account_type not in ${AGENT_TYPES_SQL}`);
  return { from: `${from} where ${where.join(' and ')}`, params };
}

/** One page of a level (newest first) and how many it has; balances, sizes and presence only for the page. */
export async function selectLevelPage(
  db: Queryable,
  filter: LevelFilter,
  page: { limit: number; offset: number; now: Date; idleMinutes: number },
): Promise<{ rows: LevelRow[]; total: number }> {
  const { from, params } = levelWhere(filter);
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from ${from}`, params);
  const n = params.length;
  const rows = await db.query<LevelRow>(
    `with listed as (
       select a.id, a.username, a.nickname, a.account_type, a.last_login_at, a.created_at, t.depth
         from ${from}
        order by a.created_at desc, a.id desc limit $${n + 1} offset $${n + 2})
     select l.id::text as id, l.username, l.nickname, l.account_type as "accountType", l.depth,
            (select count(*) from accounts d where d.upline_id = l.id)::int as "directCount",
            (select count(*) from account_tree s where s.ancestor_id = l.id and s.depth >= 1)::int as "teamSize",
            (select coalesce(sum(w.balance - w.held), 0) from ledger_accounts w
              where w.owner_account_id = l.id and w.kind = 'player_main' and w.merchant_id = $1 and w.currency = $${n + 3})::text as balance,
            exists (select 1 from sessions s where s.account_id = l.id and s.merchant_id = $1 and s.revoked_at is null
                       and s.expires_at > $${n + 4} and s.last_seen_at > $${n + 4}::timestamptz - make_interval(mins => $${n + 5})) as online,
            l.last_login_at as "lastLoginAt", l.created_at as "createdAt"
       from listed l
      order by l.created_at desc, l.id desc`,
    [...params, page.limit, page.offset, filter.currency, page.now.toISOString(), page.idleMinutes],
  );
  return { rows, total: count?.total ?? 0 };
}
