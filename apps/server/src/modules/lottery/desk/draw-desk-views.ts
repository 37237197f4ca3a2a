/** The desk's draws and proposals on the wire (contracts/lottery-desk.ts). */
import type { BoDraw, BoDrawAction } from '@pkg/contracts/lottery-desk';
import type { StaffContext } from '../../staff/index.ts';
import type { DeskDrawRow, DrawActionRow } from './draw-desk.queries.ts';

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** A proposal as the desk shows it to `viewer` (`mine` when they made it). */
export function actionView(row: DrawActionRow, viewer: StaffContext): BoDrawAction {
  return {
    id: row.id,
    kind: row.kind,
    numbers: row.numbers,
    reason: row.reason,
    source: row.source,
    status: row.status,
    proposedBy: row.proposedByName,
    proposedAt: new Date(row.proposedAt).toISOString(),
    decidedBy: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    mine: row.proposedBy === viewer.staff.id,
  };
}

/** A draw as the desk lists it, with its pending proposal. */
export function deskDrawView(row: DeskDrawRow, pending: DrawActionRow | undefined, viewer: StaffContext): BoDraw {
  return {
    id: row.id,
    brand: { id: row.brandId, code: row.brandCode },
    gameCode: row.gameCode,
    gameName: row.gameName,
    format: row.format,
    resultSource: row.resultSource,
    numero: row.drawNo,
    stationCode: row.stationCode,
    stationName: row.stationName,
    opensAt: new Date(row.opensAt).toISOString(),
    closesAt: new Date(row.closesAt).toISOString(),
    drawAt: new Date(row.drawAt).toISOString(),
    status: row.status,
    result: row.result,
    seedHash: row.seedHash,
    resultVersion: row.resultVersion,
    settledVersion: row.settledVersion,
    voidReason: row.voidReason,
    tickets: row.tickets,
    stakeMinor: row.stakeMinor,
    winMinor: row.winMinor,
    currency: row.currency,
    pending: pending ? actionView(pending, viewer) : null,
  };
}
