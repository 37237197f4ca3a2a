import { STAFF_ROLES, type StaffRole } from '@pkg/contracts/staff-roles';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { Sealer } from '../../lib/sealed-box.ts';
import { insertStaff, insertStaffAudit, selectBrandsByCodes, staffUsernameTaken, updateStaffTotp } from './staff.queries.ts';
import { newTotpSecret } from '../../lib/totp.ts';

export interface StaffInput {
  username: string;
  displayName: string;
  role: string;
  password: string;
  /** Brand codes the staff member may act on; empty for every brand. */
  brandCodes: string[];
  /** An authenticator secret to use (base32), e.g. when moving staff from another system; new when absent. */
  totpSecret?: string | undefined;
}

/** Who opens the account, for the audit: an owner in the console, or the operator CLI when absent. */
export interface StaffCreator {
  staffId: string;
  username: string;
  ip: string | null;
}

export class StaffAdminError extends Error {
  constructor(
    readonly kind: 'invalid' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,31}$/;
const BASE32 = /^[A-Z2-7]{16,128}=*$/;

/**
 * Opens a staff account with its authenticator (the operator CLI's `staff create`, and an owner in
 * the console's staff desk). Returns the otpauth:// address to scan once; the secret is kept only
 * sealed. Audited as the owner who opened it, or as the operator CLI.
 */
export async function createStaff(
  db: Db,
  clock: Clock,
  hasher: PasswordHasher,
  sealer: Sealer,
  input: StaffInput,
  by?: StaffCreator,
): Promise<{ id: string; otpauthUri: string; secretBase32: string }> {
  const username = input.username.trim().toLowerCase();
  if (!USERNAME.test(username))
    throw new StaffAdminError('invalid', 'username: 3-32 lower-case letters, digits, dots, dashes or underscores');
  if (!(STAFF_ROLES as readonly string[]).includes(input.role))
    throw new StaffAdminError('invalid', `role must be one of ${STAFF_ROLES.join(', ')}`);
  // Staff reach every player's money: a longer password than players need, with a second factor always.
  if (input.password.length < 12 || input.password.length > 128) throw new StaffAdminError('invalid', 'password: 12-128 characters');
  const displayName = input.displayName.trim() || username;
  if (input.totpSecret !== undefined && !BASE32.test(input.totpSecret)) throw new StaffAdminError('invalid', 'totp secret must be base32');
  const { secretBase32, uri: otpauthUri } = newTotpSecret(username, 'Back office', input.totpSecret);
  const passwordHash = await hasher.hash(input.password);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const brands = await selectBrandsByCodes(tx, input.brandCodes);
    const missing = input.brandCodes.filter((code) => !brands.some((brand) => brand.code === code));
    if (missing.length > 0) throw new StaffAdminError('invalid', `unknown brand: ${missing.join(', ')}`);
    if (await staffUsernameTaken(tx, username)) throw new StaffAdminError('conflict', `staff "${username}" exists`);
    const id = await insertStaff(tx, {
      username,
      displayName,
      role: input.role as StaffRole,
      brandIds: brands.map((brand) => brand.id),
      passwordHash,
      at: now,
    });
    if (!id) throw new Error('staff insert returned no id');
    // Sealed bound to the row id, which exists only now.
    await updateStaffTotp(tx, id, sealer.seal(Buffer.from(secretBase32), `staff:${id}`));
    await insertStaffAudit(tx, {
      staffId: by?.staffId ?? null,
      staffUsername: by?.username ?? 'operator-cli',
      action: 'staff.create',
      target: username,
      ip: by?.ip ?? null,
      detail: { role: input.role, brands: input.brandCodes },
      at: now,
    });
    return { id, otpauthUri, secretBase32 };
  });
}
