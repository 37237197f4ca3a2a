/**
 * The face of modules/system/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installSystem } from './install-system.ts';
export { brandResources, registerRulesOf, type SystemService } from './system.service.ts';
