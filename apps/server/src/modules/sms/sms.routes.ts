import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { smsAccountCodePayload, smsCodeValue, smsRegisterCodePayload } from '@pkg/contracts/auth';
import { okEnvelope } from '@pkg/contracts/envelope';
import { accountTextLanguage } from '@pkg/contracts/languages';
import { API } from '@pkg/contracts/routes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { parseMobile } from '../../lib/phone.ts';
import { selectAccountByMobile } from '../accounts/index.ts';
import type { SmsCodeService } from './sms-code.service.ts';
import type { HumanCheckVerifier, SmsCodePurpose } from '../../http/verifiers.ts';

/**
 * SMS code requests (SPEC.md section 7): a login or reset code for an account's number, and a
 * sign-up code for a number not yet registered. The codes are checked by the login, register and
 * password-reset calls.
 */
export function smsRoutes(deps: {
  db: Db;
  smsCodes: SmsCodeService;
  humanCheck: HumanCheckVerifier;
  /** Per-IP limit of credential calls a minute. */
  credentialLimit: number;
}): FastifyPluginAsyncZod {
  // Each request can cost an SMS, so they share the credential calls' tighter per-IP limit.
  const SMS_LIMIT = { rateLimit: { max: deps.credentialLimit, timeWindow: '1 minute' } };
  const badNumber = () => new AppError('field_invalid', 'mobileNum: pattern', { field: 'mobileNum' });

  return async (app) => {
    for (const [url, purpose] of [
      [API.smsLoginCode, 'login'],
      [API.smsResetCode, 'reset'],
    ] as const satisfies ReadonlyArray<readonly [string, SmsCodePurpose]>) {
      app.post(
        url,
        { config: SMS_LIMIT, schema: { body: smsAccountCodePayload, response: { 200: okEnvelope(smsCodeValue) } } },
        async (request) => {
          const { brand, textLanguage } = request.caller;
          if (purpose === 'login' && !brand.flags.MOBILEVERCODELOGIN3) throw new AppError('feature_disabled', 'login by SMS code');
          const body = request.body;
          const mobile = parseMobile(brand, body.countryDialingCode, body.mobileNum);
          if (!mobile) throw badNumber();
          await deps.humanCheck.verify(body.humanCheck);
          const account = await selectAccountByMobile(deps.db, brand.id, mobile.dialingCode, mobile.number);
          // A number without an account is throttled and answered alike, but gets no SMS: the answer
          // must not tell who has an account.
          // The account's own language when there is one (decision 064); the caller's otherwise.
          const language = account ? accountTextLanguage(account.language, brand.defaultLanguage) : textLanguage;
          return ok(await deps.smsCodes.request(brand, mobile.e164, purpose, language, { send: account !== undefined }));
        },
      );
    }

    app.post(
      API.smsRegisterCode,
      { config: SMS_LIMIT, schema: { body: smsRegisterCodePayload, response: { 200: okEnvelope(smsCodeValue) } } },
      async (request) => {
        const { brand, textLanguage } = request.caller;
        // Codes are only of use where mobile sign-up asks for one; elsewhere they would be texts paid for nothing.
        if (!brand.flags.MOBILENUMREG3 || !brand.flags.REGMOBVERF3) throw new AppError('feature_disabled', 'SMS verification');
        const body = request.body;
        const mobile = parseMobile(brand, body.countryDialingCode, body.mobileNo);
        if (!mobile) throw badNumber();
        await deps.humanCheck.verify(body.humanCheck);
        if (await selectAccountByMobile(deps.db, brand.id, mobile.dialingCode, mobile.number)) {
          throw new AppError('mobile_taken', undefined, { field: 'mobileNum' });
        }
        return ok(await deps.smsCodes.request(brand, mobile.e164, 'register', textLanguage));
      },
    );
  };
}
