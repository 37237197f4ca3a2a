import type { Db } from '../db/client.ts';
import { seedBrand } from './brand-seed.ts';
import { DEMO_BRAND } from './demo-brand.ts';

/** Seeds the demo brand; safe to run on every start. */
export async function seedDemo(db: Db): Promise<void> {
  await seedBrand(db, DEMO_BRAND);
}
