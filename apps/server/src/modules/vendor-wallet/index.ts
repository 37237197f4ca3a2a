/**
 * The face of modules/vendor-wallet/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { createGameSessionCache } from './game-sessions.ts';
export { installVendorWallet, type VendorWalletModule } from './install-vendor-wallet.ts';
// The claim and round rows' SQL builders, for other modules' queries files whose one statement
// writes claims and rounds with their own rows (the round engine, the sportsbook, the house slots,
// PvP): the statement shapes live here, beside the wallet API's own writes of the same tables.
export {
  type Claim,
  claimParams,
  claimsInsert,
  type NewRound,
  type RoundChange,
  roundChangeParams,
  roundChangesUpdate,
  type SettledRound,
  settledRoundParams,
  settledRoundsInsert,
  stakedRoundParams,
  stakedRoundsInsert,
} from './round-rows.queries.ts';
export { maskUsername } from './rounds.service.ts';
export { HOUSE_VENDOR_CODE } from './signature.ts';
export { rotateVendorSecret, VendorSecretError } from './vendor-secrets.ts';
export type { WalletMoveEvents } from './vendor-wallet.service.ts';
