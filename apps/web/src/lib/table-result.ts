/**
 * A live table round's dealt result (packages/games tables' compact describeOutcome) read into a
 * shape for drawing and wording; shared by the live tables' pages and the betting record.
 */

/** A dealt result laid out for drawing. */
export type TableResult =
  | {
      kind: 'baccarat';
      player: string[];
      banker: string[];
      playerTotal: number;
      bankerTotal: number;
      winner: 'player' | 'banker' | 'tie';
      playerPair: boolean;
      bankerPair: boolean;
      natural: boolean;
    }
  | { kind: 'dragon-tiger'; dragon: string; tiger: string; winner: 'dragon' | 'tiger' | 'tie'; suitedTie: boolean }
  | { kind: 'sic-bo'; dice: number[]; total: number; triple: boolean }
  | { kind: 'color-game'; colours: string[] };

const cardsOf = (value: unknown): string[] => (typeof value === 'string' && value !== '' ? value.split(' ') : []);

/** Reads a round's compact result (packages/games tables' describeOutcome); null when there is none or it is not understood. */
export function readResult(result: unknown): TableResult | null {
  if (typeof result !== 'object' || result === null) return null;
  const r = result as Record<string, unknown>;
  switch (r.g) {
    case 'baccarat':
      return {
        kind: 'baccarat',
        player: cardsOf(r.p),
        banker: cardsOf(r.b),
        playerTotal: Number(r.pt),
        bankerTotal: Number(r.bt),
        winner: r.w === 'P' ? 'player' : r.w === 'B' ? 'banker' : 'tie',
        playerPair: r.pp === 1,
        bankerPair: r.bp === 1,
        natural: r.n === 1,
      };
    case 'dragon-tiger':
      return {
        kind: 'dragon-tiger',
        dragon: String(r.d),
        tiger: String(r.t),
        winner: r.w === 'dragon' ? 'dragon' : r.w === 'tiger' ? 'tiger' : 'tie',
        suitedTie: r.s === 1,
      };
    case 'sic-bo': {
      const dice = String(r.d)
        .split('')
        .map(Number)
        .filter((face) => face >= 1 && face <= 6);
      return { kind: 'sic-bo', dice, total: Number(r.t), triple: dice.length === 3 && dice[0] === dice[1] && dice[1] === dice[2] };
    }
    case 'color-game':
      return { kind: 'color-game', colours: cardsOf(r.c) };
    default:
      return null;
  }
}
