import type { FastifyRequest } from 'fastify';
import type { AuthenticatorChangePayload, AuthenticatorSetupValue } from '@pkg/contracts/two-factor';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { createSealer } from '../../lib/sealed-box.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { Account, AccountSessions } from '../accounts/index.ts';
import { createPasswordReverify } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import {
  confirmAuthenticator,
  deleteAuthenticator,
  selectAuthenticator,
  upsertPendingAuthenticator,
  useAuthenticatorStep,
  type AuthenticatorRow,
} from './authenticator.queries.ts';
import { matchingStep, newTotpSecret } from '../../lib/totp.ts';

/** How long a started binding waits for its confirming code. */
const PENDING_MS = 15 * 60_000;

export interface AuthenticatorDeps {
  db: Db;
  clock: Clock;
  /** The app secret; the stored TOTP secrets are sealed under a key derived from it. */
  secret: string;
  hasher: PasswordHasher;
  /** Ends the session whose password guesses reached the lock (password-reverify.ts). */
  sessions: Pick<AccountSessions, 'revoke'>;
}

/**
 * The authenticator (TOTP, RFC 6238) a player binds in the security centre and then uses as the
 * second factor of a login from a new IP. Secrets are stored sealed; each accepted code's step is
 * remembered so no code works twice. Binding and unbinding need a current code and the login password.
 */
export function createAuthenticatorService(deps: AuthenticatorDeps) {
  const { db, clock } = deps;
  const reverify = createPasswordReverify(deps);
  const sealer = createSealer(deps.secret, 'authenticator-secrets');

  /** The base32 secret of a row, or null when it was sealed under another APP_SECRET (or damaged). */
  function secretOf(row: AuthenticatorRow): string | null {
    return sealer.open(row.sealedSecret, row.accountId)?.toString('utf8') ?? null;
  }

  /** The step of a code that is right and newer than the last one used, else null. */
  function freshStep(row: AuthenticatorRow, code: string | undefined): number | null {
    const secret = secretOf(row);
    if (!secret || !code) return null;
    const step = matchingStep(secret, code, clock.now());
    if (step === null || (row.lastUsedStep !== null && step <= row.lastUsedStep)) return null;
    return step;
  }

  /** The login password, counted by password-reverify.ts (which locks and ends the session at its limit). */
  async function checkPassword(request: FastifyRequest, brand: Brand, account: Account, password: string, purpose: string): Promise<void> {
    const caller = { brand, account, sessionId: request.auth.session.sessionId, ip: request.ip };
    await reverify.check(caller, password, purpose, new AppError('password_wrong'));
  }

  return {
    /** Whether the account has a confirmed authenticator, and whether its secret can still be read. */
    async status(accountId: string): Promise<{ bound: boolean; usable: boolean }> {
      const row = await selectAuthenticator(db, accountId);
      if (!row?.confirmedAt) return { bound: false, usable: false };
      return { bound: true, usable: secretOf(row) !== null };
    },

    /** Makes a new secret for the account to scan; it counts only once confirmed with a code. */
    async start(brand: Brand, account: Account): Promise<AuthenticatorSetupValue> {
      const { secretBase32, uri } = newTotpSecret(account.username, brand.name);
      const stored = await upsertPendingAuthenticator(db, {
        accountId: account.id,
        brandId: brand.id,
        sealedSecret: sealer.seal(Buffer.from(secretBase32, 'utf8'), account.id),
        now: clock.now(),
      });
      if (!stored) throw new AppError('authenticator_bound');
      return { secret: secretBase32, uri };
    },

    /** Confirms the started binding with a current code and the login password. */
    async bind(request: FastifyRequest, brand: Brand, account: Account, payload: AuthenticatorChangePayload): Promise<void> {
      const pending = await selectAuthenticator(db, account.id);
      if (pending?.confirmedAt) throw new AppError('authenticator_bound');
      if (!pending || pending.createdAt.getTime() + PENDING_MS <= clock.now().getTime()) throw new AppError('authenticator_not_bound');
      await checkPassword(request, brand, account, payload.password, 'authenticator.bind');
      const outcome = await db.transaction(async (tx) => {
        const row = await selectAuthenticator(tx, account.id, true);
        // Another request bound or restarted it meanwhile: this code belongs to a secret that is gone.
        if (!row || row.confirmedAt || row.sealedSecret !== pending.sealedSecret) return 'authenticator_not_bound' as const;
        const step = freshStep(row, payload.code);
        if (step === null) return 'two_factor_invalid' as const;
        await confirmAuthenticator(tx, account.id, step, clock.now());
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: 'authenticator.bind',
          ip: request.ip,
          before: { bound: false },
          after: { bound: true },
          at: clock.now(),
        });
        return null;
      });
      if (outcome) throw new AppError(outcome);
    },

    /**
     * Removes the bound authenticator with a current code and the login password. When the server
     * can no longer read the secret (APP_SECRET changed), no code can be made, so the password alone does.
     */
    async unbind(request: FastifyRequest, brand: Brand, account: Account, payload: AuthenticatorChangePayload): Promise<void> {
      const bound = await selectAuthenticator(db, account.id);
      if (!bound?.confirmedAt) throw new AppError('authenticator_not_bound');
      await checkPassword(request, brand, account, payload.password, 'authenticator.unbind');
      const outcome = await db.transaction(async (tx) => {
        const row = await selectAuthenticator(tx, account.id, true);
        if (!row?.confirmedAt) return 'authenticator_not_bound' as const;
        const readable = secretOf(row) !== null;
        if (readable && freshStep(row, payload.code) === null) return 'two_factor_invalid' as const;
        await deleteAuthenticator(tx, account.id);
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: 'authenticator.unbind',
          ip: request.ip,
          before: { bound: true },
          after: { bound: false, withCode: readable },
          at: clock.now(),
        });
        return null;
      });
      if (outcome) throw new AppError(outcome);
    },

    /** True (and the code used up) when the code is a fresh one of the account's bound authenticator. */
    async verifyLoginCode(accountId: string, code: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await selectAuthenticator(tx, accountId, true);
        if (!row?.confirmedAt) return false;
        const step = freshStep(row, code);
        if (step === null) return false;
        await useAuthenticatorStep(tx, accountId, step);
        return true;
      });
    },
  };
}

export type AuthenticatorService = ReturnType<typeof createAuthenticatorService>;
