/**
 * The face of modules/staff/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { auditChangeBy } from './change-audit.ts';
export { installStaff } from './install-staff.ts';
export { assertBrandInScope, auditStaffChange, type StaffActor } from './staff-actor.ts';
export { createStaff, StaffAdminError } from './staff-admin.ts';
export { STAFF_TOTP_PURPOSE } from './staff-auth.service.ts';
export type { StaffContext, StaffGuard } from './staff-guard.ts';
export { insertStaffAudit } from './staff.queries.ts';
