/**
 * The Zalo reward's cap (decision 075): the spec's "up to 131K" is 131,000 VND; brands in other
 * currencies use the fixed equivalent of contracts' ZALO_REWARD_CAP_MAJOR, and a currency without
 * one cannot run the kind. Checked when a promotion is saved, as the brand's reward ceiling is;
 * the amount staff issue on a claim is held to the promotion's maximum by the applications desk.
 */
import { promotionRules, zaloRewardCapMinor } from '@pkg/contracts/promotions';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { selectBrandCurrency } from './promotion-desk.queries.ts';

/** Refuses (zalo_reward_cap, nothing saved) a Zalo reward whose maximum is above its currency's cap. */
export async function assertZaloCap(q: Queryable, brandId: string, rules: Record<string, unknown>): Promise<void> {
  const brand = await selectBrandCurrency(q, brandId);
  if (!brand) throw new AppError('not_found', 'brand');
  const cap = zaloRewardCapMinor(brand.code, brand.digits);
  const max = BigInt(promotionRules.zalo.parse(rules).maxBonusMinor);
  if (cap === null) throw new AppError('zalo_reward_cap', `no Zalo reward cap for ${brand.code}`, { field: 'rules.maxBonusMinor' });
  if (max > cap)
    throw new AppError('zalo_reward_cap', `rules.maxBonusMinor: at most ${cap} minor units`, {
      field: 'rules.maxBonusMinor',
      capMinor: cap.toString(),
    });
}
