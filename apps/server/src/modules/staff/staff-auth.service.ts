import type { StaffMe, StaffLoginPayload } from '@pkg/contracts/staff';
import { permissionsOf } from '@pkg/contracts/staff-roles';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { Sealer } from '../../lib/sealed-box.ts';
import { AppError } from '../../http/errors.ts';
import {
  claimTotpStep,
  insertStaffAudit,
  recordStaffFailure,
  selectStaffById,
  selectStaffByUsername,
  type StaffRow,
} from './staff.queries.ts';
import type { StaffSessions } from './staff-session.ts';
import { matchingStep } from '../../lib/totp.ts';

/** The sealer purpose of staff authenticator secrets (each purpose derives its own key). */
export const STAFF_TOTP_PURPOSE = 'staff-totp';

/** Failed logins before a staff member is locked, and for how long. */
const LOCK_AFTER = 5;
const LOCK_MS = 15 * 60_000;

export interface StaffAuthDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: StaffSessions;
  /** Opens sealed authenticator secrets (purpose 'staff-totp', bound to the staff id). */
  totpSealer: Sealer;
}

/** The authenticator secret of a staff row, or null when it does not open under this app secret. */
export function totpSecretOf(sealer: Sealer, staff: Pick<StaffRow, 'id' | 'totpSealed'>): string | null {
  return sealer.open(staff.totpSealed, `staff:${staff.id}`)?.toString('utf8') ?? null;
}

/**
 * Staff sign-in: password AND the authenticator's current code, every time. A wrong password, a
 * wrong code and an unknown name answer alike; five failures lock the name for 15 minutes.
 */
export function createStaffAuth(deps: StaffAuthDeps) {
  const { db, clock, hasher, sessions } = deps;

  return {
    async login(payload: StaffLoginPayload, ip: string): Promise<{ token: string; staffId: string }> {
      const now = clock.now();
      const staff = await selectStaffByUsername(db, payload.username);
      if (staff?.lockedUntil && staff.lockedUntil > now) {
        throw new AppError('account_locked', undefined, {
          retryAfterSeconds: Math.ceil((staff.lockedUntil.getTime() - now.getTime()) / 1000),
        });
      }
      const passwordOk = await hasher.verify(staff?.passwordHash ?? null, payload.password);
      const secret = staff ? totpSecretOf(deps.totpSealer, staff) : null;
      const step = secret ? matchingStep(secret, payload.code, now) : null;
      if (!staff || staff.disabled || !passwordOk || step === null) {
        if (staff && !staff.disabled) {
          await db.transaction(async (tx) => {
            await recordStaffFailure(tx, staff.id, LOCK_AFTER, new Date(now.getTime() + LOCK_MS));
            await insertStaffAudit(tx, { staffId: staff.id, staffUsername: staff.username, action: 'login.failed', ip, at: now });
          });
        }
        throw new AppError('login.cred.err');
      }
      return db.transaction(async (tx) => {
        // A code already used (a replay, or a second login in the same 30 seconds) is refused.
        if (!(await claimTotpStep(tx, staff.id, step, now))) throw new AppError('login.cred.err');
        await insertStaffAudit(tx, { staffId: staff.id, staffUsername: staff.username, action: 'login', ip, at: now });
        return { token: await sessions.open(tx, staff.id, ip), staffId: staff.id };
      });
    },

    /** Who the staff member is and what they may see, for the console. */
    async me(staffId: string): Promise<StaffMe> {
      const staff = await selectStaffById(db, staffId);
      if (!staff) throw new AppError('login.not.session');
      const allBrands = staff.merchantIds.length === 0;
      const brands = await db.query<{ id: string; code: string; name: string }>(
        `select id::text as id, code, name from merchants where $1::bigint[] is null or id = any($1) order by code`,
        [allBrands ? null : staff.merchantIds],
      );
      return {
        id: staff.id,
        username: staff.username,
        displayName: staff.displayName,
        role: staff.role,
        permissions: permissionsOf(staff.role),
        brands,
        allBrands,
      };
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
