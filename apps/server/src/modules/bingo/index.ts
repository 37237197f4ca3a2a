/**
 * The face of modules/bingo/ (decisions 052, 057): the house bingo rooms as a game of the round
 * engine, their vendor, the rooms a brand starts with, and the module's install. Only what others
 * use is exported here, by name; no `export *`.
 */

export { bingoRoundGame } from './bingo-round-game.ts';
export { DEMO_BINGO_ROOMS, type BingoRoomSeed } from './demo-rooms.ts';
export { BINGO_VENDOR_CODE, installBingo } from './install-bingo.ts';
