import type { StaffMe, StaffLoginPayload, StaffNotice } from '@pkg/contracts/staff';
import { permissionsFor } from '@pkg/contracts/staff-roles';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { Sealer } from '../../lib/sealed-box.ts';
import { AppError } from '../../http/errors.ts';
import {
  claimTotpStep,
  insertStaffAudit,
  selectStaffById,
  selectStaffByUsername,
  selectStaffBrands,
  type StaffRow,
} from './staff.queries.ts';
import {
  burnTotpStep,
  clearLoginFailures,
  countLoginFailure,
  insertStaffNotice,
  markNameNotified,
  markNoticesRead,
  selectLoginPressure,
  selectUnreadNotices,
} from './staff-login.queries.ts';
import type { StaffSessions } from './staff-session.ts';
import { matchingStep } from '../../lib/totp.ts';

/** The sealer purpose of staff authenticator secrets (each purpose derives its own key). */
export const STAFF_TOTP_PURPOSE = 'staff-totp';

/**
 * Sign-in pressure (decision 060): failures are counted per typed name and per address in windows
 * of 15 minutes. From NAME_CODE_FIRST failures of a name, or ADDRESS_CODE_FIRST of an address, the
 * code is checked before the password; at ADDRESS_LIMIT an address's tries with a wrong code answer
 * 429; at NAME_NOTICE failures of a name its staff member gets a notice. Nothing locks a name.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const NAME_CODE_FIRST = 3;
export const ADDRESS_CODE_FIRST = 3;
export const ADDRESS_LIMIT = 10;
export const NAME_NOTICE = 5;

/** Checked when a name has no staff member, so an unknown name costs what a known one does. */
const DECOY_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

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
 * wrong code and an unknown name answer alike, and no number of failures locks a name (decision 060).
 */
export function createStaffAuth(deps: StaffAuthDeps) {
  const { db, clock, hasher, sessions } = deps;

  return {
    /**
     * Password AND the authenticator's current code. Known and unknown names take the same path
     * and get the same answers at every try; no count refuses a right password with a right code
     * (the address limit answers 429 only to tries whose code is wrong).
     */
    async login(payload: StaffLoginPayload, ip: string): Promise<{ token: string; staffId: string }> {
      const now = clock.now();
      const name = payload.username;
      const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
      const pressure = await selectLoginPressure(db, name, ip, windowStart, SIGN_IN_WINDOW_MS);
      const codeFirst = pressure.nameFailures >= NAME_CODE_FIRST || pressure.addressFailures >= ADDRESS_CODE_FIRST;
      const found = await selectStaffByUsername(db, name);
      const staff = found && !found.disabled ? found : null;
      const secret = staff ? totpSecretOf(deps.totpSealer, staff) : null;
      const step = matchingStep(secret ?? DECOY_TOTP_SECRET, payload.code, now);
      const codeOk = secret !== null && step !== null;
      // Under pressure a wrong code ends the try before any password check.
      const passwordOk = !codeFirst || codeOk ? await hasher.verify(staff?.passwordHash ?? null, payload.password) : false;
      if (staff && codeOk && passwordOk && step !== null) {
        const signedIn = await db.transaction(async (tx) => {
          // A code already used (a replay, or a second login in the same 30 seconds) is refused.
          if (!(await claimTotpStep(tx, staff.id, step, now))) return null;
          await clearLoginFailures(tx, name, ip);
          await insertStaffAudit(tx, {
            staffId: staff.id,
            staffUsername: staff.username,
            action: 'login',
            ip,
            at: now,
            detail: { codeFirst },
          });
          return { token: await sessions.open(tx, staff.id, ip), staffId: staff.id };
        });
        if (signedIn) return signedIn;
      }
      const limited = await db.transaction(async (tx) => {
        // A right code with a wrong password under pressure uses the code up: one password try per code.
        if (staff && codeFirst && codeOk && step !== null) await burnTotpStep(tx, staff.id, step);
        const counts = await countLoginFailure(tx, name, ip, now, windowStart);
        const isLimited = pressure.addressFailures >= ADDRESS_LIMIT && !codeOk;
        await insertStaffAudit(tx, {
          staffId: staff?.id ?? null,
          staffUsername: staff?.username ?? name,
          action: isLimited ? 'login.limited' : 'login.failed',
          ip,
          at: now,
          detail: { name, known: staff !== null, codeFirst, nameFailures: counts.nameFailures, addressFailures: counts.addressFailures },
        });
        if (staff && counts.nameFailures >= NAME_NOTICE && !counts.notified) {
          const detail = { failures: counts.nameFailures, lastIp: ip, since: windowStart.toISOString() };
          await insertStaffNotice(tx, staff.id, 'sign_in_failures', detail, now);
          await markNameNotified(tx, name, now);
          await insertStaffAudit(tx, { staffId: staff.id, staffUsername: staff.username, action: 'login.guessed', ip, at: now, detail });
        }
        return isLimited;
      });
      if (limited && pressure.addressWindowEndsAt) {
        const retryAfterSeconds = Math.max(1, Math.ceil((pressure.addressWindowEndsAt.getTime() - now.getTime()) / 1000));
        throw new AppError('too_many_requests', undefined, { retryAfterSeconds });
      }
      throw new AppError('login.cred.err');
    },

    /** The staff member's unread notices (their name being guessed), newest first. */
    async notices(staffId: string): Promise<StaffNotice[]> {
      const rows = await selectUnreadNotices(db, staffId);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as StaffNotice['kind'],
        detail: row.detail,
        at: new Date(row.createdAt).toISOString(),
      }));
    },

    /** Marks the staff member's notices read. */
    async readNotices(staffId: string): Promise<void> {
      await markNoticesRead(db, staffId, clock.now());
    },

    /** Who the staff member is and what they may see, for the console. */
    async me(staffId: string): Promise<StaffMe> {
      const staff = await selectStaffById(db, staffId);
      if (!staff) throw new AppError('login.not.session');
      const allBrands = staff.brandIds.length === 0;
      const brands = await selectStaffBrands(db, allBrands ? null : staff.brandIds);
      return {
        id: staff.id,
        username: staff.username,
        displayName: staff.displayName,
        role: staff.role,
        // Within the brand scope: a brand-scoped owner is not told of staff or jobs management (refused by the guard).
        permissions: permissionsFor(staff.role, allBrands),
        brands,
        allBrands,
      };
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
