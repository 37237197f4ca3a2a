/**
 * The sportsbook's rows as its queries answer them (decision 058): typed, amounts as bigint, a
 * market's definition as packages/games reads it.
 */
import type { FixtureStatus, LiveScore, MarketStatus, OddsFormatName, OddsPolicy, SlipStatus } from '@pkg/contracts/sports';
import type { MarginMethod } from '@pkg/games/sports/margin';
import type { FixtureResult, Market, Score } from '@pkg/games/sports/sport-types';

/** A brand's book rules (sport_books, defaults when the brand has no row). */
export interface BookRulesRow {
  marginX10k: number;
  marginMethod: MarginMethod;
  tickX10k: number;
  minPriceX10k: number;
  maxPayoutMinor: bigint;
  parlayMinLegs: number;
  parlayMaxLegs: number;
  parlayMinStakeMinor: bigint;
  parlayMaxStakeMinor: bigint;
  inPlayDelayMs: number;
}

/** A fixture with its sport and competition. */
export interface FixtureRow {
  id: string;
  brandId: string;
  competitionId: string;
  competitionCode: string;
  competitionNames: Record<string, string>;
  sportCode: string;
  sportKind: 'sport' | 'esport';
  feedRef: string | null;
  kind: 'match' | 'outright';
  name: string;
  home: string | null;
  away: string | null;
  startsAt: Date;
  status: FixtureStatus;
  score: LiveScore | null;
  result: FixtureResult | null;
  resultVersion: number;
  settledVersion: number;
}

export interface MarketRow {
  id: string;
  fixtureId: string;
  feedRef: string | null;
  definition: Market;
  status: MarketStatus;
  inPlay: boolean;
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  sort: number;
}

export interface SelectionRow {
  id: string;
  marketId: string;
  fixtureId: string;
  code: string;
  name: string | null;
  linePriceX10k: number;
  priceX10k: number;
  previousPriceX10k: number | null;
  movedAt: Date | null;
  status: 'open' | 'suspended';
  maxStakeMinor: bigint | null;
  sort: number;
}

/** A selection as a slip is checked against it: its market's and fixture's state too. */
export interface QuoteRow {
  selectionId: string;
  code: string;
  name: string | null;
  priceX10k: number;
  selectionOpen: boolean;
  selectionMaxMinor: bigint | null;
  marketId: string;
  definition: Market;
  marketStatus: MarketStatus;
  inPlay: boolean;
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  fixtureId: string;
  brandId: string;
  fixtureStatus: FixtureStatus;
  startsAt: Date;
  score: LiveScore | null;
  fixtureName: string;
  home: string | null;
  away: string | null;
  sportCode: string;
}

/** A player's book settings (defaults when the player has no row). */
export interface PlayerSettingsRow {
  oddsFormat: OddsFormatName;
  policy: OddsPolicy;
  stakeFactorX10k: number;
}

export interface SlipRow {
  id: string;
  brandId: string;
  accountId: string;
  currency: string;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  kind: 'single' | 'parlay';
  stakeMinor: bigint;
  potentialReturnMinor: bigint;
  maxPayoutMinor: bigint;
  policy: OddsPolicy;
  status: SlipStatus;
  inPlay: boolean;
  returnMinor: bigint | null;
  paidMinor: bigint;
  shortMinor: bigint;
  rejectCode: string | null;
  requestKey: string;
  requestHash: string;
  placedAt: Date;
  decideAt: Date | null;
  acceptedAt: Date | null;
  settledAt: Date | null;
}

export interface LegRow {
  slipId: string;
  legIndex: number;
  fixtureId: string;
  marketId: string;
  selectionId: string;
  selectionCode: string;
  seenPriceX10k: number;
  priceX10k: number;
  scoreAtBet: Score | null;
}
