import { randomUUID } from 'node:crypto';
import type { VipMatch, VipPeriodKind } from '@pkg/contracts/vip';
import { demoBrandId } from './ledger-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A level of a test table: reach and keep valid bets, upgrade bonus and monthly gift (minor units). */
export interface TestLevel {
  bet: bigint;
  keep: bigint;
  bonus: bigint;
  gift: bigint;
  deposit?: bigint;
  keepDeposit?: bigint;
}

/** Replaces the demo brand's VIP table (levels numbered 1..n, named L1..Ln) and rule; answers the brand id. */
export async function setVipTable(
  t: TestApp,
  levels: readonly TestLevel[],
  rule: { kind?: VipPeriodKind; rollingDays?: number; match?: VipMatch } = {},
): Promise<string> {
  const brandId = await demoBrandId(t.db);
  const at = t.clock.now().toISOString();
  await t.db.query(`delete from vip_levels where merchant_id = $1`, [brandId]);
  await t.db.query(
    `insert into vip_settings (merchant_id, period_kind, rolling_days, match, updated_at) values ($1, $2, $3, $4, $5)
     on conflict (merchant_id) do update set period_kind = excluded.period_kind, rolling_days = excluded.rolling_days, match = excluded.match`,
    [brandId, rule.kind ?? 'rolling', rule.rollingDays ?? 30, rule.match ?? 'all', at],
  );
  for (const [index, level] of levels.entries()) {
    await t.db.query(
      `insert into vip_levels (merchant_id, level, name, colour, bet_minor, deposit_minor, keep_bet_minor, keep_deposit_minor,
          upgrade_bonus_minor, upgrade_wagering_bp, monthly_gift_minor, gift_wagering_bp, created_at, updated_at)
       values ($1, $2, $3, '#aa8800', $4, $5, $6, $7, $8, 10000, $9, 0, $10, $10)`,
      [
        brandId,
        index + 1,
        `L${index + 1}`,
        level.bet.toString(),
        (level.deposit ?? 0n).toString(),
        level.keep.toString(),
        (level.keepDeposit ?? 0n).toString(),
        level.bonus.toString(),
        level.gift.toString(),
        at,
      ],
    );
  }
  return brandId;
}

/** A settled slot round (a valid bet) of a player, settled at an instant. */
export async function settledBet(t: TestApp, accountId: string, stakeMinor: bigint, settledAt: Date, status = 'settled'): Promise<void> {
  await t.db.query(
    `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
     values ($1, 'TEST', $2, $3, 'test-slot', 'RNG', 'PHP', $4, 0, $5, $6, $6)`,
    [await demoBrandId(t.db), randomUUID(), accountId, stakeMinor.toString(), status, settledAt.toISOString()],
  );
}

/** The VIP rewards offered to a player: key, amount, wagering and the text the player reads. */
export async function vipRewardsOf(t: TestApp, accountId: string) {
  return t.db.query<{ key: string; amount: string; wageringBp: number; detail: string; status: string }>(
    `select reward_key as key, amount_minor::text as amount, wagering_bp as "wageringBp", detail, status
       from player_rewards where account_id = $1 and source = 'vip' order by reward_key`,
    [accountId],
  );
}

/** A player's level and history (oldest first) as stored. */
export async function vipStateOf(t: TestApp, accountId: string) {
  const [row] = await t.db.query<{ level: number }>(`select level from vip_players where account_id = $1`, [accountId]);
  const history = await t.db.query<{ from: number; to: number; reason: string }>(
    `select from_level as from, to_level as to, reason from vip_history where account_id = $1 order by id`,
    [accountId],
  );
  return { level: row?.level ?? 0, history: history.map((h) => `${h.from}>${h.to}:${h.reason}`) };
}

/** Moves a test clock to an instant (forward only). */
export function moveClockTo(t: TestApp, at: Date): void {
  t.clock.advanceMs(at.getTime() - t.clock.now().getTime());
}
