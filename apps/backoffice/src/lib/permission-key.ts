import type { StaffPermission } from '@pkg/contracts/staff-roles';

/** The text key of a permission's description: `members.read` is boConsole.permissions.members_read. */
export function permissionKey(permission: StaffPermission): string {
  return `boConsole.permissions.${permission.replace('.', '_')}`;
}
