import type { z } from 'zod';
import { changePasswordPayload, loginPayload, passwordByPhonePayload, registerPayload } from '@pkg/contracts/auth';
import { registerDownlinePayload } from '@pkg/contracts/agents';
import { passwordEmailResetPayload } from '@pkg/contracts/password-email';
import { paymentPasswordChange } from '@pkg/contracts/payment-password';
import { rgSelfExclude } from '@pkg/contracts/responsible-gaming';
import { API } from '@pkg/contracts/routes';
import { authenticatorChangePayload, twoFactorVerifyPayload } from '@pkg/contracts/two-factor';

/**
 * The calls whose body is a sealed payload (decision 008): the route opens it with
 * `opener.open(request, contract)`, so the contract is not in the route's schema. The OpenAPI
 * document describes the wire body `{ value }` and, inside, this contract
 * (openapi.test.ts checks each entry is a registered route). Keyed `METHOD path`.
 */
export const SEALED_CALLS: Record<string, z.ZodType> = {
  [`POST ${API.login}`]: loginPayload,
  [`POST ${API.loginV2}`]: loginPayload,
  [`POST ${API.loginVerify}`]: twoFactorVerifyPayload,
  [`PUT ${API.register}`]: registerPayload,
  [`PUT ${API.registerMobile}`]: registerPayload,
  [`POST ${API.changePassword}`]: changePasswordPayload,
  [`POST ${API.passwordByPhone}`]: passwordByPhonePayload,
  [`POST ${API.passwordByEmailReset}`]: passwordEmailResetPayload,
  [`POST ${API.authenticatorBind}`]: authenticatorChangePayload,
  [`POST ${API.authenticatorUnbind}`]: authenticatorChangePayload,
  [`POST ${API.paymentPassword}`]: paymentPasswordChange,
  [`POST ${API.rgSelfExclude}`]: rgSelfExclude,
  [`POST ${API.agentRegister}`]: registerDownlinePayload,
};
