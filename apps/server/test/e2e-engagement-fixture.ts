/**
 * Prepares the engagement journey (engagement.spec.ts) on the browser journeys' database, after the
 * other fixtures and before the server starts. The journey server plans promotions and points
 * every few seconds (apps/web/playwright.config.ts), so:
 * - the demo brand's first-deposit sweep starts now: the fixtures' wallet credits made during set-up
 *   are not offered the welcome bonus (journeys count their players' rewards exactly); a deposit
 *   made during the run is;
 * - the demo rebate promotions start counting the day after tomorrow (GMT+8), so a run that crosses
 *   midnight does not offer fixture players a rebate;
 * - a virtual good worth 2 points, which a new player earns with 200.00 of slot bets.
 * Test data only; an operator never runs this.
 *
 *   node --import tsx apps/server/test/e2e-engagement-fixture.ts
 */
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';
import { addDays, dayOf, startOfDay } from '../src/lib/gmt8-days.ts';

const JOURNEY_GOOD = 'Bituin Sticker (journey fixture)';

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function engagementFixture(db: Db): Promise<void> {
  const [brand] = await db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
  if (!brand) throw new Error('no demo brand bituin');
  const now = new Date();
  await db.query(
    `insert into promotion_sweeps (merchant_id, rule, until) values ($1, 'first_deposit', $2)
     on conflict (merchant_id, rule) do update set until = excluded.until`,
    [brand.id, now.toISOString()],
  );
  await db.query(
    `insert into promotion_sweeps (merchant_id, rule, until)
     select merchant_id, 'rebate:' || id, $2 from promotions where merchant_id = $1 and kind = 'rebate'
     on conflict (merchant_id, rule) do update set until = excluded.until`,
    [brand.id, startOfDay(addDays(dayOf(now), 2)).toISOString()],
  );
  await db.query(
    `insert into point_goods (merchant_id, name, description, kind, image_path, points_required, amount_required_minor, stock, unit,
       enabled, sort_order, created_at, updated_at)
     values ($1, $2, 'A sticker for the engagement journey.', 'virtual', '/goods/load.svg', 2, 0, 100, 'pc', true, 1, now(), now())`,
    [brand.id, JOURNEY_GOOD],
  );
  console.log('engagement fixture: promotion sweeps start now, journey good added');
}

if (isMainModule(import.meta.url)) {
  const db = await openCliDb((message) => new Error(message));
  try {
    await engagementFixture(db);
  } finally {
    await db.close();
  }
}
