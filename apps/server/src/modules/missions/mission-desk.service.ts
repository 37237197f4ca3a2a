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
import {
  brandExists,
  insertMission,
  lockBrandLeaderboard,
  missionCodeTaken,
  otherLeaderboardExists,
  selectCompletions,
  selectDeskMission,
  selectDeskMissions,
  updateMission,
  type DeskMission,
} from './mission-desk.queries.ts';
import { checkMission, type CheckedMission } from './mission-rules.ts';
import type { MissionRow } from './missions.queries.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';
import { assertUnderCeiling } from '../rewards/index.ts';

/** The staff member behind a desk call and where it came from. */
export type DeskActor = StaffActor;

function deskView(mission: DeskMission): BoMission {
  return {
    id: mission.id,
    brandId: mission.brandId,
    brandCode: mission.brandCode,
    code: mission.code,
    titles: mission.titles,
    period: mission.period,
    goal: mission.goal,
    target: mission.target.toString(),
    gameType: mission.gameType as GameType | null,
    rewardMinor: mission.rewardMinor.toString(),
    wageringBp: mission.wageringBp,
    currency: mission.currency,
    startsAt: mission.startsAt.toISOString(),
    endsAt: mission.endsAt?.toISOString() ?? null,
    leaderboard: mission.leaderboard,
    enabled: mission.enabled,
    sort: mission.sort,
    claims: mission.claims,
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

interface DeskDeps {
  db: Db;
  clock: Clock;
}

const inScope = (actor: DeskActor, brandId: string) => !actor.staff.scope || actor.staff.scope.includes(brandId);

/** A mission in the staff member's scope (mission_not_found otherwise), optionally locked. */
async function deskMission(q: Queryable, actor: DeskActor, id: string, lock = false): Promise<DeskMission> {
  const mission = /^[1-9][0-9]{0,17}$/.test(id) ? await selectDeskMission(q, actor.staff.scope, id, lock) : null;
  if (!mission) throw new AppError('mission_not_found');
  return mission;
}

/** One enabled leaderboard mission per brand: checked under a per-brand lock (the unique index backs it). */
async function checkLeaderboard(tx: Queryable, brandId: string, settings: CheckedMission, exceptId: string | null) {
  await lockBrandLeaderboard(tx, brandId);
  if (!settings.leaderboard || !settings.enabled) return;
  if (await otherLeaderboardExists(tx, brandId, exceptId))
    throw new AppError('mission_invalid', 'another enabled mission already ranks the leaderboard');
}

const audit = (
  tx: Queryable,
  deps: DeskDeps,
  actor: DeskActor,
  action: string,
  brandId: string,
  id: string,
  detail: Record<string, unknown>,
) => auditStaffChange(tx, deps.clock, actor, { action, brandId, target: `mission:${id}`, detail });

async function createMission(deps: DeskDeps, actor: DeskActor, input: BoMissionCreate): Promise<BoMission> {
  const settings = checkMission(input, input);
  if (!inScope(actor, input.brandId)) throw new AppError('mission_invalid', 'the brand is not in your scope');
  const at = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    if (!(await brandExists(tx, input.brandId))) throw new AppError('mission_invalid', 'no such brand');
    if (await missionCodeTaken(tx, input.brandId, input.code)) throw new AppError('mission_invalid', 'the code is taken in this brand');
    await checkLeaderboard(tx, input.brandId, settings, null);
    await assertUnderCeiling(tx, input.brandId, [{ field: 'rewardMinor', amountMinor: settings.rewardMinor }]);
    const id = await insertMission(tx, { brandId: input.brandId, code: input.code, period: input.period, goal: input.goal, settings, at });
    await audit(tx, deps, actor, 'missions.create', input.brandId, id, {
      code: input.code,
      period: input.period,
      goal: input.goal,
      after: auditOf(settings),
    });
    return id;
  });
  return deskView(await deskMission(deps.db, actor, id));
}

async function editMission(deps: DeskDeps, actor: DeskActor, id: string, input: BoMissionEdit): Promise<BoMission> {
  await deps.db.transaction(async (tx) => {
    const before = await deskMission(tx, actor, id, true);
    const settings = checkMission(before, input);
    await checkLeaderboard(tx, before.brandId, settings, before.id);
    await assertUnderCeiling(tx, before.brandId, [{ field: 'rewardMinor', amountMinor: settings.rewardMinor }]);
    await updateMission(tx, id, settings, deps.clock.now());
    await audit(tx, deps, actor, 'missions.update', before.brandId, id, {
      code: before.code,
      before: auditOf(before),
      after: auditOf(settings),
    });
  });
  return deskView(await deskMission(deps.db, actor, id));
}

/** Who claimed the mission (newest first), with the reward's state in the reward centre. */
async function missionCompletions(
  deps: DeskDeps,
  actor: DeskActor,
  id: string,
  q: { periodKey?: string | undefined; pageNo: number; pageSize: number },
): Promise<BoCompletionPage> {
  const mission = deskView(await deskMission(deps.db, actor, id));
  const { rows, total } = await selectCompletions(deps.db, id, {
    periodKey: q.periodKey ?? null,
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  });
  return {
    mission,
    list: rows.map((row) => ({ ...row, claimedAt: row.claimedAt.toISOString() })),
    pageNum: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    total,
  };
}

export function createMissionDesk(deps: DeskDeps) {
  return {
    async list(actor: DeskActor, q: { brandId?: string | undefined }): Promise<BoMissionList> {
      return { entries: (await selectDeskMissions(deps.db, actor.staff.scope, q.brandId ?? null)).map(deskView) };
    },
    create: (actor: DeskActor, input: BoMissionCreate) => createMission(deps, actor, input),
    update: (actor: DeskActor, id: string, input: BoMissionEdit) => editMission(deps, actor, id, input),
    completions: (actor: DeskActor, id: string, q: { periodKey?: string | undefined; pageNo: number; pageSize: number }) =>
      missionCompletions(deps, actor, id, q),
  };
}

export type MissionDesk = ReturnType<typeof createMissionDesk>;
