/**
 * The live odds stream's events applied to what the page shows (decision 058): a price move or a
 * suspension to the selections it names, a market's status, a fixture's status and score. Pure, so
 * every list and fixture view the page holds takes the same event the same way.
 */
import type { FixtureView, SportsEvent } from '@pkg/contracts/sports';

/** A fixture after an event (the same object when the event does not concern it). */
export function applyToFixture(fixture: FixtureView, event: SportsEvent, movedAt: string): FixtureView {
  if (event.type === 'fixture') {
    if (event.fixtureId !== fixture.fixtureId) return fixture;
    return { ...fixture, status: event.status, score: event.score, startsAt: event.startsAt };
  }
  if (event.type === 'market') {
    if (event.fixtureId !== fixture.fixtureId || !fixture.markets.some((m) => m.marketId === event.marketId)) return fixture;
    return {
      ...fixture,
      markets: fixture.markets.map((market) =>
        market.marketId === event.marketId
          ? {
              ...market,
              status: event.status,
              selections: market.selections.map((s) => ({ ...s, open: event.status === 'open' && s.open })),
            }
          : market,
      ),
    };
  }
  const changes = event.changes.filter((change) => change.fixtureId === fixture.fixtureId);
  if (changes.length === 0) return fixture;
  const byId = new Map(changes.map((change) => [change.selectionId, change]));
  return {
    ...fixture,
    markets: fixture.markets.map((market) => {
      if (!market.selections.some((s) => byId.has(s.selectionId))) return market;
      return {
        ...market,
        selections: market.selections.map((selection) => {
          const change = byId.get(selection.selectionId);
          if (!change) return selection;
          const moved = change.priceX10k !== selection.priceX10k;
          return {
            ...selection,
            priceX10k: change.priceX10k,
            previousPriceX10k: moved ? selection.priceX10k : selection.previousPriceX10k,
            movedAt: moved ? movedAt : selection.movedAt,
            open: change.open && market.status === 'open',
          };
        }),
      };
    }),
  };
}

/** Fixtures after an event; an ended or abandoned fixture leaves the list. */
export function applyToFixtures(fixtures: readonly FixtureView[], event: SportsEvent, movedAt: string): FixtureView[] {
  const next = fixtures.map((fixture) => applyToFixture(fixture, event, movedAt));
  return next.filter((fixture) => fixture.status === 'prematch' || fixture.status === 'live');
}

/** The direction of a selection's last move while it is recent (the page's arrow), else null. */
export function recentMove(
  selection: { priceX10k: number; previousPriceX10k: number | null; movedAt: string | null },
  nowMs: number,
  windowMs = 10_000,
): 'up' | 'down' | null {
  if (selection.previousPriceX10k === null || selection.movedAt === null) return null;
  if (nowMs - new Date(selection.movedAt).getTime() > windowMs) return null;
  if (selection.priceX10k === selection.previousPriceX10k) return null;
  return selection.priceX10k > selection.previousPriceX10k ? 'up' : 'down';
}
