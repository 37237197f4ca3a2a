import { z } from 'zod';

/** `GET /wps/member/paymentPassword`: whether the account has one (the security centre offers set or change). */
export const paymentPasswordState = z.object({ set: z.boolean() });
export type PaymentPasswordState = z.infer<typeof paymentPasswordState>;

/**
 * `POST /wps/member/paymentPassword` (encrypted): sets it the first time (proved by the login
 * password) or changes it (proved by the current payment password).
 */
export const paymentPasswordChange = z.object({
  newPassword: z.string().max(64),
  confirmPassword: z.string().max(64),
  oldPassword: z.string().max(64).optional(),
  loginPassword: z.string().max(128).optional(),
});
export type PaymentPasswordChange = z.infer<typeof paymentPasswordChange>;
