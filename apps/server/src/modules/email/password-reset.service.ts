import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { normaliseLanguage, textLanguageOf } from '@pkg/contracts/languages';
import type {
  PasswordByEmailPayload,
  PasswordByEmailValue,
  PasswordEmailResetPayload,
  PasswordEmailResetValue,
} from '@pkg/contracts/password-email';
import { VALIDATION_PATTERNS, checkField } from '@pkg/contracts/validation-patterns';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { selectAccountById, selectAccountByUsername, updatePassword, type AccountSessions } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SystemService } from '../system/index.ts';
import { passwordResetEmail } from './mail-templates.ts';
import type { Mailer } from './mailer.ts';
import { resetLink, siteOrigin } from './reset-link.ts';
import { RESET_LIMITS, throttleResetRequest } from './reset-throttle.ts';
import type { HumanCheckVerifier } from '../../http/verifiers.ts';

export interface PasswordResetDeps {
  db: Db;
  clock: Clock;
  /** The app secret; token hashes use a key derived from it. */
  secret: string;
  hasher: PasswordHasher;
  /** Ends every session of the account (modules/session's store). */
  sessions: Pick<AccountSessions, 'revokeOthers'>;
  /** The login's failure count of a username (modules/session), cleared by a successful reset. */
  loginFailures: { clear(db: Queryable, brand: Brand, username: string): Promise<void> };
  system: SystemService;
  humanCheck: HumanCheckVerifier;
  mailer: Mailer;
}

const MAX_USERNAME = 64;
const MAX_EMAIL = 254;
const EMAIL_PATTERN = new RegExp(VALIDATION_PATTERNS.email, 'u');
// 32 random bytes in base64url.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface TokenRow {
  id: string;
  accountId: string;
  expiresAt: Date | string;
  closedAt: Date | string | null;
  createdAt: Date | string;
}

