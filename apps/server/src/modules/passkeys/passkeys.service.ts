import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { LoginValue } from '@pkg/contracts/auth';
import { isTrialType } from '@pkg/contracts/agent-types';
import type { PasskeyListValue, PasskeyLoginPayload, PasskeyOptionsValue, PasskeyRegisterPayload } from '@pkg/contracts/passkeys';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { Account } from '../accounts/index.ts';
import { selectAccountById } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import { siteOrigin } from '../email/index.ts';
import type { LoginService } from '../session/index.ts';
import {
  advancePasskeyCounter,
  deletePasskey,
  insertPasskey,
  insertPasskeyChallenge,
  selectPasskeyByCredential,
  selectPasskeysOfAccount,
  takePasskeyChallenge,
} from './passkeys.queries.ts';

/** How long the browser and the player have to answer a challenge. */
export const PASSKEY_CHALLENGE_MS = 2 * 60_000;
/** Passkeys one account may keep (one per device it uses, with room to spare). */
export const PASSKEYS_PER_ACCOUNT = 10;

export interface PasskeyDeps {
  db: Db;
  clock: Clock;
  /** The app secret: the WebAuthn user handle of an account is derived from it, so it names nobody. */
  secret: string;
  login: Pick<LoginService, 'loginByPasskey'>;
}

/** The relying party of a request: the brand's site address (the request's own host when it is one of the brand's domains), else the host. */
export async function relyingPartyOf(db: Db, request: FastifyRequest, brand: Brand): Promise<{ rpId: string; origin: string }> {
  const configured = await siteOrigin(db, request, brand);
  const origin = new URL(configured ?? `${request.protocol === 'https' ? 'https' : 'http'}://${request.host}`).origin;
  return { rpId: new URL(origin).hostname, origin };
}

/** "Chrome on Android" from a User-Agent, for the security centre's list; the same words in every language. */
export function deviceLabelOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser/.test(ua)
      ? 'Samsung Internet'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? 'Passkey';
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * One-click login (decision 073): passkeys made by a signed-in member after a password login, and
 * the login with one. Challenges are stored here with a short life and used once, whatever the
 * answer; the login ends in the session module's own path (locks, self-exclusion, the second factor
 * from a new network, the audit and the session).
 */
