import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MemberInfoValue, PasswordByPhonePayload } from '@pkg/contracts/auth';
import { checkField } from '@pkg/contracts/validation-patterns';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { parseMobile, parseMobileWithoutCode } from '../../lib/phone.ts';
import type { AuthContext } from '../../http/auth-guard.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SystemService } from '../system/index.ts';
import type { Account, AccountSessions } from '../accounts/index.ts';
import { selectAccountByMobile, updateLanguage, updatePassword, createPasswordReverify } from '../accounts/index.ts';
import type { SmsCodeVerifier } from '../../http/verifiers.ts';
import type { SmsCodeService } from '../sms/index.ts';
import { accountTextLanguage } from '@pkg/contracts/languages';

const AVATAR_COUNT = 8;

export interface AccountDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: AccountSessions;
  system: SystemService;
  smsCodes: SmsCodeVerifier & Pick<SmsCodeService, 'request'>;
}

/** What a logged-in account reads and changes about itself. */
export function createAccountService(deps: AccountDeps) {
  const { db, clock } = deps;
  const reverify = createPasswordReverify(deps);

  /** The brand's password rule, not a weak password, and the confirmation equal. */
  async function checkNewPassword(brand: Brand, newPassword: string, confirmNewPassword: string): Promise<void> {
    const rules = await deps.system.registerSettings(brand);
    const result = checkField({ ...rules.password, enabled: true, required: true }, newPassword);
    if (!result.ok) throw new AppError('field_invalid', `newPassword: ${result.reason}`, { field: 'newPassword' });
    if (newPassword !== confirmNewPassword) throw new AppError('password_mismatch', undefined, { field: 'confirmNewPassword' });
    if (brand.weakPasswords.includes(newPassword)) throw new AppError('field_invalid', 'newPassword: weak', { field: 'newPassword' });
  }

  return {
    /** Member info (SPEC.md section 3): id, account name, nickname, type, labels, pending change. */
    memberInfo(brand: Brand, account: Account): MemberInfoValue {
      return {
        id: account.id,
        account: account.username,
        nickname: account.nickname,
        type: account.accountType,
        toUpline: brand.flags.playerTransfers && account.uplineId !== null,
        clubLabel: account.clubLabel === null ? null : { labelName: account.clubLabel },
        memberLabel: account.memberLabels,
        cpw: account.mustChangePassword,
        language: account.language,
      };
    },

    /** One of the site's default avatars, the same for an account every time. */
    avatar(account: Account): { avatarUrl: string } {
      const index = (createHash('sha256').update(account.id).digest()[0] ?? 0) % AVATAR_COUNT;
      return { avatarUrl: `/avatars/avatar-${index + 1}.svg` };
    },

    /**
     * CHNGPASSVERIF3 (decision 064): texts a password-change code to the account's bound phone, in
     * the account's language (the brand's default when it has none shipped). An account without a
     * phone changes its password with the old one alone.
     */
    async sendPasswordChangeCode(brand: Brand, account: Account): Promise<{ expireMinutes: number; sentTo: string }> {
      if (!brand.flags.CHNGPASSVERIF3) throw new AppError('feature_disabled', 'password change code');
      const phone = boundPhone(account);
      if (!phone || !account.mobileNumber) throw new AppError('bad_request', 'no bound phone');
      const sent = await deps.smsCodes.request(
        brand,
        phone,
        'password-change',
        accountTextLanguage(account.language, brand.defaultLanguage),
      );
      return { expireMinutes: sent.expireMinutes, sentTo: `${account.mobileDialingCode ?? ''} ••• ${account.mobileNumber.slice(-4)}` };
    },

    /**
     * Changes the password. The old one is required unless a forced change is pending (the player
     * has just proved it by logging in). The new one must follow the brand's password rule, not be
     * weak, and differ from the old; every other session of the account ends. Wrong old passwords
     * count towards the lock of password-reverify.ts (which ends this session at the limit).
     */
    async changePassword(
      request: FastifyRequest,
      brand: Brand,
      auth: AuthContext,
      payload: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string; verificationCode?: string | undefined },
    ): Promise<void> {
      const { account, session } = auth;
      if (!account.mustChangePassword || payload.oldPassword) {
        await reverify.check(
          { brand, account, sessionId: session.sessionId, ip: request.ip },
          payload.oldPassword ?? '',
          'password.change',
          new AppError('old_password_wrong', undefined, { field: 'oldPassword' }),
        );
      }
      await checkNewPassword(brand, payload.newPassword, payload.confirmNewPassword);
      if (await deps.hasher.verify(account.passwordHash, payload.newPassword)) {
        throw new AppError('field_invalid', 'newPassword: same as old', { field: 'newPassword' });
      }
      // CHNGPASSVERIF3: the code texted to the bound phone, checked last so another mistake does not use it up.
      const phone = boundPhone(account);
      if (brand.flags.CHNGPASSVERIF3 && phone) {
        await deps.smsCodes.verify(brand, phone, 'password-change', payload.verificationCode ?? '');
      }
      const passwordHash = await deps.hasher.hash(payload.newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updatePassword(tx, account.id, passwordHash, now);
        await deps.sessions.revokeOthers(account.id, session.sessionId, tx);
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: 'password.change',
          ip: request.ip,
          before: { mustChangePassword: account.mustChangePassword },
          after: { mustChangePassword: false },
          at: now,
        });
      });
    },

    /**
     * Forgot password by phone: a reset code texted to the account's number sets a new password
     * (brand rule, not weak, confirmed) and ends every session; the client then logs in with it.
     * A number without an account answers like a wrong code.
     */
    async resetPasswordByPhone(request: FastifyRequest, brand: Brand, payload: PasswordByPhonePayload): Promise<void> {
      // SPEC.md's payload may leave out the dialing code and the confirmation (decision 044).
      const mobile =
        payload.countryDialingCode === undefined
          ? parseMobileWithoutCode(brand, payload.mobileNum)
          : parseMobile(brand, payload.countryDialingCode, payload.mobileNum);
      if (!mobile) throw new AppError('field_invalid', 'mobileNum: pattern', { field: 'mobileNum' });
      // Checked before the code, so a refused password does not use the code up.
      await checkNewPassword(brand, payload.newPassword, payload.confirmNewPassword ?? payload.newPassword);
      const account = await selectAccountByMobile(db, brand.id, mobile.dialingCode, mobile.number);
      if (!account) throw new AppError('verification_code_invalid');
      await deps.smsCodes.verify(brand, mobile.e164, 'reset', payload.verificationCode);
      const passwordHash = await deps.hasher.hash(payload.newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updatePassword(tx, account.id, passwordHash, now);
        await deps.sessions.revokeOthers(account.id, null, tx);
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: 'password.reset',
          ip: request.ip,
          before: { mustChangePassword: account.mustChangePassword },
          after: { mustChangePassword: false, method: 'sms' },
          at: now,
        });
      });
    },

    async setLanguage(account: Account, language: string): Promise<void> {
      await updateLanguage(db, account.id, language, clock.now());
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

/** The account's bound phone as E.164, or null. */
function boundPhone(account: Account): string | null {
  return account.mobileDialingCode && account.mobileNumber ? `${account.mobileDialingCode}${account.mobileNumber}` : null;
}
