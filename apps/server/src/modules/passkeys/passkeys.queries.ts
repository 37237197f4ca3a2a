import type { Queryable } from '../../db/client.ts';

/** A challenge as stored: what the answer must have signed, and for which relying party and origin. */
export interface PasskeyChallengeRow {
  id: string;
  accountId: string | null;
  challenge: string;
  rpId: string;
  origin: string;
}

export async function insertPasskeyChallenge(
  db: Queryable,
  row: {
    idHash: string;
    brandId: string;
    accountId: string | null;
    purpose: 'register' | 'login';
    challenge: string;
    rpId: string;
    origin: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `insert into passkey_challenges (id_hash, merchant_id, account_id, purpose, challenge, rp_id, origin, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.idHash,
      row.brandId,
      row.accountId,
      row.purpose,
      row.challenge,
      row.rpId,
      row.origin,
      row.expiresAt.toISOString(),
      row.now.toISOString(),
    ],
  );
}

/**
 * Uses a live challenge up and answers it, in one statement: a second answer to the same challenge
 * (or one after its life) finds nothing. Old rows of the brand are cleared on the way.
 */
export async function takePasskeyChallenge(
  db: Queryable,
  idHash: string,
  brandId: string,
  purpose: 'register' | 'login',
  now: Date,
): Promise<PasskeyChallengeRow | undefined> {
  await db.query(`delete from passkey_challenges where merchant_id = $1 and expires_at < $2::timestamptz - interval '1 day'`, [
    brandId,
    now.toISOString(),
  ]);
  const [row] = await db.query<PasskeyChallengeRow>(
    `update passkey_challenges set used_at = $4
      where id_hash = $1 and merchant_id = $2 and purpose = $3 and used_at is null and expires_at > $4
      returning id::text, account_id::text as "accountId", challenge, rp_id as "rpId", origin`,
    [idHash, brandId, purpose, now.toISOString()],
  );
  return row;
}

/** A stored passkey as the login checks it. */
export interface PasskeyRow {
  id: string;
  accountId: string;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: string;
  transports: string[];
  rpId: string;
}

const PASSKEY_COLUMNS = `id::text, account_id::text as "accountId", credential_id as "credentialId", public_key as "publicKey",
  sign_count::text as "signCount", transports, rp_id as "rpId"`;

export async function selectPasskeyByCredential(db: Queryable, brandId: string, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.query<PasskeyRow>(
    `select ${PASSKEY_COLUMNS} from passkey_credentials where merchant_id = $1 and credential_id = $2`,
    [brandId, credentialId],
  );
  return row;
}

/** The account's passkeys for the security centre, the newest first. */
export async function selectPasskeysOfAccount(
  db: Queryable,
  accountId: string,
): Promise<
  { id: string; credentialId: string; transports: string[]; label: string; createdAt: Date; lastUsedAt: Date | null; deviceType: string }[]
> {
  return db.query(
    `select id::text, credential_id as "credentialId", transports, label, created_at as "createdAt", last_used_at as "lastUsedAt",
            device_type as "deviceType"
       from passkey_credentials where account_id = $1 order by created_at desc, id desc`,
    [accountId],
  );
}

export async function insertPasskey(
  db: Queryable,
  row: {
    brandId: string;
    accountId: string;
    credentialId: string;
    publicKey: Uint8Array;
    signCount: number;
    transports: string[];
    rpId: string;
    deviceType: string;
    backedUp: boolean;
    label: string;
    now: Date;
  },
): Promise<string | undefined> {
  const [inserted] = await db.query<{ id: string }>(
    `insert into passkey_credentials (merchant_id, account_id, credential_id, public_key, sign_count, transports, rp_id, device_type, backed_up, label, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (merchant_id, credential_id) do nothing
     returning id::text`,
    [
      row.brandId,
      row.accountId,
      row.credentialId,
      Buffer.from(row.publicKey),
      row.signCount,
      row.transports,
      row.rpId,
      row.deviceType,
      row.backedUp,
      row.label,
      row.now.toISOString(),
    ],
  );
  return inserted?.id;
}

/**
 * Moves the signature counter forward from the value the check read (compare and set): two logins
 * answered with the same signature cannot both pass. Answers whether the row was changed.
 */
export async function advancePasskeyCounter(db: Queryable, id: string, from: string, to: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `update passkey_credentials set sign_count = $3, last_used_at = $4 where id = $1 and sign_count = $2 returning id::text`,
    [id, from, to, now.toISOString()],
  );
  return rows.length === 1;
}

export async function deletePasskey(db: Queryable, accountId: string, id: string): Promise<{ label: string } | undefined> {
  const [row] = await db.query<{ label: string }>(`delete from passkey_credentials where id = $1 and account_id = $2 returning label`, [
    id,
    accountId,
  ]);
  return row;
}
