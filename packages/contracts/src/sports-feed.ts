import { z } from 'zod';
import { positiveAmountMinor } from './amount.ts';
import { FIXTURE_STATUSES, fixtureResult, liveScore, marketDefinition } from './sports.ts';

/**
 * The sportsbook feed's format (decision 058): what a feed adapter delivers and what the file/JSON
 * importer reads. One batch may carry any of sports, competitions, fixtures (with their markets),
 * price updates and results; everything is named by the feed's own references (`ref`, codes), so
 * applying the same batch twice changes nothing. Prices are the feed's decimal odds as text
 * (`"1.95"`), its own margin included: the book takes that margin off and puts the brand's on.
 * docs/games/sportsbook-feed.md documents it with an example.
 */

const code = z.string().regex(/^[a-z0-9-]{1,32}$/);
const ref = z.string().regex(/^[A-Za-z0-9:._-]{1,64}$/);
/** Names by language code (EN, TY, ZH, TH, VI); EN is the fallback. */
const names = z.record(z.string().regex(/^[A-Z]{2}$/), z.string().min(1).max(80));
/** A decimal price as text: `1.95`, `2.1`, `11`. */
const decimalText = z.string().regex(/^[0-9]{1,6}(\.[0-9]{1,6})?$/);
/** Prices by selection code; null suspends the selection. */
const prices = z.record(z.string().regex(/^[a-z0-9-]{1,48}$/), decimalText.nullable());

export const feedMarket = z.object({
  ref,
  definition: marketDefinition,
  /** Offered in play (default false: the market closes at the start). */
  inPlay: z.boolean().optional(),
  minStakeMinor: positiveAmountMinor.optional(),
  maxStakeMinor: positiveAmountMinor.optional(),
  /** Outright competitors' names by competitor id. */
  names: z.record(z.string(), z.string().min(1).max(80)).optional(),
  prices: prices.optional(),
});
export type FeedMarket = z.infer<typeof feedMarket>;

export const feedFixture = z.object({
  ref,
  competition: code,
  kind: z.enum(['match', 'outright']).default('match'),
  /** An outright's name; a match is named by its sides. */
  name: z.string().min(1).max(120).optional(),
  home: z.string().min(1).max(80).optional(),
  away: z.string().min(1).max(80).optional(),
  startsAt: z.iso.datetime({ offset: true }),
  status: z.enum(FIXTURE_STATUSES).optional(),
  score: liveScore.nullable().optional(),
  markets: z.array(feedMarket).max(200).optional(),
});
export type FeedFixture = z.infer<typeof feedFixture>;

export const feedBatch = z.object({
  /** Who sent it: `demo`, `file:<name>`, a provider's name. */
  source: z.string().min(1).max(64),
  sports: z
    .array(z.object({ code, kind: z.enum(['sport', 'esport']), names }))
    .max(50)
    .optional(),
  competitions: z
    .array(z.object({ code, sport: code, names }))
    .max(500)
    .optional(),
  fixtures: z.array(feedFixture).max(2000).optional(),
  /** Price moves and suspensions of markets already known. */
  prices: z
    .array(z.object({ fixture: ref, market: ref, prices, status: z.enum(['open', 'suspended']).optional() }))
    .max(20_000)
    .optional(),
  /** Results: a new one for a fixture becomes its next result version and is settled. */
  results: z
    .array(z.object({ fixture: ref, result: fixtureResult }))
    .max(2000)
    .optional(),
});
export type FeedBatch = z.infer<typeof feedBatch>;

/** What applying a batch changed. */
export const feedApplied = z.object({
  sports: z.number().int(),
  competitions: z.number().int(),
  fixtures: z.number().int(),
  markets: z.number().int(),
  prices: z.number().int(),
  results: z.number().int(),
  /** What was refused, one line each (a price for an unknown market, a result of an unknown fixture ...). */
  problems: z.array(z.string()),
});
export type FeedApplied = z.infer<typeof feedApplied>;
