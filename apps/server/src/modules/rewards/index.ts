/**
 * The face of modules/rewards/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installRewards } from './install-rewards.ts';
export { assertUnderCeiling } from './reward-ceiling.ts';
export { offerReward } from './rewards.ts';
export { assertNoOpenWagering, lockWagering } from './wagering.ts';
