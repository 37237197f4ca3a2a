// Proves the Pusoy Dos state machine on hand-worked tables: the deal (4 × 13, 3♣ leads, provable
// from a seed), every refusal code, beating and passing, the trick clearing to the last player,
// going out, automatic play, views that hide other hands, and that legalMoves is exactly the set
// of moves checkMove accepts (against a brute force over every subset of the hand).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardId } from '../cards/cards.ts';
import { cardCodes, parseCards } from '../cards/cards.ts';
import { isMoveError } from '../cards/card-game.ts';
import { fairDeck } from '../cards/deck.ts';
import { fairRandom } from '../lottery/fair-draw.ts';
import { seededRandom } from '../random.ts';
import type { PusoyMove, PusoyState } from './pusoy-dos.ts';
import { applyMove, autoMove, checkMove, deal, isOver, legalMoves, playerView, toAct } from './pusoy-dos.ts';

const SEED = '9f2c4e1a7b3d5f60812a4c6e8b0d2f4169e3c5a7b9d1f3e5072a4c6e8f0b2d4a';

/** A state from four hands written as card codes (seat 0 first). */
function table(hands: string[], patch: Partial<PusoyState> = {}): PusoyState {
  const parsed = hands.map((codes) => parseCards(codes).sort((a, b) => a - b));
  const turn = parsed.findIndex((hand) => hand.includes(parseCards('3c')[0]!));
  return { game: 'pusoy-dos', hands: parsed, turn, lastPlay: null, passes: 0, opening: true, winner: null, moveCount: 0, ...patch };
}

/** Applies moves in turn (seat = the state's turn), failing the test on any refusal. */
function play(state: PusoyState, ...moves: (string | 'pass')[]): PusoyState {
  let current = state;
  for (const text of moves) {
    const move: PusoyMove = text === 'pass' ? { type: 'pass' } : { type: 'play', cards: parseCards(text) };
    const next = applyMove(current, current.turn, move);
    if (isMoveError(next)) assert.fail(`${text} by seat ${current.turn} refused: ${next.error}`);
    current = next;
  }
  return current;
}

/** The refusal code of a move by `seat`. */
function refusal(state: PusoyState, seat: number, move: unknown): string | null {
  const result = applyMove(state, seat, move);
  const code = isMoveError(result) ? result.error : null;
  assert.equal(checkMove(state, seat, move), code, 'checkMove and applyMove agree');
  return code;
}

const HANDS = [
  '3c 4c 5c 6s 7d 9h 9d Jc Qh Kd As 2c 2h',
  '3s 4d 5h 6c 7c 8c 8s Tc Jd Qs Ks Ad 2d',
  '3h 3d 4s 5s 6h 7s 8h 9c Th Js Qc Kc Ac',
  '4h 5d 6d 7h 8d 9s Ts Td Jh Qd Kh Ah 2s',
];

test('deal: four sorted hands of 13 covering the deck, the 3♣ holder moves first, provable from the seed', () => {
  const state = deal(4, fairRandom(SEED, 'pvp:pusoy-dos:table-1:hand-1'));
  const deck = fairDeck(SEED, 'pvp:pusoy-dos:table-1:hand-1');
  for (let seat = 0; seat < 4; seat++) {
    assert.deepEqual(
      state.hands[seat],
      deck.slice(13 * seat, 13 * seat + 13).sort((a, b) => a - b),
    );
  }
  assert.ok(state.hands[state.turn]!.includes(parseCards('3c')[0]!));
  assert.equal(state.opening, true);
  assert.deepEqual(JSON.parse(JSON.stringify(state)), state, 'plain JSON data');
  assert.throws(() => deal(3, seededRandom(1)), /4 seats/);
});

test('the opening must include 3♣, the leader cannot pass, and moves are checked in order', () => {
  const state = table(HANDS);
  assert.equal(state.turn, 0);
  assert.equal(toAct(state), 0);
  assert.equal(refusal(state, 1, { type: 'pass' }), 'not_your_turn');
  assert.equal(refusal(state, 0, { type: 'pass' }), 'cannot_pass_lead');
  assert.equal(refusal(state, 0, { type: 'play', cards: parseCards('4c') }), 'must_include_3c');
  assert.equal(refusal(state, 0, { type: 'play', cards: parseCards('3s') }), 'not_in_hand');
  assert.equal(refusal(state, 0, { type: 'play', cards: parseCards('3c 3c') }), 'duplicate_card');
  assert.equal(refusal(state, 0, { type: 'play', cards: parseCards('3c 4c') }), 'invalid_combination');
  assert.equal(refusal(state, 0, { type: 'play', cards: [] }), 'bad_move');
  assert.equal(refusal(state, 0, { type: 'play', cards: [52] }), 'bad_move');
  assert.equal(refusal(state, 0, { type: 'play', cards: '3c' }), 'bad_move');
  assert.equal(refusal(state, 0, { type: 'fold' }), 'bad_move');
  assert.equal(refusal(state, 0, null), 'bad_move');
  assert.equal(refusal(state, 0, { type: 'play', cards: parseCards('3c 4c 5c 6s 7d') }), null);
  assert.equal(refusal(state, 0, { type: 'play', cards: parseCards('3c') }), null);
});

