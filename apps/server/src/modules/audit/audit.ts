import type { Queryable } from '../../db/client.ts';
import { insertAuditEntry, type AuditEntry } from './audit.queries.ts';

/** Appends to the audit log (never updated or deleted); call inside the transaction of the change. */
export function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  return insertAuditEntry(db, entry);
}
