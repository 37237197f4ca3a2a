import type { Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { auditStaffChange, type StaffActor } from './staff-actor.ts';
import { insertStaffAudit } from './staff.queries.ts';

/** The staff-audit name of changes made with an operator CLI (no staff member behind them). */
export const OPERATOR_CLI = 'operator-cli';

/**
 * Writes the staff audit entry of a change that both an operator CLI and a back-office desk make
 * through one function (decision 040): as the signed-in staff member when `actor` is given, else as
 * the operator CLI. In the change's transaction; never with a secret in `detail`.
 */
export function auditChangeBy(
  tx: Queryable,
  clock: Clock,
  actor: StaffActor | null,
  entry: { action: string; brandId: string; target: string; detail: Record<string, unknown> },
): Promise<void> {
  if (actor) return auditStaffChange(tx, clock, actor, entry);
  return insertStaffAudit(tx, { staffId: null, staffUsername: OPERATOR_CLI, ip: null, at: clock.now(), ...entry });
}
