/**
 * The two PVP card games behind one shape for the table engine (decision 059): the pure state
 * machines of packages/games (deal, legal moves, apply, automatic play, score, views), a room's
 * scoring data turned into the game's table, and the most units one loser can pay in a hand, which
 * sets the hold taken from every seat at the deal.
 */
import type { CardGame } from '@pkg/games/cards/card-game';
import type { HandPayments } from '@pkg/games/cards/table-payments';
import { PUSOY_DOS } from '@pkg/games/pusoy-dos/pusoy-game';
import { unitsForCardsLeft, type PusoyTable } from '@pkg/games/pusoy-dos/pusoy-scoring';
import { TONGITS } from '@pkg/games/tongits/tongits-game';
import type { TongitsTable } from '@pkg/games/tongits/tongits-scoring';
import type { PvpGame, PvpScoring } from '@pkg/contracts/pvp';

/** The house vendor of the PVP rooms; each room is one of its games. */
export const PVP_VENDOR_CODE = 'BTPVP';

/** A game as the engine drives it; states, moves and views are plain JSON. */
export type EngineGame = CardGame<unknown, unknown, unknown, unknown, unknown, string>;

/** A room's money and timing: the unit, the fee, the scoring data, the turn time. */
export interface RoomRules {
  game: PvpGame;
  unitMinor: bigint;
  rakeX10k: number;
  rakeCapMinor: bigint | null;
  scoring: PvpScoring;
  turnSeconds: number;
}

const GAMES: Record<PvpGame, EngineGame> = {
  'pusoy-dos': PUSOY_DOS as unknown as EngineGame,
  tongits: TONGITS as unknown as EngineGame,
};

/** The state machine of a game. */
export function engineGame(game: PvpGame): EngineGame {
  return GAMES[game];
}

/** The game's scoring table of a room: the scoring data with the room's unit. */
export function scoringTable(rules: Pick<RoomRules, 'game' | 'unitMinor' | 'scoring'>): PusoyTable | TongitsTable {
  return { ...(rules.scoring as object), unitMinor: rules.unitMinor } as PusoyTable | TongitsTable;
}

/**
 * The most units one loser can pay in a hand. Pusoy Dos: all 13 cards left with their multiplier.
 * Tongits: the base, four aces, and the larger of Tongits (the winner's hand is then empty, so no
 * secret four) with a burn, or three concealed fours with a burn or a lost challenge (a burned seat
 * has no meld, so it cannot have called or fought).
 */
export function maxUnitsOf(rules: Pick<RoomRules, 'game' | 'scoring'>): number {
  if (rules.game === 'pusoy-dos') return unitsForCardsLeft({ unitMinor: 1n, ...(rules.scoring as Omit<PusoyTable, 'unitMinor'>) }, 13);
  const t = rules.scoring as Omit<TongitsTable, 'unitMinor'>;
  const withTongits = t.tongitsUnits + t.burnedUnits;
  const withSecrets = 3 * t.secretUnits + Math.max(t.burnedUnits, t.challengeLostUnits);
  return t.winUnits + 4 * t.aceUnits + Math.max(withTongits, withSecrets);
}

/** Problems with a room's rules (empty when usable): the game's own check of its table, and the engine's limits. */
export function roomRulesProblems(rules: RoomRules): string[] {
  const problems: string[] = [];
  if (!(rules.game in GAMES)) return [`unknown game ${String(rules.game)}`];
  if (rules.unitMinor <= 0n || rules.unitMinor > 100_000_000_000n) problems.push('unitMinor must be 1 to 100000000000');
  if (!Number.isInteger(rules.rakeX10k) || rules.rakeX10k < 0 || rules.rakeX10k > 2000) problems.push('rakeX10k must be 0 to 2000');
  if (rules.rakeCapMinor !== null && rules.rakeCapMinor < 0n) problems.push('rakeCapMinor must be 0 or more');
  if (!Number.isInteger(rules.turnSeconds) || rules.turnSeconds < 5 || rules.turnSeconds > 120)
    problems.push('turnSeconds must be 5 to 120');
  const fields =
    rules.game === 'pusoy-dos'
      ? ['multipliers']
      : ['winUnits', 'tongitsUnits', 'burnedUnits', 'challengeLostUnits', 'aceUnits', 'secretUnits'];
  const scoring = rules.scoring as unknown as Record<string, unknown>;
  if (Object.keys(scoring).some((key) => !fields.includes(key)) || fields.some((key) => !(key in scoring))) {
    return [...problems, `scoring must hold exactly ${fields.join(', ')}`];
  }
  problems.push(...engineGame(rules.game).validateTable(scoringTable(rules)));
  if (problems.length === 0 && BigInt(maxUnitsOf(rules)) * rules.unitMinor > 1_000_000_000_000n)
    problems.push('the hold per seat is too large');
  return problems;
}

/**
 * What a finished hand pays before the fee, each loser's payment capped at what its hold covers
 * (the bound above makes the cap a safeguard that never bites), the winner getting what the losers pay.
 */
export function handPayments(game: EngineGame, state: unknown, rules: RoomRules, holdMinor: bigint): HandPayments {
  const scored = game.score(state, scoringTable(rules));
  const netMinor = scored.netMinor.map((net, seat) => (seat !== scored.winner && net < -holdMinor ? -holdMinor : net));
  netMinor[scored.winner] = -netMinor.reduce((sum, net, seat) => (seat === scored.winner ? sum : sum + net), 0n);
  return { ...scored, netMinor };
}

/** How a finished hand ended, for the record: Tongits' end reason, or `out` (Pusoy Dos: first out of cards). */
export function endReason(state: unknown): string {
  const end = (state as { end?: { reason?: string } | null }).end;
  return end?.reason ?? 'out';
}

/** The hands as dealt (and the Tongits stock) of a state just dealt, for the proof and the history. */
export function dealtOf(state: unknown): { hands: number[][]; stock: number[] | null } {
  const { hands, stock } = state as { hands: number[][]; stock?: number[] };
  return { hands: hands.map((hand) => [...hand]), stock: stock ? [...stock] : null };
}
