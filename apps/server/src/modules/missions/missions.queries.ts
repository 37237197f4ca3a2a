import type { MissionGoal, MissionPeriod } from '@pkg/contracts/missions';
import type { Queryable } from '../../db/client.ts';
import type { MissionWindow } from './mission-periods.ts';

/** A mission as stored (migration 031). */
export interface MissionRow {
  id: string;
  brandId: string;
  code: string;
  titles: Record<string, string>;
  period: MissionPeriod;
  startsAt: Date;
  endsAt: Date | null;
  goal: MissionGoal;
  target: bigint;
  gameType: string | null;
  rewardMinor: bigint;
  wageringBp: number;
  leaderboard: boolean;
  enabled: boolean;
  sort: number;
  updatedAt: Date;
}

interface StoredMission {
  id: string;
  merchant_id: string;
  code: string;
  titles: Record<string, string> | string;
  period: MissionPeriod;
  starts_at: Date | string;
  ends_at: Date | string | null;
  goal_kind: MissionGoal;
  goal_target: string;
  game_type: string | null;
  reward_minor: string;
  wagering_bp: number;
  leaderboard: boolean;
  enabled: boolean;
  sort: number;
  updated_at: Date | string;
}

export const MISSION_COLUMNS = `m.id::text, m.merchant_id::text, m.code, m.titles, m.period, m.starts_at, m.ends_at, m.goal_kind,
  m.goal_target::text, m.game_type, m.reward_minor::text, m.wagering_bp, m.leaderboard, m.enabled, m.sort, m.updated_at`;

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toMission(row: StoredMission): MissionRow {
  return {
    id: row.id,
    brandId: row.merchant_id,
    code: row.code,
    titles: typeof row.titles === 'string' ? (JSON.parse(row.titles) as Record<string, string>) : row.titles,
    period: row.period,
    startsAt: date(row.starts_at),
    endsAt: row.ends_at ? date(row.ends_at) : null,
    goal: row.goal_kind,
    target: BigInt(row.goal_target),
    gameType: row.game_type,
    rewardMinor: BigInt(row.reward_minor),
    wageringBp: row.wagering_bp,
    leaderboard: row.leaderboard,
    enabled: row.enabled,
    sort: row.sort,
    updatedAt: date(row.updated_at),
  };
}

/** The brand's enabled missions running at an instant, in the brand's order. */
export async function selectRunningMissions(db: Queryable, brandId: string, at: Date): Promise<MissionRow[]> {
  const rows = await db.query<StoredMission>(
    `select ${MISSION_COLUMNS} from missions m
      where m.merchant_id = $1 and m.enabled and m.starts_at <= $2 and (m.ends_at is null or m.ends_at > $2)
      order by m.sort, m.id`,
    [brandId, at.toISOString()],
  );
  return rows.map(toMission);
}

/** One mission of the brand, or null. */
export async function selectMission(db: Queryable, brandId: string, id: string): Promise<MissionRow | null> {
  const [row] = await db.query<StoredMission>(`select ${MISSION_COLUMNS} from missions m where m.id = $1 and m.merchant_id = $2`, [
    id,
    brandId,
  ]);
  return row ? toMission(row) : null;
}

/** When the account claimed each of the given (mission, period) pairs, keyed `<mission>:<period>`. */
export async function selectClaimTimes(
  db: Queryable,
  accountId: string,
  pairs: readonly { missionId: string; periodKey: string }[],
): Promise<Map<string, Date>> {
  if (pairs.length === 0) return new Map();
  const rows = await db.query<{ mission_id: string; period_key: string; claimed_at: Date | string }>(
    `select c.mission_id::text, c.period_key, c.claimed_at
       from mission_claims c join unnest($2::bigint[], $3::text[]) as p(mission_id, period_key)
         on p.mission_id = c.mission_id and p.period_key = c.period_key
      where c.account_id = $1`,
    [accountId, pairs.map((pair) => pair.missionId), pairs.map((pair) => pair.periodKey)],
  );
  return new Map(rows.map((row) => [`${row.mission_id}:${row.period_key}`, date(row.claimed_at)]));
}

export async function insertClaim(
  tx: Queryable,
  claim: { brandId: string; missionId: string; periodKey: string; accountId: string; progress: bigint; rewardId: string; at: Date },
): Promise<void> {
  await tx.query(
    `insert into mission_claims (merchant_id, mission_id, period_key, account_id, progress, reward_id, claimed_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [claim.brandId, claim.missionId, claim.periodKey, claim.accountId, claim.progress.toString(), claim.rewardId, claim.at.toISOString()],
  );
}

/** Usernames of accounts of the brand. */
export async function selectUsernames(db: Queryable, brandId: string, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; username: string }>(
    `select id::text, username from accounts where merchant_id = $1 and id = any($2::bigint[])`,
    [brandId, accountIds],
  );
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** Serialises claims of one reward key (mission, period and account) until the transaction ends. */
export async function lockMissionClaim(tx: Queryable, rewardKey: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('mission-claim'), hashtext($1))`, [rewardKey]);
}

/**
 * Each account's credited deposits (minor units) in a window: orders approved or paid, by the time
 * their ledger credit was written; only the given accounts when `accountIds` is set.
 */
export async function selectDepositTotals(
  db: Queryable,
  scope: { brandId: string; currency: string },
  window: MissionWindow,
  accountIds: readonly string[] | undefined,
): Promise<{ accountId: string; totalMinor: bigint }[]> {
  const rows = await db.query<{ account_id: string; total: string }>(
    `select o.account_id::text, sum(o.amount)::text as total
       from deposit_orders o join ledger_transfers t on t.id = o.ledger_transfer_id
      where o.merchant_id = $1 and o.currency = $2 and o.status in ('approved', 'paid')
        and t.created_at >= $3 and t.created_at < $4 and ($5::bigint[] is null or o.account_id = any($5::bigint[]))
      group by o.account_id`,
    [scope.brandId, scope.currency, window.start.toISOString(), window.end.toISOString(), accountIds ?? null],
  );
  return rows.map((row) => ({ accountId: row.account_id, totalMinor: BigInt(row.total) }));
}
