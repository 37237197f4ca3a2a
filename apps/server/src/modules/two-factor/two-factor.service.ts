import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type {
  SecurityInfoValue,
  TwoFactorCodePayload,
  TwoFactorCodeValue,
  TwoFactorMethod,
  TwoFactorVerifyPayload,
} from '@pkg/contracts/two-factor';
import { isAgentType, isTrialType } from '@pkg/contracts/agent-types';
import { accountTextLanguage } from '@pkg/contracts/languages';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { Account } from '../accounts/index.ts';
import { selectAccountById } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SmsCodeService } from '../sms/index.ts';
import { EMAIL_CODE_GAP_MS } from '../email/index.ts';
import { ipStanding, rememberIp, selectPayeeName } from './account-ips.queries.ts';
import type { AuthenticatorService } from './authenticator.service.ts';
import { consumeChallenge, insertChallenge, recentFailures, selectLiveChallenge, takeAttempt } from './challenge.queries.ts';
import { maskEmail, maskMobile, sameName } from './masking.ts';
import { countFactorFailure, markMobileVerified, mobileVerified, selectLockedFactors } from './factor-locks.queries.ts';
import { sendPlayerNotice, type PlayerMessenger } from '../../lib/player-notice.ts';
import type { EmailCodeService } from '../../http/verifiers.ts';

/** How long a held login waits for its second factor. */
export const CHALLENGE_MS = 10 * 60_000;
/** Answers one challenge takes before it dies (the player then logs in again). */
export const CHALLENGE_ATTEMPTS = 5;
/** Wrong second-factor answers an account may collect in an hour, across challenges, before answers are refused. */
export const ACCOUNT_FAILURES_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/**
 * Wrong answers one factor of an account may take in a day, across challenges, before the factor
 * (not the account) is locked until the login password changes or staff reset it (decision 060).
 */
export const FACTOR_FAILURES_PER_DAY = 5;
const DAY_MS = 24 * HOUR_MS;

/** What the first factor decided, kept with the challenge until the second one is proved. */
export interface HeldLogin {
  /** A password change is due (weak or expired typed password). */
  mustChange: boolean;
  /** How the first factor was passed (username, google ...), for the login record. */
  method: string;
}

/** A login whose second factor was proved: the session can be opened. */
export interface PassedLogin {
  account: Account;
  mustChange: boolean;
  method: string;
}

export interface TwoFactorDeps {
  db: Db;
  clock: Clock;
  authenticator: AuthenticatorService;
  smsCodes: SmsCodeService;
  /** E-mailed codes (modules/email); without it, e-mail is not offered as a second factor. */
  emailCodes?: EmailCodeService;
  /** Tells the player when a factor is locked (their phone, else e-mail); without it nobody is told. */
  messenger?: PlayerMessenger;
}

const hashOf = (challengeId: string) => createHash('sha256').update(challengeId).digest('hex');

/**
 * Two-factor login from a new IP (SPEC.md section 4): a password or social login from an address
 * the account has not used is held, when the brand asks for it and the account has a second
 * factor, until an authenticator code, a texted or e-mailed code, or the bank account name is given.
 */
