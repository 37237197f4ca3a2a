import { getApps, initializeApp, type FirebaseApp } from '@firebase/app';
import { getAuth, RecaptchaVerifier, signInWithPhoneNumber, type Auth } from '@firebase/auth';
import { FailureError } from './failure';
import { failureOfFirebase } from './firebase-failures';

/**
 * Firebase phone sign-in (Firebase mode, SPEC.md sections 3 and 4), loaded only when a brand in
 * Firebase mode asks for a code: Firebase shows its invisible reCAPTCHA, texts the code, checks it
 * and gives an ID token, which our server verifies (decision 013). The Firebase session itself is
 * closed at once; the platform's own session is the one that counts.
 */

export interface FirebaseSettings {
  projectId: string;
  apiKey: string | null;
  authDomain: string;
}

/** A code Firebase has texted; `confirm` checks the typed code and answers the ID token. */
export interface PendingPhoneCode {
  confirm(code: string): Promise<string>;
}

let verifier: RecaptchaVerifier | null = null;

function authOf(settings: FirebaseSettings, languageCode: string): Auth {
  const name = `brand-${settings.projectId}`;
  const app: FirebaseApp =
    getApps().find((existing) => existing.name === name) ??
    initializeApp({ apiKey: settings.apiKey ?? undefined, authDomain: settings.authDomain, projectId: settings.projectId }, name);
  const auth = getAuth(app);
  auth.languageCode = languageCode;
  return auth;
}

/** Has Firebase text a code to `e164`; the reCAPTCHA lives in `container`. Throws FailureError. */
export async function sendPhoneCode(
  settings: FirebaseSettings,
  e164: string,
  container: HTMLElement,
  languageCode: string,
): Promise<PendingPhoneCode> {
  const auth = authOf(settings, languageCode);
  try {
    // A used verifier cannot be rendered again; each request gets a fresh one.
    verifier?.clear();
    verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
    const confirmation = await signInWithPhoneNumber(auth, e164, verifier);
    return {
      async confirm(code) {
        try {
          const credential = await confirmation.confirm(code);
          const token = await credential.user.getIdToken();
          await auth.signOut();
          return token;
        } catch (error) {
          throw new FailureError(failureOfFirebase(error));
        }
      },
    };
  } catch (error) {
    throw new FailureError(failureOfFirebase(error));
  }
}
