/**
 * The demo feed's markets and prices (decision 058): for a match and where it stands, each market's
 * definition (lines fixed from the teams' strengths, so a market keeps its reference), whether it
 * is offered in play, and its prices from the models (demo-models.ts) with the feed's margin on.
 * Football: 1X2, Asian handicap and over/under (quarter lines where the model lands on them),
 * both teams to score, correct score; basketball: moneyline, handicap and total points (overtime
 * counts); esports: match winner, first and second map, map handicap −1.5, total maps 2.5.
 */
import type { FeedMarket } from '@pkg/contracts/sports-feed';
import { selectionsOf } from '@pkg/games/sports/markets';
import type { Market } from '@pkg/games/sports/sport-types';
import {
  basketballMargin,
  bestOfThree,
  fairLineOdds,
  fairOdds,
  feedPrice,
  footballLambdas,
  goalGrid,
  lineFromGrid,
  mapProbability,
  normalCdf,
} from './demo-models.ts';
import type { DemoMatch, MatchState } from './demo-plans.ts';

type Prices = Record<string, string>;

function market(ref: string, definition: Market, inPlay: boolean, prices: Prices): FeedMarket {
  return { ref, definition: definition as FeedMarket['definition'], inPlay, prices };
}

/** Prices of a market's selections from their fair odds, in the market's own selection order. */
function pricesOf(definition: Market, fair: readonly number[]): Prices {
  const codes = selectionsOf(definition);
  return Object.fromEntries(codes.map((code, index) => [code, feedPrice(fair[index] ?? 50)]));
}

/** Football's markets: the lines from the teams' strengths, the prices from the drifted model and the score so far. */
function footballMarkets(match: DemoMatch, state: MatchState, drift: number): FeedMarket[] {
  const base = footballLambdas(match.home[1] - match.away[1], match.competition.scoring);
  const now = footballLambdas(match.home[1] - match.away[1] + drift, match.competition.scoring);
  const left = state.phase === 'live' ? 1 - state.fraction : 1;
  const score = state.phase === 'prematch' ? { home: 0, away: 0 } : state.score;
  const grid = goalGrid(now.home * left, now.away * left);
  const ahQuarters = Math.max(-8, Math.min(8, -Math.round(4 * (base.home - base.away))));
  const ouQuarters = Math.max(2, Math.round(4 * (base.home + base.away - 0.25)));
  const result = { home: 0, draw: 0, away: 0 };
  grid.forEach((row, h) =>
    row.forEach((p, a) => {
      const home = score.home + h;
      const away = score.away + a;
      if (home > away) result.home += p;
      else if (home === away) result.draw += p;
      else result.away += p;
    }),
  );
  const ah = lineFromGrid(grid, (h, a) => 4 * (h - a) + ahQuarters);
  const ahAway = lineFromGrid(grid, (h, a) => -(4 * (h - a) + ahQuarters));
  const over = lineFromGrid(grid, (h, a) => 4 * (score.home + h + score.away + a) - ouQuarters);
  const under = lineFromGrid(grid, (h, a) => ouQuarters - 4 * (score.home + h + score.away + a));
  const markets = [
    market('1x2', { type: '1x2' }, true, pricesOf({ type: '1x2' }, [fairOdds(result.home), fairOdds(result.draw), fairOdds(result.away)])),
    market(`ah${ahQuarters}`, { type: 'asian_handicap', lineQuarters: ahQuarters }, true, {
      home: feedPrice(fairLineOdds(ah)),
      away: feedPrice(fairLineOdds(ahAway)),
    }),
    market(`ou${ouQuarters}`, { type: 'total', lineQuarters: ouQuarters }, true, {
      over: feedPrice(fairLineOdds(over)),
      under: feedPrice(fairLineOdds(under)),
    }),
  ];
  if (state.phase !== 'prematch') return markets;
  const btts = grid.reduce((sum, row, h) => sum + row.reduce((s, p, a) => s + (h > 0 && a > 0 ? p : 0), 0), 0);
  const cs: Market = { type: 'correct_score', maxGoals: 3 };
  const cells = selectionsOf(cs).map((code) => {
    if (code === 'other') return grid.reduce((sum, row, h) => sum + row.reduce((s, p, a) => s + (h > 3 || a > 3 ? p : 0), 0), 0);
    const [h, a] = code.split('-').map(Number) as [number, number];
    return grid[h]?.[a] ?? 0;
  });
  return [
    ...markets,
    market('btts', { type: 'btts' }, false, { yes: feedPrice(fairOdds(btts)), no: feedPrice(fairOdds(1 - btts)) }),
    market('cs', cs, false, pricesOf(cs, cells.map(fairOdds))),
  ];
}

