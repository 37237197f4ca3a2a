import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { API } from '@pkg/contracts/routes';
import { wpsGet } from './api-client';

/**
 * Runs the proof-of-work human check: fetches a challenge from the server, finds its number with
 * altcha-lib's Web Crypto solver (a fraction of a second on a phone), and returns the base64
 * payload that credential calls send as `humanCheck`. Throws ApiError when the challenge cannot be
 * fetched, or Error when no number up to the challenge's bound solves it.
 */
export async function solveHumanCheck(): Promise<string> {
  const challenge = await wpsGet<Challenge>(API.humanCheck);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('human check: challenge has no solution');
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature }));
}
