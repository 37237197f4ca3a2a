/**
 * The back office's missions (decision 035): the missions of the staff member's brands, create
 * and edit (enable and disable are edits), and who completed a mission. Every change is checked on
 * the server and written to the staff audit with the settings before and after.
 */
import type { BoCompletionPage, BoMission, BoMissionCreate, BoMissionEdit, BoMissionList } from '@pkg/contracts/missions';
import type { GameType } from '@pkg/contracts/game-types';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { checkMission, type CheckedMission } from './mission-rules.ts';
import { MISSION_COLUMNS, toMission, type MissionRow } from './missions.queries.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';
import { assertUnderCeiling } from '../rewards/index.ts';

/** The staff member behind a desk call and where it came from. */
export type DeskActor = StaffActor;

type DeskRow = Parameters<typeof toMission>[0] & { brand_code: string; currency: string; claims: number };

const DESK_SELECT = `select ${MISSION_COLUMNS}, b.code as brand_code, b.currency_code as currency,
    (select count(*)::int from mission_claims c where c.mission_id = m.id) as claims
  from missions m join merchants b on b.id = m.merchant_id`;

function deskView(row: DeskRow): BoMission {
  const mission = toMission(row);
  return {
    id: mission.id,
    brandId: mission.merchantId,
    brandCode: row.brand_code,
    code: mission.code,
    titles: mission.titles,
    period: mission.period,
    goal: mission.goal,
    target: mission.target.toString(),
    gameType: mission.gameType as GameType | null,
    rewardMinor: mission.rewardMinor.toString(),
    wageringBp: mission.wageringBp,
    currency: row.currency,
    startsAt: mission.startsAt.toISOString(),
    endsAt: mission.endsAt?.toISOString() ?? null,
    leaderboard: mission.leaderboard,
    enabled: mission.enabled,
    sort: mission.sort,
    claims: row.claims,
    updatedAt: mission.updatedAt.toISOString(),
  };
}

/** What the audit keeps of a mission's settings. */
const auditOf = (
  mission: Pick<
    MissionRow,
    'titles' | 'startsAt' | 'endsAt' | 'target' | 'gameType' | 'rewardMinor' | 'wageringBp' | 'leaderboard' | 'enabled' | 'sort'
  >,
) => ({
  titles: mission.titles,
  startsAt: mission.startsAt.toISOString(),
  endsAt: mission.endsAt?.toISOString() ?? null,
  target: mission.target.toString(),
  gameType: mission.gameType,
  rewardMinor: mission.rewardMinor.toString(),
  wageringBp: mission.wageringBp,
  leaderboard: mission.leaderboard,
  enabled: mission.enabled,
  sort: mission.sort,
});

