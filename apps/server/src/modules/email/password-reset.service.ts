import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { accountTextLanguage } from '@pkg/contracts/languages';
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
import { selectAccountById, selectAccountByUsername, updatePassword, type Account, type AccountSessions } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SystemService } from '../system/index.ts';
import { passwordResetEmail } from './mail-templates.ts';
import type { Mailer } from './mailer.ts';
import { resetLink, siteOrigin } from './reset-link.ts';
import {
  closeAccountResetRequests,
  closeOpenLinks,
  closeResetLink,
  deleteOldResetRequests,
  insertResetRequest,
  selectResetToken,
} from './password-reset.queries.ts';
import { RESET_LIMITS, throttleResetRequest, type ResetRefusal } from './reset-throttle.ts';
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

function fieldError(field: 'username' | 'email', reason: string): AppError {
  return new AppError('field_invalid', `${field}: ${reason}`, { field });
}

/** A username and an e-mail are given, and of the right shape: both trimmed. */
function checkRequestFields(payload: PasswordByEmailPayload): { username: string; email: string } {
  const username = payload.username?.trim() ?? '';
  const email = payload.email?.trim() ?? '';
  if (!username) throw fieldError('username', 'required');
  if (username.length > MAX_USERNAME) throw fieldError('username', 'length');
  if (!email) throw fieldError('email', 'required');
  if (email.length > MAX_EMAIL || !EMAIL_PATTERN.test(email)) throw fieldError('email', 'pattern');
  return { username, email };
}

/** The brand's password rule, not a weak password, and the confirmation equal (as the other password calls). */
async function checkNewPassword(system: SystemService, brand: Brand, newPassword: string, confirmNewPassword: string): Promise<void> {
  const rules = await system.registerSettings(brand);
  const result = checkField({ ...rules.password, enabled: true, required: true }, newPassword);
  if (!result.ok) throw new AppError('field_invalid', `newPassword: ${result.reason}`, { field: 'newPassword' });
  if (newPassword !== confirmNewPassword) throw new AppError('password_mismatch', undefined, { field: 'confirmNewPassword' });
  if (brand.weakPasswords.includes(newPassword)) throw new AppError('field_invalid', 'newPassword: weak', { field: 'newPassword' });
}

/**
 * Records a request inside its transaction, after the throttles: a refusal, or the account the
 * username and e-mail matched (null when none did) with the link's token hash stored. Matched or
 * not, a request runs the same statements, so neither answers sooner.
 */