test('a play must beat the last with the same number of cards; applyMove never changes its input', () => {
  const state = play(table(HANDS), '3c 4c 5c 6s 7d');
  const before = JSON.stringify(state);
  assert.equal(state.turn, 1);
  assert.equal(refusal(state, 1, { type: 'play', cards: parseCards('2d') }), 'wrong_card_count');
  assert.equal(refusal(state, 1, { type: 'play', cards: parseCards('3s 4d 5h 6c 7c') }), 'does_not_beat');
  assert.equal(refusal(state, 1, { type: 'play', cards: parseCards('8c 8s Ks Qs Ad') }), 'invalid_combination');
  assert.equal(refusal(state, 1, { type: 'play', cards: parseCards('4d 5h 6c 7c 8c') }), null);
  assert.equal(JSON.stringify(state), before);
  assert.deepEqual(
    state.hands[0],
    parseCards('9h 9d Jc Qh Kd As 2c 2h').sort((a, b) => a - b),
  );
  assert.equal(state.lastPlay?.kind, 'straight');
});

test('three passes in a row clear the trick and the last player leads anything; a pass does not shut a seat out', () => {
  let state = play(table(HANDS), '3c', '3s', 'pass', '4h');
  assert.equal(state.turn, 0);
  state = play(state, 'pass', 'pass', 'pass');
  assert.equal(state.turn, 3, 'seat 3 played last and leads');
  assert.equal(state.lastPlay, null);
  assert.equal(state.opening, false);
  assert.equal(refusal(state, 3, { type: 'pass' }), 'cannot_pass_lead');
  state = play(state, '5d', '9h', 'pass', 'Th');
  // Seat 1 passed on 9♥ but may play again when the trick comes round.
  state = play(state, 'pass', 'pass', 'Jd');
  assert.equal(state.lastPlay?.seat, 1);
});

test('the first seat out of cards wins; nothing moves afterwards', () => {
  const state = table(['3c 2d', '4c 5c', '4h 5d', '4d 5h']);
  const won = play(state, '3c', '4c', '4h', '4d', '2d');
  assert.equal(won.winner, 0);
  assert.equal(isOver(won), true);
  assert.equal(toAct(won), null);
  assert.deepEqual(legalMoves(won, won.turn), []);
  assert.equal(refusal(won, won.turn, { type: 'pass' }), 'game_over');
  assert.equal(isOver(state), false);
});

test('autoMove passes when following, leads the lowest single otherwise, and opens with 3♣', () => {
  const state = table(HANDS);
  assert.deepEqual(autoMove(state, 0), { type: 'play', cards: parseCards('3c') });
  const following = play(state, '3c');
  assert.deepEqual(autoMove(following, 1), { type: 'pass' });
  const leading = play(following, 'pass', 'pass', 'pass');
  assert.equal(leading.turn, 0);
  assert.deepEqual(autoMove(leading, 0), { type: 'play', cards: parseCards('4c') });
  const twos = table(['2c 2d Ac', '3c', '4c', '5c'], { opening: false, turn: 0 });
  assert.equal(cardCodes((autoMove(twos, 0) as { cards: CardId[] }).cards), 'Ac');
});

test('playerView shows only the seat’s own cards and counts of the others, all hands after the end', () => {
  const state = play(table(HANDS), '3c 4c 5c 6s 7d');
  const view = playerView(state, 2);
  assert.deepEqual(view.hand, state.hands[2]);
  assert.deepEqual(view.handCounts, [8, 13, 13, 13]);
  assert.equal(view.revealed, null);
  const others = new Set([...state.hands[0]!, ...state.hands[1]!, ...state.hands[3]!]);
  const visible = [...view.hand, ...view.lastPlay!.cards];
  assert.ok(!visible.some((card) => others.has(card)), 'no card another seat holds');
  assert.deepEqual(Object.keys(view).sort(), [
    'game',
    'hand',
    'handCounts',
    'lastPlay',
    'moveCount',
    'opening',
    'passes',
    'revealed',
    'seat',
    'turn',
    'winner',
  ]);
  const over = play(table(['3c', '4c', '4d', '4h']), '3c');
  assert.deepEqual(playerView(over, 1).revealed, over.hands);
});

/** Every move of sizes 1, 2, 3 and 5 from the hand, plus pass, that checkMove accepts. */
function bruteForceLegal(state: PusoyState, seat: number): string[] {
  const hand = state.hands[seat]!;
  const legal: string[] = [];
  if (checkMove(state, seat, { type: 'pass' }) === null) legal.push('pass');
  const walk = (start: number, chosen: CardId[]): void => {
    if ([1, 2, 3, 5].includes(chosen.length) && checkMove(state, seat, { type: 'play', cards: chosen }) === null) {
      legal.push(cardCodes([...chosen].sort((a, b) => a - b)));
    }
    if (chosen.length === 5) return;
    for (let i = start; i < hand.length; i++) walk(i + 1, [...chosen, hand[i]!]);
  };
  walk(0, []);
  return legal.sort();
}

test('legalMoves is exactly what checkMove accepts, on random positions of random deals', () => {
  const random = seededRandom('legal-moves');
  for (let round = 0; round < 25; round++) {
    let state = deal(4, random);
    for (let step = 0; step < 12 && !isOver(state); step++) {
      const seat = state.turn;
      const moves = legalMoves(state, seat);
      const listed = moves.map((move) => (move.type === 'pass' ? 'pass' : cardCodes(move.cards))).sort();
      assert.deepEqual(listed, bruteForceLegal(state, seat));
      assert.deepEqual(legalMoves(state, (seat + 1) % 4), [], 'nothing for a seat not to move');
      const next = applyMove(state, seat, moves[random.int(moves.length)]);
      assert.ok(!isMoveError(next));
      state = next;
    }
  }
});
