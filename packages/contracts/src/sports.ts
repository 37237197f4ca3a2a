import { z } from 'zod';
import { amountMinorInput, currencyInfo, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';

/**
 * The sportsbook's wire (decision 058): the book page in the /game frame (`/house-sports/play`)
 * calls with its game session token in `x-game-token` (GAME_TOKEN_HEADER of house-slots.ts); the
 * live odds stream is public and names the brand by host, as the round engine's does. Prices are
 * decimal odds × 10,000 (`priceX10k`, packages/games/src/sports/odds-formats.ts); the page shows
 * them in the player's format. Money is integer minor units as decimal strings (`...Minor`).
 */

/** The house vendor of sports (game type SPORTS): the header's Sports entry launches its book. */
export const SPORTS_VENDOR = 'BTSPORT';
/** The house vendor of esports (game type ESPORTS): its games are listed on /esports. */
export const ESPORTS_VENDOR = 'BTESPORT';
/**
 * The esports vendor codes of SPEC.md's brand configuration (third-party esports books). Our own
 * esports vendor joins them: a vendor is esports by its catalogue game type ESPORTS, as these are.
 */
export const SPEC_ESPORTS_VENDOR_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
/** Every esports vendor code the platform knows: the brand configuration's and the house's. */
export const ESPORTS_VENDOR_CODES: readonly string[] = [...SPEC_ESPORTS_VENDOR_CODES, ESPORTS_VENDOR];

/** How a player reads odds (packages/games OddsFormat): the choice is kept in their book settings. */
export const ODDS_FORMATS = ['decimal', 'hongkong', 'malay', 'indonesian', 'american'] as const;
export type OddsFormatName = (typeof ODDS_FORMATS)[number];

/** What a player accepts when a price moved since they saw it. */
export const ODDS_POLICIES = ['accept_any', 'accept_higher', 'none'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];

/** Where a fixture is: before the start, in play, over (results pending or in), abandoned. */
export const FIXTURE_STATUSES = ['prematch', 'live', 'ended', 'abandoned'] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];

