/**
 * The face of modules/wallet/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installWallet } from './install-wallet.ts';
export { TRIAL_CURRENCY, walletCurrencyOf } from './wallet-currency.ts';
