import { z } from 'zod';
import { amountMinorInput, currencyCode, currencyInfo, nonNegativeAmountMinor, positiveAmountMinor } from './amount.ts';

/**
 * The cockfight arena (issue 34, decision 056) on the round engine's wire (rounds.ts): an arena is
 * an operator-driven table of kind `sabong`; an event is a run of numbered fights; each fight is a
 * round (open, last call, closed, result, settled). What the table's `settings` and `state`, a
 * round's `info` and `result` hold, the public list of an event's fights with their pools and final
 * odds, and the back office's arena desk. Pools are pari-mutuel per currency (trial XTS bets form
 * their own pool); odds are shown as the return per 100 staked (packages/games sabong).
 */

/** What a bet backs: Meron (red), Wala (blue), or a draw (fixed odds, not in the pool). */
export const ARENA_SIDES = ['meron', 'wala', 'draw'] as const;
export type ArenaSide = (typeof ARENA_SIDES)[number];

/** The results staff declare. Cancelled refunds every stake. */
export const FIGHT_RESULTS = ['meron', 'wala', 'draw', 'cancelled'] as const;
export type FightResultCode = (typeof FIGHT_RESULTS)[number];

/** Why a fight is cancelled (every stake back): the rule pages' reasons. */
export const ARENA_CANCEL_REASONS = ['no_show', 'injury', 'wrong_tape', 'stream_failure', 'lopsided', 'other'] as const;
export type ArenaCancelReason = (typeof ARENA_CANCEL_REASONS)[number];

/** The published rules of an event: plasada in basis points, draw profit in ten-thousandths, the lopsided-pool cancel. */
export const arenaRules = z.object({
  plasadaBp: z.number().int().min(0).max(2_000),
  drawOddsX10k: z.number().int().min(0).max(500_000),
  lopsidedCancel: z.object({ returnBp: z.number().int().min(10_000).max(30_000), inclusive: z.boolean() }).nullable(),
});
export type ArenaRules = z.infer<typeof arenaRules>;

/** One corner of a fight: the cock's (or its owner's) name and a line of detail (weight, breed, owner). */
export const arenaCorner = z.object({ name: z.string().trim().min(1).max(60), detail: z.string().trim().max(120) });
export type ArenaCorner = z.infer<typeof arenaCorner>;

/** An arena's public settings (the table's `settings` on the wire). */
export const arenaSettingsView = z.object({
  kind: z.literal('sabong'),
  names: z.record(z.string(), z.string()),
  /** The brand's rules for new events (a running event keeps the rules it started with: `state.event.rules`). */
  rules: arenaRules,
  limits: z.object({
    /** Least stake of one bet. */
    minMinor: positiveAmountMinor,
    /** Most a player may have on Meron or on Wala in one fight. */
    maxMinor: positiveAmountMinor,
    /** Most a player may have on the draw in one fight. */
    drawMaxMinor: positiveAmountMinor,
  }),
  chipsMinor: z.array(positiveAmountMinor),
});
export type ArenaSettingsView = z.infer<typeof arenaSettingsView>;

/** The event running at an arena. */
export const arenaEventView = z.object({
  eventId: z.string(),
  title: z.string(),
  venue: z.string(),
  /** The HLS stream (.m3u8) the operator set; null shows a placeholder. */
  streamUrl: z.string().nullable(),
  /** Fixed for every fight of the event. */
  rules: arenaRules,
  startedAt: z.string(),
});
export type ArenaEventView = z.infer<typeof arenaEventView>;

/** An arena's public state (the table's `state` on the wire): its running event, if any. */
export const arenaStateView = z.object({ event: arenaEventView.nullable() });
export type ArenaStateView = z.infer<typeof arenaStateView>;

/** A fight round's `info`: its event, number, corners and the rules it is paid by. */
export const arenaRoundInfo = z.object({
  eventId: z.string(),
  fightNo: z.number().int().positive(),
  meron: arenaCorner,
  wala: arenaCorner,
  rules: arenaRules,
});
export type ArenaRoundInfo = z.infer<typeof arenaRoundInfo>;

