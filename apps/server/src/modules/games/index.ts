/**
 * The face of modules/games/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { findGames, GameAdminError, gameTypeSummary, listGames, saveGame, switchGameTypes } from './game-admin.ts';
export type { AdminGame, AdminVendor, GameChange, VendorChange } from './game-admin.types.ts';
export { listVendors, saveVendor, updateVendor } from './vendor-admin.ts';
export { type CatalogueGame, selectBrandGame } from './brand-game.queries.ts';
export { gameStateOf } from './game-state.ts';
export {
  createHouseGameContexts,
  type HouseGameContext,
  type HouseGameContexts,
  type HouseGameSession,
  type HouseSessionResolver,
} from './house-game-context.ts';
export { installGames } from './install-games.ts';
export type { RoomSeatsProvider } from './catalogue.service.ts';
export { validBetsInWindow } from './valid-bets.ts';
