import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isAgentType } from '@pkg/contracts/agent-types';
import type { RegisterPayload } from '@pkg/contracts/auth';
import type { RegisterField } from '@pkg/contracts/system';
import { checkField, type FieldRule } from '@pkg/contracts/validation-patterns';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { parseMobile, type ParsedMobile } from '../../lib/phone.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SystemService } from '../system/index.ts';
import type { FirebaseTokenVerifier } from '../session/index.ts';
import type { Account } from '../accounts/index.ts';
import type { PaymentPasswordService } from '../payment-password/index.ts';
import {
  assignAffiliateCode,
  insertAccount,
  markMobileVerified,
  selectAccountById,
  selectAgentByAffiliateCode,
} from '../accounts/index.ts';
import type { CaptchaVerifier, HumanCheckVerifier, SmsCodeVerifier } from '../../http/verifiers.ts';

export type RegisterMethod = 'username' | 'mobile';

/** What an agent gives to open an account under itself (the agent centre's registration, decision 029). */
export interface DownlineInput {
  username: string;
  password: string;
  confirmPassword: string;
  /** 0 for a member, or an agent type for a sub-agent. */
  accountType: number;
  nickname?: string | undefined;
}

// Invitation codes made for agents that have none: no 0/O or 1/I, so a code read aloud is typed right.
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

// Fields that are required whenever the brand shows them (SPEC.md section 5).
const ALWAYS_REQUIRED: readonly RegisterField[] = ['username', 'password', 'confirmPassword', 'paymentPassword', 'mobileNum'];

// Fields checked against the brand's rules; captcha and the confirmation are checked on their own.
const CHECKED_FIELDS: readonly RegisterField[] = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'telegram',
  'zalo',
  'nickname',
  'fullname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
];

// Extra facts kept on the account's profile (the rest have columns of their own).
const PROFILE_FIELDS: ReadonlyArray<keyof RegisterPayload> = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'fullname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'idNumber',
  'recommenderId',
  'domain',
];

export interface RegisterDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  system: SystemService;
  captcha: CaptchaVerifier;
  humanCheck: HumanCheckVerifier;
  smsCodes: SmsCodeVerifier;
  /** Firebase mode: the ID token proves the number instead of our own SMS code (decision 013). */
  firebase: FirebaseTokenVerifier;
  /** Keeps the payment password when the form carries one (modules/payment-password). */
  paymentPassword: Pick<PaymentPasswordService, 'hash' | 'storeHashed'>;
}

