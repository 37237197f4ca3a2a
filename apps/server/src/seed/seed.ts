import type { Db } from '../db/client.ts';
import { seedBrand } from '../modules/brands/index.ts';
import { DEMO_BRAND } from './demo-brand.ts';
import { seedDemoArena } from './demo-arena.ts';
import { DEMO_INTL_BRAND } from './demo-intl-brand.ts';
import { seedDemoGames } from './demo-games.ts';
import { seedBingoRooms } from './demo-bingo.ts';
import { seedDemoLiveTables } from './demo-live-tables.ts';
import { DEMO_LOTTERY_GAMES, seedLottery } from './demo-lottery.ts';
import { DEMO_DEPOSIT_CHANNELS, seedDepositChannels } from './deposit-channels-seed.ts';
import { seedDemoPoints } from './demo-points.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { DEMO_VIP_LEVELS, seedVip } from './demo-vip.ts';
import { seedDemoReferral } from './demo-referral.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoSports } from './demo-sports.ts';
import { seedDemoPvp } from './demo-pvp.ts';
import { seedDemoFish } from './demo-fish.ts';

/** Seeds the demo brands (the Philippine one, and the international one with the cockfight arena); safe to run on every start. */
export async function seedDemo(db: Db): Promise<void> {
  await seedBrand(db, DEMO_BRAND);
  await seedDepositChannels(db, DEMO_BRAND.code, DEMO_DEPOSIT_CHANNELS);
  await seedDemoGames(db, DEMO_BRAND.code);
  await seedDemoLiveTables(db, DEMO_BRAND.code);
  await seedDemoSports(db, DEMO_BRAND.code);
  await seedBingoRooms(db, DEMO_BRAND.code);
  await seedDemoPvp(db, DEMO_BRAND.code);
  await seedDemoFish(db, DEMO_BRAND.code);
  await seedLottery(db, DEMO_BRAND.code, DEMO_LOTTERY_GAMES);
  await seedDemoPoints(db, DEMO_BRAND.code);
  await seedDemoMissions(db, DEMO_BRAND.code);
  await seedDemoMessages(db, DEMO_BRAND.code);
  await seedVip(db, DEMO_BRAND.code, DEMO_VIP_LEVELS);
  await seedDemoReferral(db, DEMO_BRAND.code);
  await seedDemoPromotions(db, DEMO_BRAND.code);
  // The second demo brand, on intl.localhost, where cockfights are on and the arena runs (decision 056).
  await seedBrand(db, DEMO_INTL_BRAND);
  await seedDepositChannels(db, DEMO_INTL_BRAND.code, DEMO_DEPOSIT_CHANNELS);
  await seedDemoGames(db, DEMO_INTL_BRAND.code);
  await seedDemoArena(db, DEMO_INTL_BRAND.code);
}
