import { z } from 'zod';
import { nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';

/**
 * The house live tables (issue 38, decision 054) on the round engine's wire (rounds.ts): what a
 * table's `settings`, `state` and a round's `result` hold for baccarat, Dragon Tiger, Sic Bo and
 * the Color Game. Outcomes come from the server's random generator with a proof; no filmed dealer.
 */

/** The table kinds. */
export const LIVE_TABLE_KINDS = ['baccarat', 'dragon-tiger', 'sic-bo', 'color-game'] as const;
export type LiveTableKind = (typeof LIVE_TABLE_KINDS)[number];

/** A stake limit of a spot. */
export const spotLimitView = z.object({ minMinor: positiveAmountMinor, maxMinor: positiveAmountMinor });

/** A table's public settings. */
export const liveTableSettingsView = z.object({
  kind: z.enum(LIVE_TABLE_KINDS),
  names: z.record(z.string(), z.string()),
  /** The paytable's name (commission, no-commission, macau ...) and each spot's odds per outcome class, in ten-thousandths to one. */
  paytableName: z.string(),
  odds: z.record(z.string(), z.record(z.string(), z.number().int())),
  /** The layout's spots in display order. */
  spots: z.array(z.string()),
  limits: z.object({
    defaultSpot: spotLimitView,
    spots: z.record(z.string(), spotLimitView),
    maxPayoutMinor: positiveAmountMinor,
    opposites: z.array(z.tuple([z.string(), z.string()])),
    allowOpposite: z.boolean(),
  }),
  /** The chip values the rack offers. */
  chipsMinor: z.array(positiveAmountMinor),
  bettingMs: z.number().int(),
  revealMs: z.number().int(),
  /** The exact house edge of every spot, as a percentage with four decimals, computed from the rules and this paytable (a full shoe for the card games). */
  houseEdges: z.record(z.string(), z.string()),
  /** Decks in the shoe (card games). */
  decks: z.number().int().nullable(),
});
export type LiveTableSettingsView = z.infer<typeof liveTableSettingsView>;

/**
 * A table's public state. Card games: the shoe's number, the cards left, and the shoe's results in
 * order for the roads, each a letter (B, P or T for baccarat; D, T or X (tie) for Dragon Tiger)
 * followed by `p` and/or `b` when Player or Banker had a pair.
 */
export const liveTableStateView = z.object({
  shoeNo: z.number().int().nullable(),
  cardsLeft: z.number().int().nullable(),
  roads: z.array(z.string()),
});
export type LiveTableStateView = z.infer<typeof liveTableStateView>;

/** A dealt result: the game's compact outcome (packages/games tables' describeOutcome). */
export const liveTableResultView = z.record(z.string(), z.union([z.string(), z.number()]));
export type LiveTableResultView = z.infer<typeof liveTableResultView>;

/**
 * A table's settings as stored (round_tables.settings) and as the back office's tables desk edits
 * them: names per language, the paytable (each spot's odds per outcome class in ten-thousandths to
 * one), the limits, the chip rack, the times and (card games) the shoe's rules. The server checks
 * them against the game's rules before writing (table_settings_invalid names each problem).
 */
export const liveTableStoredSettings = z.object({
  kind: z.enum(LIVE_TABLE_KINDS),
  names: z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().min(1).max(60)),
  paytable: z.object({
    game: z.string(),
    name: z.string().min(1).max(40),
    odds: z.record(z.string(), z.record(z.string(), z.number().int())),
  }),
  limits: z.object({
    defaultSpot: spotLimitView,
    spots: z.record(z.string(), spotLimitView),
    maxPayoutMinor: positiveAmountMinor,
    opposites: z.array(z.tuple([z.string(), z.string()])),
    allowOpposite: z.boolean(),
  }),
  chipsMinor: z.array(positiveAmountMinor).min(1).max(8),
  bettingMs: z.number().int().min(5_000).max(120_000),
  revealMs: z.number().int().min(2_000).max(60_000),
  shoe: z.object({ decks: z.number().int(), cutCardMin: z.number().int(), cutCardMax: z.number().int(), burn: z.boolean() }).optional(),
});
export type LiveTableStoredSettings = z.infer<typeof liveTableStoredSettings>;

/** A round's stakes per spot in one currency, as totals carry them. */
export const spotTotals = z.record(z.string(), nonNegativeAmountMinor);
