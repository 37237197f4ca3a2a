import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Brand } from '../modules/brands/index.ts';

/*
 * The checks in front of credential calls, as the calls use them: small interfaces that
 * payload-crypto, verification, sms and email implement, and that session, accounts, two-factor,
 * email, payment-password and responsible gaming are handed by app.ts. They live here, beside the
 * auth guard, so a module that uses a check imports no other module for it (decision 052).
 */

/** Opens an encrypted request body and validates it (modules/payload-crypto). */
export interface PayloadOpener {
  open<T>(request: FastifyRequest, schema: ZodType<T>): Promise<T>;
}

/** Checks the captcha bound to the visitor (modules/verification). */
export interface CaptchaVerifier {
  verify(request: FastifyRequest, brand: Brand, answer: string): Promise<void>;
}

/** Checks a solved proof-of-work challenge (modules/verification). */
export interface HumanCheckVerifier {
  verify(payload: string | undefined): Promise<void>;
}

/** What an SMS verification code proves: who may log in, sign up or reset, or the second factor of a login from a new IP (modules/sms). */
export type SmsCodePurpose = 'login' | 'register' | 'reset' | 'two-factor' | 'password-change' | 'bind';

/** Checks and uses up an SMS verification code sent to a number (modules/sms). */
export interface SmsCodeVerifier {
  verify(brand: Brand, e164: string, purpose: SmsCodePurpose, code: string): Promise<void>;
}

/** What an e-mailed code proves (modules/email): for now, the second factor of a login from a new IP. */
export type EmailCodePurpose = 'two-factor';

/** Sends and checks single-use codes e-mailed to an account's address (modules/email). */
export interface EmailCodeService {
  /** E-mails a fresh code (replacing an unused one); answers how many minutes it stays valid. */
  send(brand: Brand, accountId: string, email: string, purpose: EmailCodePurpose): Promise<{ expiresInMinutes: number }>;
  /** Checks and uses up the code; throws AppError('verification_code_invalid' | 'verification_code_expired') otherwise. */
  verify(brand: Brand, accountId: string, purpose: EmailCodePurpose, code: string): Promise<void>;
}
