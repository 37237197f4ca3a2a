/**
 * The face of ledger/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export {
  mainWalletIds,
  openBonusAccount,
  openClearingAccount,
  openHouseShards,
  openPlayerWallet,
  openVendorWallet,
  playerBalances,
  playerWalletIds,
} from './accounts.ts';
export { type BetBatch, type BetItem, type BetOutcome, settleBets } from './bets.ts';
export { clawBack } from './clawback.ts';
export { HOUSE_SHARDS, MAX_AMOUNT_MINOR } from './codes.ts';
export { history, type HistoryEntry } from './history.ts';
export { captureHold, placeHold, releaseHold } from './holds.ts';
export { checkInvariants, type InvariantReport } from './invariants.ts';
export type { AccountKind, Actor, BalanceAfter, LedgerAccount, Transfer } from './ledger.types.ts';
export { fromAccountFirst, toAccount } from './post.ts';
export { stableBucket } from './request-hash.ts';
export { rollbackBet } from './rollback.ts';
export { LedgerRetry, withLedgerTransaction } from './run.ts';
export { ensureHouseShards, houseShardsOf } from './shards.ts';
export { reverse, transfer, transferHash } from './transfer.ts';
export { checkAmount } from './validate.ts';
