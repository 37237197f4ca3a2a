import type { Db } from '../db/client.ts';
import { DEMO_PVP_ROOMS, PVP_VENDOR_CODE, seedDemoPvpRooms } from '../modules/pvp/index.ts';
import { seedVendorGames } from './demo-games.ts';
import { selectBrandId } from './demo-seed.queries.ts';

/** The PVP rooms' launch address: our own table page, which reads the game session token. */
export const PVP_LAUNCH_URL = '/house-pvp/play?game={game}&token={token}&lang={lang}';

/**
 * Gives a brand the demo's PVP rooms (decision 059): Pusoy Dos and Tongits at two stakes, each a
 * game of BTPVP with its room id and rules. Safe on every start: only what is missing is added.
 */
export async function seedDemoPvp(db: Db, brandCode: string, at: Date = new Date()): Promise<void> {
  await seedVendorGames(
    db,
    brandCode,
    PVP_VENDOR_CODE,
    PVP_LAUNCH_URL,
    DEMO_PVP_ROOMS.map((room) => ({
      gameCode: room.roomCode,
      displayName: room.names.EN as string,
      names: room.names,
      gameType: 'PVP',
      category: room.rules.game,
      iconUrl: room.iconUrl,
      ...(room.isHot ? { isHot: true } : {}),
    })),
  );
  const brandId = await selectBrandId(db, brandCode);
  if (brandId) await seedDemoPvpRooms(db, brandId, at);
}