export function createPasskeys(deps: PasskeyDeps) {
  const { db, clock } = deps;

  function refuseWhenOff(brand: Brand): void {
    if (!brand.flags.passkeyLogin) throw new AppError('feature_disabled', 'one-click login');
  }

  function userHandleOf(account: Account): Uint8Array<ArrayBuffer> {
    return new Uint8Array(createHmac('sha256', `${deps.secret}:passkey-user`).update(account.id).digest());
  }

  async function newChallenge(
    request: FastifyRequest,
    brand: Brand,
    purpose: 'register' | 'login',
    account: Account | null,
  ): Promise<{ challengeId: string; challenge: Uint8Array<ArrayBuffer>; rpId: string }> {
    const { rpId, origin } = await relyingPartyOf(db, request, brand);
    const challengeId = randomBytes(18).toString('base64url');
    // Bytes to the library (a string would be taken as text and encoded again); stored as the
    // base64url the browser signs in clientDataJSON.
    const bytes = new Uint8Array(randomBytes(32));
    const now = clock.now();
    await insertPasskeyChallenge(db, {
      idHash: hashOf(challengeId),
      brandId: brand.id,
      accountId: account?.id ?? null,
      purpose,
      challenge: Buffer.from(bytes).toString('base64url'),
      rpId,
      origin,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MS),
      now,
    });
    return { challengeId, challenge: bytes, rpId };
  }

  /** Takes the challenge (used up even if the answer then fails) and checks the answer signed it. */
  async function takeChallenge(brand: Brand, purpose: 'register' | 'login', challengeId: string, clientDataJSON: string) {
    const stored = await takePasskeyChallenge(db, hashOf(challengeId), brand.id, purpose, clock.now());
    if (!stored) throw new AppError('passkey_challenge_invalid');
    let signed: unknown;
    try {
      signed = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
    } catch {
      throw new AppError('passkey_invalid', 'clientDataJSON');
    }
    if (signed !== stored.challenge) throw new AppError('passkey_challenge_invalid', 'another challenge was signed');
    return stored;
  }

  return {
    /** Registration options for the signed-in member; the device's existing passkeys are excluded. */
    async registrationOptions(request: FastifyRequest, brand: Brand, account: Account): Promise<PasskeyOptionsValue> {
      refuseWhenOff(brand);
      if (isTrialType(account.accountType)) throw new AppError('in_need_true_account');
      const existing = await selectPasskeysOfAccount(db, account.id);
      if (existing.length >= PASSKEYS_PER_ACCOUNT) throw new AppError('bad_request', `at most ${PASSKEYS_PER_ACCOUNT} passkeys`);
      const { challengeId, challenge, rpId } = await newChallenge(request, brand, 'register', account);
      const options = await generateRegistrationOptions({
        rpName: brand.name,
        rpID: rpId,
        userName: account.username,
        userDisplayName: account.nickname ?? account.username,
        userID: userHandleOf(account),
        challenge,
        timeout: PASSKEY_CHALLENGE_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
        // A passkey the device keeps (discoverable), so the login needs no username; unlocking it proves the player.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },

    /** Checks the device's answer and keeps the passkey; audited. */
    async register(request: FastifyRequest, brand: Brand, account: Account, payload: PasskeyRegisterPayload): Promise<void> {
      refuseWhenOff(brand);
      if (isTrialType(account.accountType)) throw new AppError('in_need_true_account');
      const stored = await takeChallenge(brand, 'register', payload.challengeId, payload.response.response.clientDataJSON);
      if (stored.accountId !== account.id) throw new AppError('passkey_challenge_invalid', 'challenge of another account');
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: payload.response as RegistrationResponseJSON,
          expectedChallenge: stored.challenge,
          expectedOrigin: stored.origin,
          expectedRPID: stored.rpId,
          requireUserVerification: true,
        });
      } catch (error) {
        throw new AppError('passkey_invalid', error instanceof Error ? error.message : 'registration');
      }
      if (!verified.verified) throw new AppError('passkey_invalid', 'registration not verified');
      const info = verified.registrationInfo;
      const now = clock.now();
      const label = deviceLabelOf(request.headers['user-agent']);
      await db.transaction(async (tx) => {
        const id = await insertPasskey(tx, {
          brandId: brand.id,
          accountId: account.id,
          credentialId: info.credential.id,
          publicKey: info.credential.publicKey,
          signCount: info.credential.counter,
          transports: payload.response.response.transports ?? [],
          rpId: stored.rpId,
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          label,
          now,
        });
        if (!id) throw new AppError('passkey_invalid', 'credential already registered');
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: 'passkey.register',
          ip: request.ip,
          after: { passkeyId: id, label, rpId: stored.rpId },
          at: now,
        });
      });
    },

    async list(brand: Brand, account: Account): Promise<PasskeyListValue> {
      const rows = await selectPasskeysOfAccount(db, account.id);
      void brand;
      return {
        list: rows.map((row) => ({
          id: row.id,
          label: row.label,
          createdAt: new Date(row.createdAt).toISOString(),
          lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
          synced: row.deviceType === 'multiDevice',
        })),
      };
    },

    async remove(request: FastifyRequest, brand: Brand, account: Account, id: string): Promise<void> {
      if (!/^\d{1,18}$/.test(id)) throw new AppError('passkey_not_found');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const removed = await deletePasskey(tx, account.id, id);
        if (!removed) throw new AppError('passkey_not_found');
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: 'passkey.remove',
          ip: request.ip,
          before: { passkeyId: id, label: removed.label },
          at: now,
        });
      });
    },

    /** Login options for a visitor: any passkey of the brand on this device may answer. */
    async loginOptions(request: FastifyRequest, brand: Brand): Promise<PasskeyOptionsValue> {
      refuseWhenOff(brand);
      const { challengeId, challenge, rpId } = await newChallenge(request, brand, 'login', null);
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        challenge,
        timeout: PASSKEY_CHALLENGE_MS,
        userVerification: 'required',
      });
      return { challengeId, options: options as unknown as Record<string, unknown> };
    },

    /**
     * Checks the device's signed answer against the stored passkey and its counter, then logs in
     * the way every login does (modules/session). Nothing is written when a check fails but the
     * challenge being used up.
     */
    async login(request: FastifyRequest, brand: Brand, payload: PasskeyLoginPayload): Promise<LoginValue> {
      refuseWhenOff(brand);
      const stored = await takeChallenge(brand, 'login', payload.challengeId, payload.response.response.clientDataJSON);
      const passkey = await selectPasskeyByCredential(db, brand.id, payload.response.id);
      if (!passkey || passkey.rpId !== stored.rpId) throw new AppError('passkey_unknown');
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response: payload.response as AuthenticationResponseJSON,
          expectedChallenge: stored.challenge,
          expectedOrigin: stored.origin,
          expectedRPID: stored.rpId,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: Number(passkey.signCount),
            transports: passkey.transports,
          },
          requireUserVerification: true,
        });
      } catch (error) {
        throw new AppError('passkey_invalid', error instanceof Error ? error.message : 'authentication');
      }
      if (!verified.verified) throw new AppError('passkey_invalid', 'authentication not verified');
      const account = await selectAccountById(db, passkey.accountId);
      if (!account || account.brandId !== brand.id) throw new AppError('passkey_unknown');
      // The answer is good; the account's own rules (locked, member site, self-exclusion, a second
      // factor from a new network) come before anything is written.
      const value = await deps.login.loginByPasskey(request, brand, account, async () => {
        if (!(await advancePasskeyCounter(db, passkey.id, passkey.signCount, verified.authenticationInfo.newCounter, clock.now()))) {
          throw new AppError('passkey_invalid', 'counter moved meanwhile');
        }
      });
      return value;
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