/**
 * Forgotten password by e-mail (SPEC.md sections 3, 4, 5 and 7). A request names a username and
 * its e-mail; when both match an account, a single-use link good for the brand's minutes is
 * e-mailed in the account's language. Every request that passes the checks gets the same answer
 * and does the same work before answering, whether or not a link was sent: the mail is composed,
 * recorded and sent after the answer. The link's token, with the new password, sets it.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, clock } = deps;
  // Derived, so the hashing key is never the cookie secret itself.
  const hmacKey = createHmac('sha256', deps.secret).update('reset-link-v1').digest();
  const hashOf = (token: string) => createHmac('sha256', hmacKey).update(token).digest('hex');
  const { loginFailures } = deps;

  function fieldError(field: 'username' | 'email', reason: string): AppError {
    return new AppError('field_invalid', `${field}: ${reason}`, { field });
  }

  /** The brand's password rule, not a weak password, and the confirmation equal (as the other password calls). */
  async function checkNewPassword(brand: Brand, newPassword: string, confirmNewPassword: string): Promise<void> {
    const rules = await deps.system.registerSettings(brand);
    const result = checkField({ ...rules.password, enabled: true, required: true }, newPassword);
    if (!result.ok) throw new AppError('field_invalid', `newPassword: ${result.reason}`, { field: 'newPassword' });
    if (newPassword !== confirmNewPassword) throw new AppError('password_mismatch', undefined, { field: 'confirmNewPassword' });
    if (brand.weakPasswords.includes(newPassword)) throw new AppError('field_invalid', 'newPassword: weak', { field: 'newPassword' });
  }

  return {
    /**
     * Asks for a reset link. Refuses a missing or malformed username or e-mail, a failed human
     * check and requests over the throttles (per typed username and per IP, the same for names
     * with and without an account); otherwise answers the link's minutes, link or not.
     */
    async request(request: FastifyRequest, brand: Brand, payload: PasswordByEmailPayload): Promise<PasswordByEmailValue> {
      const username = payload.username?.trim() ?? '';
      const email = payload.email?.trim() ?? '';
      if (!username) throw fieldError('username', 'required');
      if (username.length > MAX_USERNAME) throw fieldError('username', 'length');
      if (!email) throw fieldError('email', 'required');
      if (email.length > MAX_EMAIL || !EMAIL_PATTERN.test(email)) throw fieldError('email', 'pattern');
      await deps.humanCheck.verify(payload.humanCheck);
      // A brand without a domain has nowhere for the link to point; nothing about the account is read yet.
      const origin = await siteOrigin(db, request, brand);
      if (!origin) throw new AppError('feature_disabled', 'reset by e-mail needs a brand domain');

      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashOf(token);
      const expiresAt = new Date(now.getTime() + brand.emailResetMinutes * 60_000);
      const outcome = await db.transaction(async (tx) => {
        const refused = await throttleResetRequest(tx, brand, username.toLowerCase(), request.ip, now);
        if (refused) return refused;
        const account = await selectAccountByUsername(tx, brand.id, username);
        const matches =
          account !== undefined && account.passwordHash !== null && account.email?.trim().toLowerCase() === email.toLowerCase();
        const accountId = matches ? account.id : null;
        // Run for every request, matched or not, so both do the same statements before the answer.
        await tx.query(
          `update password_reset_requests set closed_at = $2 where account_id = $1 and closed_at is null and token_hash is not null`,
          [accountId, now.toISOString()],
        );
        await tx.query(
          `insert into password_reset_requests (merchant_id, username_key, ip, account_id, token_hash, expires_at, created_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            brand.id,
            username.toLowerCase(),
            request.ip,
            accountId,
            matches ? tokenHash : null,
            matches ? expiresAt.toISOString() : null,
            now.toISOString(),
          ],
        );
        await tx.query(
          `delete from password_reset_requests where id in (select id from password_reset_requests where created_at < $1 limit ${RESET_LIMITS.cleanupBatch})`,
          [new Date(now.getTime() - RESET_LIMITS.keepMs).toISOString()],
        );
        return { refused: null, account: matches ? account : null };
      });
      if (outcome.refused) {
        const retryAfterSeconds = Math.max(1, Math.ceil((outcome.until - now.getTime()) / 1000));
        throw new AppError(outcome.refused, undefined, { retryAfterSeconds });
      }
      const account = outcome.account;
      if (account?.email) {
        const language = textLanguageOf(normaliseLanguage(account.language));
        const mail = passwordResetEmail(language, {
          brand: brand.name,
          username: account.username,
          link: resetLink(origin, token),
          minutes: brand.emailResetMinutes,
        });
        deps.mailer.sendInBackground({
          merchantId: brand.id,
          accountId: account.id,
          to: account.email.trim(),
          fromName: brand.name,
          kind: 'password-reset',
          ...mail,
        });
      }
      return { expireMinutes: brand.emailResetMinutes };
    },

    /**
     * Sets a new password with the token of a link: the link must be this brand's, unused, not
     * replaced by a newer one, not older than the account's last password change, and within its
     * minutes; the password must follow the brand's rule. Every session of the account ends and
     * the link is used up; the answer names the account, for the site's automatic login.
     */
    async complete(request: FastifyRequest, brand: Brand, payload: PasswordEmailResetPayload): Promise<PasswordEmailResetValue> {
      const now = clock.now();
      const token = payload.token.trim();
      if (!TOKEN_PATTERN.test(token)) throw new AppError('reset_link_invalid');
      const [row] = await db.query<TokenRow>(
        `select id::text as id, account_id::text as "accountId", expires_at as "expiresAt", closed_at as "closedAt", created_at as "createdAt"
           from password_reset_requests where merchant_id = $1 and token_hash = $2`,
        [brand.id, hashOf(token)],
      );
      if (!row || row.closedAt !== null) throw new AppError('reset_link_invalid');
      if (new Date(row.expiresAt).getTime() <= now.getTime()) throw new AppError('reset_link_expired');
      const account = await selectAccountById(db, row.accountId);
      if (!account || account.merchantId !== brand.id) throw new AppError('reset_link_invalid');
      // A password set since the link was sent (a change, a reset by phone) makes the link stale.
      if (account.passwordChangedAt && new Date(account.passwordChangedAt).getTime() > new Date(row.createdAt).getTime()) {
        throw new AppError('reset_link_invalid');
      }
      await checkNewPassword(brand, payload.newPassword, payload.confirmNewPassword);
      const passwordHash = await deps.hasher.hash(payload.newPassword);
      const done = await db.transaction(async (tx) => {
        // Closing the link first, under its row lock, makes a second use of it lose even when both race.
        const closed = await tx.query(
          'update password_reset_requests set closed_at = $2 where id = $1 and closed_at is null returning id',
          [row.id, now.toISOString()],
        );
        if (closed.length === 0) return false;
        await updatePassword(tx, account.id, passwordHash, now);
        await tx.query('update password_reset_requests set closed_at = $2 where account_id = $1 and closed_at is null', [
          account.id,
          now.toISOString(),
        ]);
        await deps.sessions.revokeOthers(account.id, null, tx);
        // The failed logins guarded the old password; the owner has just proved the mailbox and set a
        // new one, so the automatic login that follows must not meet their captcha or lock.
        await loginFailures.clear(tx, brand, account.username);
        await recordAudit(tx, {
          merchantId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: 'password.reset',
          ip: request.ip,
          before: { mustChangePassword: account.mustChangePassword },
          after: { mustChangePassword: false, method: 'email' },
          at: now,
        });
        return true;
      });
      if (!done) throw new AppError('reset_link_invalid');
      return { account: account.username };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
