import type { RoundProofValue } from '@pkg/contracts/rounds';
import { commitmentOf } from '@pkg/games/lottery/fair-draw';
import { BACCARAT } from '@pkg/games/tables/baccarat-table';
import { COLOR_GAME } from '@pkg/games/tables/color-game-table';
import { DRAGON_TIGER } from '@pkg/games/tables/dragon-tiger-table';
import { SIC_BO } from '@pkg/games/tables/sic-bo-table';
import type { Shoe } from '@pkg/games/tables/table-shoe';
import { fairDeal, type CompactOutcome, type TableGame } from '@pkg/games/tables/table-types';

/**
 * Recomputes a dealt round in the browser from its proof (decision 053): the revealed seed must
 * hash to the seed hash published before betting closed, and the game dealt from that seed, the
 * round's context and the public state it opened with (a card table: the cards its shoe had dealt
 * before) must give exactly the stored result. The same packages/games code the server deals with;
 * loaded only when a player opens the check.
 */

/** What the check found. */
export interface RoundCheck {
  /** The seed hashes to the published seed hash. */
  hashMatches: boolean;
  /** The result recomputed here (null when the game is unknown or the proof lacks a part). */
  recomputed: CompactOutcome | null;
  /** The recomputed result is the stored one, field by field. */
  resultMatches: boolean;
  /** Cards the shoe had dealt before the round (card tables), burned ones included. */
  cardsBefore: number | null;
}

const GAMES: Record<string, TableGame<unknown, Shoe | null>> = {
  baccarat: BACCARAT as TableGame<unknown, Shoe | null>,
  'dragon-tiger': DRAGON_TIGER as TableGame<unknown, Shoe | null>,
  'sic-bo': SIC_BO as TableGame<unknown, Shoe | null>,
  'color-game': COLOR_GAME as TableGame<unknown, Shoe | null>,
};

function sameOutcome(a: CompactOutcome, b: unknown): boolean {
  if (typeof b !== 'object' || b === null) return false;
  const other = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(other)]);
  return [...keys].every((key) => a[key] === other[key]);
}

/** Checks a proof; a round not dealt yet (no seed) checks nothing and matches nothing. */
export function checkRound(proof: RoundProofValue): RoundCheck {
  const game = GAMES[proof.kind];
  const shoe = (proof.stateBefore as { shoe?: Shoe } | null)?.shoe ?? null;
  const cardsBefore = shoe ? shoe.dealt.length : null;
  if (!proof.seed || !proof.seedHash || !game) return { hashMatches: false, recomputed: null, resultMatches: false, cardsBefore };
  let hashMatches = false;
  let recomputed: CompactOutcome | null = null;
  try {
    hashMatches = commitmentOf(proof.seed) === proof.seedHash;
    const usesShoe = proof.kind === 'baccarat' || proof.kind === 'dragon-tiger';
    if (!usesShoe || shoe) recomputed = game.describeOutcome(fairDeal(game, proof.seed, proof.context, usesShoe ? shoe : null).outcome);
  } catch {
    // A malformed seed or shoe: nothing recomputed, nothing matches.
  }
  return { hashMatches, recomputed, resultMatches: recomputed !== null && sameOutcome(recomputed, proof.result), cardsBefore };
}
