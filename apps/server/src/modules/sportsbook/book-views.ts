/**
 * The book's rows as the wire shows them (decision 058): fixtures with their markets and
 * selections, the menu, a leg's settlement as the player reads it.
 */
import type { FixtureView, MarketDefinition, MarketView, SportMenuEntry } from '@pkg/contracts/sports';
import type { Settlement } from '@pkg/games/sports/settlement';
import type { FixtureRow, MarketRow, SelectionRow } from './sports-rows.ts';

/** A name in `language`, else English, else any. */
export function nameIn(names: Record<string, string> | null | undefined, language: string, fallback = ''): string {
  if (!names) return fallback;
  return names[language.toUpperCase()] ?? names.EN ?? Object.values(names)[0] ?? fallback;
}

/** The market types a fixture list shows for each fixture: the first of each, in this order. */
const MAIN_TYPES: readonly MarketDefinition['type'][] = [
  '1x2',
  'moneyline',
  'match_winner',
  'asian_handicap',
  'map_handicap',
  'total',
  'total_maps',
  'outright',
];

/** The main markets of a fixture's list: the first market of each main type, in the MAIN_TYPES order. */
export function mainMarkets(markets: readonly MarketRow[]): MarketRow[] {
  const picked: MarketRow[] = [];
  for (const type of MAIN_TYPES) {
    const first = markets.find((market) => market.definition.type === type);
    if (first) picked.push(first);
    if (picked.length === 3) break;
  }
  return picked;
}

/** Whether a selection takes bets now: it, its market and (live or before the start) its fixture. */
export function selectionOpen(
  fixture: Pick<FixtureRow, 'status' | 'startsAt'>,
  market: MarketRow,
  selection: SelectionRow,
  now: Date,
): boolean {
  if (selection.status !== 'open' || market.status !== 'open') return false;
  if (fixture.status === 'live') return market.inPlay;
  return fixture.status === 'prematch' && fixture.startsAt.getTime() > now.getTime();
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export function marketViewOf(fixture: FixtureRow, market: MarketRow, selections: readonly SelectionRow[], now: Date): MarketView {
  return {
    marketId: market.id,
    definition: market.definition as MarketDefinition,
    status: market.status,
    inPlay: market.inPlay,
    minStakeMinor: market.minStakeMinor.toString(),
    maxStakeMinor: market.maxStakeMinor.toString(),
    selections: selections.map((selection) => ({
      selectionId: selection.id,
      code: selection.code,
      name: selection.name,
      priceX10k: selection.priceX10k,
      previousPriceX10k: selection.previousPriceX10k,
      movedAt: iso(selection.movedAt),
      open: selectionOpen(fixture, market, selection, now),
    })),
  };
}

/** A fixture with the given markets (already filtered), their selections grouped by market. */
export function fixtureViewOf(
  fixture: FixtureRow,
  markets: readonly MarketRow[],
  selections: readonly SelectionRow[],
  marketCount: number,
  language: string,
  now: Date,
): FixtureView {
  const byMarket = new Map<string, SelectionRow[]>();
  for (const selection of selections) {
    const list = byMarket.get(selection.marketId) ?? [];
    list.push(selection);
    byMarket.set(selection.marketId, list);
  }
  return {
    fixtureId: fixture.id,
    sportCode: fixture.sportCode,
    sportKind: fixture.sportKind,
    competitionId: fixture.competitionId,
    competitionName: nameIn(fixture.competitionNames, language, fixture.competitionCode),
    kind: fixture.kind,
    name: fixture.name,
    home: fixture.home,
    away: fixture.away,
    startsAt: new Date(fixture.startsAt).toISOString(),
    status: fixture.status,
    score: fixture.score,
    marketCount,
    markets: markets.map((market) => marketViewOf(fixture, market, byMarket.get(market.id) ?? [], now)),
  };
}

/** The menu from its flat rows: one entry per sport with its competitions. */
export function menuOf(
  rows: ReadonlyArray<{
    sportCode: string;
    sportKind: 'sport' | 'esport';
    sportNames: Record<string, string>;
    competitionId: string;
    competitionCode: string;
    competitionNames: Record<string, string>;
    fixtures: number;
    live: number;
  }>,
  language: string,
): SportMenuEntry[] {
  const sports = new Map<string, SportMenuEntry>();
  for (const row of rows) {
    const entry = sports.get(row.sportCode) ?? {
      code: row.sportCode,
      kind: row.sportKind,
      name: nameIn(row.sportNames, language, row.sportCode),
      liveCount: 0,
      fixtureCount: 0,
      competitions: [],
    };
    entry.liveCount += row.live;
    entry.fixtureCount += row.fixtures;
    entry.competitions.push({
      competitionId: row.competitionId,
      code: row.competitionCode,
      name: nameIn(row.competitionNames, language, row.competitionCode),
      fixtureCount: row.fixtures,
    });
    sports.set(row.sportCode, entry);
  }
  return [...sports.values()];
}

/** A leg's settlement as the player reads it: a void push shows as void. */
export function legResultOf(
  settlement: Settlement | null,
): 'win' | 'lose' | 'push' | 'half_win' | 'half_lose' | 'dead_heat' | 'void' | null {
  if (!settlement) return null;
  if (settlement.kind === 'push' && settlement.void) return 'void';
  return settlement.kind;
}
