/**
 * Feature flags a brand turns on or off. The module ids are the platform's own (SPEC.md section 3);
 * the rest are this product's brand switches.
 */
export const MODULE_FLAGS = [
  'MOBILENUMREG3', // registration by mobile number
  'REGMOBVERF3', // registration needs an SMS code
  'MOBILENUMPASSREG3', // mobile registration also sets a password
  'USERNAMEREG3', // registration by username
  'FREEPLAY3', // free trial for visitors
  'PWDEXPFORCECHANGE3', // expired passwords force a change
  'MOBILEVERCODELOGIN3', // login by SMS code
  'CHNGPASSVERIF3', // password change needs a verification code
  'DIRECTREG3', // register without leaving the page
] as const;

export const BRAND_FLAGS = [
  'sendLoggedInHome', // the route guard: every route but the open ones needs a session
  'memberCentre', // the member centre is offered
  'googleLogin', // Google sign-in offered
  'facebookLogin', // Facebook sign-in offered
  'playerTransfers', // members may transfer to their upline and agents to downline
  'walletTransfers', // players may move money between the main wallet and vendors' transfer wallets
  'twoFactorNewIp', // a login from an address the account has not used needs a second factor
  'passkeyLogin', // one-click login with a passkey bound to the device (decision 073)
  'agentSecondFactor', // agents bind an authenticator or verify a phone before the agent centre opens (decision 060)
] as const;

export const FEATURE_FLAGS = [...MODULE_FLAGS, ...BRAND_FLAGS] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;
