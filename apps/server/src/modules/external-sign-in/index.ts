/**
 * The face of modules/external-sign-in/ (decision 052): all the rest of the server (other modules, app.ts, cli/,
 * seed/, http/, jobs/) may import from it; nothing outside the folder imports its other files (tests
 * may). Only what others use is exported here, by name; no `export *`.
 */

export { installExternalSignIn } from './install-external-sign-in.ts';
export { SIGN_IN_PROVIDERS } from './sign-in-providers.ts';
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
