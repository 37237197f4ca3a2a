import { AppError } from '../../../http/errors.ts';
import type { Brand } from '../../brands/index.ts';
import type { LotteryGameRow } from './lottery-games.queries.ts';
import type { LotteryLookups } from './lottery-lookups.ts';

/**
 * A lottery game a caller may bet on: it exists (lottery_game_not_found), the brand offers its
 * category and has it and its vendor switched on (game_disabled) and it is not in maintenance
 * (game_maintenance). Cancelling what was bet stays possible whatever the switches say.
 */
export async function playableGame(
  lookups: Pick<LotteryLookups, 'game'>,
  brand: Brand,
  gameCode: string,
  options: { forCancel?: boolean } = {},
): Promise<LotteryGameRow> {
  const game = await lookups.game(brand.id, gameCode);
  if (!game) throw new AppError('lottery_game_not_found');
  if (options.forCancel) return game;
  if (!game.enabled || brand.disabledGameTypes.includes(game.gameType)) throw new AppError('game_disabled');
  if (game.maintenance) throw new AppError('game_maintenance');
  return game;
}

/** True when the brand shows the game (switched on, category offered); maintenance still shows. */
export function isListed(brand: Brand, game: Pick<LotteryGameRow, 'enabled' | 'gameType'>): boolean {
  return game.enabled && !brand.disabledGameTypes.includes(game.gameType);
}
