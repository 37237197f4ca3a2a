/** The back office's missions desk (decision 035): its reads and writes of missions and claims. */
import type { MissionPeriod } from '@pkg/contracts/missions';
import type { Queryable } from '../../db/client.ts';
import type { CheckedMission } from './mission-rules.ts';
import { MISSION_COLUMNS, toMission, type MissionRow } from './missions.queries.ts';

/** A mission as the desk lists it: with its brand's code and currency and how many claims it has. */
export interface DeskMission extends MissionRow {
  brandCode: string;
  currency: string;
  claims: number;
}

type StoredDeskMission = Parameters<typeof toMission>[0] & { brand_code: string; currency: string; claims: number };

const DESK_SELECT = `select ${MISSION_COLUMNS}, b.code as brand_code, b.currency_code as currency,
    (select count(*)::int from mission_claims c where c.mission_id = m.id) as claims
  from missions m join merchants b on b.id = m.merchant_id`;

const toDeskMission = (row: StoredDeskMission): DeskMission => ({
  ...toMission(row),
  brandCode: row.brand_code,
  currency: row.currency,
  claims: row.claims,
});

/** One mission in the staff scope (null scope: every brand), optionally locked; null when none. */
export async function selectDeskMission(q: Queryable, scope: string[] | null, id: string, lock = false): Promise<DeskMission | null> {
  const [row] = await q.query<StoredDeskMission>(
    `${DESK_SELECT} where m.id = $1 and ($2::bigint[] is null or m.merchant_id = any($2))${lock ? ' for update of m' : ''}`,
    [id, scope],
  );
  return row ? toDeskMission(row) : null;
}

/** The missions in the staff scope, optionally of one brand: by brand, enabled first, in the brand's order. */
export async function selectDeskMissions(db: Queryable, scope: string[] | null, brandId: string | null): Promise<DeskMission[]> {
  const rows = await db.query<StoredDeskMission>(
    `${DESK_SELECT} where ($1::bigint[] is null or m.merchant_id = any($1)) and ($2::bigint is null or m.merchant_id = $2)
      order by m.merchant_id, m.enabled desc, m.sort, m.id`,
    [scope, brandId],
  );
  return rows.map(toDeskMission);
}

/** Serialises the leaderboard check of one brand until the transaction ends. */
export async function lockBrandLeaderboard(tx: Queryable, brandId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('mission-leaderboard'), hashtext($1))`, [brandId]);
}

/** Whether another enabled mission of the brand (not `exceptId`) ranks the leaderboard. */
export async function otherLeaderboardExists(tx: Queryable, brandId: string, exceptId: string | null): Promise<boolean> {
  const others = await tx.query(
    `select 1 from missions where merchant_id = $1 and leaderboard and enabled and ($2::bigint is null or id <> $2)`,
    [brandId, exceptId],
  );
  return others.length > 0;
}

export async function brandExists(tx: Queryable, brandId: string): Promise<boolean> {
  const [brand] = await tx.query(`select 1 from merchants where id = $1`, [brandId]);
  return Boolean(brand);
}

export async function missionCodeTaken(tx: Queryable, brandId: string, code: string): Promise<boolean> {
  const taken = await tx.query(`select 1 from missions where merchant_id = $1 and code = $2`, [brandId, code]);
  return taken.length > 0;
}

/** Writes a new mission with checked settings; its id. */
export async function insertMission(
  tx: Queryable,
  mission: { brandId: string; code: string; period: MissionPeriod; goal: string; settings: CheckedMission; at: Date },
): Promise<string> {
  const { settings } = mission;
  const [row] = await tx.query<{ id: string }>(
    `insert into missions (merchant_id, code, titles, period, starts_at, ends_at, goal_kind, goal_target, game_type, reward_minor,
        wagering_bp, leaderboard, enabled, sort, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) returning id::text`,
    [
      mission.brandId,
      mission.code,
      JSON.stringify(settings.titles),
      mission.period,
      settings.startsAt.toISOString(),
      settings.endsAt?.toISOString() ?? null,
      mission.goal,
      settings.target.toString(),
      settings.gameType,
      settings.rewardMinor.toString(),
      settings.wageringBp,
      settings.leaderboard,
      settings.enabled,
      settings.sort,
      mission.at.toISOString(),
    ],
  );
  return row!.id;
}

/** Replaces a mission's editable settings. */
export async function updateMission(tx: Queryable, id: string, settings: CheckedMission, at: Date): Promise<void> {
  await tx.query(
    `update missions set titles = $2, starts_at = $3, ends_at = $4, goal_target = $5, game_type = $6, reward_minor = $7,
            wagering_bp = $8, leaderboard = $9, enabled = $10, sort = $11, updated_at = $12 where id = $1`,
    [
      id,
      JSON.stringify(settings.titles),
      settings.startsAt.toISOString(),
      settings.endsAt?.toISOString() ?? null,
      settings.target.toString(),
      settings.gameType,
      settings.rewardMinor.toString(),
      settings.wageringBp,
      settings.leaderboard,
      settings.enabled,
      settings.sort,
      at.toISOString(),
    ],
  );
}

/** A mission's claim with its account and the reward's state in the reward centre. */
export interface CompletionRow {
  periodKey: string;
  accountId: string;
  username: string;
  /** The progress counted at the claim: minor units or a count of bets, as the goal says. */
  progress: string;
  rewardId: string;
  rewardStatus: 'claimable' | 'claimed' | 'expired';
  claimedAt: Date;
}

/** A page of a mission's claims, newest first, optionally of one period, with the total. */
export async function selectCompletions(
  db: Queryable,
  missionId: string,
  q: { periodKey: string | null; limit: number; offset: number },
): Promise<{ rows: CompletionRow[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from mission_claims where mission_id = $1 and ($2::text is null or period_key = $2)`,
    [missionId, q.periodKey],
  );
  const rows = await db.query<{
    period_key: string;
    account_id: string;
    username: string;
    progress: string;
    reward_id: string;
    status: 'claimable' | 'claimed' | 'expired';
    claimed_at: Date | string;
  }>(
    `select c.period_key, c.account_id::text, a.username, c.progress::text, c.reward_id::text, r.status, c.claimed_at
       from mission_claims c join accounts a on a.id = c.account_id join player_rewards r on r.id = c.reward_id
      where c.mission_id = $1 and ($2::text is null or c.period_key = $2)
      order by c.claimed_at desc, c.account_id limit $3 offset $4`,
    [missionId, q.periodKey, q.limit, q.offset],
  );
  return {
    rows: rows.map((row) => ({
      periodKey: row.period_key,
      accountId: row.account_id,
      username: row.username,
      progress: row.progress,
      rewardId: row.reward_id,
      rewardStatus: row.status,
      claimedAt: new Date(row.claimed_at),
    })),
    total: count?.total ?? 0,
  };
}
