/**
 * The face of modules/email/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { EMAIL_CODE_GAP_MS } from './email-code.service.ts';
export { installEmail } from './install-email.ts';
export { siteOrigin } from './reset-link.ts';
