/**
 * Binding a phone number to a logged-in account (decision 075), the brand's bind-phone first-login
 * action: a six-digit code texted to the number through the SMS code service (purpose `bind`, with
 * its resend gap and hourly limit), then the bind with that code, which stores the number as
 * verified (as a two-factor SMS answer marks it). An account whose number is verified already, or a
 * number another account holds, is refused and nothing changes. Audited in the account's log.
 */
import type { MobileBindPayload } from '@pkg/contracts/two-factor';
import { accountTextLanguage } from '@pkg/contracts/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseMobile } from '../../lib/phone.ts';
import { recordAudit } from '../audit/index.ts';
import type { Account } from '../accounts/index.ts';
import { bindVerifiedMobile, selectAccountByMobile } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { SmsCodeService } from '../sms/index.ts';
import { mobileVerified } from './factor-locks.queries.ts';
import { maskMobile } from './masking.ts';

type BindDeps = { db: Db; clock: Clock; smsCodes: SmsCodeService };

/** The number typed, checked against the brand's dialing countries and free for this account; refusals change nothing. */
async function bindable(db: Db, brand: Brand, account: Account, body: { countryDialingCode: string; mobileNum: string }) {
  const mobile = parseMobile(brand, body.countryDialingCode, body.mobileNum);
  if (!mobile) throw new AppError('field_invalid', 'mobileNum: pattern', { field: 'mobileNum' });
  if (await mobileVerified(db, account.id)) throw new AppError('mobile_already_bound');
  const holder = await selectAccountByMobile(db, brand.id, mobile.dialingCode, mobile.number);
  if (holder && holder.id !== account.id) throw new AppError('mobile_taken', undefined, { field: 'mobileNum' });
  return mobile;
}

export function createPhoneBinding({ db, clock, smsCodes }: BindDeps) {
  return {
    /** Texts a bind code to the number, in the account's language. */
    async requestCode(brand: Brand, account: Account, body: { countryDialingCode: string; mobileNum: string }) {
      const mobile = await bindable(db, brand, account, body);
      return smsCodes.request(brand, mobile.e164, 'bind', accountTextLanguage(account.language, brand.defaultLanguage));
    },

    /** Binds the number with the code texted to it; answers it masked. */
    async bind(brand: Brand, account: Account, body: MobileBindPayload, ip: string | null): Promise<{ mobile: string }> {
      const mobile = await bindable(db, brand, account, body);
      if (!/^\d{6}$/.test(body.verificationCode)) throw new AppError('verification_code_invalid', undefined, { field: 'verificationCode' });
      await smsCodes.verify(brand, mobile.e164, 'bind', body.verificationCode);
      const at = clock.now();
      await db.transaction(async (tx) => {
        try {
          if (!(await bindVerifiedMobile(tx, account.id, mobile.dialingCode, mobile.number, at)))
            throw new AppError('mobile_already_bound');
        } catch (error) {
          if ((error as { code?: string }).code === '23505') throw new AppError('mobile_taken', undefined, { field: 'mobileNum' });
          throw error;
        }
        await recordAudit(tx, {
          brandId: brand.id,
          accountId: account.id,
          actor: 'self',
          action: 'mobile.bind',
          ip,
          before: { mobile: account.mobileNumber ? maskMobile(account.mobileDialingCode ?? '', account.mobileNumber) : null },
          after: { mobile: maskMobile(mobile.dialingCode, mobile.number), verified: true },
          at,
        });
      });
      return { mobile: maskMobile(mobile.dialingCode, mobile.number) };
    },
  };
}

export type PhoneBinding = ReturnType<typeof createPhoneBinding>;
