import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { LoginPayload, LoginValue } from '@pkg/contracts/auth';
import { TRIAL_ACCOUNT_TYPE } from '@pkg/contracts/agent-types';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { parseMobile } from '../../lib/phone.ts';
import { AppError } from '../../http/errors.ts';
import { markPhoneVerified } from './agent-factor.queries.ts';
import type { Account } from '../accounts/index.ts';
import { insertAccount, selectAccountByMobile, selectAccountByUsername } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { TwoFactorVerifyPayload } from '@pkg/contracts/two-factor';
import type { TwoFactorService } from '../two-factor/index.ts';
import type { FirebaseTokenVerifier } from './firebase-token.ts';
import { usernameKeyOf, type LoginFailures } from './login-failures.ts';
import { createLocalCluster, type Cluster } from '../../lib/cluster.ts';
import type { SessionService } from './session.service.ts';
import type { CaptchaVerifier, HumanCheckVerifier, SmsCodeVerifier } from '../../http/verifiers.ts';

export interface LoginDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  failures: LoginFailures;
  captcha: CaptchaVerifier;
  humanCheck: HumanCheckVerifier;
  smsCodes: SmsCodeVerifier;
  firebase: FirebaseTokenVerifier;
  /** Holds password and social logins from a new address for a second factor (the address itself is recorded by sessions.openForLogin). */
  twoFactor: TwoFactorService;
  /** Refuses accounts in a cool-off, self-exclusion or session-limit break (modules/responsible-gaming, decision 037). */
  exclusions?: { checkLogin(accountId: string, brand?: Brand): Promise<void> };
  /** Password checks of one typed username take turns across processes (a Redis lock with several, decision 045). */
  cluster?: Pick<Cluster, 'withLock'>;
}

