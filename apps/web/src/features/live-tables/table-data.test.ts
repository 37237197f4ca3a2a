// Proves how the page reads the tables' compact results (packages/games tables' describeOutcome):
// each game's fields, the cards in deal order with the third cards last, the spots a result pays
// (checked against the games' own settlement for every Sic Bo throw), the roads' letters, and the
// numbers the layout shows (odds, short amounts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BACCARAT } from '@pkg/games/tables/baccarat-table';
import { SIC_BO, SIC_BO_MACAU_PAYTABLE } from '@pkg/games/tables/sic-bo-table';
import { allThrows } from '@pkg/games/tables/table-dice';
import { dealOrder, readResult, winningSpots } from './table-data.ts';
import { roadRounds, roadsOf } from './road-data.ts';
import { oddsText, shortAmount } from './table-format.ts';
import { spotFaces } from '../../lib/table-spot-labels.ts';

test('a baccarat result reads with its hands, totals, winner and pairs; cards come in deal order, third cards last', () => {
  const result = readResult({ g: 'baccarat', p: 'KS KH 5D', b: 'AD 2C 3S', pt: 5, bt: 6, w: 'B', pp: 1, bp: 0, n: 0 });
  assert.ok(result && result.kind === 'baccarat');
  assert.equal(result.winner, 'banker');
  assert.equal(result.playerPair, true);
  assert.deepEqual(
    dealOrder(result).map((card) => `${card.side}:${card.card}`),
    ['player:KS', 'banker:AD', 'player:KH', 'banker:2C', 'player:5D', 'banker:3S'],
  );
  assert.deepEqual([...winningSpots(result, BACCARAT.spots)].sort(), ['banker', 'playerPair']);
  const natural = readResult({ g: 'baccarat', p: '9S 10H', b: 'AD 2C', pt: 9, bt: 3, w: 'P', pp: 0, bp: 0, n: 1 });
  assert.equal(natural && dealOrder(natural).length, 4);
});

test('Dragon Tiger, Sic Bo and the Color Game read; anything else is no result', () => {
  assert.deepEqual(readResult({ g: 'dragon-tiger', d: 'QD', t: 'QD', w: 'tie', s: 1 }), {
    kind: 'dragon-tiger',
    dragon: 'QD',
    tiger: 'QD',
    winner: 'tie',
    suitedTie: true,
  });
  assert.deepEqual(readResult({ g: 'sic-bo', d: '252', t: 9 }), { kind: 'sic-bo', dice: [2, 5, 2], total: 9, triple: false });
  assert.deepEqual(readResult({ g: 'color-game', c: 'red red blue' }), { kind: 'color-game', colours: ['red', 'red', 'blue'] });
  assert.equal(readResult(null), null);
  assert.equal(readResult({ g: 'bingo' }), null);
});

test('the spots lit for every Sic Bo throw are exactly those the Macau paytable pays', () => {
  for (const dice of allThrows()) {
    const compact = SIC_BO.describeOutcome(SIC_BO.readOutcome({ g: 'sic-bo', d: dice.join(''), t: dice[0] + dice[1] + dice[2] }));
    const result = readResult(compact);
    assert.ok(result);
    const outcome = SIC_BO.readOutcome(compact);
    const paid = SIC_BO.spots.filter((spot) => SIC_BO.settleBet(spot, 100n, outcome, SIC_BO_MACAU_PAYTABLE) > 100n);
    assert.deepEqual([...winningSpots(result, SIC_BO.spots)].sort(), [...paid].sort(), dice.join(''));
  }
});

test('road letters become road rounds: baccarat B/P/T with pairs, Dragon Tiger D/T/X in Banker/Player/Tie places', () => {
  assert.deepEqual(roadRounds('baccarat', ['B', 'Pp', 'Tpb', 'Q']), [
    { result: 'B', playerPair: false, bankerPair: false },
    { result: 'P', playerPair: true, bankerPair: false },
    { result: 'T', playerPair: true, bankerPair: true },
  ]);
  assert.deepEqual(
    roadRounds('dragon-tiger', ['D', 'T', 'X']).map((round) => round.result),
    ['B', 'P', 'T'],
  );
  // The worked shoe of docs/games/table-games.md: big eye boy R B B B B B R B R B.
  const roads = roadsOf('baccarat', 'BBPPPBPPBBBBP'.split(''));
  assert.deepEqual(roads.bigEyeBoy.map((cell) => cell.colour.charAt(0).toUpperCase()).join(''), 'RBBBBBRBRB');
  assert.equal(roadsOf('dragon-tiger', ['D', 'D', 'T']).bigEyeBoy.length, 0);
});

test('odds, short amounts and Sic Bo faces read as the layout shows them', () => {
  assert.equal(oddsText(9_500), '0.95:1');
  assert.equal(oddsText(80_000), '8:1');
  assert.equal(oddsText(5_000), '0.5:1');
  assert.equal(shortAmount(1_000n, 2), '10');
  assert.equal(shortAmount(100_000n, 2), '1K');
  assert.equal(shortAmount(5_000_000n, 2), '50K');
  assert.equal(shortAmount(150_000n, 2), '1.5K');
  assert.equal(shortAmount(123_456n, 2), '1,234.56');
  assert.equal(shortAmount(100_000_000n, 2), '1M');
  assert.deepEqual(spotFaces('triple3'), [3, 3, 3]);
  assert.deepEqual(spotFaces('combo25'), [2, 5]);
  assert.deepEqual(spotFaces('single6'), [6]);
  assert.deepEqual(spotFaces('total9'), []);
});
