/**
 * The back office's VIP desk (decision 033): a brand's level table (read with vip.read, saved whole
 * with vip.manage after the table checks), a player's level with figures and history, and a staff
 * level change with a reason. Every change is in the staff audit with before and after.
 */
import type { BoVipPlayer, BoVipSetLevel, BoVipTable, BoVipTableInput } from '@pkg/contracts/vip';
import { isTrialType } from '@pkg/contracts/agent-types';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { offerUpgradeBonuses, type LevelChange } from './vip-jobs.ts';
import { tableProblem } from './vip-rules.ts';
import {
  highestLevelHeldAbove,
  lockVipSettings,
  replaceLevels,
  selectAccountByUsername,
  selectBrandAccount,
  selectBrandCurrency,
  selectLevelHolders,
  updateVipRule,
  type LevelInput,
} from './vip-desk.queries.ts';
import {
  changeLevel,
  ensureVipSettings,
  figuresInWindow,
  levelView,
  lockPlayerLevel,
  qualifyingWindow,
  selectBrandVip,
  selectHistory,
} from './vip.queries.ts';
import { historyEntry, statusOf } from './vip.service.ts';
import { auditStaffChange, type StaffActor } from '../staff/index.ts';
import { assertUnderCeiling } from '../rewards/index.ts';

/** The staff member behind a desk call and where it came from. */
export type DeskActor = StaffActor;

type DeskDeps = { db: Db; clock: Clock; announce: (changes: LevelChange[]) => void };

const inScope = (actor: DeskActor, brandId: string) => actor.staff.scope === null || actor.staff.scope.includes(brandId);

async function brandOf(db: Db, actor: DeskActor, brandId: string) {
  if (!inScope(actor, brandId)) throw new AppError('forbidden', 'brand not in scope');
  const brand = await selectBrandVip(db, brandId);
  if (!brand) throw new AppError('forbidden', 'unknown brand');
  return brand;
}

const audit = (
  tx: Queryable,
  clock: Clock,
  actor: DeskActor,
  action: string,
  brandId: string,
  target: string,
  detail: Record<string, unknown>,
) => auditStaffChange(tx, clock, actor, { action, brandId, target, detail });

async function tableOf(db: Db, actor: DeskActor, brandId: string): Promise<BoVipTable> {
  const brand = await brandOf(db, actor, brandId);
  const code = await selectBrandCurrency(db, brandId);
  const holders = await selectLevelHolders(db, brandId);
  return {
    brandId,
    brandCode: code.code,
    minorDigits: code.digits,
    currency: brand.currency,
    rule: brand.rule,
    levels: brand.levels.map(levelView),
    holders,
  };
}

/** A player's level, figures and history, found by username in a brand. */
async function playerOf({ db, clock }: DeskDeps, actor: DeskActor, brandId: string, username: string): Promise<BoVipPlayer> {
  const brand = await brandOf(db, actor, brandId);
  const account = await selectAccountByUsername(db, brandId, username);
  if (!account) throw new AppError('player_not_found');
  const { rows } = await selectHistory(db, { brandId, accountId: account.id, limit: 50, offset: 0 });
  return {
    accountId: account.id,
    username: account.username,
    status: await statusOf(db, brand, account.id, clock.now()),
    history: rows.map((row) => ({ ...historyEntry(row), staff: row.staff, note: row.note })),
  };
}

/** The table's levels in order, amounts as bigint. */
const levelsOf = (input: BoVipTableInput): LevelInput[] =>
  [...input.levels]
    .sort((a, b) => a.level - b.level)
    .map((level) => ({
      ...level,
      betMinor: BigInt(level.betMinor),
      depositMinor: BigInt(level.depositMinor),
      keepBetMinor: BigInt(level.keepBetMinor),
      keepDepositMinor: BigInt(level.keepDepositMinor),
      upgradeBonusMinor: BigInt(level.upgradeBonusMinor),
      monthlyGiftMinor: BigInt(level.monthlyGiftMinor),
    }));

