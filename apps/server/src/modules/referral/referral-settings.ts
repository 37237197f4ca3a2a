import type { ReferralRules } from '@pkg/contracts/referral';
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

/** What a qualified invitee earns its referrer: the fixed amount plus the deposit share (rounded down, at most its maximum). */
export function rewardFor(rules: RulesRow, firstDepositMinor: bigint | null): bigint {
  let share = ((firstDepositMinor ?? 0n) * BigInt(rules.rewardDepositBp)) / 10_000n;
  if (rules.rewardShareMaxMinor > 0n && share > rules.rewardShareMaxMinor) share = rules.rewardShareMaxMinor;
  return rules.rewardFixedMinor + share;
}
