// Proves baccarat's settlement of every spot and class on hand-worked rounds in both paytables
// (commission, no-commission), the deal (uniform first-card ranks by chi-square, exact replay from
// revealed seeds over a whole shoe), the stored outcome form, and the paytable checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import { seededRandom } from '../random.ts';
import { baccaratOutcomeOf } from './baccarat-rules.ts';
import {
  BACCARAT,
  BACCARAT_COMMISSION_PAYTABLE as COMMISSION,
  BACCARAT_NO_COMMISSION_PAYTABLE as NO_COMMISSION,
  dealBaccaratRound,
  describeBaccaratOutcome,
  possibleBaccaratOutcomes,
  readBaccaratOutcome,
} from './baccarat-table.ts';
import { DEFAULT_SHOE_RULES, cardRank, cardsRemaining, fullShoe, shoeFinished, startShoe, withDealt } from './table-shoe.ts';
import { fairDeal, houseFavouredSpots } from './table-types.ts';

// Hand-worked rounds.
const PLAYER_WINS = baccaratOutcomeOf(['4S', '5H'], ['7D', 'KC']); // Player 9 natural, Banker 7
const BANKER_WINS = baccaratOutcomeOf(['2S', '3H', 'TD'], ['AD', '2C', '4S']); // Player 5, Banker 7
const BANKER_SIX = baccaratOutcomeOf(['2S', '3H', 'TD'], ['AD', '2C', '3S']); // Player 5, Banker 6
const TIE_WITH_PAIRS = baccaratOutcomeOf(['KS', 'KH', '5D'], ['AD', 'AC', '3S']); // 5 to 5, both pairs

const settle = (spot: string, outcome = PLAYER_WINS, stake = 100n, paytable = COMMISSION): bigint =>
  BACCARAT.settleBet(spot, stake, outcome, paytable);

test('Player pays 1:1 and pushes on a tie', () => {
  assert.equal(settle('player', PLAYER_WINS), 200n);
  assert.equal(settle('player', BANKER_WINS), 0n);
  assert.equal(settle('player', TIE_WITH_PAIRS), 100n);
});

test('Banker: 0.95:1 with commission (floored), 1:1 but 1:2 on a six without', () => {
  assert.equal(settle('banker', BANKER_WINS), 195n);
  assert.equal(settle('banker', BANKER_SIX), 195n);
  // 0.95 × 101 = 95.95: the 0.95 minor unit stays with the house.
  assert.equal(settle('banker', BANKER_WINS, 101n), 196n);
  assert.equal(settle('banker', BANKER_WINS, 100n, NO_COMMISSION), 200n);
  assert.equal(settle('banker', BANKER_SIX, 100n, NO_COMMISSION), 150n);
  assert.equal(settle('banker', BANKER_SIX, 101n, NO_COMMISSION), 151n);
  assert.equal(settle('banker', PLAYER_WINS, 100n, NO_COMMISSION), 0n);
  assert.equal(settle('banker', TIE_WITH_PAIRS, 100n, NO_COMMISSION), 100n);
});

test('Tie pays 8:1; pairs pay 11:1 on the first two cards of a side', () => {
  assert.equal(settle('tie', TIE_WITH_PAIRS), 900n);
  assert.equal(settle('tie', BANKER_WINS), 0n);
  assert.equal(settle('playerPair', TIE_WITH_PAIRS), 1_200n);
  assert.equal(settle('bankerPair', TIE_WITH_PAIRS), 1_200n);
  assert.equal(settle('playerPair', PLAYER_WINS), 0n);
  assert.equal(settle('bankerPair', BANKER_SIX), 0n);
  assert.throws(() => settle('dragon'), RangeError);
  assert.throws(() => BACCARAT.settleBet('player', 100n, PLAYER_WINS, { ...COMMISSION, game: 'sic-bo' }), RangeError);
});

test('first-card ranks of dealt rounds are uniform (chi-square, p = 0.001)', () => {
  const random = seededRandom('baccarat-first-card');
  const ranks = new Array<number>(13).fill(0);
  const totals = new Array<number>(10).fill(0);
  for (let i = 0; i < 26_000; i++) {
    const { outcome } = dealBaccaratRound(random, fullShoe(8));
    const rank = cardRank(outcome.player[0] as string) - 1;
    ranks[rank] = (ranks[rank] as number) + 1;
    totals[outcome.playerTotal] = (totals[outcome.playerTotal] as number) + 1;
  }
  assert.ok(chiSquareUniform(ranks) < chiSquareCritical(12, 0.001), `ranks: ${chiSquareUniform(ranks)}`);
  // And the test can fail: Player's final totals are far from uniform (8 and 9 are the most common).
  assert.ok(chiSquareUniform(totals) > chiSquareCritical(9, 0.001));
});

