import type { ReferralRules } from '@pkg/contracts/referral';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

/**
 * A brand's referral rules (decision 034) as the server uses them: amounts as bigint. A brand
 * without a row runs no programme (OFF_RULES).
 */
export interface RulesRow {
  enabled: boolean;
  minDepositMinor: bigint;
  minValidBetMinor: bigint;
  windowDays: number;
  rewardFixedMinor: bigint;
  rewardDepositBp: number;
  rewardShareMaxMinor: bigint;
  wageringBp: number;
  monthlyCap: number;
}

/** What a brand without rules shows the back office as its starting point (switched off). */
export const OFF_RULES: RulesRow = {
  enabled: false,
  minDepositMinor: 10_000n,
  minValidBetMinor: 0n,
  windowDays: 30,
  rewardFixedMinor: 5_000n,
  rewardDepositBp: 0,
  rewardShareMaxMinor: 0n,
  wageringBp: 10_000,
  monthlyCap: 0,
};

export interface StoredRules {
  enabled: boolean;
  min_deposit_minor: string;
  min_valid_bet_minor: string;
  window_days: number;
  reward_fixed_minor: string;
  reward_deposit_bp: number;
  reward_share_max_minor: string;
  wagering_bp: number;
  monthly_cap: number;
}

export const RULE_COLUMNS = `enabled, min_deposit_minor::text, min_valid_bet_minor::text, window_days, reward_fixed_minor::text,
  reward_deposit_bp, reward_share_max_minor::text, wagering_bp, monthly_cap`;

export function rulesOf(row: StoredRules | undefined): RulesRow {
  if (!row) return OFF_RULES;
  return {
    enabled: row.enabled,
    minDepositMinor: BigInt(row.min_deposit_minor),
    minValidBetMinor: BigInt(row.min_valid_bet_minor),
    windowDays: row.window_days,
    rewardFixedMinor: BigInt(row.reward_fixed_minor),
    rewardDepositBp: row.reward_deposit_bp,
    rewardShareMaxMinor: BigInt(row.reward_share_max_minor),
    wageringBp: row.wagering_bp,
    monthlyCap: row.monthly_cap,
  };
}

/** The brand's rules (OFF_RULES when it has none). */
export async function readRules(db: Queryable, merchantId: string): Promise<RulesRow> {
  const [row] = await db.query<StoredRules>(`select ${RULE_COLUMNS} from referral_settings where merchant_id = $1`, [merchantId]);
  return rulesOf(row);
}

/** The rules on the wire: amounts as decimal strings. */
export function rulesView(rules: RulesRow): ReferralRules {
  return {
    enabled: rules.enabled,
    minDepositMinor: rules.minDepositMinor.toString(),
    minValidBetMinor: rules.minValidBetMinor.toString(),
    windowDays: rules.windowDays,
    rewardFixedMinor: rules.rewardFixedMinor.toString(),
    rewardDepositBp: rules.rewardDepositBp,
    rewardShareMaxMinor: rules.rewardShareMaxMinor.toString(),
    wageringBp: rules.wageringBp,
    monthlyCap: rules.monthlyCap,
  };
}

/**
 * Rules from the wire, checked beyond their shape: something must be asked of an invitee (a
 * deposit or valid bets), something paid (a fixed amount or a deposit share), and a reward made
 * only of a deposit share needs a deposit; bad_request saying which otherwise.
 */
export function parseRules(input: ReferralRules): RulesRow {
  const rules: RulesRow = {
    enabled: input.enabled,
    minDepositMinor: BigInt(input.minDepositMinor),
    minValidBetMinor: BigInt(input.minValidBetMinor),
    windowDays: input.windowDays,
    rewardFixedMinor: BigInt(input.rewardFixedMinor),
    rewardDepositBp: input.rewardDepositBp,
    rewardShareMaxMinor: BigInt(input.rewardShareMaxMinor),
    wageringBp: input.wageringBp,
    monthlyCap: input.monthlyCap,
  };
  const limit = 10n ** 15n;
  for (const amount of [rules.minDepositMinor, rules.minValidBetMinor, rules.rewardFixedMinor, rules.rewardShareMaxMinor]) {
    if (amount > limit) throw new AppError('bad_request', 'amount too large');
  }
  if (rules.minDepositMinor === 0n && rules.minValidBetMinor === 0n) {
    throw new AppError('bad_request', 'ask a first deposit or valid bets of an invitee');
  }
  if (rules.rewardFixedMinor === 0n && rules.rewardDepositBp === 0)
    throw new AppError('bad_request', 'give a fixed reward or a deposit share');
  if (rules.rewardFixedMinor === 0n && rules.minDepositMinor === 0n) {
    throw new AppError('bad_request', 'a reward of only a deposit share needs a minimum deposit');
  }
  return rules;
}

/** Writes a brand's rules (insert or replace) in the caller's transaction. */
export async function writeRules(tx: Queryable, merchantId: string, rules: RulesRow, staffId: string | null, at: Date): Promise<void> {
  await tx.query(
    `insert into referral_settings (merchant_id, enabled, min_deposit_minor, min_valid_bet_minor, window_days, reward_fixed_minor,
        reward_deposit_bp, reward_share_max_minor, wagering_bp, monthly_cap, updated_at, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (merchant_id) do update set enabled = excluded.enabled, min_deposit_minor = excluded.min_deposit_minor,
        min_valid_bet_minor = excluded.min_valid_bet_minor, window_days = excluded.window_days,
        reward_fixed_minor = excluded.reward_fixed_minor, reward_deposit_bp = excluded.reward_deposit_bp,
        reward_share_max_minor = excluded.reward_share_max_minor, wagering_bp = excluded.wagering_bp,
        monthly_cap = excluded.monthly_cap, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [
      merchantId,
      rules.enabled,
      rules.minDepositMinor.toString(),
      rules.minValidBetMinor.toString(),
      rules.windowDays,
      rules.rewardFixedMinor.toString(),
      rules.rewardDepositBp,
      rules.rewardShareMaxMinor.toString(),
      rules.wageringBp,
      rules.monthlyCap,
      at.toISOString(),
      staffId,
    ],
  );
}

/** What a qualified invitee earns its referrer: the fixed amount plus the deposit share (rounded down, at most its maximum). */
export function rewardFor(rules: RulesRow, firstDepositMinor: bigint | null): bigint {
  let share = ((firstDepositMinor ?? 0n) * BigInt(rules.rewardDepositBp)) / 10_000n;
  if (rules.rewardShareMaxMinor > 0n && share > rules.rewardShareMaxMinor) share = rules.rewardShareMaxMinor;
  return rules.rewardFixedMinor + share;
}
