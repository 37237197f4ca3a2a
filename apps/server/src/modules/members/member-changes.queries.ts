import type { Queryable } from '../../db/client.ts';

// The members desk's changes to an account (decision 038): the lock, its lifting, labels, notes
// and KYC documents. The statements run in the change's transaction, the player's row locked first.

export async function lockAccount(tx: Queryable, accountId: string, reason: string, now: Date): Promise<void> {
  await tx.query(`update accounts set locked_at = $2, lock_reason = $3, updated_at = $2 where id = $1`, [
    accountId,
    now.toISOString(),
    reason,
  ]);
}

/** The locks staff's unlock lifts besides its own: the username's failed logins and the password rechecks, with their ends. */
export async function selectLoginLocks(
  tx: Queryable,
  member: { id: string; brandId: string; username: string },
  now: Date,
): Promise<{ failedLoginsUntil: Date | null; passwordChecksUntil: Date | null }> {
  const [failed] = await tx.query<{ lockedUntil: Date | string }>(
    `select locked_until as "lockedUntil" from login_failures
            where merchant_id = $1 and username_key = lower($2) and locked_until > $3`,
    [member.brandId, member.username, now.toISOString()],
  );
  const [rechecks] = await tx.query<{ lockedUntil: Date | string }>(
    `select locked_until as "lockedUntil" from password_reverify_failures where account_id = $1 and locked_until > $2`,
    [member.id, now.toISOString()],
  );
  return {
    failedLoginsUntil: failed ? new Date(failed.lockedUntil) : null,
    passwordChecksUntil: rechecks ? new Date(rechecks.lockedUntil) : null,
  };
}

/** Lifts staff's lock and forgets the username's failed logins and the password rechecks' failures. */
export async function unlockAccount(tx: Queryable, member: { id: string; brandId: string; username: string }, now: Date): Promise<void> {
  await tx.query(`update accounts set locked_at = null, lock_reason = null, updated_at = $2 where id = $1`, [member.id, now.toISOString()]);
  await tx.query(`delete from login_failures where merchant_id = $1 and username_key = lower($2)`, [member.brandId, member.username]);
  await tx.query(`delete from password_reverify_failures where account_id = $1`, [member.id]);
}

export async function updateLabels(
  tx: Queryable,
  accountId: string,
  labels: { clubLabel: string | null; memberLabels: string[] },
  now: Date,
): Promise<void> {
  await tx.query(`update accounts set club_label = $2, member_labels = $3::text[], updated_at = $4 where id = $1`, [
    accountId,
    labels.clubLabel,
    labels.memberLabels,
    now.toISOString(),
  ]);
}

/** Appends a staff note; answers its id. */
export async function insertNote(
  tx: Queryable,
  note: { brandId: string; accountId: string; staffId: string; staffUsername: string; body: string; at: Date },
): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `insert into member_notes (merchant_id, account_id, staff_id, staff_username, body, created_at)
           values ($1, $2, $3, $4, $5, $6) returning id::text as id`,
    [note.brandId, note.accountId, note.staffId, note.staffUsername, note.body, note.at.toISOString()],
  );
  return row?.id;
}

/** Keeps a KYC document (pending) on an upload; answers its id. */
export async function insertKycDocument(
  tx: Queryable,
  doc: {
    brandId: string;
    accountId: string;
    uploadId: string | undefined;
    kind: string;
    staffId: string;
    staffUsername: string;
    at: Date;
  },
): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `insert into kyc_documents (merchant_id, account_id, upload_id, kind, uploaded_by, uploaded_by_username, created_at)
           values ($1, $2, $3, $4, $5, $6, $7) returning id::text as id`,
    [doc.brandId, doc.accountId, doc.uploadId, doc.kind, doc.staffId, doc.staffUsername, doc.at.toISOString()],
  );
  return row?.id;
}

/** A player's KYC document, locked for its decision; null when the player has none by that id. */
export async function lockKycDocument(
  tx: Queryable,
  documentId: string,
  accountId: string,
): Promise<{ status: string; kind: string } | null> {
  const [doc] = await tx.query<{ status: string; kind: string }>(
    `select status, kind from kyc_documents where id = $1 and account_id = $2 for update`,
    [documentId, accountId],
  );
  return doc ?? null;
}

export async function decideKycDocument(
  tx: Queryable,
  documentId: string,
  decision: { status: string; staffId: string; staffUsername: string; note: string | null; at: Date },
): Promise<void> {
  await tx.query(
    `update kyc_documents set status = $2, decided_by = $3, decided_by_username = $4, decision_note = $5, decided_at = $6 where id = $1`,
    [documentId, decision.status, decision.staffId, decision.staffUsername, decision.note, decision.at.toISOString()],
  );
}

/** A KYC document's image of the player; null when there is none by that id. */
export async function selectKycImage(
  q: Queryable,
  documentId: string,
  accountId: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [image] = await q.query<{ content_type: string; bytes: Uint8Array }>(
    `select u.content_type, u.bytes from kyc_documents k join uploads u on u.id = k.upload_id
          where k.id = $1 and k.account_id = $2 and u.purpose = 'kyc'`,
    [documentId, accountId],
  );
  return image ? { contentType: image.content_type, bytes: Buffer.from(image.bytes) } : null;
}
