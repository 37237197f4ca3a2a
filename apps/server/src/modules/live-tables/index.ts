/**
 * The face of modules/live-tables/ (decisions 052, 054): the house live tables as games of the
 * round engine, their vendor and the tables a brand starts with. Only what others use is exported
 * here, by name; no `export *`.
 */

export { DEMO_LIVE_TABLES, type LiveTableSeed } from './demo-tables.ts';
export { installLiveTables } from './install-live-tables.ts';
export { LIVE_VENDOR_CODE, liveTableGames } from './live-table-games.ts';
