/**
 * The face of modules/fish/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { DEMO_FISH_GAMES, FISH_GAME_CODE, FISH_VENDOR_CODE } from './fish-title.ts';
export { installFish } from './install-fish.ts';
