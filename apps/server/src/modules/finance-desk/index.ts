/**
 * The face of modules/finance-desk/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installFinanceDesk } from './install-finance-desk.ts';
export { readLedgerCheck } from './ledger-check.ts';
