/**
 * The face of modules/lottery/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installLottery } from './install-lottery.ts';
export {
  listLotteryGames,
  listStations,
  LotteryAdminError,
  type LotteryGameChange,
  updateLotteryGame,
  updateStation,
} from './lottery-admin.ts';
