import type { Db } from '../db/client.ts';
import { DEMO_LIVE_TABLES, LIVE_VENDOR_CODE, liveTableGames } from '../modules/live-tables/index.ts';
import { insertTable, type Json } from '../modules/rounds/index.ts';
import { seedVendorGames } from './demo-games.ts';
import { selectBrandId } from './demo-seed.queries.ts';

/** The live tables' launch address: our own table page, which reads the game session token. */
export const LIVE_TABLES_LAUNCH_URL = '/house-tables/play?game={game}&token={token}&lang={lang}';

/**
 * Gives a brand the demo's live tables (decision 054): the catalogue's games under BTLIVE and a
 * table for each, open, on its timer. Safe on every start: it adds only what is missing, so an
 * operator's changes stay.
 */
export async function seedDemoLiveTables(db: Db, brandCode: string, at: Date = new Date()): Promise<void> {
  await seedVendorGames(
    db,
    brandCode,
    LIVE_VENDOR_CODE,
    LIVE_TABLES_LAUNCH_URL,
    DEMO_LIVE_TABLES.map((table) => ({
      gameCode: table.gameCode,
      displayName: table.settings.names.EN as string,
      names: table.settings.names,
      gameType: 'LIVE',
      category: table.category,
      iconUrl: table.iconUrl,
      ...(table.isHot ? { isHot: true } : {}),
    })),
  );
  const brandId = await selectBrandId(db, brandCode);
  if (!brandId) return;
  const games = new Map(liveTableGames().map((game) => [game.kind, game]));
  for (const table of DEMO_LIVE_TABLES) {
    const game = games.get(table.settings.kind);
    const problems = game?.settingsProblems(table.settings) ?? ['no game'];
    if (problems.length > 0) throw new Error(`demo table ${table.gameCode}: ${problems.join('; ')}`);
    await insertTable(
      db,
      {
        brandId,
        vendorCode: LIVE_VENDOR_CODE,
        gameCode: table.gameCode,
        kind: table.settings.kind,
        drive: 'timer',
        settings: table.settings as unknown as Json,
        state: {},
      },
      at,
    );
  }
}
