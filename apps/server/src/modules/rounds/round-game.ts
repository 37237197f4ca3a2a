/**
 * What a shared-round game gives the round engine (decision 053): how to check its settings and
 * bets, how to deal a round from its seed, what each bet returns, and what of a round the public
 * may see. A game never writes money or rows; the engine does, with the game's answers. Every
 * value a game returns that the engine stores (settings, state, result, a bet's detail) is plain
 * JSON.
 */
import type { RandomSource } from '@pkg/games/random';

/** Plain JSON, as stored in jsonb columns and sent on the wire. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A bet the player asks for, amounts already parsed. */
export interface BetRequest {
  spot: string;
  stakeMinor: bigint;
  detail?: unknown;
}

/** A bet as stored. */
export interface PlacedBet {
  betId: string;
  accountId: string;
  currency: string;
  spot: string;
  stakeMinor: bigint;
  detail: Json;
}

/** A game's refusal of a set of bets: the bet's index, and why (unknown_spot, below_min, above_max, max_payout ...). */
export interface BetProblem {
  index: number;
  problem: string;
}

/** A part of a result's settlement: the parts of a bingo game are its prize stages, paid as their balls are called. */
export interface SettlementPart {
  part: number;
  /** When the part is paid, in milliseconds after the deal (0: at once). */
  afterMs: number;
}

/** A job the engine enqueues for a game in the transaction that opens a round (bingo's pre-bought cards). */
export interface RoundOpenJob {
  runKey: string;
  payload?: Record<string, unknown>;
}

/** What a deal answers: the result and the table's state after it; `voidReason` voids the round at once (every stake back). */
export interface DealtRound {
  result: Json;
  state: Json;
  /** The round cannot be played (a bingo game with no cards): it is voided with this reason, its bets refunded. */
  voidReason?: string;
}

/** What else a deal is told: when it is dealt, and (games with `namesHolders`) each player's masked name by account id. */
export interface DealContext {
  at: Date;
  holders: ReadonlyMap<string, string>;
}

/** What the engine tells a game about the table a call is for. */
export interface TableInfo {
  tableId: string;
  brandId: string;
  brandCode: string;
  gameCode: string;
  settings: Json;
  state: Json;
}

/** One game of the engine. */
export interface RoundGame {
  /** The table kind it runs (`round_tables.kind`). */
  readonly kind: string;
  /** Problems of a table's settings (none: usable). */
  settingsProblems(settings: unknown): string[];
  /** The state a new table starts with. */
  initialState(settings: Json): Json;
  /** The settings players may see (limits, paytable, times, the exact house edges). */
  publicSettings(settings: Json): Json;
  /**
   * The state players may see at `now` (a shoe's number and cards left; a bingo room's jackpot as
   * it stands in the game being called; never anything that tells a future outcome).
   */
  publicState(settings: Json, state: Json, now: Date): Json;
  /**
   * A timer table's betting window and the time the result is shown before the next round opens
   * (counted from the reveal: `revealedAt` when the game has it, else the deal).
   */
  timing(settings: Json): { bettingMs: number; revealMs: number };
  /** When a timer round opened at `opensAt` stops taking bets (absent: opensAt + bettingMs); bingo keeps its rooms' cadence. */
  closesAt?(settings: Json, opensAt: Date): Date;
  /** Jobs to enqueue with a new timer round, in its opening transaction (the game defines their kinds). */
  openJobs?(table: TableInfo, round: { roundId: string; seq: number }): RoundOpenJob[];
  /** Whether `deal` needs the players' masked names (bingo names its winners). */
  readonly namesHolders?: boolean;
  /**
   * The state a new round deals from: usually the table's state; a game may start afresh here (a
   * new shoe when the cut card came), drawing what it needs from `random` (never the round's seed).
   */
  stateForRound(table: TableInfo, random: RandomSource): Json;
  /**
   * Checks bets a player adds to a round, given the bets they already have on it: answers the bets
   * to store (a game may fill in their detail, e.g. a bingo card's numbers drawn from `random`) or
   * the problems. Stakes are positive here; limits are the game's.
   */
  checkBets(
    table: TableInfo,
    earlier: readonly PlacedBet[],
    bets: readonly BetRequest[],
    random: RandomSource,
  ): { ok: true; bets: Array<{ spot: string; stakeMinor: bigint; detail: Json }> } | { ok: false; problems: BetProblem[] };
  /**
   * Deals a timer round from its seed's random words and the state it opened with: the result and
   * the table's state after it. For an operator game (a declared result) this is never called.
   */
  deal(table: TableInfo, stateBefore: Json, random: RandomSource, bets: readonly PlacedBet[], context: DealContext): DealtRound;
  /** The settlement parts of a result (a single part 0 for most games). */
  parts(table: TableInfo, result: Json): SettlementPart[];
  /**
   * The instants after the deal (ms) at which the public result changes without a payment (each
   * bingo ball): the engine publishes the round again at each, from a job, so pages follow live.
   */
  ticks?(table: TableInfo, result: Json): number[];
  /**
   * What each bet returns in `part` of `result` (stake included; absent or 0: nothing), given every
   * bet of the round (a pool or a shared prize depends on all of them; bets of different currencies
   * never share one). The bets come without their detail (null): a settlement reads the result, the
   * spots and the stakes only.
   */
  settle(table: TableInfo, result: Json, bets: readonly PlacedBet[], part: number): Map<string, bigint>;
  /**
   * When the whole result and the seed become public (a bingo game's, once its last ball is
   * called); absent: at the deal. Before it, views show only publicResult and no seed.
   */
  revealedAt?(table: TableInfo, result: Json, dealtAt: Date): Date;
  /** What of a result everyone may see at `now` (a bingo game hides the balls not called yet). */
  publicResult(table: TableInfo, result: Json, dealtAt: Date, now: Date): Json;
  /**
   * What everyone may see of a round's own settings (an operator round opened with settings of its
   * own: the arena's fight number and cocks), given its number; absent: nothing (`info` is null).
   */
  publicRound?(table: TableInfo, seq: number): Json;
  /** A declared result (operator games): the result to store, or null when the input is not one. */
  readDeclaredResult?(table: TableInfo, input: unknown): Json | null;
}