/** A declared result (a round's `result`); a cancelled fight is a void round with its reason. */
export const arenaResultView = z.object({ winner: z.enum(['meron', 'wala', 'draw']) });
export type ArenaResultView = z.infer<typeof arenaResultView>;

/** A fight's pool in one currency: the totals, the odds (return per 100; null while a side has no bets) and, once settled, what it paid. */
export const arenaPoolView = z.object({
  currency: currencyCode,
  meronMinor: nonNegativeAmountMinor,
  walaMinor: nonNegativeAmountMinor,
  drawMinor: nonNegativeAmountMinor,
  meronPer100: z.number().int().nullable(),
  walaPer100: z.number().int().nullable(),
  /** What the draw pays per 100 (stake included). */
  drawPer100: z.number().int(),
  /** Whether the pool stands by the cancel rules (a side empty, lopsided: every stake back). */
  standing: z.enum(['ok', 'one_side_empty', 'lopsided']),
  /** Once a result is declared: what the pool was paid on. */
  outcome: z.enum(['meron', 'wala', 'draw', 'refunded']).nullable(),
  /** The house's commission taken from the pool (0 unless Meron or Wala won a standing pool). */
  plasadaMinor: nonNegativeAmountMinor,
});
export type ArenaPoolView = z.infer<typeof arenaPoolView>;

