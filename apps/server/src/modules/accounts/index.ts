/**
 * The face of modules/accounts/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { AccountAdminError, createAccountAsOperator } from './account-admin.ts';
export {
  ACCOUNT_COLUMNS,
  assignAffiliateCode,
  bindVerifiedMobile,
  insertAccount,
  markMobileVerified,
  selectAccountById,
  selectAccountByMobile,
  selectAccountByUsername,
  selectAgentByAffiliateCode,
  updateLanguage,
  updatePassword,
} from './account.queries.ts';
export type { Account, AccountSessions } from './account.types.ts';
export { createPasswordReverify } from './password-reverify.ts';
