import type { BoMemberProfile } from '@pkg/contracts/members';
import type { ResetRow } from './member-resets.queries.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A reset request as the profile shows it; `mine` when the viewer asked for it. */
export function resetView(row: ResetRow, viewerId: string): BoMemberProfile['resets'][number] {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    requestedBy: row.requestedBy,
    requestedAt: new Date(row.requestedAt).toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    decisionReason: row.decisionReason,
    sentTo: row.sentTo,
    mine: row.requestedById === viewerId,
  };
}
