import { z } from 'zod';

/** The hash-chained audit logs (decision 042): the player audit log and the staff audit trail. */
export const AUDIT_CHAIN_LOGS = ['audit_log', 'staff_audit'] as const;
export type AuditChainLog = (typeof AUDIT_CHAIN_LOGS)[number];

/**
 * Why a chain is broken: `altered` the row's content no longer gives its hash (changed after it
 * was written); `link` the row does not follow the one before it in its chain (a row before it
 * was removed, replaced or reordered); `tail` the chain ends before its head record says (rows
 * removed at the end, or the head record itself changed).
 */
export const AUDIT_CHAIN_BREAKS = ['altered', 'link', 'tail'] as const;

export const auditChainBreak = z.object({
  reason: z.enum(AUDIT_CHAIN_BREAKS),
  /** The brand's code; null for the chain of platform-wide rows. */
  brand: z.string().nullable(),
  /** Position in its chain (1 = first row) and row id of the first broken row; the last row's for `tail` (null when none is left). */
  seq: z.string().nullable(),
  rowId: z.string().nullable(),
});
export type AuditChainBreak = z.infer<typeof auditChainBreak>;

export const auditChainLogReport = z.object({
  log: z.enum(AUDIT_CHAIN_LOGS),
  ok: z.boolean(),
  /** Rows checked (all of the log's rows in scope when ok). */
  rows: z.number().int().nonnegative(),
  chains: z.number().int().nonnegative(),
  /** The first broken row, in chain order; null when ok. */
  broken: auditChainBreak.nullable(),
});

/** `POST /bo/audit/verify` (audit.verify): both logs, the chains of the brands in the staff member's scope. */
export const auditChainReport = z.object({
  ok: z.boolean(),
  logs: z.array(auditChainLogReport),
});
export type AuditChainReport = z.infer<typeof auditChainReport>;
