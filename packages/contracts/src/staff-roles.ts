/**
 * Back-office staff roles and what each may do (no zod here, so the back-office app can import the
 * values). The server checks a permission on every /bo call; the console only hides what a role
 * cannot use.
 */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  'brands.read', // see the brands in scope
  'staffAudit.read', // read the staff audit trail
  'accounts.read', // look up player accounts
  'ledger.read', // balances, movements, the ledger's balance check
  'finance.decide', // approve or reject deposits and withdrawals, resolve disputes
  'finance.adjust', // propose and approve manual balance adjustments
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  finance: ['brands.read', 'accounts.read', 'ledger.read', 'finance.decide', 'finance.adjust'],
  support: ['brands.read', 'accounts.read'],
  auditor: ['brands.read', 'staffAudit.read', 'accounts.read', 'ledger.read'],
};

export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return GRANTS[role].includes(permission);
}

export function permissionsOf(role: StaffRole): StaffPermission[] {
  return [...GRANTS[role]];
}
