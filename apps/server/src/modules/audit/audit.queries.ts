import type { Queryable } from '../../db/client.ts';

/** One audit entry: who did what to which account, from where, with the state before and after. */
export interface AuditEntry {
  brandId: string | null;
  accountId: string | null;
  /** 'self', 'system', or a staff id once the back office exists. */
  actor: string;
  action: string;
  ip: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
}

/** Appends one row to audit_log (its chain columns are the database's, decision 042). */
export async function insertAuditEntry(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `insert into audit_log (merchant_id, account_id, actor, action, ip, before, after, at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.brandId,
      entry.accountId,
      entry.actor,
      entry.action,
      entry.ip,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
      entry.at.toISOString(),
    ],
  );
}
