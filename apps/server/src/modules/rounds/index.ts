/**
 * The face of modules/rounds/ (decisions 052, 053): the round engine of the shared-round house
 * games. Games plug in as a RoundGame; the rest of the server installs the engine and moves
 * operator tables through it. Only what others use is exported here, by name; no `export *`.
 */

export { installRounds, type Rounds } from './install-rounds.ts';
export type {
  BetProblem,
  BetRequest,
  DealContext,
  DealtRound,
  Json,
  PlacedBet,
  RoundGame,
  RoundOpenJob,
  SettlementPart,
  TableInfo,
} from './round-game.ts';
export { type Bettor, bettorOf } from './round-place.ts';
export { type OperateOptions, roundContext } from './round-jobs.ts';
export {
  insertRound,
  insertTable,
  type RoundRow,
  selectLatestRounds,
  selectRound,
  selectTable,
  selectTableByGame,
  selectTables,
  type TableRow,
  updateTable,
} from './rounds.queries.ts';