async function recordRequest(
  tx: Queryable,
  request: { brand: Brand; username: string; email: string; ip: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<ResetRefusal | { refused: null; account: Account | null }> {
  const { brand, username, now } = request;
  const refused = await throttleResetRequest(tx, brand, username.toLowerCase(), request.ip, now);
  if (refused) return refused;
  const account = await selectAccountByUsername(tx, brand.id, username);
  const matches =
    account !== undefined && account.passwordHash !== null && account.email?.trim().toLowerCase() === request.email.toLowerCase();
  const accountId = matches ? account.id : null;
  // Run for every request, matched or not, so both do the same statements before the answer.
  await closeOpenLinks(tx, accountId, now);
  await insertResetRequest(tx, {
    brandId: brand.id,
    usernameKey: username.toLowerCase(),
    ip: request.ip,
    accountId,
    tokenHash: matches ? request.tokenHash : null,
    expiresAt: matches ? request.expiresAt : null,
    at: now,
  });
  await deleteOldResetRequests(tx, new Date(now.getTime() - RESET_LIMITS.keepMs), RESET_LIMITS.cleanupBatch);
  return { refused: null, account: matches ? account : null };
}

/** E-mails the link in the account's language, recorded and sent after the answer. */
function mailLink(mailer: Mailer, brand: Brand, account: Account, link: string): void {
  if (!account.email) return;
  const language = accountTextLanguage(account.language, brand.defaultLanguage);
  const mail = passwordResetEmail(language, { brand: brand.name, username: account.username, link, minutes: brand.emailResetMinutes });
  mailer.sendInBackground({
    brandId: brand.id,
    accountId: account.id,
    to: account.email.trim(),
    fromName: brand.name,
    kind: 'password-reset',
    ...mail,
  });
}

/**
 * Sets the new password of a link's account in one transaction: closes the link first (under its
 * row lock, so a second use loses even when both race; false then), ends every session, forgets the
 * failed logins and audits the reset.
 */
async function resetWithLink(
  deps: PasswordResetDeps,
  tx: Queryable,
  reset: { brand: Brand; account: Account; linkId: string; passwordHash: string; ip: string; now: Date },
): Promise<boolean> {
  const { brand, account, now } = reset;
  if (!(await closeResetLink(tx, reset.linkId, now))) return false;
  await updatePassword(tx, account.id, reset.passwordHash, now);
  await closeAccountResetRequests(tx, account.id, now);
  await deps.sessions.revokeOthers(account.id, null, tx);
  // The failed logins guarded the old password; the owner has just proved the mailbox and set a
  // new one, so the automatic login that follows must not meet their captcha or lock.
  await deps.loginFailures.clear(tx, brand, account.username);
  await recordAudit(tx, {
    brandId: brand.id,
    accountId: account.id,
    actor: 'self',
    action: 'password.reset',
    ip: reset.ip,
    before: { mustChangePassword: account.mustChangePassword },
    after: { mustChangePassword: false, method: 'email' },
    at: now,
  });
  return true;
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

  return {
    /**
     * Asks for a reset link. Refuses a missing or malformed username or e-mail, a failed human
     * check and requests over the throttles (per typed username and per IP, the same for names
     * with and without an account); otherwise answers the link's minutes, link or not.
     */
    async request(request: FastifyRequest, brand: Brand, payload: PasswordByEmailPayload): Promise<PasswordByEmailValue> {
      const { username, email } = checkRequestFields(payload);
      await deps.humanCheck.verify(payload.humanCheck);
      // A brand without a domain has nowhere for the link to point; nothing about the account is read yet.
      const origin = await siteOrigin(db, request, brand);
      if (!origin) throw new AppError('feature_disabled', 'reset by e-mail needs a brand domain');

      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + brand.emailResetMinutes * 60_000);
      const outcome = await db.transaction((tx) =>
        recordRequest(tx, { brand, username, email, ip: request.ip, tokenHash: hashOf(token), expiresAt, now }),
      );
      if (outcome.refused) {
        const retryAfterSeconds = Math.max(1, Math.ceil((outcome.until - now.getTime()) / 1000));
        throw new AppError(outcome.refused, undefined, { retryAfterSeconds });
      }
      if (outcome.account) mailLink(deps.mailer, brand, outcome.account, resetLink(origin, token));
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
      const row = await selectResetToken(db, brand.id, hashOf(token));
      if (!row || row.closedAt !== null) throw new AppError('reset_link_invalid');
      if (new Date(row.expiresAt).getTime() <= now.getTime()) throw new AppError('reset_link_expired');
      const account = await selectAccountById(db, row.accountId);
      if (!account || account.brandId !== brand.id) throw new AppError('reset_link_invalid');
      // A password set since the link was sent (a change, a reset by phone) makes the link stale.
      if (account.passwordChangedAt && new Date(account.passwordChangedAt).getTime() > new Date(row.createdAt).getTime()) {
        throw new AppError('reset_link_invalid');
      }
      await checkNewPassword(deps.system, brand, payload.newPassword, payload.confirmNewPassword);
      const passwordHash = await deps.hasher.hash(payload.newPassword);
      const done = await db.transaction((tx) =>
        resetWithLink(deps, tx, { brand, account, linkId: row.id, passwordHash, ip: request.ip, now }),
      );
      if (!done) throw new AppError('reset_link_invalid');
      return { account: account.username };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
