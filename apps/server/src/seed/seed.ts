import type { Db } from '../db/client.ts';
import { seedBrand } from './brand-seed.ts';
import { DEMO_BRAND } from './demo-brand.ts';
import { seedDemoGames } from './demo-games.ts';
import { DEMO_DEPOSIT_CHANNELS, seedDepositChannels } from './deposit-channels-seed.ts';

/** Seeds the demo brand; safe to run on every start. */
export async function seedDemo(db: Db): Promise<void> {
  await seedBrand(db, DEMO_BRAND);
  await seedDepositChannels(db, DEMO_BRAND.code, DEMO_DEPOSIT_CHANNELS);
  await seedDemoGames(db, DEMO_BRAND.code);
}
