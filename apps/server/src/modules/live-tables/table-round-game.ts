/**
 * The live tables as games of the round engine (decisions 053, 054): packages/games' table rules
 * (baccarat, Dragon Tiger, Sic Bo, the Color Game) behind the engine's RoundGame. Card tables carry
 * their shoe in the table's state: each round is dealt from the cards still in it, and a new shoe
 * starts when the cut card came or when the public history would give any spot a player's edge for
 * the next round (the cards dealt are public, so the edges can be counted; table-games.md).
 */
import { percent } from '@pkg/games/exact/rational';
import type { RandomSource } from '@pkg/games/random';
import { checkTableBets, type TableBet } from '@pkg/games/tables/table-limits';
import { cardsRemaining, fullShoe, shoeFinished, startShoe, type Shoe } from '@pkg/games/tables/table-shoe';
import type { CompactOutcome, TableGame } from '@pkg/games/tables/table-types';
import type { LiveTableSettingsView, LiveTableStateView } from '@pkg/contracts/live-tables';
import type { BetProblem, Json, PlacedBet, RoundGame, TableInfo } from '../rounds/index.ts';
import { readSettings, settingsProblemsFor, type LiveTableSettings } from './live-table-settings.ts';

/** A card table's state: the shoe in play, its number, and its results for the roads. */
interface CardState {
  shoeNo: number;
  shoe: Shoe;
  roads: string[];
}

/** How a game's outcome is written on the roads (card games) and whether it has a shoe. */
export interface TableKind<O> {
  /** The road letter(s) of an outcome (baccarat: B, P or T and pair flags; Dragon Tiger: D, T or X). */
  roadOf(outcome: O): string;
}

const asCardState = (state: Json): CardState | null => {
  const value = state as Partial<CardState> | null;
  return value && typeof value.shoeNo === 'number' && value.shoe ? (value as CardState) : null;
};

