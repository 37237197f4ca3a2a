/** The back office's API paths (served by apps/server, called by apps/backoffice). */
export const BO_API = {
  login: '/bo/session/login',
  logout: '/bo/session/logout',
  me: '/bo/me',
  audit: '/bo/audit',
  /** Deposit orders of the brands in scope, with filters (decision 016). */
  deposits: '/bo/deposits',
  depositApprove: '/bo/deposits/:id/approve',
  depositReject: '/bo/deposits/:id/reject',
  /** A player's uploaded image (receipt, proof) for staff who decide finance in its brand. */
  upload: '/bo/uploads/:id',
  /** Withdrawals of the brands in scope (decision 017): queue with filters, decisions, disputes. */
  withdrawals: '/bo/withdrawals',
  withdrawalApprove: '/bo/withdrawals/:id/approve',
  withdrawalReject: '/bo/withdrawals/:id/reject',
  withdrawalForceReceipt: '/bo/withdrawals/:id/force-receipt',
  withdrawalResolve: '/bo/withdrawals/:id/resolve',
  /** A brand's withdrawal limits, auto-receive minutes and payout-account maximum. */
  withdrawalSettings: '/bo/withdrawals/settings',
  /** Manual balance adjustments: proposed by one staff member, approved or rejected by another. */
  adjustments: '/bo/adjustments',
  adjustmentApprove: '/bo/adjustments/:id/approve',
  adjustmentReject: '/bo/adjustments/:id/reject',
  /** The ledger's balance check: every currency sums to zero, accounts agree with their entries. */
  ledgerCheck: '/bo/ledger/check',
} as const;

/** Where the back-office console is served. */
export const BACKOFFICE_BASE = '/backoffice/';

/** The back office's session cookie (httpOnly, SameSite=Strict, path /bo). */
export const STAFF_COOKIE = 'bo_session';