export function createTwoFactorService(deps: TwoFactorDeps) {
  const { db, clock, authenticator, smsCodes, emailCodes } = deps;

  /** The second factors the account has, in the order the site lists them, locked ones included. */
  async function boundMethods(account: Account): Promise<TwoFactorMethod[]> {
    const methods: TwoFactorMethod[] = [];
    if ((await authenticator.status(account.id)).usable) methods.push('authenticator');
    if (account.mobileNumber && account.mobileDialingCode) methods.push('sms');
    if (account.email && emailCodes) methods.push('email');
    if (await selectPayeeName(db, account.id)) methods.push('bankName');
    return methods;
  }

  /** The second factors the account can offer now: bound and not locked. */
  async function availableMethods(account: Account): Promise<TwoFactorMethod[]> {
    const locked = await selectLockedFactors(db, account.id);
    return (await boundMethods(account)).filter((method) => !locked.includes(method));
  }

  /**
   * Counts a wrong answer against the factor; at the day's cap the factor is locked, audited, and
   * the player told. Answers true when the account has no factor left to offer.
   */
  async function countWrongAnswer(request: FastifyRequest, brand: Brand, account: Account, method: TwoFactorMethod): Promise<boolean> {
    const now = clock.now();
    const counted = await countFactorFailure(db, account.id, method, now, new Date(now.getTime() - DAY_MS), FACTOR_FAILURES_PER_DAY);
    if (!counted.lockedNow) return false;
    await recordAudit(db, {
      brandId: brand.id,
      accountId: account.id,
      actor: 'self',
      action: 'two_factor.factor_locked',
      ip: request.ip,
      after: { method, failures: counted.failures },
      at: now,
    });
    if (deps.messenger) {
      const player = { ...account, brandId: brand.id, brandName: brand.name, brandLanguage: brand.defaultLanguage, accountId: account.id };
      await sendPlayerNotice(deps.messenger, player, 'factorLocked', { ip: request.ip });
    }
    return (await availableMethods(account)).length === 0;
  }

  /** Refuses answers while the account has too many recent wrong ones. */
  async function refuseWhenLocked(accountId: string): Promise<void> {
    const now = clock.now().getTime();
    const recent = await recentFailures(db, accountId, new Date(now - HOUR_MS));
    if (recent.failures < ACCOUNT_FAILURES_PER_HOUR) return;
    const until = (recent.oldestAt?.getTime() ?? now) + HOUR_MS;
    throw new AppError('too_many_requests', undefined, { retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) });
  }

  /** The live challenge of an id for this caller, or two_factor_expired (unknown, used, late, dead, another brand or address). */
  async function liveChallenge(request: FastifyRequest, brand: Brand, challengeId: string) {
    const challenge = await selectLiveChallenge(db, {
      idHash: hashOf(challengeId),
      brandId: brand.id,
      ip: request.ip,
      now: clock.now(),
      maxAttempts: CHALLENGE_ATTEMPTS,
    });
    if (!challenge) throw new AppError('two_factor_expired');
    const account = await selectAccountById(db, challenge.accountId);
    if (!account || account.brandId !== brand.id) throw new AppError('two_factor_expired');
    return { challenge, account };
  }

  /** Checks a texted or e-mailed code; a wrong one is false, a late one answers verification_code_expired. */
  async function codeMatches(check: () => Promise<void>): Promise<boolean> {
    try {
      await check();
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'verification_code_invalid') return false;
      throw error;
    }
  }

  async function answerMatches(brand: Brand, account: Account, method: TwoFactorMethod, answer: string): Promise<boolean> {
    switch (method) {
      case 'authenticator':
        return authenticator.verifyLoginCode(account.id, answer);
      case 'sms':
        if (!account.mobileDialingCode || !account.mobileNumber) return false;
        return codeMatches(() => smsCodes.verify(brand, `${account.mobileDialingCode}${account.mobileNumber}`, 'two-factor', answer));
      case 'email':
        if (!emailCodes || !account.email) return false;
        return codeMatches(() => emailCodes.verify(brand, account.id, 'two-factor', answer));
      case 'bankName': {
        const payeeName = await selectPayeeName(db, account.id);
        return payeeName !== null && sameName(answer, payeeName);
      }
    }
  }

  return {
    /** Records a successful login's address; the login calls it inside its transaction. */
    rememberIp: (tx: Queryable, accountId: string, ip: string) => rememberIp(tx, accountId, ip, clock.now()),

    /**
     * Lets the login through, or holds it: when the brand asks for two-factor, the address is new
     * to an account that has used others, and the account has a second factor, a challenge is made
     * and two_factor_required answers its id and the factors on offer. Nothing else is written.
     */
    async gate(request: FastifyRequest, brand: Brand, account: Account, held: HeldLogin): Promise<void> {
      if (!brand.flags.twoFactorNewIp || isTrialType(account.accountType)) return;
      if ((await ipStanding(db, account.id, request.ip)) !== 'new') return;
      const methods = await availableMethods(account);
      // Every factor the account has is locked: refused, never let in as an account without factors.
      if (methods.length === 0 && (await boundMethods(account)).length > 0) throw new AppError('two_factor_locked');
      if (methods.length === 0) return;
      const challengeId = randomBytes(18).toString('base64url');
      const now = clock.now();
      await db.transaction(async (tx) => {
        await insertChallenge(tx, {
          idHash: hashOf(challengeId),
          brandId: brand.id,
          accountId: account.id,
          ip: request.ip,
          loginMethod: held.method,
          methods,
          mustChangePassword: held.mustChange,
          expiresAt: new Date(now.getTime() + CHALLENGE_MS),
          now,
        });
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: 'login.two_factor_required',
          ip: request.ip,
          after: { method: held.method, methods },
          at: now,
        });
      });
      throw new AppError('two_factor_required', undefined, { challengeId, methods });
    },

    /** Texts or e-mails the code of a live challenge (throttled like every code request). */
    async sendCode(request: FastifyRequest, brand: Brand, payload: TwoFactorCodePayload): Promise<TwoFactorCodeValue> {
      const { challenge, account } = await liveChallenge(request, brand, payload.challengeId);
      if (!challenge.methods.includes(payload.method)) throw new AppError('bad_request', 'method not offered');
      await refuseWhenLocked(account.id);
      if (payload.method === 'sms') {
        if (!account.mobileDialingCode || !account.mobileNumber) throw new AppError('bad_request', 'method not offered');
        const e164 = `${account.mobileDialingCode}${account.mobileNumber}`;
        const sent = await smsCodes.request(brand, e164, 'two-factor', accountTextLanguage(account.language, brand.defaultLanguage));
        return {
          expireMinutes: sent.expireMinutes,
          resendAfterSeconds: 60 * sent.expireMinutes,
          sentTo: maskMobile(account.mobileDialingCode, account.mobileNumber),
        };
      }
      if (!emailCodes || !account.email) throw new AppError('bad_request', 'method not offered');
      const sent = await emailCodes.send(brand, account.id, account.email, 'two-factor');
      return { expireMinutes: sent.expiresInMinutes, resendAfterSeconds: EMAIL_CODE_GAP_MS / 1000, sentTo: maskEmail(account.email) };
    },

    /**
     * Checks the answer for a live challenge. Each answer takes one of the challenge's tries first;
     * a wrong one answers two_factor_invalid (two_factor_expired once the tries are gone). A right
     * one uses the challenge up and hands back the login to finish.
     */
    async complete(request: FastifyRequest, brand: Brand, payload: TwoFactorVerifyPayload): Promise<PassedLogin> {
      const { challenge, account } = await liveChallenge(request, brand, payload.challengeId);
      if (!challenge.methods.includes(payload.method)) throw new AppError('bad_request', 'method not offered');
      await refuseWhenLocked(account.id);
      if ((await selectLockedFactors(db, account.id)).includes(payload.method)) throw new AppError('two_factor_locked');
      if (!(await takeAttempt(db, challenge.id, CHALLENGE_ATTEMPTS))) throw new AppError('two_factor_expired');
      if (!(await answerMatches(brand, account, payload.method, payload.answer))) {
        if (await countWrongAnswer(request, brand, account, payload.method)) throw new AppError('two_factor_locked');
        throw new AppError(challenge.attempts + 1 >= CHALLENGE_ATTEMPTS ? 'two_factor_expired' : 'two_factor_invalid');
      }
      if (!(await consumeChallenge(db, challenge.id, clock.now()))) throw new AppError('two_factor_expired');
      if (payload.method === 'sms') await markMobileVerified(db, account.id, clock.now());
      if (!account.memberSite) throw new AppError('member_no_enter');
      return {
        account,
        mustChange: challenge.mustChangePassword || account.mustChangePassword,
        method: `${challenge.loginMethod}+${payload.method}`,
      };
    },

    /** The security centre's facts: who, masked contacts, the authenticator, the second factors on offer. */
    async securityInfo(brand: Brand, account: Account): Promise<SecurityInfoValue> {
      return {
        account: account.username,
        nickname: account.nickname,
        mobile: account.mobileDialingCode && account.mobileNumber ? maskMobile(account.mobileDialingCode, account.mobileNumber) : null,
        mobileVerified: await mobileVerified(db, account.id),
        email: account.email ? maskEmail(account.email) : null,
        authenticator: await authenticator.status(account.id),
        twoFactorNewIp: brand.flags.twoFactorNewIp,
        secondFactors: await availableMethods(account),
        lockedFactors: await selectLockedFactors(db, account.id),
        agentFactorMissing:
          isAgentType(account.accountType) && brand.flags.agentSecondFactor
            ? !((await authenticator.status(account.id)).bound || (await mobileVerified(db, account.id)))
            : null,
      };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
