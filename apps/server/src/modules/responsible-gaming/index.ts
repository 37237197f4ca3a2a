/**
 * The face of modules/responsible-gaming/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installResponsibleGaming, installRgRules } from './install-responsible-gaming.ts';
export { type BetRefusal, betRefusalError, type RgGate } from './rg-gate.ts';
export type { RulesCache } from './rg-rules.ts';
