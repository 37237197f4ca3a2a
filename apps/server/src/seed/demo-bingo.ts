import type { Db } from '../db/client.ts';
import { BINGO_VENDOR_CODE, bingoRoundGame, DEMO_BINGO_ROOMS, type BingoRoomSeed } from '../modules/bingo/index.ts';
import { insertTable, type Json } from '../modules/rounds/index.ts';
import { seedVendorGames } from './demo-games.ts';
import { selectBrandId } from './demo-seed.queries.ts';

/** The bingo rooms' launch address: our own bingo page, which reads the game session token. */
export const BINGO_LAUNCH_URL = '/house-bingo/play?game={game}&token={token}&lang={lang}';

/**
 * Gives a brand bingo rooms (decision 057): the catalogue's games under BTBINGO and a room for each,
 * open, on its cadence. Safe on every start: it adds only what is missing, so an operator's changes
 * stay. The demo's rooms by default; the journeys' fixture passes its own.
 */
export async function seedBingoRooms(
  db: Db,
  brandCode: string,
  rooms: readonly BingoRoomSeed[] = DEMO_BINGO_ROOMS,
  at: Date = new Date(),
): Promise<void> {
  await seedVendorGames(
    db,
    brandCode,
    BINGO_VENDOR_CODE,
    BINGO_LAUNCH_URL,
    rooms.map((room) => ({
      gameCode: room.gameCode,
      displayName: room.settings.names.EN as string,
      names: room.settings.names,
      gameType: 'BINGO',
      category: room.category,
      iconUrl: room.iconUrl,
      ...(room.isHot ? { isHot: true } : {}),
    })),
  );
  const brandId = await selectBrandId(db, brandCode);
  if (!brandId) return;
  const game = bingoRoundGame();
  for (const room of rooms) {
    const problems = game.settingsProblems(room.settings);
    if (problems.length > 0) throw new Error(`bingo room ${room.gameCode}: ${problems.join('; ')}`);
    await insertTable(
      db,
      {
        brandId,
        vendorCode: BINGO_VENDOR_CODE,
        gameCode: room.gameCode,
        kind: game.kind,
        drive: 'timer',
        settings: room.settings as unknown as Json,
        state: game.initialState(room.settings as unknown as Json),
      },
      at,
    );
  }
}
