import type { Db } from '../db/client.ts';
import { insertMissionIfMissing } from './demo-missions.queries.ts';
import { selectBrandId } from './demo-seed.queries.ts';

/**
 * A demo mission as seeded: amounts in minor units, titles in every shipped language with their
 * amounts as tokens the site shows with the brand's symbol (decision 067).
 */
interface MissionSeed {
  code: string;
  titles: Record<'TY' | 'EN' | 'ZH' | 'TH' | 'VI', string>;
  period: 'daily' | 'weekly' | 'once';
  goal: 'valid_bet' | 'settled_bets' | 'deposit';
  target: bigint;
  gameType: string | null;
  rewardMinor: bigint;
  wageringBp: number;
  leaderboard: boolean;
  sort: number;
}

/** Running from the start of 2025 (GMT+8) with no end, so a new install shows them at once. */
const DEMO_START = '2025-01-01T00:00:00+08:00';

/**
 * The demo brand's missions (decision 035): a daily one (valid bets of 500.00 pay an 8.00 bonus
 * with 1x wagering), a weekly one (30 settled bets pay 20.00, 1x), and the weekly leaderboard
 * mission (valid bets of 5,000.00 pay 50.00, 1x; its progress ranks the leaderboard).
 */
export const DEMO_MISSIONS: readonly MissionSeed[] = [
  {
    code: 'daily-bets-500',
    titles: {
      TY: 'Tumaya ng {{amount:500}} ngayong araw',
      EN: 'Bet {{amount:500}} today',
      ZH: '今日有效投注 {{amount:500}}',
      TH: 'เดิมพัน {{amount:500}} วันนี้',
      VI: 'Cược {{amount:500}} hôm nay',
    },
    period: 'daily',
    goal: 'valid_bet',
    target: 50_000n,
    gameType: null,
    rewardMinor: 800n,
    wageringBp: 10_000,
    leaderboard: false,
    sort: 1,
  },
  {
    code: 'weekly-30-bets',
    titles: {
      TY: '30 taya ngayong linggo',
      EN: '30 bets this week',
      ZH: '本周完成 30 注',
      TH: 'เดิมพัน 30 ครั้งในสัปดาห์นี้',
      VI: '30 lượt cược trong tuần',
    },
    period: 'weekly',
    goal: 'settled_bets',
    target: 30n,
    gameType: null,
    rewardMinor: 2_000n,
    wageringBp: 10_000,
    leaderboard: false,
    sort: 2,
  },
  {
    code: 'weekly-leaderboard',
    titles: {
      TY: 'Lingguhang hamon: tumaya ng {{amount:5000}}',
      EN: 'Weekly challenge: bet {{amount:5000}}',
      ZH: '每周挑战：有效投注 {{amount:5000}}',
      TH: 'ภารกิจประจำสัปดาห์: เดิมพัน {{amount:5000}}',
      VI: 'Thử thách tuần: cược {{amount:5000}}',
    },
    period: 'weekly',
    goal: 'valid_bet',
    target: 500_000n,
    gameType: null,
    rewardMinor: 5_000n,
    wageringBp: 10_000,
    leaderboard: true,
    sort: 3,
  },
];

/** Seeds a brand's demo missions, enabled; a mission whose code exists is left as the operator has it. */
export async function seedDemoMissions(db: Db, brandCode: string, missions: readonly MissionSeed[] = DEMO_MISSIONS): Promise<void> {
  await db.transaction(async (tx) => {
    const brandId = await selectBrandId(tx, brandCode);
    if (!brandId) return;
    // A leaderboard mission is seeded enabled only while no other enabled one ranks the brand's board.
    for (const mission of missions) await insertMissionIfMissing(tx, { ...mission, brandId, startsAt: DEMO_START });
  });
}