/** Logging in by password, free play, and what a fresh login must tell the client. */
export function createLoginService(deps: LoginDeps) {
  const { db, clock, hasher, sessions, failures } = deps;
  const cluster = deps.cluster ?? createLocalCluster();

  /** True when the password is past the brand's maximum age and the expiry rule is on. */
  function isExpired(brand: Brand, account: Account): boolean {
    if (!brand.flags.PWDEXPFORCECHANGE3 || brand.passwordMaxAgeDays === 0 || !account.passwordChangedAt) return false;
    return clock.now().getTime() - new Date(account.passwordChangedAt).getTime() > brand.passwordMaxAgeDays * 86_400_000;
  }

  /**
   * Opens the session and records the login; used by every way in. `checked` says the caller has
   * already refused a locked or excluded account (before a second factor is asked for), so the
   * check is not made twice.
   */
  async function finish(
    request: FastifyRequest,
    brand: Brand,
    account: Account,
    mustChange: boolean,
    method: string,
    checked = false,
  ): Promise<LoginValue> {
    // Every way in ends here, so a locked or excluded account is refused whichever way it came.
    if (!checked) {
      if (account.lockedAt) throw new AppError('account_suspended');
      await deps.exclusions?.checkLogin(account.id, brand);
    }
    const firstTimeLogin = account.lastLoginAt === null;
    // Marks the login, remembers its address for two-factor, audits it and opens the session in
    // one statement outside any transaction, so the brand's audit chain head is locked only for
    // that statement's own commit (decisions 021 and 048).
    const token = await sessions.openForLogin(db, brand, {
      accountId: account.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      mustChangePassword: mustChange,
      method,
    });
    return { token, firstTimeLogin, passwordExpired: isExpired(brand, account), cpw: mustChange };
  }

  return {
    /**
     * Logs in by username and password. Failures count per typed username: after one, a captcha is
     * required; after the brand's limit, the username is locked for a while. An unknown username
     * and a wrong password answer alike.
     */
    async loginByPassword(request: FastifyRequest, brand: Brand, payload: LoginPayload): Promise<LoginValue> {
      const username = payload.username?.trim() ?? '';
      const password = payload.password ?? '';
      if (!username || !password) throw new AppError('bad_request', 'username and password');
      // Password checks of one typed username take turns, from the gate to the failure counted:
      // a guess sent beside others sees their failures, so after the first wrong one each needs
      // the captcha and the lock comes after the brand's limit, as for one guesser at a time.
      // Logins of different usernames never wait for each other.
      const account = await cluster.withLock(`login:${brand.id}:${usernameKeyOf(username)}`, async () => {
        // The failure gate and the account in one round trip (decision 048); the account is used
        // only once the captcha, the human check and the password have passed.
        const { gate, account: found } = await failures.gateWithAccount(db, brand, username);
        if (gate.lockedUntil) throw locked(gate.lockedUntil, clock.now());
        if (gate.captchaRequired) {
          if (!payload.captcha) throw new AppError('captcha_required', undefined, { captcha: true });
          await deps.captcha.verify(request, brand, payload.captcha);
        }
        await deps.humanCheck.verify(payload.humanCheck);
        const matches = await hasher.verify(found?.passwordHash ?? null, password);
        if (!found || !matches) {
          const after = await failures.fail(db, brand, username);
          if (after.lockedUntil) throw locked(after.lockedUntil, clock.now());
          throw new AppError('login.cred.err', undefined, { captcha: true });
        }
        if (gate.recorded) await failures.clear(db, brand, username);
        return found;
      });
      if (!account.memberSite) throw new AppError('member_no_enter');
      // Staff locked it (decision 038): refused before any second factor is asked for.
      if (account.lockedAt) throw new AppError('account_suspended');
      // A change still pending (a temporary password, an earlier forced login) stays pending.
      const mustChange = account.mustChangePassword || brand.weakPasswords.includes(password) || isExpired(brand, account);
      // From an address the account has not used, the login may be held for a second factor (two_factor_required).
      await deps.exclusions?.checkLogin(account.id, brand);
      await deps.twoFactor.gate(request, brand, account, { mustChange, method: 'username' });
      return finish(request, brand, account, mustChange, 'username', true);
    },

    /**
     * Logs in by a login code texted to the account's mobile number (no human check: the code is
     * the proof). A number without an account answers like a wrong code.
     */
    async loginBySmsCode(request: FastifyRequest, brand: Brand, payload: LoginPayload): Promise<LoginValue> {
      if (!brand.flags.MOBILEVERCODELOGIN3) throw new AppError('feature_disabled', 'login by SMS code');
      const mobile = parseMobile(brand, payload.countryDialingCode, payload.mobileNum);
      if (!mobile) throw new AppError('field_invalid', 'mobileNum: pattern', { field: 'mobileNum' });
      const account = await selectAccountByMobile(db, brand.id, mobile.dialingCode, mobile.number);
      if (!account) throw new AppError('verification_code_invalid');
      await deps.smsCodes.verify(brand, mobile.e164, 'login', payload.code ?? '');
      if (!account.memberSite) throw new AppError('member_no_enter');
      // The code proved the phone: an agent may use it as its second factor (decision 060).
      await markPhoneVerified(db, account.id, clock.now());
      // SPEC.md section 4: no typed password, so no weak or expired password can force a change
      // here; a change already pending (a temporary password) stays pending and is reported, or
      // the player would be stuck behind password_change_required with no modal to clear it.
      return finish(request, brand, account, account.mustChangePassword, 'sms');
    },

    /**
     * Firebase mode (decision 013): the browser had Firebase text the code and proves the number
     * with a Firebase ID token. Like an SMS login, no typed password can force a change.
     */
    async loginByFirebase(request: FastifyRequest, brand: Brand, payload: LoginPayload): Promise<LoginValue> {
      if (!brand.flags.MOBILEVERCODELOGIN3) throw new AppError('feature_disabled', 'login by SMS code');
      const mobile = parseMobile(brand, payload.countryDialingCode, payload.mobileNum);
      if (!mobile) throw new AppError('field_invalid', 'mobileNum: pattern', { field: 'mobileNum' });
      const proof = await deps.firebase.check(brand, payload.firebaseIdToken, mobile.e164);
      // The caller proved the number, so saying it has no account reveals nothing to a stranger.
      const account = await selectAccountByMobile(db, brand.id, mobile.dialingCode, mobile.number);
      if (!account) throw new AppError('mobile_not_registered', undefined, { field: 'mobileNum' });
      if (!account.memberSite) throw new AppError('member_no_enter');
      await deps.firebase.consume(brand, proof);
      return finish(request, brand, account, account.mustChangePassword, 'firebase');
    },

    /** Google or Facebook sign-in (modules/external-sign-in) proved who the player is. */
    loginByProvider: async (request: FastifyRequest, brand: Brand, account: Account, provider: 'google' | 'facebook') => {
      await deps.exclusions?.checkLogin(account.id, brand);
      await deps.twoFactor.gate(request, brand, account, { mustChange: account.mustChangePassword, method: provider });
      return finish(request, brand, account, account.mustChangePassword, provider);
    },

    /**
     * One-click login (modules/passkeys, decision 073): the device's passkey proved who the player
     * is. The account's own rules come first (member site, staff lock, self-exclusion); `accept`
     * then records the passkey's use (its counter), and the login goes on as a password login does:
     * held for a second factor from a new network, audited, the session opened.
     */
    async loginByPasskey(request: FastifyRequest, brand: Brand, account: Account, accept: () => Promise<void>): Promise<LoginValue> {
      if (!account.memberSite) throw new AppError('member_no_enter');
      if (account.lockedAt) throw new AppError('account_suspended');
      await deps.exclusions?.checkLogin(account.id, brand);
      await accept();
      await deps.twoFactor.gate(request, brand, account, { mustChange: account.mustChangePassword, method: 'passkey' });
      return finish(request, brand, account, account.mustChangePassword, 'passkey', true);
    },

    /** Completes a login held for two-factor once the second factor is proved (modules/two-factor). */
    async loginAfterSecondFactor(request: FastifyRequest, brand: Brand, payload: TwoFactorVerifyPayload): Promise<LoginValue> {
      const passed = await deps.twoFactor.complete(request, brand, payload);
      return finish(request, brand, passed.account, passed.mustChange, passed.method);
    },

    /** Opens a session for an account that just registered. */
    loginAfterRegistration: (request: FastifyRequest, brand: Brand, account: Account) => finish(request, brand, account, false, 'register'),

    /** Free play: a new trial account (type 4) for a visitor, where the brand offers it. */
    async loginAsTrial(request: FastifyRequest, brand: Brand): Promise<LoginValue> {
      if (!brand.flags.FREEPLAY3) throw new AppError('feature_disabled', 'free play');
      const username = `trial${randomBytes(6).toString('hex')}`;
      const now = clock.now();
      const created = await insertAccount(db, {
        brandId: brand.id,
        username,
        passwordHash: null,
        accountType: TRIAL_ACCOUNT_TYPE,
        uplineId: null,
        nickname: null,
        mobileDialingCode: null,
        mobileNumber: null,
        email: null,
        profile: {},
        referralCode: null,
        registerMethod: 'FREEPLAY',
        registerUrl: null,
        registerIp: request.ip,
        language: 'TY',
        now,
      });
      if (!created.id) throw new AppError('internal_error');
      const account = await selectAccountByUsername(db, brand.id, username);
      if (!account) throw new AppError('internal_error');
      return finish(request, brand, account, false, 'freeplay');
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;

function locked(until: Date, now: Date): AppError {
  return new AppError('account_locked', undefined, { retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) });
}
