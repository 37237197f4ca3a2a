import type { Brand } from '../brands/index.ts';
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

/**
 * Why a game's category is off for a request's brand: the brand switched it off (game_disabled),
 * or only this visitor's country has it off (game_region_restricted, decision 056).
 */
export function whyTypeOff(
  brand: Pick<Brand, 'disabledGameTypes' | 'offForVisitor'>,
  ...types: string[]
): 'game_disabled' | 'game_region_restricted' {
  const forCountry: readonly string[] = brand.offForVisitor ?? [];
  const own = brand.disabledGameTypes.filter((type) => !forCountry.includes(type)) as string[];
  return types.some((type) => own.includes(type)) ? 'game_disabled' : 'game_region_restricted';
}
