import type { LotteryGame, VnRegion } from '@pkg/contracts/lottery';
import type { VnMenuEntry } from './api/lottery-api';
import { isVnFormat } from './lottery-params';

/** A tab of the Vietnamese lottery: a region's stations, or the house-drawn fast games. */
export type VnTab = VnRegion | 'fast';

type Station = VnMenuEntry['stations'][number];

/** What the Vietnamese lottery shows: a game, on a station's draw for the regions, under a tab. */
export interface VnChoice {
  tab: VnTab;
  game: LotteryGame;
  station: Station | null;
}

/**
 * The house-drawn Vietnamese fast games: the menu entries without a region, and any Vietnamese
 * table game of the lottery menus that no region lists (menu order, no repeats).
 */
export function vnFastGames(entries: readonly VnMenuEntry[], allGames: readonly LotteryGame[]): LotteryGame[] {
  const inRegions = new Set(entries.filter((entry) => entry.region).flatMap((entry) => entry.gameMenus.map((game) => game.gameCode)));
  const fast = [
    ...entries.filter((entry) => !entry.region).flatMap((entry) => entry.gameMenus),
    ...allGames.filter((game) => isVnFormat(game.format)),
  ];
  const seen = new Set<string>();
  return fast.filter((game) => !inRegions.has(game.gameCode) && !seen.has(game.gameCode) && seen.add(game.gameCode));
}

/** A region's game for a station: the one its draw names, else the region's first. */
function stationGame(entry: VnMenuEntry, station: Station | null): LotteryGame | undefined {
  return entry.gameMenus.find((game) => game.gameCode === station?.draw?.gameCode) ?? entry.gameMenus[0];
}

/** The station to show first in a region: the first open for bets, else the first drawing today, else the first. */
function firstStation(entry: VnMenuEntry): Station | null {
  return (
    entry.stations.find((station) => station.draw?.status === 'open') ??
    entry.stations.find((station) => station.draw) ??
    entry.stations[0] ??
    null
  );
}

/**
 * Resolves the address (game, station) to what the Vietnamese lottery shows; without one, the
 * first region with a station open for bets, else the first fast game, else the first region.
 */
export function vnChoice(
  entries: readonly VnMenuEntry[],
  fast: readonly LotteryGame[],
  gameCode: string | null,
  stationCode: string | null,
): VnChoice | null {
  const regions = entries.filter(
    (entry): entry is VnMenuEntry & { region: VnRegion } => entry.region !== null && entry.gameMenus.length > 0,
  );
  if (stationCode) {
    for (const entry of regions) {
      const station = entry.stations.find((candidate) => candidate.stationCode === stationCode);
      const game = station && stationGame(entry, station);
      if (station && game) return { tab: entry.region, game, station };
    }
  }
  if (gameCode) {
    const fastGame = fast.find((game) => game.gameCode === gameCode);
    if (fastGame) return { tab: 'fast', game: fastGame, station: null };
    const entry = regions.find((candidate) => candidate.gameMenus.some((game) => game.gameCode === gameCode));
    const game = entry?.gameMenus.find((candidate) => candidate.gameCode === gameCode);
    if (entry && game) return { tab: entry.region, game, station: firstStation(entry) };
  }
  const open = regions.find((entry) => entry.stations.some((station) => station.draw?.status === 'open'));
  const fallback = open ?? (fast.length === 0 ? regions[0] : undefined);
  if (fallback) {
    const station = firstStation(fallback);
    const game = stationGame(fallback, station);
    if (game) return { tab: fallback.region, game, station };
  }
  const [first] = fast;
  return first ? { tab: 'fast', game: first, station: null } : null;
}

/** The first choice of a tab: a region's first station, or the first fast game. */
export function vnTabChoice(entries: readonly VnMenuEntry[], fast: readonly LotteryGame[], tab: VnTab): VnChoice | null {
  if (tab === 'fast') return fast[0] ? { tab, game: fast[0], station: null } : null;
  const entry = entries.find((candidate) => candidate.region === tab);
  if (!entry) return null;
  const station = firstStation(entry);
  const game = stationGame(entry, station);
  return game ? { tab, game, station } : null;
}
