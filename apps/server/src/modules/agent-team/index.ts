/**
 * The face of modules/agent-team/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installAgentTeam } from './install-agent-team.ts';
export { inviteUrl } from './team-invite.service.ts';
export { AGENT_TYPES_SQL, gmt8Day } from './team-tree.queries.ts';
