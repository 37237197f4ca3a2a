import type { TwoFactorMethod } from '@pkg/contracts/two-factor';
import type { Queryable } from '../../db/client.ts';
import { deleteAuthenticator } from './authenticator.queries.ts';
import { deleteFactorFailures, selectLockedFactors } from './factor-locks.queries.ts';

/** Staff's two-factor reset (decision 060): the authenticator unbound, every factor's count and lock forgotten. */
export async function resetSecondFactors(tx: Queryable, accountId: string): Promise<void> {
  await deleteAuthenticator(tx, accountId);
  await deleteFactorFailures(tx, accountId);
}

/** The account's second factors locked after too many wrong answers (the Members desk shows them). */
export function lockedFactorsOf(db: Queryable, accountId: string): Promise<TwoFactorMethod[]> {
  return selectLockedFactors(db, accountId);
}
