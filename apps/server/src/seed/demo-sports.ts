import type { Db } from '../db/client.ts';
import { insertBook } from '../modules/sportsbook/index.ts';
import { seedVendorGames } from './demo-games.ts';
import { selectBrandId } from './demo-seed.queries.ts';

/** The book's launch address: our own book page, which reads the game session token. */
export const SPORTS_LAUNCH_URL = '/house-sports/play?game={game}&token={token}&lang={lang}';

/**
 * Gives a brand the demo's sportsbook (decision 058): the book's rules (the defaults), the Sports
 * vendor's one game (the whole book) and the esports vendor's titles (each opens the book on its
 * esport). The fixtures, markets and prices come from the demo feed's job. Safe on every start: it
 * adds only what is missing, so an operator's changes stay.
 */
export async function seedDemoSports(db: Db, brandCode: string, at: Date = new Date()): Promise<void> {
  await seedVendorGames(db, brandCode, 'BTSPORT', SPORTS_LAUNCH_URL, [
    {
      gameCode: 'sportsbook',
      displayName: 'Sportsbook',
      names: { TY: 'Sportsbook', EN: 'Sportsbook', ZH: '体育博彩', TH: 'สปอร์ตบุ๊ก', VI: 'Cược thể thao' },
      gameType: 'SPORTS',
      category: 'sports',
      iconUrl: '/games/sportsbook.svg',
      isHot: true,
    },
  ]);
  await seedVendorGames(db, brandCode, 'BTESPORT', SPORTS_LAUNCH_URL, [
    {
      gameCode: 'mobile-legends',
      displayName: 'Mobile Legends',
      names: { TY: 'Mobile Legends', EN: 'Mobile Legends', ZH: '无尽对决', TH: 'โมบายเลเจนด์', VI: 'Mobile Legends' },
      gameType: 'ESPORTS',
      category: 'moba',
      iconUrl: '/games/mobile-legends.svg',
      isHot: true,
    },
    {
      gameCode: 'dota-2',
      displayName: 'Dota 2',
      names: { TY: 'Dota 2', EN: 'Dota 2', ZH: '刀塔2', TH: 'โดต้า 2', VI: 'Dota 2' },
      gameType: 'ESPORTS',
      category: 'moba',
      iconUrl: '/games/dota-2.svg',
    },
  ]);
  const brandId = await selectBrandId(db, brandCode);
  if (brandId) await insertBook(db, brandId, at);
}
