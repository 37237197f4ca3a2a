/**
 * The face of modules/two-factor/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { deleteAuthenticator } from './authenticator.queries.ts';
export { lockedFactorsOf, resetSecondFactors } from './factor-locks.ts';
export { installTwoFactor } from './install-two-factor.ts';
export type { TwoFactorService } from './two-factor.service.ts';
