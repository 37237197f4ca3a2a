import { z } from 'zod';
import { amountMinor, amountMinorInput, nonNegativeAmountMinor } from './amount.ts';
import {
  FIXTURE_STATUSES,
  MARKET_STATUSES,
  ODDS_FORMATS,
  fixtureResult,
  liveScore,
  marketDefinition,
  type FixtureResultWire,
} from './sports.ts';

/**
 * The back office's trading desk (decision 058; sports.read to look, sports.manage to trade):
 * fixtures and markets, prices typed in any odds format, suspensions, liability per market and
 * selection, results under four eyes (one staff member proposes, another approves; a correction of
 * a settled fixture resettles it through the ledger), per-player stake factors, and the feed's
 * JSON importer. Every change is in the staff audit.
 */

const id = z.string().regex(/^[0-9]{1,18}$/);

export const boSportsQuery = z.object({
  brandId: id.optional(),
  status: z.enum(FIXTURE_STATUSES).optional(),
  sport: z.string().max(32).optional(),
  /** Only fixtures with a result proposal awaiting a decision. */
  awaiting: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type BoSportsQuery = z.infer<typeof boSportsQuery>;

export const boFixtureRow = z.object({
  fixtureId: z.string(),
  brand: z.object({ id: z.string(), code: z.string() }),
  sportCode: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  kind: z.enum(['match', 'outright']),
  name: z.string(),
  home: z.string().nullable(),
  away: z.string().nullable(),
  startsAt: z.string(),
  status: z.enum(FIXTURE_STATUSES),
  score: liveScore.nullable(),
  resultVersion: z.number().int(),
  settledVersion: z.number().int(),
  /** Slips with a leg on the fixture not yet settled, and their stakes (the brand's currency). */
  openSlips: z.number().int(),
  openStakesMinor: nonNegativeAmountMinor,
  pendingResult: z.boolean(),
  feedRef: z.string().nullable(),
});
export type BoFixtureRow = z.infer<typeof boFixtureRow>;

export const boSportsPage = z.object({
  fixtures: z.array(boFixtureRow),
  competitions: z.array(z.object({ competitionId: z.string(), brandId: z.string(), sportCode: z.string(), name: z.string() })),
});
export type BoSportsPage = z.infer<typeof boSportsPage>;

export const boSelectionRow = z.object({
  selectionId: z.string(),
  code: z.string(),
  name: z.string().nullable(),
  /** The feed's or trader's line, before the brand's margin. */
  linePriceX10k: z.number().int(),
  /** The offered price. */
  priceX10k: z.number().int(),
  status: z.enum(['open', 'suspended']),
  maxStakeMinor: nonNegativeAmountMinor.nullable(),
  /** Open singles on it, their stakes, what they pay if it wins and the book's net then (above 0: the book loses). */
  bets: z.number().int(),
  stakesMinor: nonNegativeAmountMinor,
  payoutMinor: nonNegativeAmountMinor,
  netMinor: amountMinor,
  /** Open parlays with a leg on it (their exposure is not split into legs). */
  parlays: z.number().int(),
});

export const boMarketRow = z.object({
  marketId: z.string(),
  definition: marketDefinition,
  status: z.enum(MARKET_STATUSES),
  inPlay: z.boolean(),
  minStakeMinor: nonNegativeAmountMinor,
  maxStakeMinor: nonNegativeAmountMinor,
  /** The offered prices' overround × 10,000 (500 = 5 %). */
  overroundX10k: z.number().int(),
  totalStakesMinor: nonNegativeAmountMinor,
  worstCaseMinor: amountMinor,
  worstSelection: z.string().nullable(),
  selections: z.array(boSelectionRow),
});
export type BoMarketRow = z.infer<typeof boMarketRow>;

export const boResultRow = z.object({
  resultId: z.string(),
  /** The result version it became once approved; null while pending or rejected. */
  version: z.number().int().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  source: z.enum(['feed', 'desk', 'import']),
  result: fixtureResult,
  proposedBy: z.string().nullable(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** The viewer proposed it (and so may not approve it). */
  mine: z.boolean(),
});

export const boFixtureDetail = boFixtureRow.extend({
  currency: z.string(),
  result: fixtureResult.nullable(),
  marginX10k: z.number().int(),
  markets: z.array(boMarketRow),
  results: z.array(boResultRow),
  slips: z.object({ pending: z.number().int(), open: z.number().int(), settled: z.number().int() }),
  /** What settlement runs moved on the fixture's slips: paid, taken back, and what could not be taken back. */
  paidMinor: nonNegativeAmountMinor,
  clawedMinor: nonNegativeAmountMinor,
  shortMinor: nonNegativeAmountMinor,
  /** The newest settlement job's state; null before the first result. */
  settlement: z.object({ runKey: z.string(), state: z.string(), error: z.string().nullable() }).nullable(),
});
export type BoFixtureDetail = z.infer<typeof boFixtureDetail>;

/** A new fixture: the competition, the sides and the start; markets of the sport's template come with it, suspended. */
export const boFixtureCreate = z.object({
  competitionId: id,
  home: z.string().trim().min(1).max(80),
  away: z.string().trim().min(1).max(80),
  startsAt: z.iso.datetime({ offset: true }),
});

/** A fixture's state change by the desk: suspend or resume every market, start it (in play), or end it (awaiting a result). */
export const boFixtureAction = z.object({ action: z.enum(['suspend', 'resume', 'start', 'end']), score: liveScore.optional() });

/** Prices typed by a trader in one odds format, by selection code (their line; the brand's margin goes on). */
export const boPricesBody = z.object({
  format: z.enum(ODDS_FORMATS),
  prices: z.record(z.string().max(48), z.string().max(16)),
});

/** A new market on a fixture, with its line and prices. */
export const boMarketCreate = boPricesBody.extend({
  definition: marketDefinition,
  inPlay: z.boolean(),
  minStakeMinor: amountMinorInput,
  maxStakeMinor: amountMinorInput,
});

export const boMarketStatus = z.object({ status: z.enum(['open', 'suspended']) });

/** A market's stake limits, and a tighter maximum per selection (null: none). */
export const boMarketLimits = z.object({
  minStakeMinor: amountMinorInput,
  maxStakeMinor: amountMinorInput,
  selectionMax: z.record(z.string().max(48), amountMinorInput.nullable()).optional(),
});

/** A proposed result (or correction): a second staff member approves it. */
export const boResultProposal = z.object({ result: fixtureResult });
export type BoResultProposal = { result: FixtureResultWire };
export const boResultRejection = z.object({ reason: z.string().trim().min(1).max(200) });

/** A player's book settings as the desk sees them. */
export const boSportsPlayer = z.object({
  accountId: z.string(),
  brandId: z.string(),
  username: z.string(),
  stakeFactorX10k: z.number().int(),
  oddsFormat: z.enum(ODDS_FORMATS),
  openSlips: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type BoSportsPlayer = z.infer<typeof boSportsPlayer>;
export const boSportsPlayerQuery = z.object({ brandId: id, username: z.string().trim().min(1).max(64) });
/** A player's stake factor × 10,000 (0 stops their bets, 2,500 a quarter of every maximum, 10,000 as set, up to 10×). */
export const boStakeFactorBody = z.object({
  stakeFactorX10k: z.number().int().min(0).max(100_000),
  reason: z.string().trim().min(1).max(200),
});

/** The feed's JSON importer: a batch in the documented format (sports-feed.ts), as text. */
export const boFeedImportBody = z.object({ brandId: id, json: z.string().min(2).max(2_000_000) });
