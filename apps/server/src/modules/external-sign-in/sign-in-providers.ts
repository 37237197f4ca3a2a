/** The providers a brand can offer sign-in with (flags googleLogin and facebookLogin). */
export const SIGN_IN_PROVIDERS = ['google', 'facebook'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export function isSignInProvider(value: string): value is SignInProvider {
  return (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

/** The brand flag that offers each provider. */
export const PROVIDER_FLAG = { google: 'googleLogin', facebook: 'facebookLogin' } as const;

/** Where a provider's OpenID endpoints are: discovered from the issuer, or given one by one. */
export interface ProviderEndpoints {
  issuer: string;
  /** All three or none; none means discovery at `<issuer>/.well-known/openid-configuration`. */
  authorizationEndpoint: string | null;
  tokenEndpoint: string | null;
  jwksUri: string | null;
}

/**
 * What each provider uses unless the operator says otherwise. Google is a discoverable OpenID
 * provider. Facebook's discovery document describes only Limited Login (no token endpoint), but
 * its login dialog runs the OpenID code flow with PKCE when asked for the `openid` scope and its
 * token endpoint then returns an ID token signed with the keys of its JWK set; so its endpoints are
 * given here (decision 013).
 */
export const PROVIDER_DEFAULTS: Record<SignInProvider, ProviderEndpoints & { scope: string }> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: null,
    tokenEndpoint: null,
    jwksUri: null,
    scope: 'openid email profile',
  },
  facebook: {
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    jwksUri: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
    scope: 'openid email',
  },
};