/** A market: taking bets, suspended by the desk or the feed, closed (no more bets), settled, void. */
export const MARKET_STATUSES = ['open', 'suspended', 'closed', 'settled'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/**
 * A slip (one bet: a single or a parlay): pending (an in-play bet held for its delay, nothing taken
 * yet), rejected (the held bet failed its second check, nothing taken), open (staked, waiting for
 * results), settled (decided; its return paid), void (every leg void: the stake came back).
 */
export const SLIP_STATUSES = ['pending', 'rejected', 'open', 'settled', 'void'] as const;
export type SlipStatus = (typeof SLIP_STATUSES)[number];

/** A leg's settlement as the player reads it. */
export const LEG_RESULTS = ['win', 'lose', 'push', 'half_win', 'half_lose', 'dead_heat', 'void'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

/** A client-made key of one slip: 8-64 letters, digits, dashes or underscores (a UUID fits). */
export const SLIP_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const period = z.enum(['regular', 'final']).optional();
const lineQuarters = z.number().int().min(-4000).max(4000);
const totalQuarters = z.number().int().min(1).max(4000);

/** A market's definition (packages/games sport-types.ts `Market`); lines are whole quarters (−0.75 = −3). */
export const marketDefinition = z.discriminatedUnion('type', [
  z.object({ type: z.literal('1x2'), period }),
  z.object({ type: z.literal('asian_handicap'), lineQuarters, period }),
  z.object({ type: z.literal('total'), lineQuarters: totalQuarters, period }),
  z.object({ type: z.literal('moneyline'), period }),
  z.object({ type: z.literal('btts'), period }),
  z.object({ type: z.literal('correct_score'), maxGoals: z.number().int().min(0).max(6), period }),
  z.object({
    type: z.literal('outright'),
    competitors: z
      .array(z.string().regex(/^[a-z0-9-]{1,48}$/))
      .min(2)
      .max(64),
    places: z.number().int().min(1).max(10),
  }),
  z.object({ type: z.literal('match_winner') }),
  z.object({ type: z.literal('map_winner'), map: z.number().int().min(1).max(7) }),
  z.object({ type: z.literal('map_handicap'), lineQuarters }),
  z.object({ type: z.literal('total_maps'), lineQuarters: totalQuarters }),
]);
export type MarketDefinition = z.infer<typeof marketDefinition>;
export type MarketType = MarketDefinition['type'];
export const MARKET_TYPES: readonly MarketType[] = [
  '1x2',
  'asian_handicap',
  'total',
  'moneyline',
  'btts',
  'correct_score',
  'outright',
  'match_winner',
  'map_winner',
  'map_handicap',
  'total_maps',
];

const goals = z.number().int().min(0).max(999);
export const scoreSchema = z.object({ home: goals, away: goals });
const mapWinner = z.enum(['home', 'away', 'draw']);

/** A fixture's result (packages/games `FixtureResult`): what settles its markets. */
export const fixtureResult = z.object({
  status: z.enum(['completed', 'abandoned']),
  regularTime: scoreSchema.optional(),
  final: scoreSchema.optional(),
  maps: z.array(mapWinner).max(7).optional(),
  positions: z.record(z.string().regex(/^[a-z0-9-]{1,48}$/), z.number().int().min(1).max(64)).optional(),
  nonRunners: z
    .array(z.string().regex(/^[a-z0-9-]{1,48}$/))
    .max(64)
    .optional(),
});
export type FixtureResultWire = z.infer<typeof fixtureResult>;

/** The score while a fixture is played: goals or points, esports maps so far, and the clock as the feed says it. */
export const liveScore = z.object({
  home: goals,
  away: goals,
  maps: z.array(mapWinner).max(7).optional(),
  /** The match clock as text: `63'`, `Q3`, `Map 2`. */
  clock: z.string().max(16).optional(),
});
export type LiveScore = z.infer<typeof liveScore>;

/** One selection with its offered price. */
export const selectionView = z.object({
  selectionId: z.string(),
  /** home, draw, away, over, under, yes, no, `2-1`, other, or an outright competitor's id. */
  code: z.string(),
  /** The competitor's name (outrights); null where the code and the fixture name it. */
  name: z.string().nullable(),
  priceX10k: z.number().int(),
  /** The price before the last move and when it moved: the page shows an arrow for a recent move. */
  previousPriceX10k: z.number().int().nullable(),
  movedAt: z.string().nullable(),
  /** False while the selection or its market is suspended or closed. */
  open: z.boolean(),
});
export type SelectionView = z.infer<typeof selectionView>;

export const marketView = z.object({
  marketId: z.string(),
  definition: marketDefinition,
  status: z.enum(MARKET_STATUSES),
  /** Offered while the fixture is live (an in-play bet is held for the book's delay). */
  inPlay: z.boolean(),
  minStakeMinor: nonNegativeAmountMinor,
  maxStakeMinor: nonNegativeAmountMinor,
  selections: z.array(selectionView),
});
export type MarketView = z.infer<typeof marketView>;

export const fixtureView = z.object({
  fixtureId: z.string(),
  sportCode: z.string(),
  sportKind: z.enum(['sport', 'esport']),
  competitionId: z.string(),
  competitionName: z.string(),
  kind: z.enum(['match', 'outright']),
  /** `Home v Away`, or the outright's name. */
  name: z.string(),
  home: z.string().nullable(),
  away: z.string().nullable(),
  startsAt: z.string(),
  status: z.enum(FIXTURE_STATUSES),
  score: liveScore.nullable(),
  /** Markets the fixture has open or suspended (a list shows its main ones only). */
  marketCount: z.number().int(),
  markets: z.array(marketView),
});
export type FixtureView = z.infer<typeof fixtureView>;

/** The sports and competitions menu with what each offers now. */
export const sportMenuEntry = z.object({
  code: z.string(),
  kind: z.enum(['sport', 'esport']),
  name: z.string(),
  liveCount: z.number().int(),
  fixtureCount: z.number().int(),
  competitions: z.array(z.object({ competitionId: z.string(), code: z.string(), name: z.string(), fixtureCount: z.number().int() })),
});
export type SportMenuEntry = z.infer<typeof sportMenuEntry>;

export const sportsSettings = z.object({ oddsFormat: z.enum(ODDS_FORMATS), policy: z.enum(ODDS_POLICIES) });
export type SportsSettings = z.infer<typeof sportsSettings>;

/** The brand's book rules a slip is checked against (the market's limits come with each market). */
export const bookRules = z.object({
  maxPayoutMinor: positiveAmountMinor,
  parlayMinLegs: z.number().int(),
  parlayMaxLegs: z.number().int(),
  parlayMinStakeMinor: nonNegativeAmountMinor,
  parlayMaxStakeMinor: nonNegativeAmountMinor,
  /** How long an in-play bet is held before its second check. */
  inPlayDelayMs: z.number().int(),
  /** The player's stake factor × 10,000 on every maximum (10,000 = as set). */
  stakeFactorX10k: z.number().int(),
});
export type BookRules = z.infer<typeof bookRules>;

/** `GET /house/sports/api/session`: the book as the session's player opens it. */
export const sportsSessionValue = z.object({
  vendorCode: z.string(),
  gameCode: z.string(),
  /** The sport the launched game opens on (an esports game's title); null: the whole book. */
  focusSport: z.string().nullable(),
  currency: currencyInfo,
  balanceMinor: nonNegativeAmountMinor,
  trial: z.boolean(),
  language: z.string(),
  settings: sportsSettings,
  rules: bookRules,
  sports: z.array(sportMenuEntry),
  serverTime: z.string(),
});
export type SportsSessionValue = z.infer<typeof sportsSessionValue>;

/** `GET /house/sports/api/fixtures?sport=&competition=&when=`: fixtures with their main markets. */
export const fixturesQuery = z.object({
  sport: z.string().max(32).optional(),
  competition: z.string().max(20).optional(),
  when: z.enum(['live', 'upcoming', 'all']).default('all'),
});
export const fixturesValue = z.object({ fixtures: z.array(fixtureView), serverTime: z.string() });
export type FixturesValue = z.infer<typeof fixturesValue>;

/** `GET /house/sports/api/fixtures/:fixtureId`: one fixture with every market. */
export const fixtureValue = z.object({ fixture: fixtureView, serverTime: z.string() });
export type FixtureValue = z.infer<typeof fixtureValue>;

/** `POST /house/sports/api/settings`: the player's odds format and odds-change policy, kept server-side. */
export const sportsSettingsBody = sportsSettings;

/** `POST /house/sports/api/slips`: one bet (a single, or a parlay of 2+ legs of different fixtures). */
export const placeSlipBody = z.object({
  key: z.string().regex(SLIP_KEY_PATTERN),
  kind: z.enum(['single', 'parlay']),
  legs: z
    .array(z.object({ selectionId: z.string().regex(/^[0-9]{1,18}$/), priceX10k: z.number().int().min(10_001).max(100_000_000) }))
    .min(1)
    .max(20),
  stakeMinor: amountMinorInput,
  /** The player's odds-change policy for this slip; their settings' when absent. */
  policy: z.enum(ODDS_POLICIES).optional(),
});
export type PlaceSlipBody = z.infer<typeof placeSlipBody>;

export const slipLegView = z.object({
  legIndex: z.number().int(),
  fixtureId: z.string(),
  fixtureName: z.string(),
  home: z.string().nullable(),
  away: z.string().nullable(),
  sportCode: z.string(),
  startsAt: z.string(),
  marketId: z.string(),
  definition: marketDefinition,
  selectionCode: z.string(),
  selectionName: z.string().nullable(),
  priceX10k: z.number().int(),
  /** The leg's settlement at the fixture's current result; null until its result is in. */
  result: z.enum(LEG_RESULTS).nullable(),
  /** The fixture's score when an in-play bet was placed (an Asian handicap counts goals after it). */
  scoreAtBet: scoreSchema.nullable(),
});
export type SlipLegView = z.infer<typeof slipLegView>;

export const slipView = z.object({
  slipId: z.string(),
  kind: z.enum(['single', 'parlay']),
  status: z.enum(SLIP_STATUSES),
  currency: z.string(),
  stakeMinor: nonNegativeAmountMinor,
  /** What it returns if every leg wins (stake included), capped at the maximum payout. */
  potentialReturnMinor: nonNegativeAmountMinor,
  /** What it returns at the current results (stake included); null while undecided. */
  returnMinor: nonNegativeAmountMinor.nullable(),
  inPlay: z.boolean(),
  placedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** A held in-play bet: when its second check runs. */
  decideAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** Why a held bet was rejected (an error code); null otherwise. */
  rejectCode: z.string().nullable(),
  legs: z.array(slipLegView),
});
export type SlipView = z.infer<typeof slipView>;

export const placeSlipValue = z.object({ slip: slipView, balanceMinor: nonNegativeAmountMinor });
export type PlaceSlipValue = z.infer<typeof placeSlipValue>;

/** `GET /house/sports/api/slips?status=open|settled`: the player's bets (open: pending and open; settled: the rest). */
export const slipsQuery = z.object({ status: z.enum(['open', 'settled']).default('open') });
export const slipsValue = z.object({ slips: z.array(slipView) });
export type SlipsValue = z.infer<typeof slipsValue>;
export const slipValue = z.object({ slip: slipView });

/** A problem of a refused slip (the failure envelope's `problems`, as JSON text). */
export const slipProblem = z.object({
  code: z.string(),
  selectionId: z.string().optional(),
  priceX10k: z.number().int().optional(),
  limitMinor: nonNegativeAmountMinor.optional(),
});
export type SlipProblemWire = z.infer<typeof slipProblem>;

/** What the live stream of a brand's book sends (`GET /wps/v2/sports/events`). */
export const sportsEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('prices'),
    changes: z.array(
      z.object({
        selectionId: z.string(),
        marketId: z.string(),
        fixtureId: z.string(),
        priceX10k: z.number().int(),
        previousPriceX10k: z.number().int().nullable(),
        open: z.boolean(),
      }),
    ),
    at: z.string(),
  }),
  z.object({ type: z.literal('market'), marketId: z.string(), fixtureId: z.string(), status: z.enum(MARKET_STATUSES) }),
  z.object({
    type: z.literal('fixture'),
    fixtureId: z.string(),
    status: z.enum(FIXTURE_STATUSES),
    score: liveScore.nullable(),
    startsAt: z.string(),
  }),
]);
export type SportsEvent = z.infer<typeof sportsEvent>;
