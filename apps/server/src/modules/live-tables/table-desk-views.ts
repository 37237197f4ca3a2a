/**
 * The tables desk's views (packages/contracts live-table-desk.ts), built from its rows; and how the
 * game's problems with a table's settings become field problems.
 */
import type { BoLiveTable, BoLiveTableDetail, BoRoundVoid, BoTableRound, BoTableSettingsProblem } from '@pkg/contracts/live-table-desk';
import type { LiveTableKind, LiveTableStateView } from '@pkg/contracts/live-tables';
import type { Json, RoundGame } from '../rounds/index.ts';
import { LIVE_TABLE_KIND_INFO } from './live-table-kinds.ts';
import type { DeskRoundRow, DeskTableRow, VoidRow } from './table-desk.queries.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A table's name for the desk: its English name, else its game code. */
export function deskName(settings: Json, gameCode: string): string {
  return (settings as { names?: Record<string, string> } | null)?.names?.EN ?? gameCode;
}

export function tableLine(row: DeskTableRow): BoLiveTable {
  return {
    id: row.id,
    brand: { id: row.brandId, code: row.brandCode },
    currency: { code: row.currencyCode, symbol: row.currencySymbol, minorDigits: row.minorDigits },
    gameCode: row.gameCode,
    kind: row.kind as LiveTableKind,
    name: deskName(row.settings, row.gameCode),
    status: row.status,
    round:
      row.roundId === null
        ? null
        : {
            roundId: row.roundId,
            seq: row.roundSeq ?? 0,
            status: row.roundStatus as BoTableRound['status'],
            closesAt: iso(row.roundClosesAt),
            bets: row.roundBets,
            stakeMinor: row.roundStakeMinor.toString(),
          },
    pendingVoids: row.pendingVoids,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The exact house edges of a table's settings, or none when the settings are not usable. */
export function houseEdgesOf(game: RoundGame, settings: Json): Record<string, string> {
  try {
    return (game.publicSettings(settings) as { houseEdges: Record<string, string> }).houseEdges;
  } catch {
    return {};
  }
}

export function tableDetail(row: DeskTableRow, game: RoundGame, now: Date): BoLiveTableDetail {
  const info = LIVE_TABLE_KIND_INFO[row.kind as LiveTableKind];
  return {
    ...tableLine(row),
    settings: row.settings,
    spots: [...info.spots],
    spotClasses: Object.fromEntries(Object.entries(info.spotClasses).map(([spot, classes]) => [spot, [...classes]])),
    houseEdges: houseEdgesOf(game, row.settings),
    presets: info.presets.map((preset) => ({ name: preset.name, paytable: preset.paytable })),
    state: game.publicState(row.settings, row.state, now) as unknown as LiveTableStateView,
  };
}

export function roundLine(row: DeskRoundRow): BoTableRound {
  const dealt = row.dealtAt !== null && row.seed !== null;
  return {
    id: row.id,
    tableId: row.tableId,
    seq: row.seq,
    status: row.status,
    opensAt: row.opensAt.toISOString(),
    closesAt: iso(row.closesAt),
    dealtAt: iso(row.dealtAt),
    settledAt: iso(row.settledAt),
    seedHash: row.seedHash,
    // The seed is stored from the deal on: before it, staff see the hash only, as players do.
    seed: dealt ? row.seed : null,
    context: row.context,
    result: row.result ?? null,
    resultVersion: row.resultVersion,
    settledVersion: row.settledVersion,
    voidReason: row.voidReason,
    bets: row.bets,
    players: row.players,
    stakeMinor: row.stakeMinor.toString(),
    returnMinor: row.returnMinor.toString(),
    pendingVoid: row.pendingVoid,
  };
}

export function voidView(row: VoidRow, viewerId: string): BoRoundVoid {
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    proposedBy: row.proposedByName,
    proposedAt: row.proposedAt.toISOString(),
    decidedBy: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    decisionReason: row.decisionReason,
    version: row.version,
    mine: row.proposedBy === viewerId,
  };
}

/** A problem the game (or the desk) reports as `<path>: <what>`, as the field it concerns and the rest. */
export function settingsProblem(text: string): BoTableSettingsProblem {
  const cut = text.indexOf(': ');
  if (cut < 0) return { field: 'settings', problem: text };
  const path = text.slice(0, cut);
  const [field = 'settings', ...rest] = path.split('.');
  return { field, problem: rest.length > 0 ? `${rest.join('.')}: ${text.slice(cut + 2)}` : text.slice(cut + 2) };
}

/**
 * Every problem of settings for a table of `game`: the game's own checks, then the desk's: every
 * spot must keep an edge for the house from a full shoe (or the dice), or the table would pay
 * players more than they stake in the long run.
 */
export function deskSettingsProblems(game: RoundGame, settings: unknown): string[] {
  const problems = game.settingsProblems(settings);
  if (problems.length > 0) return problems;
  const edges = houseEdgesOf(game, settings as Json);
  for (const [spot, edge] of Object.entries(edges)) {
    if (!(Number(edge) > 0)) problems.push(`paytable: the house edge of ${spot} would be ${edge}%; it must stay above zero`);
  }
  return problems;
}
