import type { Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Brand } from '../brands/index.ts';
import type { Account } from '../accounts/index.ts';
import {
  countLoginFailure,
  deleteLoginFailures,
  lockUsername,
  selectGateWithAccount,
  selectLoginFailures,
} from './login-failures.queries.ts';

/** What past failures demand of the next login for a username. */
export interface LoginGate {
  captchaRequired: boolean;
  lockedUntil: Date | null;
  /** True when the username has failures on record, which a successful login then clears. */
  recorded: boolean;
}

/** The key failures are counted under: the typed username, trimmed, in lower case. */
export const usernameKeyOf = (username: string) => username.trim().toLowerCase();

/**
 * Failed logins counted per typed username, whether or not such an account exists, so the captcha
 * and the lock tell an attacker nothing about which usernames are real.
 */
export function createLoginFailures(clock: Clock) {
  const keyOf = usernameKeyOf;
  return {
    async gate(db: Queryable, brand: Brand, username: string): Promise<LoginGate> {
      const row = await selectLoginFailures(db, brand.id, keyOf(username));
      const lockedUntil = row?.locked_until ? new Date(row.locked_until) : null;
      return {
        captchaRequired: row?.captcha_required ?? false,
        lockedUntil: lockedUntil && lockedUntil > clock.now() ? lockedUntil : null,
        recorded: row !== undefined,
      };
    },

    /**
     * The gate and the account of that username in one statement (a login by password needs both;
     * decision 048): one round trip fewer than gate() and selectAccountByUsername() one after the
     * other. The account is read whatever the gate says, and nothing about it leaves here before
     * the password is checked.
     */
    async gateWithAccount(db: Queryable, brand: Brand, username: string): Promise<{ gate: LoginGate; account: Account | undefined }> {
      const { gateCaptcha, gateLockedUntil, gateRecorded, ...account } = await selectGateWithAccount(
        db,
        brand.id,
        username,
        keyOf(username),
      );
      const lockedUntil = gateLockedUntil ? new Date(gateLockedUntil) : null;
      return {
        gate: {
          captchaRequired: gateCaptcha ?? false,
          lockedUntil: lockedUntil && lockedUntil > clock.now() ? lockedUntil : null,
          recorded: gateRecorded,
        },
        // Every account has an id; a null one is the left join finding none.
        account: account.id ? account : undefined,
      };
    },

    /** Counts a failure; from then on a captcha is required, and enough failures lock the username. */
    async fail(db: Queryable, brand: Brand, username: string): Promise<LoginGate> {
      const now = clock.now();
      const failures = await countLoginFailure(db, brand.id, keyOf(username), now);
      if (failures >= brand.loginLockFailures) {
        const lockedUntil = new Date(now.getTime() + brand.loginLockMinutes * 60_000);
        await lockUsername(db, brand.id, keyOf(username), lockedUntil);
        return { captchaRequired: true, lockedUntil, recorded: true };
      }
      return { captchaRequired: true, lockedUntil: null, recorded: true };
    },

    /**
     * Forgets the failures after a successful login. Called only when the gate saw some, so the
     * common login spends no statement here; a failure recorded between that gate and this login's
     * success then stays, and costs the next login of that username a captcha, never less safety.
     */
    async clear(db: Queryable, brand: Brand, username: string): Promise<void> {
      await deleteLoginFailures(db, brand.id, keyOf(username));
    },
  };
}

export type LoginFailures = ReturnType<typeof createLoginFailures>;
