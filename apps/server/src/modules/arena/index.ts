/**
 * The face of modules/arena/ (decisions 052, 056): the cockfight arena as a game of the round
 * engine, its vendor, its install, and what the demo seed gives a brand. Only what others use is
 * exported here, by name; no `export *`.
 */

export { ARENA_KIND, arenaGame } from './arena-game.ts';
export { DEFAULT_ARENA_SETTINGS } from './arena-defaults.ts';
export { ARENA_GAME_CODE, ARENA_LAUNCH_URL } from './arena-desk-kit.ts';
export { seedArena } from './arena-seed.ts';
export { ARENA_VENDOR_CODE, installArena } from './install-arena.ts';