/** Basketball's markets (overtime counts): moneyline, handicap and total points. */
function basketballMarkets(match: DemoMatch, state: MatchState, drift: number): FeedMarket[] {
  const base = basketballMargin(match.home[1] - match.away[1]);
  const now = basketballMargin(match.home[1] - match.away[1] + drift);
  const total = match.competition.scoring;
  if (state.phase === 'live') {
    const left = Math.max(0.02, 1 - state.fraction);
    const home = normalCdf((state.score.home - state.score.away + now.mean * left) / (now.sd * Math.sqrt(left)));
    return [
      market('ml', { type: 'moneyline', period: 'final' }, true, { home: feedPrice(fairOdds(home)), away: feedPrice(fairOdds(1 - home)) }),
    ];
  }
  const spread = -(Math.floor(base.mean) + 0.5);
  const totalLine = Math.floor(total) + 0.5;
  const home = normalCdf(now.mean / now.sd);
  const covers = 1 - normalCdf((-spread - now.mean) / now.sd);
  const overs = 1 - normalCdf((totalLine - total) / 16);
  return [
    market('ml', { type: 'moneyline', period: 'final' }, true, { home: feedPrice(fairOdds(home)), away: feedPrice(fairOdds(1 - home)) }),
    market(`hcp${spread * 4}`, { type: 'asian_handicap', lineQuarters: spread * 4, period: 'final' }, false, {
      home: feedPrice(fairOdds(covers)),
      away: feedPrice(fairOdds(1 - covers)),
    }),
    market(`tot${totalLine * 4}`, { type: 'total', lineQuarters: totalLine * 4, period: 'final' }, false, {
      over: feedPrice(fairOdds(overs)),
      under: feedPrice(fairOdds(1 - overs)),
    }),
  ];
}

/** Esports' best-of-three markets: match winner (in play), first and second map, map handicap and total maps. */
function esportsMarkets(match: DemoMatch, state: MatchState, drift: number): FeedMarket[] {
  const p = mapProbability(match.home[1] - match.away[1] + drift);
  const maps = state.phase === 'prematch' ? { home: 0, away: 0 } : state.score;
  const series = bestOfThree(p, maps.home, maps.away);
  const winner = market('mw', { type: 'match_winner' }, true, {
    home: feedPrice(fairOdds(series.home)),
    away: feedPrice(fairOdds(1 - series.home)),
  });
  if (state.phase === 'live') return [winner];
  return [
    winner,
    market('map1', { type: 'map_winner', map: 1 }, false, { home: feedPrice(fairOdds(p)), away: feedPrice(fairOdds(1 - p)) }),
    market('map2', { type: 'map_winner', map: 2 }, false, { home: feedPrice(fairOdds(p)), away: feedPrice(fairOdds(1 - p)) }),
    market('mh-6', { type: 'map_handicap', lineQuarters: -6 }, false, {
      home: feedPrice(fairOdds(series.twoNil)),
      away: feedPrice(fairOdds(1 - series.twoNil)),
    }),
    market('tm10', { type: 'total_maps', lineQuarters: 10 }, false, {
      over: feedPrice(fairOdds(series.threeMaps)),
      under: feedPrice(fairOdds(1 - series.threeMaps)),
    }),
  ];
}

/** A match's markets at its state, with prices (a match over has none). */
export function marketsOf(match: DemoMatch, state: MatchState, drift: number): FeedMarket[] {
  if (state.phase === 'ended') return [];
  if (match.competition.model === 'football') return footballMarkets(match, state, drift);
  if (match.competition.model === 'basketball') return basketballMarkets(match, state, drift);
  return esportsMarkets(match, state, drift);
}

/** An outright on a competition's winner: each contender's chance from its strength. */
export function outrightOf(contenders: ReadonlyArray<readonly [id: string, name: string, strength: number]>, drift: number): FeedMarket {
  const weights = contenders.map(([, , strength], index) => Math.exp(4 * (strength + (index === 0 ? drift : 0))));
  const sum = weights.reduce((a, b) => a + b, 0);
  const definition: Market = { type: 'outright', competitors: contenders.map(([id]) => id), places: 1 };
  return {
    ref: 'winner',
    definition: definition as FeedMarket['definition'],
    inPlay: false,
    names: Object.fromEntries(contenders.map(([id, name]) => [id, name])),
    prices: Object.fromEntries(contenders.map(([id], index) => [id, feedPrice(fairOdds((weights[index] as number) / sum))])),
  };
}
