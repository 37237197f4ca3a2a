import { createHash } from 'node:crypto';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { Brand } from '../brands/index.ts';
import type { FirebaseKeySource } from './firebase-keys.ts';
import { deleteEndedTokenUses, firebaseTokenUsed, insertTokenUse } from './firebase-token.queries.ts';

/** What a checked Firebase ID token proved. */
export interface FirebaseProof {
  /** The Firebase user id (`sub`). */
  uid: string;
  /** The token's hash and end, to use it up once the rest of the call succeeded. */
  tokenHash: string;
  expiresAt: Date;
}

/** Firebase mode (decision 013): checks the ID token the browser got from Firebase phone sign-in. */
export interface FirebaseTokenVerifier {
  /**
   * Checks that `token` is a Firebase ID token of the brand's project, signed by Firebase, current,
   * from a phone sign-in of the last minutes, for the number `e164`, and not used before. Throws
   * AppError('feature_disabled') when the brand is not in Firebase mode, 'firebase_token_invalid'
   * otherwise. Nothing is written: call `consume` when the login or sign-up goes ahead.
   */
  check(brand: Brand, token: string | undefined, e164: string): Promise<FirebaseProof>;
  /** Uses the token up; throws 'firebase_token_invalid' when another call used it meanwhile. */
  consume(brand: Brand, proof: FirebaseProof, tx?: Queryable): Promise<void>;
}

// Clocks of Google and this server may differ a little.
const CLOCK_TOLERANCE_S = 60;
// The phone sign-in must be this recent: a token refreshed from an old Firebase session in the
// browser does not prove the player has the phone now.
const FRESH_SIGN_IN_S = 600;
const ISSUER_PREFIX = 'https://securetoken.google.com/';

export function createFirebaseTokenVerifier(deps: { db: Db; clock: Clock; keys: FirebaseKeySource }): FirebaseTokenVerifier {
  const { db, clock } = deps;

  function invalid(reason: string): AppError {
    return new AppError('firebase_token_invalid', reason);
  }

  return {
    async check(brand, token, e164) {
      if (!brand.firebase) throw new AppError('feature_disabled', 'Firebase mode');
      if (!token) throw invalid('missing');
      let kid: string | undefined;
      try {
        const header = decodeProtectedHeader(token);
        if (header.alg !== 'RS256') throw invalid(`alg ${String(header.alg)}`);
        kid = header.kid;
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw invalid('malformed');
      }
      if (!kid) throw invalid('no key id');
      const key = await deps.keys.keyFor(kid);
      if (!key) throw invalid('unknown key id');

      const projectId = brand.firebase.projectId;
      const now = clock.now();
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(token, key, {
          algorithms: ['RS256'],
          audience: projectId,
          issuer: `${ISSUER_PREFIX}${projectId}`,
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE_S,
          requiredClaims: ['exp', 'iat', 'auth_time', 'sub'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw invalid(error.code);
        throw error;
      }

      const nowS = Math.floor(now.getTime() / 1000);
      const iat = claims.iat as number;
      const authTime = claims.auth_time;
      if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 128) throw invalid('sub');
      if (iat > nowS + CLOCK_TOLERANCE_S) throw invalid('iat in the future');
      if (typeof authTime !== 'number' || authTime > nowS + CLOCK_TOLERANCE_S) throw invalid('auth_time');
      if (nowS - authTime > FRESH_SIGN_IN_S) throw invalid('sign-in too old');
      const firebase = claims.firebase as { sign_in_provider?: unknown } | undefined;
      if (firebase?.sign_in_provider !== 'phone') throw invalid('not a phone sign-in');
      if (claims.phone_number !== e164) throw invalid('another number');

      const tokenHash = createHash('sha256').update(token).digest('hex');
      if (await firebaseTokenUsed(db, tokenHash)) throw invalid('already used');
      return { uid: claims.sub, tokenHash, expiresAt: new Date((claims.exp as number) * 1000) };
    },

    async consume(brand, proof, tx = db) {
      // Tokens past their end (and the tolerance) fail the time check anyway, so their rows can go.
      await deleteEndedTokenUses(tx, new Date(clock.now().getTime() - 2 * CLOCK_TOLERANCE_S * 1000));
      const recorded = await insertTokenUse(tx, { tokenHash: proof.tokenHash, brandId: brand.id, expiresAt: proof.expiresAt });
      if (!recorded) throw invalid('already used');
    },
  };
}
