import type { Db } from '../db/client.ts';
import { selectBrandId } from './demo-seed.queries.ts';
import { insertVipLevelIfMissing, insertVipSettingsIfMissing } from './demo-vip.queries.ts';

/** A VIP level the demo brand starts with (decision 033); amounts in minor units of the brand's currency. */
export interface VipLevelSeed {
  level: number;
  name: string;
  icon: string;
  colour: string;
  betMinor: bigint;
  depositMinor: bigint;
  keepBetMinor: bigint;
  keepDepositMinor: bigint;
  upgradeBonusMinor: bigint;
  monthlyGiftMinor: bigint;
  perks: string;
}

/** Five levels over the last 30 days' valid bets and deposits (PHP); bonuses and gifts ask 1x turnover. */
export const DEMO_VIP_LEVELS: readonly VipLevelSeed[] = [
  {
    level: 1,
    name: 'Bronze',
    icon: 'bronze',
    colour: '#b87333',
    betMinor: 100_000n,
    depositMinor: 50_000n,
    keepBetMinor: 50_000n,
    keepDepositMinor: 0n,
    upgradeBonusMinor: 1_800n,
    monthlyGiftMinor: 800n,
    perks: 'Upgrade bonus and a monthly gift',
  },
  {
    level: 2,
    name: 'Silver',
    icon: 'silver',
    colour: '#8a9aa9',
    betMinor: 1_000_000n,
    depositMinor: 200_000n,
    keepBetMinor: 500_000n,
    keepDepositMinor: 0n,
    upgradeBonusMinor: 8_800n,
    monthlyGiftMinor: 3_800n,
    perks: 'Faster withdrawals review',
  },
  {
    level: 3,
    name: 'Gold',
    icon: 'gold',
    colour: '#d4a017',
    betMinor: 5_000_000n,
    depositMinor: 1_000_000n,
    keepBetMinor: 2_500_000n,
    keepDepositMinor: 0n,
    upgradeBonusMinor: 38_800n,
    monthlyGiftMinor: 12_800n,
    perks: 'Birthday gift',
  },
  {
    level: 4,
    name: 'Platinum',
    icon: 'platinum',
    colour: '#5b7c99',
    betMinor: 20_000_000n,
    depositMinor: 5_000_000n,
    keepBetMinor: 10_000_000n,
    keepDepositMinor: 0n,
    upgradeBonusMinor: 128_800n,
    monthlyGiftMinor: 38_800n,
    perks: 'Personal account manager',
  },
  {
    level: 5,
    name: 'Diamond',
    icon: 'diamond',
    colour: '#3aa6c9',
    betMinor: 100_000_000n,
    depositMinor: 20_000_000n,
    keepBetMinor: 50_000_000n,
    keepDepositMinor: 0n,
    upgradeBonusMinor: 588_800n,
    monthlyGiftMinor: 128_800n,
    perks: 'Invitations to events and a personal account manager',
  },
];

/** Seeds a brand's VIP rule and levels once (an operator's later changes are kept); safe on every start. */
export async function seedVip(db: Db, brandCode: string, levels: readonly VipLevelSeed[]): Promise<void> {
  await db.transaction(async (tx) => {
    const brandId = await selectBrandId(tx, brandCode);
    if (!brandId) return;
    if (!(await insertVipSettingsIfMissing(tx, brandId))) return;
    for (const level of levels) await insertVipLevelIfMissing(tx, { ...level, brandId, iconUrl: `/vip/${level.icon}.svg` });
  });
}
