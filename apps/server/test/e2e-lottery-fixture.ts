/**
 * Prepares the lottery desk journey's draw on the browser journeys' database, before the server
 * starts (e2e-setup.ts runs it after `brand seed-demo`): yesterday's (Vietnam calendar)
 * TP.HCM draw of the demo brand's Southern lottery (vn-south, official results) at 16:15 GMT+7,
 * betting closed and its time passed, so it awaits an official result
 * (apps/web/e2e/backoffice-lottery.spec.ts). Test data only; an operator never runs this.
 *
 *   node --import tsx apps/server/test/e2e-lottery-fixture.ts
 */
import { isMainModule, openCliDb } from '../src/cli/open-cli-db.ts';
import type { Db } from '../src/db/client.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const VIETNAM_OFFSET_MS = 7 * HOUR_MS;

/** The fixture's work on an open database (its command line below, or apps/server/test/e2e-setup.ts). */
export async function lotteryFixture(db: Db): Promise<void> {
  // The start of yesterday in Vietnam (GMT+7), as a UTC instant, and its yyyyMMdd.
  const yesterday = Math.floor((Date.now() + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS - DAY_MS;
  const drawNo = `${new Date(yesterday + VIETNAM_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '')}-hcm`;
  const drawAt = new Date(yesterday + 16.25 * HOUR_MS);
  const rows = await db.query<{ id: string }>(
    `insert into lottery_draws (merchant_id, game_code, draw_no, station_code, opens_at, closes_at, draw_at, status, created_at)
     select m.id, 'vn-south', $1, 'hcm', $2, $3, $4, 'closed', now() from merchants m where m.code = 'bituin'
     on conflict (merchant_id, game_code, draw_no) do nothing returning id::text as id`,
    [drawNo, new Date(drawAt.getTime() - DAY_MS).toISOString(), new Date(drawAt.getTime() - 900_000).toISOString(), drawAt.toISOString()],
  );
  if (rows.length === 0) throw new Error(`no vn-south draw ${drawNo} added (no demo brand, or it exists already)`);
  console.log(`lottery fixture: vn-south ${drawNo} (draw ${rows[0]?.id}) awaits its official result`);
  await feedFixture(db, yesterday - DAY_MS);
}

/**
 * The results feed journey (backoffice-lottery.spec.ts, decision 065): the day before yesterday's
 * TP.HCM draw, closed without a result (overdue), and the demo brand's feed switched on with two
 * file-drop sources whose directories do not exist (their problem shows on the feed page).
 */
async function feedFixture(db: Db, dayStart: number): Promise<void> {
  const drawNo = `${new Date(dayStart + VIETNAM_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '')}-hcm`;
  const drawAt = new Date(dayStart + 16.25 * HOUR_MS);
  await db.query(
    `insert into lottery_draws (merchant_id, game_code, draw_no, station_code, opens_at, closes_at, draw_at, status, created_at)
     select m.id, 'vn-south', $1, 'hcm', $2, $3, $4, 'closed', now() from merchants m where m.code = 'bituin'
     on conflict (merchant_id, game_code, draw_no) do nothing`,
    [drawNo, new Date(drawAt.getTime() - DAY_MS).toISOString(), new Date(drawAt.getTime() - 900_000).toISOString(), drawAt.toISOString()],
  );
  await db.query(
    `insert into lottery_feed_settings (merchant_id, enabled, overdue_minutes, void_after_minutes, alert_email, updated_at)
     select id, true, 30, 20160, 'lottery-ops@example.com', now() from merchants where code = 'bituin' on conflict do nothing`,
  );
  await db.query(
    `insert into lottery_feed_sources (merchant_id, source_code, kind, location, enabled)
     select id, s.code, 'dir', s.location, true from merchants, (values ('station-a', 'e2e/station-a'), ('station-b', 'e2e/station-b')) s(code, location)
      where merchants.code = 'bituin' on conflict do nothing`,
  );
  console.log(`lottery fixture: vn-south ${drawNo} overdue, the results feed on with two sources`);
}

if (isMainModule(import.meta.url)) {
  const db = await openCliDb((message) => new Error(message));
  try {
    await lotteryFixture(db);
  } finally {
    await db.close();
  }
}
