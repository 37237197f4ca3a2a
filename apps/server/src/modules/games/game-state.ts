import type { CatalogueGame } from './brand-game.queries.ts';

/** Whether a brand offers a game now: missing, switched off (game, vendor or its category), or in maintenance. */
export function gameStateOf(
  game: CatalogueGame | null,
  disabledGameTypes: readonly string[],
): 'missing' | 'disabled' | 'maintenance' | 'open' {
  if (!game) return 'missing';
  if (!game.enabled || disabledGameTypes.includes(game.gameType) || disabledGameTypes.includes(game.vendorType)) return 'disabled';
  return game.maintenance ? 'maintenance' : 'open';
}