test('a whole shoe deals round by round until the cut card, each round replayable from its seed', () => {
  let shoe = startShoe(DEFAULT_SHOE_RULES, seededRandom('shoe'));
  const history: Array<{ seed: string; before: typeof shoe; stored: ReturnType<typeof describeBaccaratOutcome> }> = [];
  while (!shoeFinished(shoe)) {
    const seed = (history.length + 1).toString(16).padStart(64, '0');
    const { outcome, state } = fairDeal(BACCARAT, seed, `t1:s1:r${history.length}`, shoe);
    assert.equal(state.dealt.length, shoe.dealt.length + outcome.player.length + outcome.banker.length);
    history.push({ seed, before: shoe, stored: describeBaccaratOutcome(outcome) });
    shoe = state;
  }
  assert.ok(cardsRemaining(shoe) < shoe.cutCardRemaining);
  assert.ok(history.length > 60, `${history.length} rounds`);
  for (const [index, round] of history.entries()) {
    assert.deepEqual(describeBaccaratOutcome(fairDeal(BACCARAT, round.seed, `t1:s1:r${index}`, round.before).outcome), round.stored);
  }
  assert.throws(() => dealBaccaratRound(seededRandom(1), shoe), /shoe_finished/);
});

test('stored outcomes: compact, JSON-safe, read back, and tampering refused', () => {
  const stored = describeBaccaratOutcome(TIE_WITH_PAIRS);
  assert.deepEqual(stored, { g: 'baccarat', p: 'KS KH 5D', b: 'AD AC 3S', pt: 5, bt: 5, w: 'T', pp: 1, bp: 1, n: 0 });
  assert.deepEqual(readBaccaratOutcome(JSON.parse(JSON.stringify(stored))), TIE_WITH_PAIRS);
  assert.throws(() => readBaccaratOutcome({ ...stored, w: 'P' }), RangeError);
  assert.throws(() => readBaccaratOutcome({ ...stored, b: 'AD AC' }), RangeError);
  assert.throws(() => readBaccaratOutcome({ ...stored, g: 'sic-bo' }), RangeError);
});

test('possible outcomes: all 16 combinations of winner, Banker 6 and the two pairs', () => {
  const keys = new Set(
    possibleBaccaratOutcomes().map((o) => `${o.winner}:${o.winner === 'banker' && o.bankerTotal === 6}:${o.playerPair}:${o.bankerPair}`),
  );
  assert.equal(keys.size, 16);
});

test('paytables are validated', () => {
  assert.deepEqual(BACCARAT.validatePaytable(COMMISSION), []);
  assert.deepEqual(BACCARAT.validatePaytable(NO_COMMISSION), []);
  const broken = {
    ...COMMISSION,
    odds: { ...COMMISSION.odds, banker: { win: 9_500, tie: 0 }, tie: { win: 80_000.5 }, lucky6: { win: 1 } },
  };
  assert.deepEqual(BACCARAT.validatePaytable(broken), [
    { code: 'unknown_spot', spot: 'lucky6' },
    { code: 'missing_class', spot: 'banker', outcomeClass: 'win6' },
    { code: 'bad_odds', spot: 'tie', outcomeClass: 'win' },
  ]);
  assert.deepEqual(BACCARAT.validatePaytable({ ...COMMISSION, game: 'dragon-tiger' }), [{ code: 'wrong_game' }]);
});

test('house-favoured spots: all five on a full shoe, not the pairs when the shoe is rich in one rank', () => {
  assert.deepEqual(houseFavouredSpots(BACCARAT, COMMISSION, fullShoe(8)), ['player', 'banker', 'tie', 'playerPair', 'bankerPair']);
  // One deck with 12 cards left, four kings and four queens among them: a pair has chance
  // (12 + 12)/(12 × 11) = 2/11, above the 1/12 at which 11:1 breaks even.
  const left = ['KS', 'KH', 'KD', 'KC', 'QS', 'QH', 'QD', 'QC', '2S', '3S', '4S', '5S'];
  const dealt: string[] = [];
  for (const rank of 'A23456789TJQK') for (const suit of 'SHDC') if (!left.includes(`${rank}${suit}`)) dealt.push(`${rank}${suit}`);
  const open = houseFavouredSpots(BACCARAT, COMMISSION, withDealt(fullShoe(1), dealt));
  assert.equal(open.includes('playerPair'), false);
  assert.equal(open.includes('bankerPair'), false);
});
