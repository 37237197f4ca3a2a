/**
 * The face of modules/withdrawals/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installWithdrawals } from './install-withdrawals.ts';
// The Idempotency-Key rule of the money calls, for player keys here and staff keys in the back
// office's adjustments (modules/finance-desk): one rule, one place.
export { fingerprint, runIdempotent, storedAnswer } from './idempotency.ts';
export type { IdempotentCall } from './idempotency.queries.ts';
