/**
 * The arena's views on the wire (packages/contracts arena.ts): events, fights with their pools and
 * final odds, corrections. Built here only, for the public list and the desk alike.
 */
import {
  arenaRules,
  type ArenaFightView,
  type ArenaFightsValue,
  type BoArenaCorrection,
  type BoArenaFight,
  type FightResultCode,
} from '@pkg/contracts/arena';
import type { StaffContext } from '../staff/index.ts';
import { poolViews } from './arena-board.ts';
import { readWinner } from './arena-game.ts';
import type { CorrectionRow, EventRow, FightRow } from './arena.queries.ts';
import { readArenaSettings } from './arena-settings.ts';

/** The result of a fight as staff declared it: the winner, cancelled for a void fight, null before. */
export function fightResultOf(fight: Pick<FightRow, 'status' | 'result'>): FightResultCode | null {
  if (fight.status === 'void') return 'cancelled';
  return fight.status === 'dealt' || fight.status === 'settled' ? readWinner(fight.result) : null;
}

/** An event as the public sees it. */
export function eventView(event: EventRow): NonNullable<ArenaFightsValue['event']> {
  return {
    eventId: event.eventId,
    title: event.title,
    venue: event.venue,
    streamUrl: event.streamUrl === '' ? null : event.streamUrl,
    rules: arenaRules.parse(event.rules),
    startedAt: event.startedAt.toISOString(),
    status: event.status,
    endedAt: event.endedAt?.toISOString() ?? null,
  };
}

/** A fight with its pools per currency. */
export function fightView(fight: FightRow, stakes: Record<string, Record<string, bigint>>): ArenaFightView {
  const result = fightResultOf(fight);
  const { rules } = readArenaSettings(fight.settings);
  return {
    roundId: fight.roundId,
    eventId: fight.eventId,
    fightNo: fight.fightNo,
    meron: fight.meron,
    wala: fight.wala,
    status: fight.status,
    lastCall: fight.lastCallAt !== null,
    result,
    voidReason: fight.voidReason,
    resultVersion: fight.resultVersion,
    openedAt: fight.opensAt.toISOString(),
    closedAt: fight.closedAt?.toISOString() ?? null,
    pools: poolViews(stakes, rules, result),
  };
}

/** A correction as the desk shows it to `viewer`. */
export function correctionView(row: CorrectionRow, viewer: StaffContext): BoArenaCorrection {
  return {
    id: row.id,
    roundId: row.roundId,
    fromVersion: row.fromVersion,
    result: row.result,
    cancelReason: row.cancelReason,
    reason: row.reason,
    status: row.status,
    proposedBy: row.proposedByName,
    proposedAt: new Date(row.proposedAt).toISOString(),
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    decisionReason: row.decisionReason,
    mine: row.proposedBy === viewer.staff.id,
  };
}

/** A fight on the desk: the public view, its players, its corrections. */
export function deskFightView(
  fight: FightRow,
  money: { stakes: Record<string, Record<string, bigint>>; players: Record<string, number> } | undefined,
  corrections: readonly CorrectionRow[],
  viewer: StaffContext,
): BoArenaFight {
  return {
    ...fightView(fight, money?.stakes ?? {}),
    settledVersion: fight.settledVersion,
    players: money?.players ?? {},
    corrections: corrections.filter((row) => row.roundId === fight.roundId).map((row) => correctionView(row, viewer)),
  };
}
