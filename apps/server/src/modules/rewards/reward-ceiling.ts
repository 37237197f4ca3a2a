/**
 * The brand's largest single reward (decision 051). Owners set it in the brand settings desk
 * (brands.manage); finance, who configures what pays (promotions, VIP, missions, referral, points),
 * cannot raise it. Two places hold the line:
 *
 * - a desk save whose configured amount is above it is refused (`reward_above_ceiling`, naming the
 *   field), so staff learn at once;
 * - `offerReward` never offers more than it (`cappedRewardSql` in its insert, rewards.queries.ts), which also bounds
 *   amounts worked out when paid (rebates, deposit shares, an application's issued amount) and
 *   settings saved before an owner lowered the ceiling. A points conversion above it is refused.
 */
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { selectRewardCeiling } from './rewards.queries.ts';

/** A configured amount a desk is about to save, with the field the refusal names. */
export interface ConfiguredReward {
  field: string;
  amountMinor: bigint;
}

/** Refuses (reward_above_ceiling, nothing saved) when a configured amount is above the brand's ceiling. */
export async function assertUnderCeiling(q: Queryable, brandId: string, amounts: readonly ConfiguredReward[]): Promise<void> {
  if (amounts.length === 0) return;
  const ceiling = await selectRewardCeiling(q, brandId);
  if (ceiling === null) return;
  const over = amounts.find((amount) => amount.amountMinor > ceiling);
  if (over) {
    throw new AppError('reward_above_ceiling', `${over.field}: ${over.amountMinor} is above the brand's ${ceiling}`, {
      field: over.field,
      ceilingMinor: ceiling.toString(),
    });
  }
}
