/**
 * The face of modules/agent-contracts/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { readAgentSettings } from './agent-settings.ts';
export { installAgentContracts } from './install-agent-contracts.ts';
