/**
 * The face of modules/lottery/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 *
 * Inside, the module is in parts that import each other directly (issue 40), each on the ones before
 * it: games/ (a game's settings, kept in memory, and who may play it), draws/ (planning, the clock,
 * drawing, the draw's lock and status), orders/ (pricing, placing in groups, legs, cancelling,
 * tickets), settlement/ (judging, paying, stopping chases), desk/ (official results and voids under
 * four eyes, the operator's settings) and reads/ (what the lottery pages show). install-lottery.ts
 * wires them.
 */

export { installLottery } from './install-lottery.ts';
export {
  listLotteryGames,
  listStations,
  LotteryAdminError,
  type LotteryGameChange,
  updateLotteryGame,
  updateStation,
} from './desk/lottery-admin.ts';
