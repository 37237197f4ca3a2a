/**
 * The face of modules/session/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installFirebaseCsp } from './firebase-csp.ts';
export type { FirebaseTokenVerifier } from './firebase-token.ts';
export { installLogin, installSessions } from './install-session.ts';
export type { LoginService } from './login.service.ts';
export type { SessionService } from './session.service.ts';
