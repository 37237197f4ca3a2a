import type { GameType } from '@pkg/contracts/game-types';
import type { Db } from '../db/client.ts';
import { insertGameIfMissing, selectVendorBrand, setMissingLaunchUrl } from './demo-games.queries.ts';

/** One game a brand starts with. */
export interface GameSeed {
  gameCode: string;
  /** Fallback name (English), shown where names has no entry for the language. */
  displayName: string;
  names: Record<string, string>;
  gameType: GameType;
  category: string;
  iconUrl: string;
  isHot?: boolean;
  isNew?: boolean;
}

/** The house slot vendor's launch address: our own game page, which reads the game session token. */
export const HOUSE_SLOTS_LAUNCH_URL = '/house-slots/play?game={game}&token={token}&lang={lang}';

/**
 * The house slot titles (packages/games builds their maths under these codes). The other demo
 * vendors get no games: nothing fake is listed, and launching them answers game_not_found.
 */
export const HOUSE_SLOT_GAMES: GameSeed[] = [
  {
    gameCode: 'bituin-lines',
    displayName: 'Bituin Gold Lines',
    names: { TY: 'Gintong Linya ng Bituin', EN: 'Bituin Gold Lines', ZH: '星光金线', TH: 'บิทูอิน โกลด์ไลน์', VI: 'Dòng Vàng Bituin' },
    gameType: 'RNG',
    category: 'lines',
    iconUrl: '/games/bituin-lines.svg',
    isHot: true,
  },
  {
    gameCode: 'lucky-777',
    displayName: 'Lucky 777',
    names: { TY: 'Suwerteng 777', EN: 'Lucky 777', ZH: '幸运 777', TH: 'ลัคกี้ 777', VI: '777 May Mắn' },
    gameType: 'RNG',
    category: 'classic',
    iconUrl: '/games/lucky-777.svg',
    isNew: true,
  },
  {
    gameCode: 'jungle-ways',
    displayName: 'Jungle Ways',
    names: { TY: 'Landas ng Gubat', EN: 'Jungle Ways', ZH: '丛林之路', TH: 'เส้นทางแห่งป่า', VI: 'Lối Đi Rừng Xanh' },
    gameType: 'RNG',
    category: 'ways',
    iconUrl: '/games/jungle-ways.svg',
  },
];

/**
 * Gives a brand's vendor its launch address (when it has none) and its games (those missing).
 * Safe on every start: it never overwrites what an operator changed since.
 */
export async function seedVendorGames(db: Db, brandCode: string, vendorCode: string, launchUrl: string, games: GameSeed[]): Promise<void> {
  await db.transaction(async (tx) => {
    const brandId = await selectVendorBrand(tx, brandCode, vendorCode);
    if (!brandId) return;
    await setMissingLaunchUrl(tx, brandId, vendorCode, launchUrl);
    for (const [sort, game] of games.entries()) {
      await insertGameIfMissing(tx, { ...game, brandId, vendorCode, isHot: game.isHot ?? false, isNew: game.isNew ?? false, sort });
    }
  });
}

/** The demo brand's games: the house slots under BTSLOT. */
export function seedDemoGames(db: Db, brandCode: string): Promise<void> {
  return seedVendorGames(db, brandCode, 'BTSLOT', HOUSE_SLOTS_LAUNCH_URL, HOUSE_SLOT_GAMES);
}