/** A fight as the public (and the desk) sees it. */
export const arenaFightView = z.object({
  roundId: z.string(),
  eventId: z.string(),
  fightNo: z.number().int(),
  meron: arenaCorner,
  wala: arenaCorner,
  status: z.enum(['open', 'closed', 'dealt', 'settled', 'void']),
  lastCall: z.boolean(),
  /** The declared result (cancelled for a void fight), null before. */
  result: z.enum(FIGHT_RESULTS).nullable(),
  voidReason: z.string().nullable(),
  resultVersion: z.number().int(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  pools: z.array(arenaPoolView),
});
export type ArenaFightView = z.infer<typeof arenaFightView>;

/** `GET /wps/v2/arena/fights?tableId=`: an arena's latest event (public) with every fight, newest first. */
export const arenaFightsQuery = z.object({ tableId: z.string().regex(/^[0-9]{1,18}$/) });
export const arenaFightsValue = z.object({
  event: arenaEventView.extend({ status: z.enum(['live', 'ended']), endedAt: z.string().nullable() }).nullable(),
  fights: z.array(arenaFightView),
});
export type ArenaFightsValue = z.infer<typeof arenaFightsValue>;

// ---- The back office's arena desk (arena.read / arena.manage) ----

/** A pending or decided correction of a fight's result. */
export const boArenaCorrection = z.object({
  id: z.string(),
  roundId: z.string(),
  fromVersion: z.number().int(),
  result: z.enum(FIGHT_RESULTS),
  /** Why the fight is cancelled, when the correction cancels it. */
  cancelReason: z.string().nullable(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** The viewer proposed it (so cannot approve it). */
  mine: z.boolean(),
});
export type BoArenaCorrection = z.infer<typeof boArenaCorrection>;

/** A fight on the desk: the public view, the players' count and the corrections. */
export const boArenaFight = arenaFightView.extend({
  settledVersion: z.number().int(),
  players: z.record(z.string(), z.number().int()),
  corrections: z.array(boArenaCorrection),
});
export type BoArenaFight = z.infer<typeof boArenaFight>;

/** An arena of a brand on the desk. */
export const boArena = z.object({
  tableId: z.string(),
  brand: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  /** The brand's currency (its symbol and digits show every pool, trial XTS ones too). */
  currency: currencyInfo,
  gameCode: z.string(),
  name: z.string(),
  status: z.enum(['open', 'paused', 'closed']),
  settings: arenaSettingsView,
  event: arenaFightsValue.shape.event,
  /** The current (latest) fight of the event. */
  fight: boArenaFight.nullable(),
  /** Countries whose visitors do not see cockfights on this brand (decision 056). */
  countriesOff: z.array(z.string()),
  /** Corrections waiting for a second staff member across the arena's fights. */
  pendingCorrections: z.array(boArenaCorrection.extend({ fightNo: z.number().int(), eventId: z.string() })),
});
export type BoArena = z.infer<typeof boArena>;

/** `GET /bo/arena`: the arenas in the staff member's brands, and the brands that have none yet. */
export const boArenaList = z.object({
  arenas: z.array(boArena),
  brandsWithout: z.array(
    z.object({ id: z.string(), code: z.string(), name: z.string(), walletType: z.enum(['seamless', 'transfer']).nullable() }),
  ),
});
export type BoArenaList = z.infer<typeof boArenaList>;

/** `POST /bo/arena`: sets up a brand's arena (its catalogue game under BTSABONG and its table). */
export const boArenaSetupBody = z.object({ brandId: z.string().regex(/^[0-9]{1,18}$/) });

/** `PUT /bo/arena/:tableId/rules`: the brand's published rules and limits for its next events. */
export const boArenaRulesBody = z.object({
  rules: arenaRules,
  minMinor: amountMinorInput,
  maxMinor: amountMinorInput,
  drawMaxMinor: amountMinorInput,
});
export type BoArenaRulesBody = z.infer<typeof boArenaRulesBody>;

/** `PUT /bo/arena/:tableId/jurisdiction`: the countries (ISO two letters; ZZ: not known) whose visitors do not see cockfights. */
export const boArenaJurisdictionBody = z.object({ countriesOff: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250) });

/** `POST /bo/arena/:tableId/events`: starts an event (its rules are the arena's now, fixed for its fights). */
export const boArenaEventBody = z.object({
  title: z.string().trim().min(1).max(80),
  venue: z.string().trim().max(80),
  streamUrl: z.string().trim().max(500),
});
export type BoArenaEventBody = z.infer<typeof boArenaEventBody>;

/** `PUT /bo/arena/:tableId/event`: the running event's stream address; `POST .../event/end` ends it. */
export const boArenaStreamBody = z.object({ streamUrl: z.string().trim().max(500) });

/** `POST /bo/arena/:tableId/fights`: opens the event's next fight. */
export const boArenaFightBody = z.object({ meron: arenaCorner, wala: arenaCorner });
export type BoArenaFightBody = z.infer<typeof boArenaFightBody>;

/** `POST /bo/arena/fights/:roundId/action`: last call, close, declare a result (cancel with its reason). */
export const boArenaActionBody = z.object({
  action: z.enum(['lastCall', 'close', 'declare']),
  result: z.enum(FIGHT_RESULTS).optional(),
  cancelReason: z.enum(ARENA_CANCEL_REASONS).optional(),
});
export type BoArenaActionBody = z.infer<typeof boArenaActionBody>;

/** `POST /bo/arena/fights/:roundId/corrections`: proposes another result for a declared fight (a second staff member approves). */
export const boArenaCorrectionBody = z.object({
  result: z.enum(FIGHT_RESULTS),
  cancelReason: z.enum(ARENA_CANCEL_REASONS).optional(),
  reason: z.string().trim().min(1).max(500),
});
export type BoArenaCorrectionBody = z.infer<typeof boArenaCorrectionBody>;

/** `POST /bo/arena/corrections/:id/reject`. */
export const boArenaRejectBody = z.object({ reason: z.string().trim().min(1).max(500) });

/** `GET /bo/arena/:tableId/events`: the arena's events, newest first; `GET /bo/arena/events/:eventId`: one with its fights. */
export const boArenaEvents = z.object({
  events: z.array(arenaFightsValue.shape.event.unwrap().extend({ fights: z.number().int() })),
});
export const boArenaEventDetail = z.object({
  event: arenaFightsValue.shape.event.unwrap(),
  currency: currencyInfo,
  fights: z.array(boArenaFight),
});
export type BoArenaEventDetail = z.infer<typeof boArenaEventDetail>;
