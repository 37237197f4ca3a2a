/** A slip as its player reads it (decision 058): its legs with fixture, market, price and settlement. */
import type { MarketDefinition, SlipView } from '@pkg/contracts/sports';
import { legResultOf } from './book-views.ts';
import { legSettlement } from './settle-slip.ts';
import type { LegDetailRow, NewSlip } from './slips.queries.ts';
import type { QuoteRow, SlipRow } from './sports-rows.ts';

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** The player's view of a slip with its legs (in leg order). */
export function slipViewOf(slip: SlipRow, legs: readonly LegDetailRow[]): SlipView {
  const decided = slip.status === 'settled' || slip.status === 'void';
  return {
    slipId: slip.id,
    kind: slip.kind,
    status: slip.status,
    currency: slip.currency,
    stakeMinor: slip.stakeMinor.toString(),
    potentialReturnMinor: slip.potentialReturnMinor.toString(),
    returnMinor: decided && slip.returnMinor !== null ? slip.returnMinor.toString() : null,
    inPlay: slip.inPlay,
    placedAt: new Date(slip.placedAt).toISOString(),
    acceptedAt: iso(slip.acceptedAt),
    decideAt: slip.status === 'pending' ? iso(slip.decideAt) : null,
    settledAt: iso(slip.settledAt),
    rejectCode: slip.rejectCode,
    legs: legs
      .filter((leg) => leg.slipId === slip.id)
      .map((leg) => ({
        legIndex: leg.legIndex,
        fixtureId: leg.fixtureId,
        fixtureName: leg.fixtureName,
        home: leg.home,
        away: leg.away,
        sportCode: leg.sportCode,
        startsAt: new Date(leg.startsAt).toISOString(),
        marketId: leg.marketId,
        definition: leg.definition as MarketDefinition,
        selectionCode: leg.selectionCode,
        selectionName: leg.selectionName,
        priceX10k: leg.priceX10k,
        result: legResultOf(legSettlement(leg)),
        scoreAtBet: leg.scoreAtBet,
      })),
  };
}

/** The view of a slip its placing group just wrote, from what the group read (no statement more). */
export function newSlipView(slipId: string, slip: NewSlip, quotes: ReadonlyMap<string, QuoteRow>, placedAt: Date): SlipView {
  return {
    slipId,
    kind: slip.kind,
    status: slip.status,
    currency: slip.currency,
    stakeMinor: slip.stakeMinor.toString(),
    potentialReturnMinor: slip.potentialReturnMinor.toString(),
    returnMinor: null,
    inPlay: slip.inPlay,
    placedAt: placedAt.toISOString(),
    acceptedAt: slip.status === 'open' ? placedAt.toISOString() : null,
    decideAt: slip.decideAt?.toISOString() ?? null,
    settledAt: null,
    rejectCode: null,
    legs: slip.legs.map((leg, legIndex) => {
      const quote = quotes.get(leg.selectionId) as QuoteRow;
      return {
        legIndex,
        fixtureId: leg.fixtureId,
        fixtureName: quote.fixtureName,
        home: quote.home,
        away: quote.away,
        sportCode: quote.sportCode,
        startsAt: new Date(quote.startsAt).toISOString(),
        marketId: leg.marketId,
        definition: quote.definition as MarketDefinition,
        selectionCode: leg.selectionCode,
        selectionName: quote.name,
        priceX10k: leg.priceX10k,
        result: null,
        scoreAtBet: leg.scoreAtBet,
      };
    }),
  };
}
