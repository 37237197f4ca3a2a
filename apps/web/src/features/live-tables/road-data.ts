import { baccaratRoads, beadPlate, bigRoad, type BaccaratRoads, type RoadRound } from '@pkg/games/tables/baccarat-roads';
import type { LiveTableKind } from '@pkg/contracts/live-tables';

/**
 * The roads of a card table's shoe from its public state (live-tables.ts: each result a letter,
 * B, P or T for baccarat and D, T or X for Dragon Tiger, then `p` / `b` for a Player / Banker
 * pair), drawn with packages/games' baccarat roads. Dragon Tiger's roads are the same shapes with
 * Dragon in Banker's place and Tiger in Player's (a bead plate and a big road only).
 */

/** A road entry's side: the first named side (Banker, Dragon), the second (Player, Tiger), or a tie. */
export type RoadSide = 'B' | 'P' | 'T';

/** The road rounds of a shoe's letters; letters the page does not know are skipped. */
export function roadRounds(kind: LiveTableKind, letters: readonly string[]): RoadRound[] {
  const rounds: RoadRound[] = [];
  for (const letter of letters) {
    const head = letter.charAt(0);
    const flags = letter.slice(1);
    let result: RoadSide | null = null;
    if (kind === 'baccarat') result = head === 'B' || head === 'P' || head === 'T' ? head : null;
    else if (kind === 'dragon-tiger') result = head === 'D' ? 'B' : head === 'T' ? 'P' : head === 'X' ? 'T' : null;
    if (result) rounds.push({ result, playerPair: flags.includes('p'), bankerPair: flags.includes('b') });
  }
  return rounds;
}

/** Whether a kind of table has roads. */
export const hasRoads = (kind: string): kind is 'baccarat' | 'dragon-tiger' => kind === 'baccarat' || kind === 'dragon-tiger';

/** Every road of a baccarat shoe; Dragon Tiger's bead plate and big road (its derived roads are left empty). */
export function roadsOf(kind: 'baccarat' | 'dragon-tiger', letters: readonly string[]): BaccaratRoads {
  const rounds = roadRounds(kind, letters);
  if (kind === 'baccarat') return baccaratRoads(rounds);
  const none = { bigEyeBoy: null, smallRoad: null, cockroachPig: null };
  return {
    beadPlate: beadPlate(rounds),
    bigRoad: bigRoad(rounds),
    bigEyeBoy: [],
    smallRoad: [],
    cockroachPig: [],
    predictions: { B: none, P: none },
  };
}

/** Counts of a shoe's results by side, and of its pairs. */
export function roadCounts(rounds: readonly RoadRound[]): { B: number; P: number; T: number; playerPairs: number; bankerPairs: number } {
  const counts = { B: 0, P: 0, T: 0, playerPairs: 0, bankerPairs: 0 };
  for (const round of rounds) {
    counts[round.result] += 1;
    if (round.playerPair) counts.playerPairs += 1;
    if (round.bankerPair) counts.bankerPairs += 1;
  }
  return counts;
}
