import type { FastifyRequest } from 'fastify';
import type { RegisterPayload } from '@pkg/contracts/auth';
import type { RegisterField } from '@pkg/contracts/system';
import { checkField, type FieldRule } from '@pkg/contracts/validation-patterns';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { parseMobile, type ParsedMobile } from '../../lib/phone.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Brand } from '../brands/brand.types.ts';
import type { SystemService } from '../system/system.service.ts';
import type { CaptchaVerifier, HumanCheckVerifier, SmsCodeVerifier } from '../session/verifiers.ts';
import type { FirebaseTokenVerifier } from '../session/firebase-token.ts';
import type { Account } from './account.types.ts';
import type { PaymentPasswordService } from '../payment-password/payment-password.service.ts';
import { insertAccount, selectAccountById, selectAgentByAffiliateCode } from './account.queries.ts';

export type RegisterMethod = 'username' | 'mobile';

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

  return {
    /** Validates and creates the account; returns it. Nothing is written when any check fails. */
    async register(request: FastifyRequest, brand: Brand, payload: RegisterPayload, method: RegisterMethod): Promise<Account> {
      if (method === 'mobile' && !brand.flags.MOBILENUMREG3) throw new AppError('feature_disabled', 'registration by mobile');
      if (method === 'username' && !brand.flags.USERNAMEREG3) throw new AppError('feature_disabled', 'registration by username');

      const rules = await deps.system.registerSettings(brand);
      let mobile: ParsedMobile | null = null;
      if (method === 'mobile') {
        mobile = parseMobile(brand, payload.countryDialingCode, payload.mobileNum);
        if (!mobile) throw fieldError('mobileNum', 'pattern');
      }
      const values: Partial<Record<RegisterField, string | undefined>> = {
        ...payload,
        username: mobile ? mobile.number : payload.username,
      };
      for (const field of CHECKED_FIELDS) {
        if (method === 'mobile' && (field === 'username' || field === 'mobileNum')) continue;
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
      }
      // Checked last, so a form with another mistake does not use the code up.
      if (payload.firebaseChannel && !brand.firebase) throw new AppError('feature_disabled', 'Firebase mode');
      if (mobile && brand.flags.REGMOBVERF3 && brand.firebase) {
        const proof = await deps.firebase.check(brand, payload.firebaseIdToken, mobile.e164);
        await deps.firebase.consume(brand, proof);
      } else if (mobile && brand.flags.REGMOBVERF3) {
        await deps.smsCodes.verify(brand, mobile.e164, 'register', payload.verificationCode ?? '');
      }

      const passwordHash = await deps.hasher.hash(payload.password);
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
          merchantId: brand.id,
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
        await recordAudit(tx, {
          merchantId: brand.id,
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
