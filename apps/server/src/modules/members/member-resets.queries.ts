import type { ShippedLanguage } from '@pkg/contracts/languages';
import type { Queryable } from '../../db/client.ts';

/** A reset request as the desk reads it. */
export interface ResetRow {
  id: string;
  kind: 'password' | 'two_factor';
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  requestedById: string;
  requestedBy: string;
  requestedAt: Date | string;
  decidedBy: string | null;
  decidedAt: Date | string | null;
  decisionReason: string | null;
  sentTo: string | null;
}

const COLUMNS = `id::text as id, kind, reason, status, requested_by::text as "requestedById", requested_by_username as "requestedBy",
  requested_at as "requestedAt", decided_by_username as "decidedBy", decided_at as "decidedAt", decision_reason as "decisionReason",
  sent_to as "sentTo"`;

/** A player's reset requests, newest first (the profile shows the last ten). */
export async function selectResets(db: Queryable, accountId: string): Promise<ResetRow[]> {
  return db.query<ResetRow>(`select ${COLUMNS} from member_reset_requests where account_id = $1 order by id desc limit 10`, [accountId]);
}

/** Locks one of a player's requests; null when there is none. */
export async function lockReset(db: Queryable, accountId: string, requestId: string): Promise<ResetRow | null> {
  if (!/^[0-9]{1,18}$/.test(requestId)) return null;
  const [row] = await db.query<ResetRow>(`select ${COLUMNS} from member_reset_requests where id = $1 and account_id = $2 for update`, [
    requestId,
    accountId,
  ]);
  return row ?? null;
}

/** Opens a request; null when one of the kind is already open for the player. */
export async function insertReset(
  db: Queryable,
  request: { brandId: string; accountId: string; kind: string; reason: string; staffId: string; staffUsername: string; at: Date },
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `insert into member_reset_requests (merchant_id, account_id, kind, reason, requested_by, requested_by_username, requested_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (account_id, kind) where status = 'pending' do nothing returning id::text as id`,
    [request.brandId, request.accountId, request.kind, request.reason, request.staffId, request.staffUsername, request.at.toISOString()],
  );
  return rows[0]?.id ?? null;
}

/** Closes a pending request as approved or rejected. */
export async function decideReset(
  db: Queryable,
  id: string,
  decision: {
    status: 'approved' | 'rejected';
    staffId: string;
    staffUsername: string;
    reason: string | null;
    sentTo: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `update member_reset_requests set status = $2, decided_by = $3, decided_by_username = $4, decision_reason = $5, sent_to = $6, decided_at = $7
      where id = $1 and status = 'pending'`,
    [id, decision.status, decision.staffId, decision.staffUsername, decision.reason, decision.sentTo, decision.at.toISOString()],
  );
}

/** Records a reset done at once (a password reset of an account without money) as an approved request of one staff member. */
export async function insertDoneReset(
  db: Queryable,
  request: { brandId: string; accountId: string; reason: string; staffId: string; staffUsername: string; sentTo: string; at: Date },
): Promise<void> {
  await db.query(
    `insert into member_reset_requests (merchant_id, account_id, kind, reason, status, requested_by, requested_by_username, requested_at,
       decided_at, sent_to) values ($1, $2, 'password', $3, 'approved', $4, $5, $6, $6, $7)`,
    [request.brandId, request.accountId, request.reason, request.staffId, request.staffUsername, request.at.toISOString(), request.sentTo],
  );
}

/** What a reset needs to know of the player: where to send, in which language, and whether the account holds money. */
export interface ResetTarget {
  brandName: string;
  mobileDialingCode: string | null;
  mobileNumber: string | null;
  email: string | null;
  language: string;
  brandLanguage: ShippedLanguage;
  /** A wallet with a balance or a hold, or a withdrawal not finished. */
  holdsMoney: boolean;
}

export async function selectResetTarget(db: Queryable, accountId: string): Promise<ResetTarget> {
  const [row] = await db.query<ResetTarget>(
    `select m.name as "brandName", a.mobile_dialing_code as "mobileDialingCode", a.mobile_number as "mobileNumber", a.email, a.language,
            m.default_language as "brandLanguage",
            (exists (select 1 from ledger_accounts l where l.owner_account_id = a.id and (l.balance > 0 or l.held > 0))
             or exists (select 1 from withdrawals w where w.account_id = a.id and w.status = 'requested')) as "holdsMoney"
       from accounts a join merchants m on m.id = a.merchant_id where a.id = $1`,
    [accountId],
  );
  if (!row) throw new Error(`account ${accountId} vanished`);
  return row;
}

/** Sets the temporary password, which the player must change at the next login. */
export async function setTemporaryPassword(db: Queryable, accountId: string, passwordHash: string, at: Date): Promise<void> {
  await db.query(
    `update accounts set password_hash = $2, password_changed_at = $3, must_change_password = true, updated_at = $3 where id = $1`,
    [accountId, passwordHash, at.toISOString()],
  );
}

/** Whether a two-factor reset would change anything: an authenticator bound or pending, or a factor with failures. */
export async function selectHasSecondFactorState(db: Queryable, accountId: string): Promise<boolean> {
  const [row] = await db.query<{ some: boolean }>(
    `select exists (select 1 from authenticators where account_id = $1)
         or exists (select 1 from two_factor_factor_failures where account_id = $1 and locked_at is not null) as some`,
    [accountId],
  );
  return row?.some ?? false;
}
