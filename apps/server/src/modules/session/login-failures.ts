import type { Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Brand } from '../brands/index.ts';
import type { Account } from '../accounts/index.ts';
import { ACCOUNT_COLUMNS } from '../accounts/index.ts';

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
      const rows = await db.query<{ captcha_required: boolean; locked_until: Date | null }>(
        'select captcha_required, locked_until from login_failures where merchant_id = $1 and username_key = $2',
        [brand.id, keyOf(username)],
      );
      const row = rows[0];
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
      type Row = Account & { gateCaptcha: boolean | null; gateLockedUntil: Date | null; gateRecorded: boolean };
      const rows = await db.query<Row>(
        `select f.captcha_required as "gateCaptcha", f.locked_until as "gateLockedUntil", f.merchant_id is not null as "gateRecorded", a.*
           from (select 1) as one
           left join login_failures f on f.merchant_id = $1 and f.username_key = $3
           left join lateral (select ${ACCOUNT_COLUMNS} from accounts where merchant_id = $1 and lower(username) = lower($2)) a on true`,
        [brand.id, username, keyOf(username)],
      );
      const { gateCaptcha, gateLockedUntil, gateRecorded, ...account } = rows[0] as Row;
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
      const rows = await db.query<{ failures: number; locked_until: Date | null }>(
        `insert into login_failures (merchant_id, username_key, failures, captcha_required, updated_at)
         values ($1, $2, 1, true, $3)
         on conflict (merchant_id, username_key) do update
           set failures = case when login_failures.locked_until is not null and login_failures.locked_until <= $3 then 1
                               else login_failures.failures + 1 end,
               locked_until = case when login_failures.locked_until is not null and login_failures.locked_until <= $3 then null
                                   else login_failures.locked_until end,
               captcha_required = true, updated_at = $3
         returning failures, locked_until`,
        [brand.id, keyOf(username), now.toISOString()],
      );
      const failures = rows[0]?.failures ?? 1;
      if (failures >= brand.loginLockFailures) {
        const lockedUntil = new Date(now.getTime() + brand.loginLockMinutes * 60_000);
        await db.query('update login_failures set locked_until = $3 where merchant_id = $1 and username_key = $2', [
          brand.id,
          keyOf(username),
          lockedUntil.toISOString(),
        ]);
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
      await db.query('delete from login_failures where merchant_id = $1 and username_key = $2', [brand.id, keyOf(username)]);
    },
  };
}

export type LoginFailures = ReturnType<typeof createLoginFailures>;
