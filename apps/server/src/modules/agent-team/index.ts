/**
 * The face of modules/agent-team/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installAgentTeam } from './install-agent-team.ts';
export { inviteLinks, inviteUrl, requestOrigin, type RequestOrigin } from './team-invite.service.ts';
// Two SQL builders for other modules' queries files (issue 40): AGENT_TYPES_SQL, the agent account
// types as an SQL list (the members desk lists agents first), and gmt8Day, a timestamptz column's
// GMT+8 date (the reports group by it). They are fragments of SQL text, not reads: each query that
// uses them stays in its own module's queries file.
export { AGENT_TYPES_SQL, gmt8Day } from './team-tree.queries.ts';
