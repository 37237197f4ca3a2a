/**
 * What the arena page reads from the round engine's views (decision 056): the arena's settings,
 * its running event, the fight's card, the live board of the player's pool and the fight's phase.
 * The odds are worked out here with the same maths that settles the fight (packages/games sabong),
 * from the totals the stream pushes: the return per 100 staked, rounded down.
 */
import type { ArenaEventView, ArenaResultView, ArenaRoundInfo, ArenaRules, ArenaSettingsView, ArenaSide } from '@pkg/contracts/arena';
import type { RoundView, TableView } from '@pkg/contracts/rounds';
import { drawReturn, poolStatus, sideOdds, type PoolTotals } from '@pkg/games/sabong/pari-mutuel';

/** The arena's published settings. */
export const arenaSettings = (table: TableView): ArenaSettingsView => table.settings as ArenaSettingsView;

/** The running event, or null between events. */
export const arenaEvent = (table: TableView): ArenaEventView | null =>
  (table.state as { event?: ArenaEventView | null } | null)?.event ?? null;

/** The fight's card (its number, corners and rules), or null. */
export const fightInfo = (round: RoundView | null): ArenaRoundInfo | null => (round?.info as ArenaRoundInfo | null | undefined) ?? null;

/** The winner a declared fight shows, or null. */
export const fightWinner = (round: RoundView | null): ArenaResultView['winner'] | null =>
  (round?.result as ArenaResultView | null | undefined)?.winner ?? null;

/** Where the fight is, as the page says it. */
export type FightPhase = 'waiting' | 'open' | 'lastCall' | 'closed' | 'declared' | 'settled' | 'cancelled';

/** The phase of the arena's latest fight (waiting: none yet in this event). */
export function fightPhase(round: RoundView | null, event: ArenaEventView | null): FightPhase {
  const info = fightInfo(round);
  if (!round || !info || (event && info.eventId !== event.eventId)) return 'waiting';
  if (round.status === 'open') return round.lastCall ? 'lastCall' : 'open';
  if (round.status === 'closed') return 'closed';
  if (round.status === 'void') return 'cancelled';
  return round.status === 'settled' ? 'settled' : 'declared';
}

/** The live board of one currency's pool. */
export interface Board {
  totals: PoolTotals;
  meronPer100: number | null;
  walaPer100: number | null;
  drawPer100: number;
  standing: 'ok' | 'one_side_empty' | 'lopsided';
}

/** The board of the player's currency from the round's totals and the fight's rules. */
export function boardOf(round: RoundView | null, currency: string, rules: ArenaRules): Board {
  const spots = round?.totals[currency] ?? {};
  const totals: PoolTotals = {
    meronMinor: BigInt(spots.meron ?? '0'),
    walaMinor: BigInt(spots.wala ?? '0'),
    drawMinor: BigInt(spots.draw ?? '0'),
  };
  const status = poolStatus(totals, rules);
  return {
    totals,
    meronPer100: sideOdds(totals, 'meron', rules)?.per100 ?? null,
    walaPer100: sideOdds(totals, 'wala', rules)?.per100 ?? null,
    drawPer100: Number(drawReturn(100n, rules)),
    standing: status.ok ? 'ok' : status.reason,
  };
}

/** The plasada as a percentage text ("5" or "7.5"). */
export const plasadaPercent = (rules: ArenaRules): string => (rules.plasadaBp / 100).toString();

/** The sides in the order the page shows them. */
export const SIDES: readonly ArenaSide[] = ['meron', 'wala', 'draw'];
