import type { Queryable } from '../../db/client.ts';
import type { SignInProvider } from './sign-in-providers.ts';

/** A round trip through a provider, as stored (secrets only as hashes, see migration 009). */
export interface FlowRow {
  id: string;
  provider: SignInProvider;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string;
  referral_code: string | null;
  /** The player ticked the terms box before leaving (needed when the sign-in creates the account). */
  terms_accepted: boolean;
  account_id: string | null;
}

export interface NewFlow {
  brandId: string;
  provider: SignInProvider;
  stateHash: string;
  browserHash: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  referralCode: string | null;
  termsAccepted: boolean;
  now: Date;
  expiresAt: Date;
}

const FLOW_COLUMNS = `id::text as id, provider, nonce, code_verifier, redirect_uri, return_to, referral_code,
  terms_accepted, account_id::text as account_id`;

export async function insertFlow(db: Queryable, flow: NewFlow): Promise<void> {
  // Rows older than a day serve no one; clearing them here keeps the table small without a job.
  await db.query('delete from external_sign_in_flows where created_at < $1', [new Date(flow.now.getTime() - 86_400_000).toISOString()]);
  await db.query(
    `insert into external_sign_in_flows
       (merchant_id, provider, state_hash, browser_hash, nonce, code_verifier, redirect_uri, return_to, referral_code, terms_accepted, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      flow.brandId,
      flow.provider,
      flow.stateHash,
      flow.browserHash,
      flow.nonce,
      flow.codeVerifier,
      flow.redirectUri,
      flow.returnTo,
      flow.referralCode,
      flow.termsAccepted,
      flow.now.toISOString(),
      flow.expiresAt.toISOString(),
    ],
  );
}

/**
 * Marks the flow of a state as come back, once: null when the state is unknown, for another brand,
 * provider or browser, already back, or expired (and then nothing changes).
 */
export async function completeFlow(
  db: Queryable,
  brandId: string,
  provider: SignInProvider,
  key: { stateHash: string; browserHash: string },
  now: Date,
): Promise<FlowRow | null> {
  const rows = await db.query<FlowRow>(
    `update external_sign_in_flows set completed_at = $5
      where merchant_id = $1 and provider = $2 and state_hash = $3 and browser_hash = $4 and completed_at is null and expires_at > $5
      returning ${FLOW_COLUMNS}`,
    [brandId, provider, key.stateHash, key.browserHash, now.toISOString()],
  );
  return rows[0] ?? null;
}

/** Records who signed in and the hash of the one-time code the site exchanges for a session. */
export async function setHandoff(db: Queryable, flowId: string, accountId: string, handoffHash: string, expiresAt: Date): Promise<void> {
  await db.query('update external_sign_in_flows set account_id = $2, handoff_hash = $3, handoff_expires_at = $4 where id = $1', [
    flowId,
    accountId,
    handoffHash,
    expiresAt.toISOString(),
  ]);
}

/** Uses up a hand-off code, once: null when unknown, for another brand or browser, used or expired. */
export async function takeHandoff(
  db: Queryable,
  brandId: string,
  key: { handoffHash: string; browserHash: string },
  now: Date,
): Promise<FlowRow | null> {
  const rows = await db.query<FlowRow>(
    `update external_sign_in_flows set handed_off_at = $4
      where merchant_id = $1 and handoff_hash = $2 and browser_hash = $3 and handed_off_at is null and handoff_expires_at > $4
      returning ${FLOW_COLUMNS}`,
    [brandId, key.handoffHash, key.browserHash, now.toISOString()],
  );
  return rows[0] ?? null;
}

/** The account a provider's user is linked to in the brand, touching its last use. */
export async function findLinkedAccount(
  db: Queryable,
  brandId: string,
  provider: SignInProvider,
  subject: string,
  now: Date,
): Promise<string | null> {
  const rows = await db.query<{ account_id: string }>(
    `update external_identities set last_used_at = $4 where merchant_id = $1 and provider = $2 and subject = $3
      returning account_id::text as account_id`,
    [brandId, provider, subject, now.toISOString()],
  );
  return rows[0]?.account_id ?? null;
}

/** Links a provider's user to an account; false when the user was linked meanwhile (unique per brand). */
export async function insertIdentity(
  db: Queryable,
  identity: { brandId: string; provider: SignInProvider; subject: string; accountId: string; email: string | null; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `insert into external_identities (merchant_id, provider, subject, account_id, email, created_at, last_used_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (merchant_id, provider, subject) do nothing returning id`,
    [identity.brandId, identity.provider, identity.subject, identity.accountId, identity.email, identity.now.toISOString()],
  );
  return rows.length > 0;
}
