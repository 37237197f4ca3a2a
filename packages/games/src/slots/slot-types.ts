/**
 * The shapes of the house slot titles and of one spin's outcome. Credits are whole numbers: a spin
 * costs `betCredits` credits and every pay is a whole number of credits, so a stake that is a
 * multiple of `betCredits` minor units wins an exact number of minor units.
 */

/** One win of a spin: a payline, a ways combination or a scatter. */
export interface SlotWin {
  kind: 'line' | 'ways' | 'scatter';
  /** The paying symbol id, or a mixed-combination id of `SlotTitle.mixed` (e.g. ANY7). */
  symbol: string;
  /** How many reels (line, ways) or symbols (scatter) make up the win. */
  count: number;
  /** 0-based payline index for line wins. */
  line?: number;
  /** number of ways for ways wins. */
  ways?: number;
  /** [reel, row] cells that make up the win, for highlighting. */
  cells: Array<[number, number]>;
  /** credits this win pays */
  credits: number;
}

/** The result of one spin, decided by its stops alone (so a stored round can be replayed). */
export interface SlotOutcome {
  titleCode: string;
  /** Per reel, the strip index shown on the top row; row k shows index (stop + k) mod strip length. */
  stops: number[];
  /** grid[reel][row] symbol ids */
  grid: string[][];
  wins: SlotWin[];
  /** total credits won for a spin costing title.betCredits credits */
  winCredits: number;
}

/** A symbol of a title. Wilds substitute for regular symbols; scatters pay anywhere on the grid. */
export interface SlotSymbol {
  id: string;
  name: string;
  kind: 'regular' | 'wild' | 'scatter';
}

/** A slot title: reel strips, paylines and paytable, with its documented theoretical RTP. */
export interface SlotTitle {
  code: string;
  name: string;
  kind: 'lines' | 'ways' | 'classic';
  reelCount: number;
  rows: number;
  symbols: SlotSymbol[];
  /** reel strips: reels[r] is the cyclic strip of symbol ids of reel r */
  reels: string[][];
  /** paylines (for line games): for each line, the row on each reel */
  paylines: number[][];
  /** pay per symbol id and count, in credits (for line games per line; ways: per way) */
  paytable: Record<string, Partial<Record<number, number>>>;
  /**
   * Mixed combinations (classic games): a paytable id such as ANY7 and the symbols that count
   * towards it. A line pays the best of its exact-symbol run and the runs of the mixed
   * combinations its first symbol belongs to.
   */
  mixed?: Record<string, string[]>;
  /** credits one spin costs (lines x 1 for line games). Stakes are multiples of this many minor units, so wins are exact. */
  betCredits: number;
  /** the documented theoretical RTP, e.g. 0.9612 */
  rtp: number;
}