export function createMissionDesk(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const inScope = (actor: DeskActor, brandId: string) => !actor.staff.scope || actor.staff.scope.includes(brandId);

  async function selectRow(q: Queryable, actor: DeskActor, id: string, lock = false): Promise<DeskRow> {
    const [row] = /^[1-9][0-9]{0,17}$/.test(id)
      ? await q.query<DeskRow>(
          `${DESK_SELECT} where m.id = $1 and ($2::bigint[] is null or m.merchant_id = any($2))${lock ? ' for update of m' : ''}`,
          [id, actor.staff.scope],
        )
      : [];
    if (!row) throw new AppError('mission_not_found');
    return row;
  }

  /** One enabled leaderboard mission per brand: checked under a per-brand lock (the unique index backs it). */
  async function checkLeaderboard(tx: Queryable, brandId: string, settings: CheckedMission, exceptId: string | null) {
    await tx.query(`select pg_advisory_xact_lock(hashtext('mission-leaderboard'), hashtext($1))`, [brandId]);
    if (!settings.leaderboard || !settings.enabled) return;
    const others = await tx.query(
      `select 1 from missions where merchant_id = $1 and leaderboard and enabled and ($2::bigint is null or id <> $2)`,
      [brandId, exceptId],
    );
    if (others.length > 0) throw new AppError('mission_invalid', 'another enabled mission already ranks the leaderboard');
  }

  const audit = (tx: Queryable, actor: DeskActor, action: string, brandId: string, id: string, detail: Record<string, unknown>) =>
    auditStaffChange(tx, clock, actor, { action, merchantId: brandId, target: `mission:${id}`, detail });

  return {
    async list(actor: DeskActor, q: { brandId?: string | undefined }): Promise<BoMissionList> {
      const rows = await db.query<DeskRow>(
        `${DESK_SELECT} where ($1::bigint[] is null or m.merchant_id = any($1)) and ($2::bigint is null or m.merchant_id = $2)
          order by m.merchant_id, m.enabled desc, m.sort, m.id`,
        [actor.staff.scope, q.brandId ?? null],
      );
      return { entries: rows.map(deskView) };
    },

    async create(actor: DeskActor, input: BoMissionCreate): Promise<BoMission> {
      const settings = checkMission(input, input);
      if (!inScope(actor, input.brandId)) throw new AppError('mission_invalid', 'the brand is not in your scope');
      const at = clock.now();
      const id = await db.transaction(async (tx) => {
        const [brand] = await tx.query(`select 1 from merchants where id = $1`, [input.brandId]);
        if (!brand) throw new AppError('mission_invalid', 'no such brand');
        const taken = await tx.query(`select 1 from missions where merchant_id = $1 and code = $2`, [input.brandId, input.code]);
        if (taken.length > 0) throw new AppError('mission_invalid', 'the code is taken in this brand');
        await checkLeaderboard(tx, input.brandId, settings, null);
        await assertUnderCeiling(tx, input.brandId, [{ field: 'rewardMinor', amountMinor: settings.rewardMinor }]);
        const [row] = await tx.query<{ id: string }>(
          `insert into missions (merchant_id, code, titles, period, starts_at, ends_at, goal_kind, goal_target, game_type, reward_minor,
              wagering_bp, leaderboard, enabled, sort, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) returning id::text`,
          [
            input.brandId,
            input.code,
            JSON.stringify(settings.titles),
            input.period,
            settings.startsAt.toISOString(),
            settings.endsAt?.toISOString() ?? null,
            input.goal,
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
        await audit(tx, actor, 'missions.create', input.brandId, row!.id, {
          code: input.code,
          period: input.period,
          goal: input.goal,
          after: auditOf(settings),
        });
        return row!.id;
      });
      return deskView(await selectRow(db, actor, id));
    },

    async update(actor: DeskActor, id: string, input: BoMissionEdit): Promise<BoMission> {
      await db.transaction(async (tx) => {
        const before = toMission(await selectRow(tx, actor, id, true));
        const settings = checkMission(before, input);
        await checkLeaderboard(tx, before.merchantId, settings, before.id);
        await assertUnderCeiling(tx, before.merchantId, [{ field: 'rewardMinor', amountMinor: settings.rewardMinor }]);
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
            clock.now().toISOString(),
          ],
        );
        await audit(tx, actor, 'missions.update', before.merchantId, id, {
          code: before.code,
          before: auditOf(before),
          after: auditOf(settings),
        });
      });
      return deskView(await selectRow(db, actor, id));
    },

    /** Who claimed the mission (newest first), with the reward's state in the reward centre. */
    async completions(
      actor: DeskActor,
      id: string,
      q: { periodKey?: string | undefined; pageNo: number; pageSize: number },
    ): Promise<BoCompletionPage> {
      const mission = deskView(await selectRow(db, actor, id));
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from mission_claims where mission_id = $1 and ($2::text is null or period_key = $2)`,
        [id, q.periodKey ?? null],
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
        [id, q.periodKey ?? null, q.pageSize, (q.pageNo - 1) * q.pageSize],
      );
      const total = count?.total ?? 0;
      return {
        mission,
        list: rows.map((row) => ({
          periodKey: row.period_key,
          accountId: row.account_id,
          username: row.username,
          progress: row.progress,
          rewardId: row.reward_id,
          rewardStatus: row.status,
          claimedAt: new Date(row.claimed_at).toISOString(),
        })),
        pageNum: q.pageNo,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
        total,
      };
    },
  };
}

export type MissionDesk = ReturnType<typeof createMissionDesk>;
