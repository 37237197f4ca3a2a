import type { Db } from '../db/client.ts';
import { DEMO_FISH_GAMES, FISH_VENDOR_CODE } from '../modules/fish/index.ts';
import { seedVendorGames } from './demo-games.ts';

/** The fish title's launch address: our own fish page, which reads the game session token. */
export const FISH_LAUNCH_URL = '/house-fish/play?game={game}&token={token}&lang={lang}';

/** Gives a brand the fish title under BTFISH (decision 061). Safe on every start: only what is missing is added. */
export function seedDemoFish(db: Db, brandCode: string): Promise<void> {
  return seedVendorGames(db, brandCode, FISH_VENDOR_CODE, FISH_LAUNCH_URL, DEMO_FISH_GAMES);
}