/** Builds the RoundGame of a table game; `cards` says it deals from a shoe. */
export function tableRoundGame<O, S extends Shoe | null>(game: TableGame<O, S>, kind: TableKind<O>, cards: boolean): RoundGame {
  const edges = new Map<string, Record<string, string>>();
  const settingsOf = (table: TableInfo): LiveTableSettings => readSettings(table.settings);

  /** The exact edges of every spot from a full shoe (or the dice), kept per paytable. */
  function houseEdges(settings: LiveTableSettings): Record<string, string> {
    const key = JSON.stringify([settings.paytable, settings.shoe?.decks]);
    let found = edges.get(key);
    if (!found) {
      const state = (cards ? fullShoe(settings.shoe?.decks ?? 8) : null) as S;
      found = Object.fromEntries(game.spots.map((spot) => [spot, percent(game.houseEdge(spot, settings.paytable, state), 4)]));
      edges.set(key, found);
    }
    return found;
  }

  /** Whether a shoe may deal the next round: the cut card has not come and every spot keeps the house's edge. */
  function shoeUsable(settings: LiveTableSettings, shoe: Shoe): boolean {
    if (shoeFinished(shoe)) return false;
    return game.spots.every((spot) => game.houseEdge(spot, settings.paytable, shoe as S).num > 0n);
  }

  return {
    kind: game.code,
    settingsProblems: (settings) => settingsProblemsFor(game, settings, cards),
    initialState: () => ({}),
    publicSettings(raw): Json {
      const settings = readSettings(raw);
      const limit = (value: { minMinor: bigint; maxMinor: bigint }) => ({
        minMinor: value.minMinor.toString(),
        maxMinor: value.maxMinor.toString(),
      });
      const view: LiveTableSettingsView = {
        kind: settings.kind,
        names: settings.names,
        paytableName: settings.paytable.name,
        odds: settings.paytable.odds as Record<string, Record<string, number>>,
        spots: [...game.spots],
        limits: {
          defaultSpot: limit(settings.limits.defaultSpot),
          spots: Object.fromEntries(Object.entries(settings.limits.spots).map(([spot, value]) => [spot, limit(value)])),
          maxPayoutMinor: settings.limits.maxPayoutMinor.toString(),
          opposites: settings.limits.opposites.map(([a, b]) => [a, b] as [string, string]),
          allowOpposite: settings.limits.allowOpposite,
        },
        chipsMinor: settings.chipsMinor.map(String),
        bettingMs: settings.bettingMs,
        revealMs: settings.revealMs,
        houseEdges: houseEdges(settings),
        decks: settings.shoe?.decks ?? null,
      };
      return view as unknown as Json;
    },
    publicState(_settings, state): Json {
      const card = asCardState(state);
      const view: LiveTableStateView = card
        ? { shoeNo: card.shoeNo, cardsLeft: cardsRemaining(card.shoe), roads: card.roads }
        : { shoeNo: null, cardsLeft: null, roads: [] };
      return view as unknown as Json;
    },
    timing(raw) {
      const settings = readSettings(raw);
      return { bettingMs: settings.bettingMs, revealMs: settings.revealMs };
    },
    stateForRound(table: TableInfo, random: RandomSource): Json {
      if (!cards) return {};
      const settings = settingsOf(table);
      const current = asCardState(table.state);
      if (current && shoeUsable(settings, current.shoe)) return table.state;
      // A new shoe: shuffled (its cut card and burn drawn) from the process's random source; every round's cards still come from the round's seed.
      const rules = settings.shoe ?? { decks: 8, cutCardMin: 52, cutCardMax: 64, burn: true };
      let shoe = startShoe(rules, random);
      // A fresh shoe keeps every spot's edge; the loop only guards a brand's odd paytable.
      for (let tries = 0; tries < 5 && !shoeUsable(settings, shoe); tries++) shoe = startShoe(rules, random);
      const next: CardState = { shoeNo: (current?.shoeNo ?? 0) + 1, shoe, roads: [] };
      return next as unknown as Json;
    },
    checkBets(table, earlier, bets, _random) {
      const settings = settingsOf(table);
      const all: TableBet[] = [
        ...earlier.map((bet) => ({ spot: bet.spot, stakeMinor: bet.stakeMinor })),
        ...bets.map((bet) => ({ spot: bet.spot, stakeMinor: bet.stakeMinor })),
      ];
      const problems = checkTableBets(game, all, settings.limits, settings.paytable);
      if (problems.length === 0)
        return { ok: true, bets: bets.map((bet) => ({ spot: bet.spot, stakeMinor: bet.stakeMinor, detail: null })) };
      const indexOf = (spot: string | undefined) => {
        const found = spot === undefined ? -1 : bets.findIndex((bet) => spot.split('+').includes(bet.spot));
        return found < 0 ? 0 : found;
      };
      return { ok: false, problems: problems.map((problem): BetProblem => ({ index: indexOf(problem.spot), problem: problem.code })) };
    },
    deal(_table, stateBefore, random) {
      const card = asCardState(stateBefore);
      const { outcome, state } = game.dealRound(random, (cards ? card?.shoe : null) as S);
      const result = game.describeOutcome(outcome) as unknown as Json;
      if (!cards || !card) return { result, state: {} };
      const next: CardState = { shoeNo: card.shoeNo, shoe: state as Shoe, roads: [...card.roads, kind.roadOf(outcome)] };
      return { result, state: next as unknown as Json };
    },
    parts: () => [{ part: 0, afterMs: 0 }],
    settle(table, result, bets: readonly PlacedBet[]) {
      const settings = settingsOf(table);
      const outcome = game.readOutcome(result as CompactOutcome);
      return new Map(bets.map((bet) => [bet.betId, game.settleBet(bet.spot, bet.stakeMinor, outcome, settings.paytable)]));
    },
    publicResult: (_table, result) => result,
  };
}
