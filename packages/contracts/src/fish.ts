/**
 * The house fish-shooting game's page calls (decision 061), with the game session token of the
 * launch URL in `x-game-token` (GAME_TOKEN_HEADER): the session (the title's fish, cannon levels,
 * features and the balance) and a batch of shots. The server decides every shot; the page only
 * animates what the answer says. Money as whole minor units in strings.
 */
import { z } from 'zod';
import { amountMinor, currencyInfo, positiveAmountMinor } from './amount.ts';

/** The most shots one batch carries (the page sends its shots about once a second). */
export const FISH_MAX_SHOTS_PER_BATCH = 30;

/** A batch's idempotency key: the page makes one per batch and sends it again on a retry. */
export const FISH_BATCH_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** One shot as the page fired it: the species aimed at and the cannon's level (its stake). */
export const fishShot = z.object({
  target: z.string().min(1).max(40),
  stakeMinor: positiveAmountMinor,
});
export type FishShot = z.infer<typeof fishShot>;

export const fishFireBody = z.object({
  key: z.string().regex(FISH_BATCH_KEY, 'a batch key of 8 to 64 letters, digits, _ or -'),
  shots: z.array(fishShot).min(1).max(FISH_MAX_SHOTS_PER_BATCH),
});
export type FishFireBody = z.infer<typeof fishFireBody>;

/** A feature a shot set off: its total multiplier and how many fish the page shows caught. */
export const fishFeatureHit = z.object({ code: z.string(), multiplier: z.number().int(), fishKilled: z.number().int() });

/** The server's decision for one shot, in the order sent. */
export const fishShotOutcome = z.object({
  target: z.string(),
  stakeMinor: amountMinor,
  caught: z.boolean(),
  /** The target's multiplier when caught (a boss's drawn one); 0 when missed. */
  multiplier: z.number().int(),
  features: z.array(fishFeatureHit),
  /** stake × (multiplier + the features' multipliers). */
  returnMinor: amountMinor,
});
export type FishShotOutcome = z.infer<typeof fishShotOutcome>;

export const fishFireValue = z.object({
  /** The batch's round in the betting record. */
  roundId: z.string(),
  shots: z.array(fishShotOutcome),
  stakeMinor: amountMinor,
  returnMinor: amountMinor,
  /** The spendable balance after the batch (as it was after it, on a resend). */
  balanceMinor: amountMinor,
  /** True when the key was seen before: the stored answer, nothing moved now. */
  replayed: z.boolean(),
});
export type FishFireValue = z.infer<typeof fishFireValue>;

/** A species on screen: a fish with its multiplier, or a boss with its range (drawn when caught). */
export const fishSpeciesView = z.object({
  code: z.string(),
  kind: z.enum(['fish', 'boss']),
  minMultiplier: z.number().int(),
  maxMultiplier: z.number().int(),
  spawnWeight: z.number().int(),
  path: z.enum(['straight', 'curve', 'school', 'boss-lane']),
});
export type FishSpeciesView = z.infer<typeof fishSpeciesView>;

export const fishFeatureView = z.object({
  code: z.string(),
  kind: z.enum(['bomb', 'chain-lightning']),
  /** Its share of the RTP, ten-thousandths. */
  shareX10k: z.number().int(),
});

export const fishSessionValue = z.object({
  gameCode: z.string(),
  tableCode: z.string(),
  currency: currencyInfo,
  balanceMinor: amountMinor,
  trial: z.boolean(),
  /** The cannon's levels: the stakes a shot may have. */
  cannonLevelsMinor: z.array(positiveAmountMinor),
  maxShotsPerSecond: z.number().int(),
  /** The most shots fired in a burst before the rate cap refuses (the server's bucket size). */
  burstShots: z.number().int(),
  rtpX10k: z.number().int(),
  species: z.array(fishSpeciesView),
  features: z.array(fishFeatureView),
});
export type FishSessionValue = z.infer<typeof fishSessionValue>;