/** Registration by username or by mobile number, validated on the server by the brand's field rules. */
export function createRegisterService(deps: RegisterDeps) {
  const { db, clock } = deps;

  function fieldError(field: string, reason: string): AppError {
    return new AppError('field_invalid', `${field}: ${reason}`, { field });
  }

  function check(field: RegisterField, rule: FieldRule, value: string | undefined) {
    const effective = ALWAYS_REQUIRED.includes(field) ? { ...rule, required: rule.required || rule.enabled } : rule;
    const result = checkField(effective, value);
    if (!result.ok) throw fieldError(field, result.reason);
  }

  async function makeInvitationCode(brand: Brand, account: Account, kind: 'agent' | 'member'): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
      try {
        if ((await assignAffiliateCode(db, brand.id, account.id, code, kind)) !== null) return code;
      } catch (error) {
        if ((error as { code?: string }).code === '23505') continue; // another account holds it: draw again
        throw error;
      }
      // Nothing updated: a racing call gave the account its code first.
      const stored = (await selectAccountById(db, account.id))?.affiliateCode;
      if (stored) return stored;
    }
    throw new AppError('internal_error', 'no free invitation code');
  }

  return {
    /** Validates and creates the account; returns it. Nothing is written when any check fails. */
    async register(request: FastifyRequest, brand: Brand, payload: RegisterPayload, method: RegisterMethod): Promise<Account> {
      if (method === 'mobile' && !brand.flags.MOBILENUMREG3) throw new AppError('feature_disabled', 'registration by mobile');
      if (method === 'username' && !brand.flags.USERNAMEREG3) throw new AppError('feature_disabled', 'registration by username');
      // Consent is an active choice (decision 066): absent is not accepted.
      if (payload.agreeTerms !== true) throw new AppError('terms_not_accepted', undefined, { field: 'agreeTerms' });

      const rules = await deps.system.registerSettings(brand);
      let mobile: ParsedMobile | null = null;
      if (method === 'mobile') {
        mobile = parseMobile(brand, payload.countryDialingCode, payload.mobileNum);
        if (!mobile) throw fieldError('mobileNum', 'pattern');
      }
      // MOBILENUMPASSREG3 off: a mobile sign-up may leave the password out; the account then logs in
      // by SMS code or sets a password by phone, and gets a random one nobody knows until then.
      const passwordless =
        method === 'mobile' && !brand.flags.MOBILENUMPASSREG3 && payload.password === '' && payload.confirmPassword === '';
      const values: Partial<Record<RegisterField, string | undefined>> = {
        ...payload,
        username: mobile ? mobile.number : payload.username,
      };
      for (const field of CHECKED_FIELDS) {
        if (method === 'mobile' && (field === 'username' || field === 'mobileNum')) continue;
        if (passwordless && field === 'password') continue;
        check(field, field === 'password' ? { ...rules.password, enabled: true } : rules[field], values[field]);
      }
      if (method === 'username' && !payload.username) throw fieldError('username', 'required');
      if (payload.password !== payload.confirmPassword) throw new AppError('password_mismatch', undefined, { field: 'confirmPassword' });
      if (brand.weakPasswords.includes(payload.password)) throw fieldError('password', 'weak');
      if (payload.birthday && ageOn(payload.birthday, clock.now()) < brand.legalAge) throw fieldError('birthday', 'underage');
      if (rules.captcha.enabled) await deps.captcha.verify(request, brand, payload.captcha ?? '');
      await deps.humanCheck.verify(payload.humanCheck);

      let uplineId: string | null = null;
      if (payload.affiliateCode) {
        const agent = await selectAgentByAffiliateCode(db, brand.id, payload.affiliateCode);
        if (!agent) throw new AppError('affiliate_code_invalid', undefined, { field: 'affiliateCode' });
        uplineId = agent.id;
      } else if (payload.referralCode) {
        // An agent's invitation link (/register?referralCode=) names its code; any other referral
        // code is only kept, as before, so a stale or foreign link never stops a sign-up.
        uplineId = (await selectAgentByAffiliateCode(db, brand.id, payload.referralCode))?.id ?? null;
      }
      // Checked last, so a form with another mistake does not use the code up.
      if (payload.firebaseChannel && !brand.firebase) throw new AppError('feature_disabled', 'Firebase mode');
      if (mobile && brand.flags.REGMOBVERF3 && brand.firebase) {
        const proof = await deps.firebase.check(brand, payload.firebaseIdToken, mobile.e164);
        await deps.firebase.consume(brand, proof);
      } else if (mobile && brand.flags.REGMOBVERF3) {
        await deps.smsCodes.verify(brand, mobile.e164, 'register', payload.verificationCode ?? '');
      }

      const passwordHash = await deps.hasher.hash(passwordless ? randomBytes(32).toString('base64url') : payload.password);
      // Kept only where the brand shows the field, so it passed the brand's rule above.
      const paymentPasswordHash =
        rules.paymentPassword.enabled && payload.paymentPassword ? await deps.paymentPassword.hash(payload.paymentPassword) : null;
      const profile = Object.fromEntries(
        PROFILE_FIELDS.flatMap((field) =>
          typeof payload[field] === 'string' && payload[field] ? [[field, payload[field] as string]] : [],
        ),
      );
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const created = await insertAccount(tx, {
          brandId: brand.id,
          username: mobile ? mobile.number : (payload.username ?? ''),
          passwordHash,
          accountType: 0,
          uplineId,
          nickname: payload.nickname ?? null,
          mobileDialingCode: mobile?.dialingCode ?? null,
          mobileNumber: mobile?.number ?? null,
          email: payload.email ?? null,
          profile,
          referralCode: payload.referralCode ?? null,
          registerMethod: payload.registerMethod,
          registerUrl: payload.registerUrl ?? null,
          registerIp: request.ip,
          language: request.caller.textLanguage,
          now,
        });
        if (created.id === null) {
          // For a mobile sign-up the username is the number, so either clash means the number is taken.
          const mobileClash = created.conflict === 'mobile' || mobile !== null;
          throw new AppError(mobileClash ? 'mobile_taken' : 'username_taken', undefined, { field: mobileClash ? 'mobileNum' : 'username' });
        }
        if (paymentPasswordHash) await deps.paymentPassword.storeHashed(tx, created.id, paymentPasswordHash);
        // A number proven at sign-up (a texted code or Firebase) is verified: the bind-phone prompt
        // and the agent's second factor take it as such (decisions 060, 075).
        if (mobile && brand.flags.REGMOBVERF3) await markMobileVerified(tx, created.id, now);
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: created.id,
          actor: 'self',
          action: 'register',
          ip: request.ip,
          after: { method, username: mobile ? mobile.number : payload.username, uplineId, referralCode: payload.referralCode ?? null },
          at: now,
        });
        return created.id;
      });
      const account = await selectAccountById(db, id);
      if (!account) throw new AppError('internal_error');
      return account;
    },

    /**
     * An account opened by an agent under itself (a member, or a sub-agent of the given agent type):
     * the same username and password rules, weak-password list and audit entry as a sign-up, no
     * human check or captcha (the agent is signed in). Nothing is written when a check fails.
     */
    async registerDownline(request: FastifyRequest, brand: Brand, upline: Account, input: DownlineInput): Promise<Account> {
      if (!isAgentType(upline.accountType)) throw new AppError('error_not_agent');
      if (input.accountType !== 0 && !isAgentType(input.accountType)) throw new AppError('bad_request', 'account type');
      const rules = await deps.system.registerSettings(brand);
      // A username is always needed here, even where the brand signs players up by mobile number.
      check('username', { ...rules.username, enabled: true, required: true }, input.username);
      check('password', { ...rules.password, enabled: true }, input.password);
      if (input.nickname) check('nickname', rules.nickname, input.nickname);
      if (input.password !== input.confirmPassword) throw new AppError('password_mismatch', undefined, { field: 'confirmPassword' });
      if (brand.weakPasswords.includes(input.password)) throw fieldError('password', 'weak');
      const passwordHash = await deps.hasher.hash(input.password);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const created = await insertAccount(tx, {
          brandId: brand.id,
          username: input.username,
          passwordHash,
          accountType: input.accountType,
          uplineId: upline.id,
          nickname: input.nickname || null,
          mobileDialingCode: null,
          mobileNumber: null,
          email: null,
          profile: {},
          referralCode: null,
          registerMethod: 'AGENT',
          registerUrl: null,
          registerIp: request.ip,
          language: request.caller.textLanguage,
          now,
        });
        if (created.id === null) throw new AppError('username_taken', undefined, { field: 'username' });
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: created.id,
          actor: `upline:${upline.id}`,
          action: 'register',
          ip: request.ip,
          after: { method: 'agent', username: input.username, uplineId: upline.id, accountType: input.accountType },
          at: now,
        });
        return created.id;
      });
      const account = await selectAccountById(db, id);
      if (!account) throw new AppError('internal_error');
      return account;
    },

    /** An agent's invitation code, made (8 letters and digits, unique in the brand) the first time it is asked for. */
    async affiliateCodeOf(brand: Brand, agent: Account): Promise<string> {
      if (agent.affiliateCode) return agent.affiliateCode;
      if (!isAgentType(agent.accountType)) throw new AppError('error_not_agent');
      return makeInvitationCode(brand, agent, 'agent');
    },

    /**
     * A member's invitation code for the referral programme (decision 034), made like an agent's
     * the first time it is asked for and kept in the same column, so a code names one account of
     * the brand. A sign-up with it as referralCode stays without an upline (only agents' codes
     * place sign-ups in a team) and keeps the code, which is how the programme knows its invitees.
     */
    async memberInvitationCodeOf(brand: Brand, member: Account): Promise<string> {
      if (member.affiliateCode) return member.affiliateCode;
      if (member.accountType !== 0) throw new AppError('forbidden', 'members only');
      return makeInvitationCode(brand, member, 'member');
    },

    /** True when an affiliate (invitation) code belongs to an agent of the brand. */
    async isAffiliateCode(brand: Brand, code: string): Promise<boolean> {
      return (await selectAgentByAffiliateCode(db, brand.id, code)) !== undefined;
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;

/** Whole years from a yyyy-MM-dd birthday to now (the field rule has already checked the format). */
function ageOn(birthday: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}
