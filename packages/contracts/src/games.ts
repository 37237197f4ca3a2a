import { z } from 'zod';

/** Game categories the header can show, in menu order (SPEC.md section 2). */
export const GAME_TYPES = ['RNG', 'BINGO', 'LIVE', 'COCKFIGHT', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Lottery types are grouped under one LOTTERY menu entry. */
export const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

/** A vendor as the catalogue lists it (SPEC.md section 3, "Game vendor"). */
export const vendorSchema = z.object({
  vendorCode: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_TYPES),
  isHot: z.boolean(),
  logoUrl: z.string(),
  accountTypeId: z.number().int(),
  /** VASSALAGE vendors open a popup list of their games; GAME vendors launch directly. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  maintenance: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** `GET /wps/relay/GCSGAME_gameVendor`: the brand's enabled vendors. */
export const vendorListValue = z.array(vendorSchema);

/** `GET /lgw/games/game_menus` (bare object): vendors grouped by game type, in menu order. */
export const gameMenusResponse = z.object({
  menus: z.array(z.object({ gameType: z.enum(GAME_TYPES), vendors: z.array(vendorSchema) })),
});
export type GameMenus = z.infer<typeof gameMenusResponse>;
