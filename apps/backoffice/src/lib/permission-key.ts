import type { StaffPermission } from '@pkg/contracts/staff-roles';

/** The text key of a permission's description: `members.read` is backoffice.permissions.members_read. */
export function permissionKey(permission: StaffPermission): string {
  return `backoffice.permissions.${permission.replace('.', '_')}`;
}
