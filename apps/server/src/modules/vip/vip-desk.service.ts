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
import { tableProblem, type LevelRule } from './vip-rules.ts';
import {
  changeLevel,
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

const inScope = (actor: DeskActor, brandId: string) => actor.staff.scope === null || actor.staff.scope.includes(brandId);

export function createVipDesk(deps: { db: Db; clock: Clock; announce: (changes: LevelChange[]) => void }) {
  const { db, clock } = deps;

  async function brandOf(actor: DeskActor, brandId: string) {
    if (!inScope(actor, brandId)) throw new AppError('forbidden', 'brand not in scope');
    const brand = await selectBrandVip(db, brandId);
    if (!brand) throw new AppError('forbidden', 'unknown brand');
    return brand;
  }

  const audit = (tx: Queryable, actor: DeskActor, action: string, merchantId: string, target: string, detail: Record<string, unknown>) =>
    auditStaffChange(tx, clock, actor, { action, merchantId, target, detail });

  async function table(actor: DeskActor, brandId: string): Promise<BoVipTable> {
    const brand = await brandOf(actor, brandId);
    const [code] = await db.query<{ code: string; digits: number }>(
      `select code, currency_minor_digits as digits from merchants where id = $1`,
      [brandId],
    );
    const holders = await db.query<{ level: number; n: number }>(
      `select level, count(*)::int as n from vip_players where merchant_id = $1 and level > 0 group by level`,
      [brandId],
    );
    return {
      brandId,
      brandCode: code!.code,
      minorDigits: code!.digits,
      currency: brand.currency,
      rule: brand.rule,
      levels: brand.levels.map(levelView),
      holders: Object.fromEntries(holders.map((row) => [String(row.level), row.n])),
    };
  }

  /** A player's level, figures and history, found by username in a brand. */
  async function player(actor: DeskActor, brandId: string, username: string): Promise<BoVipPlayer> {
    const brand = await brandOf(actor, brandId);
    const [account] = await db.query<{ id: string; username: string }>(
      `select id::text as id, username from accounts where merchant_id = $1 and lower(username) = lower($2)`,
      [brandId, username],
    );
    if (!account) throw new AppError('player_not_found');
    const { rows } = await selectHistory(db, { merchantId: brandId, accountId: account.id, limit: 50, offset: 0 });
    return {
      accountId: account.id,
      username: account.username,
      status: await statusOf(db, brand, account.id, clock.now()),
      history: rows.map((row) => ({ ...historyEntry(row), staff: row.staff, note: row.note })),
    };
  }

  return {
    table,
    player,

    /** Replaces the brand's table and rule; vip_levels_invalid or vip_level_in_use change nothing. */
    async saveTable(actor: DeskActor, input: BoVipTableInput): Promise<BoVipTable> {
      const before = await brandOf(actor, input.brandId);
      const levels: (LevelRule & { iconUrl: string; colour: string; perks: string })[] = [...input.levels]
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
        await tx.query(`insert into vip_settings (merchant_id, updated_at) values ($1, $2) on conflict (merchant_id) do nothing`, [
          input.brandId,
          now.toISOString(),
        ]);
        await tx.query(`select 1 from vip_settings where merchant_id = $1 for update`, [input.brandId]);
        const [held] = await tx.query<{ level: number }>(
          `select max(level) as level from vip_players where merchant_id = $1 and level > $2`,
          [input.brandId, levels.length],
        );
        if (held?.level) throw new AppError('vip_level_in_use', `players hold level ${held.level}, which the new table removes`);
        await tx.query(`delete from vip_levels where merchant_id = $1 and level > $2`, [input.brandId, levels.length]);
        for (const level of levels) {
          await tx.query(
            `insert into vip_levels (merchant_id, level, name, icon_url, colour, bet_minor, deposit_minor, keep_bet_minor, keep_deposit_minor,
                upgrade_bonus_minor, upgrade_wagering_bp, monthly_gift_minor, gift_wagering_bp, perks, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
             on conflict (merchant_id, level) do update set name = excluded.name, icon_url = excluded.icon_url, colour = excluded.colour,
                bet_minor = excluded.bet_minor, deposit_minor = excluded.deposit_minor, keep_bet_minor = excluded.keep_bet_minor,
                keep_deposit_minor = excluded.keep_deposit_minor, upgrade_bonus_minor = excluded.upgrade_bonus_minor,
                upgrade_wagering_bp = excluded.upgrade_wagering_bp, monthly_gift_minor = excluded.monthly_gift_minor,
                gift_wagering_bp = excluded.gift_wagering_bp, perks = excluded.perks, updated_at = excluded.updated_at`,
            [
              input.brandId,
              level.level,
              level.name,
              level.iconUrl,
              level.colour,
              level.betMinor.toString(),
              level.depositMinor.toString(),
              level.keepBetMinor.toString(),
              level.keepDepositMinor.toString(),
              level.upgradeBonusMinor.toString(),
              level.upgradeWageringBp,
              level.monthlyGiftMinor.toString(),
              level.giftWageringBp,
              level.perks,
              now.toISOString(),
            ],
          );
        }
        await tx.query(`update vip_settings set period_kind = $2, rolling_days = $3, match = $4, updated_at = $5 where merchant_id = $1`, [
          input.brandId,
          input.rule.kind,
          input.rule.rollingDays,
          input.rule.match,
          now.toISOString(),
        ]);
        await audit(tx, actor, 'vip.table.save', input.brandId, `brand:${input.brandId}`, {
          before: { rule: before.rule, levels: before.levels.map(levelView) },
          after: { rule: input.rule, levels: input.levels },
        });
      });
      return table(actor, input.brandId);
    },

    /** Staff set a player's level with a reason; bonuses of the levels passed only when asked (each still once). */
    async setLevel(actor: DeskActor, accountId: string, input: BoVipSetLevel): Promise<BoVipPlayer> {
      const brand = await brandOf(actor, input.brandId);
      const [account] = /^[0-9]{1,18}$/.test(accountId)
        ? await db.query<{ username: string; type: number }>(
            `select username, account_type as type from accounts where id = $1 and merchant_id = $2`,
            [accountId, input.brandId],
          )
        : [];
      if (!account) throw new AppError('player_not_found');
      if (isTrialType(account.type)) throw new AppError('in_need_true_account');
      if (input.level > 0 && !brand.levels.some((rule) => rule.level === input.level)) throw new AppError('vip_level_not_found');
      const now = clock.now();
      const window = qualifyingWindow(brand.rule, now);
      const figures = (
        await figuresInWindow(db, { merchantId: brand.merchantId, currency: brand.currency, ...window, accountIds: [accountId] })
      ).get(accountId)!;
      const change = await db.transaction(async (tx) => {
        const held = await lockPlayerLevel(tx, brand.merchantId, accountId, now);
        if (held.level === input.level) return null;
        await changeLevel(tx, {
          merchantId: brand.merchantId,
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
        await audit(tx, actor, 'vip.level.set', brand.merchantId, `account:${accountId}`, {
          before: { level: held.level },
          after: { level: input.level },
          reason: input.reason,
          payBonuses: input.payBonuses,
        });
        return { merchantId: brand.merchantId, accountId, from: held.level, to: input.level, reason: 'manual' as const };
      });
      if (change) deps.announce([change]);
      return player(actor, input.brandId, account.username);
    },
  };
}

export type VipDesk = ReturnType<typeof createVipDesk>;
