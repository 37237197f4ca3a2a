import type { LoginPayload, LoginValue, MemberInfoValue, RegisterPayload } from '@pkg/contracts/auth';
import type { LoginV2Value } from '@pkg/contracts/site-menu-contract';
import type { CountryEntry, RegisterField } from '@pkg/contracts/system';
import type { FieldRule } from '@pkg/contracts/validation-patterns';
import { FREE_PLAY_GATEWAY_VERSION, FREE_PLAY_HEADERS, FREE_PLAY_PLATFORM, freePlayOsOf } from '@pkg/contracts/free-play';
import { API } from '@pkg/contracts/routes';
import { wpsGet, wpsSend, wpsSendEncrypted } from '../../../lib/api-client';

/**
 * The account calls of SPEC.md section 7, as plain functions (types only from the contracts, so
 * zod stays out of the bundle). Credential calls go encrypted.
 */

/** Query keys of the logged-in account; all start with 'member' so logout can drop them at once. */
export const MEMBER_KEY = ['member'] as const;
export const MEMBER_INFO_KEY = ['member', 'info'] as const;
export const MEMBER_ICON_KEY = ['member', 'icon'] as const;

/** The login payload the site sends: by username only (SMS and Firebase logins are not offered yet). */
export type UsernameLogin = Pick<LoginPayload, 'username' | 'password' | 'captcha' | 'humanCheck'>;

/**
 * The version 2 login (decision 074): the login with the brand's menu settings and routers beside
 * the token, so use-finish-login.ts fills them in without asking again.
 */
export function login(payload: UsernameLogin): Promise<LoginV2Value> {
  return wpsSendEncrypted<LoginV2Value>('POST', API.loginV2, { type: 'username', ...payload });
}

/**
 * Free play with the spec's headers (SPEC.md section 7, decision 064): os, platform W,
 * X-Gateway-Version 3, and Encryption, the seal of an empty payload as the credential calls send.
 */
export function loginAsTrial(): Promise<LoginValue> {
  return wpsSendEncrypted<LoginValue>(
    'POST',
    API.freePlay,
    {},
    {
      [FREE_PLAY_HEADERS.os]: freePlayOsOf(navigator.userAgent),
      [FREE_PLAY_HEADERS.platform]: FREE_PLAY_PLATFORM,
      [FREE_PLAY_HEADERS.gatewayVersion]: FREE_PLAY_GATEWAY_VERSION,
    },
  );
}

export function logout(): Promise<null> {
  return wpsSend<null>('DELETE', API.logout);
}

/** What the form sends; the contract's defaults (registerMethod, login) are filled in here. */
export type RegisterRequest = Omit<RegisterPayload, 'registerMethod' | 'login'>;

/**
 * Registers and logs in (login: true), so the answer is the login value; null where the brand has
 * the player log in after signing up (DIRECTREG3 off, decision 064).
 */
export function register(method: 'username' | 'mobile', payload: RegisterRequest): Promise<LoginValue | null> {
  const path = method === 'mobile' ? API.registerMobile : API.register;
  return wpsSendEncrypted<LoginValue | null>('PUT', path, { ...payload, registerMethod: 'WEB', login: true });
}

export function changePassword(payload: {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
  verificationCode?: string;
}): Promise<null> {
  return wpsSendEncrypted<null>('POST', API.changePassword, payload);
}

/** CHNGPASSVERIF3 (decision 064): a code texted to the account's bound phone for a password change. */
export function requestPasswordChangeCode(): Promise<{ expireMinutes: number; sentTo: string }> {
  return wpsSend<{ expireMinutes: number; sentTo: string }>('POST', API.changePasswordCode, {});
}

export function fetchMemberInfo(): Promise<MemberInfoValue> {
  return wpsGet<MemberInfoValue>(API.memberInfo);
}

export function fetchMemberIcon(): Promise<{ avatarUrl: string }> {
  return wpsGet<{ avatarUrl: string }>(API.memberIcon);
}

/** A new captcha image as a data URL; the answer is bound to this visitor by a cookie. */
export async function fetchCaptcha(): Promise<string> {
  return `data:image/png;base64,${await wpsGet<string>(API.captcha)}`;
}

export async function isAffiliateCode(code: string): Promise<boolean> {
  const query = new URLSearchParams({ code, domain: location.hostname });
  return (await wpsGet<{ valid: boolean }>(`${API.affiliateCheck}?${query.toString()}`)).valid;
}

export type RegisterSettings = Record<RegisterField, FieldRule>;

export function fetchRegisterSettings(): Promise<RegisterSettings> {
  return wpsGet<RegisterSettings>(API.registerSetting);
}

export function fetchCountries(): Promise<CountryEntry[]> {
  return wpsGet<CountryEntry[]>(API.countries);
}