/** Replaces the brand's table and rule; vip_levels_invalid or vip_level_in_use change nothing. */
async function saveTable({ db, clock }: DeskDeps, actor: DeskActor, input: BoVipTableInput): Promise<BoVipTable> {
  const before = await brandOf(db, actor, input.brandId);
  const levels = levelsOf(input);
  const problem = tableProblem(levels);
  if (problem) throw new AppError('vip_levels_invalid', problem);
  // The bonuses a level pays stay within the brand's largest single reward (decision 051).
  await assertUnderCeiling(
    db,
    input.brandId,
    levels.flatMap((level) => [
      { field: `levels.${level.level}.upgradeBonusMinor`, amountMinor: level.upgradeBonusMinor },
      { field: `levels.${level.level}.monthlyGiftMinor`, amountMinor: level.monthlyGiftMinor },
    ]),
  );
  const now = clock.now();
  await db.transaction(async (tx) => {
    await ensureVipSettings(tx, input.brandId, now);
    await lockVipSettings(tx, input.brandId);
    const held = await highestLevelHeldAbove(tx, input.brandId, levels.length);
    if (held) throw new AppError('vip_level_in_use', `players hold level ${held}, which the new table removes`);
    await replaceLevels(tx, input.brandId, levels, now);
    await updateVipRule(tx, input.brandId, input.rule, now);
    await audit(tx, clock, actor, 'vip.table.save', input.brandId, `brand:${input.brandId}`, {
      before: { rule: before.rule, levels: before.levels.map(levelView) },
      after: { rule: input.rule, levels: input.levels },
    });
  });
  return tableOf(db, actor, input.brandId);
}

/** Staff set a player's level with a reason; bonuses of the levels passed only when asked (each still once). */
async function setLevel(deps: DeskDeps, actor: DeskActor, accountId: string, input: BoVipSetLevel): Promise<BoVipPlayer> {
  const { db, clock } = deps;
  const brand = await brandOf(db, actor, input.brandId);
  const account = /^[0-9]{1,18}$/.test(accountId) ? await selectBrandAccount(db, accountId, input.brandId) : null;
  if (!account) throw new AppError('player_not_found');
  if (isTrialType(account.type)) throw new AppError('in_need_true_account');
  if (input.level > 0 && !brand.levels.some((rule) => rule.level === input.level)) throw new AppError('vip_level_not_found');
  const now = clock.now();
  const window = qualifyingWindow(brand.rule, now);
  const figures = (await figuresInWindow(db, { brandId: brand.brandId, currency: brand.currency, ...window, accountIds: [accountId] })).get(
    accountId,
  )!;
  const change = await db.transaction(async (tx) => {
    const held = await lockPlayerLevel(tx, brand.brandId, accountId, now);
    if (held.level === input.level) return null;
    await changeLevel(tx, {
      brandId: brand.brandId,
      accountId,
      from: held.level,
      to: input.level,
      reason: 'manual',
      figures,
      staffId: actor.staff.staff.id,
      note: input.reason,
      at: now,
    });
    if (input.payBonuses && input.level > held.level) await offerUpgradeBonuses(tx, brand, accountId, held.level, input.level, now);
    await audit(tx, clock, actor, 'vip.level.set', brand.brandId, `account:${accountId}`, {
      before: { level: held.level },
      after: { level: input.level },
      reason: input.reason,
      payBonuses: input.payBonuses,
    });
    return { brandId: brand.brandId, accountId, from: held.level, to: input.level, reason: 'manual' as const };
  });
  if (change) deps.announce([change]);
  return playerOf(deps, actor, input.brandId, account.username);
}

export function createVipDesk(deps: DeskDeps) {
  return {
    table: (actor: DeskActor, brandId: string) => tableOf(deps.db, actor, brandId),
    /** A player's level, figures and history, found by username in a brand. */
    player: (actor: DeskActor, brandId: string, username: string) => playerOf(deps, actor, brandId, username),
    /** Replaces the brand's table and rule; vip_levels_invalid or vip_level_in_use change nothing. */
    saveTable: (actor: DeskActor, input: BoVipTableInput) => saveTable(deps, actor, input),
    /** Staff set a player's level with a reason; bonuses of the levels passed only when asked (each still once). */
    setLevel: (actor: DeskActor, accountId: string, input: BoVipSetLevel) => setLevel(deps, actor, accountId, input),
  };
}

export type VipDesk = ReturnType<typeof createVipDesk>;
