/**
 * The face of modules/external-sign-in/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { externalSignInRoutes } from './external-sign-in.routes.ts';
export { createExternalSignIn } from './external-sign-in.service.ts';
export { createClientSecretSealer, SIGN_IN_PROVIDERS } from './oauth-clients.ts';
export { createProviderConfigs } from './provider-config.ts';
export {
  applySignInInput,
  type ClientInput,
  flagsWithoutClients,
  type SignInInput,
  signInInputProblems,
  signInView,
  type SignInView,
  unservedSignInFlags,
} from './sign-in-admin.ts';
