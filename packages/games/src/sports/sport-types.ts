/**
 * The data the sportsbook's settlement reads: a fixture's result and a market's definition. Lines
 * (handicaps and totals) are whole numbers of quarters, so −0.75 is −3 and 2.25 is 9: every
 * quarter, half and whole line is exact, and no float ever decides a bet.
 */

/** Goals (points, maps) for the home and the away side. */
export interface Score {
  readonly home: number;
  readonly away: number;
}

/** The two sides of a fixture. */
export type Side = 'home' | 'away';

/** Who took one esports map; 'draw' where a title allows a drawn map. */
export type MapWinner = Side | 'draw';

/** Which score a market settles on: 'regular' is 90 minutes plus stoppage time (the soccer default). */
export type Period = 'regular' | 'final';

/**
 * A fixture's result as the feed or a trader enters it. `status: 'abandoned'` voids every market
 * not already decided (see docs/games/sportsbook.md). Fields a market does not read may be absent.
 */
export interface FixtureResult {
  readonly status: 'completed' | 'abandoned';
  /** Soccer: the score after 90 minutes plus stoppage time; other sports: after regulation. */
  readonly regularTime?: Score;
  /** The score after extra time or overtime (penalty shoot-outs excluded); absent = regularTime. */
  readonly final?: Score;
  /** Esports: the winner of each map in playing order; maps not played are absent. */
  readonly maps?: readonly MapWinner[];
  /** Outrights: each placed competitor's finishing position (1 = first); a tie shares one position. */
  readonly positions?: Readonly<Record<string, number>>;
  /** Outrights: competitors withdrawn before the start (their bets are void). */
  readonly nonRunners?: readonly string[];
}

/** A market's definition (data). Selections are the strings `selectionsOf(market)` lists. */
export type Market =
  /** Match result: 'home' | 'draw' | 'away'. */
  | { readonly type: '1x2'; readonly period?: Period }
  /** Asian handicap; the line is the home side's (away gets −line): 'home' | 'away'. */
  | { readonly type: 'asian_handicap'; readonly lineQuarters: number; readonly period?: Period }
  /** Over/under total goals: 'over' | 'under'. */
  | { readonly type: 'total'; readonly lineQuarters: number; readonly period?: Period }
  /** Two-way winner, a draw voids: 'home' | 'away'. */
  | { readonly type: 'moneyline'; readonly period?: Period }
  /** Both teams to score: 'yes' | 'no'. */
  | { readonly type: 'btts'; readonly period?: Period }
  /** Correct score: 'h-a' for 0 ≤ h, a ≤ maxGoals, and 'other' for any score beyond. */
  | { readonly type: 'correct_score'; readonly maxGoals: number; readonly period?: Period }
  /** Outright (to win, or to finish in the top `places`): one selection per competitor id. */
  | { readonly type: 'outright'; readonly competitors: readonly string[]; readonly places: number }
  /** Esports match winner on maps won, a drawn match voids: 'home' | 'away'. */
  | { readonly type: 'match_winner' }
  /** Esports winner of map `map` (1 = first map): 'home' | 'away'. */
  | { readonly type: 'map_winner'; readonly map: number }
  /** Esports handicap on maps won; the line is the home side's: 'home' | 'away'. */
  | { readonly type: 'map_handicap'; readonly lineQuarters: number }
  /** Esports total maps played: 'over' | 'under'. */
  | { readonly type: 'total_maps'; readonly lineQuarters: number };

/** The market types. */
export type MarketType = Market['type'];

/** What a bet adds to its market at settlement: in-play Asian handicaps count goals after the bet. */
export interface BetContext {
  /** The score when an in-play bet was accepted; an Asian handicap settles on the goals after it. */
  readonly scoreAtBet?: Score;
}
