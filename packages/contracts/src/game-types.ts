/**
 * Game categories, kept apart from the schemas in games.ts so the site can use them without
 * loading zod.
 */

/** Game categories the header can show, in menu order (SPEC.md section 2). */
export const GAME_TYPES = ['RNG', 'BINGO', 'LIVE', 'COCKFIGHT', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Lottery types are grouped under one LOTTERY menu entry. */
export const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];
