// Proves the in-browser check of a round's proof: a round dealt from a seed, a context and a shoe's
// history (as the server deals it) is recomputed exactly and its seed matches the published hash;
// a changed result, a seed that is not the committed one, or a shoe history that is not the round's
// is caught; a round not dealt yet checks nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RoundProofValue } from '@pkg/contracts/rounds';
import { commitmentOf } from '@pkg/games/lottery/fair-draw';
import { seededRandom } from '@pkg/games/random';
import { BACCARAT } from '@pkg/games/tables/baccarat-table';
import { SIC_BO } from '@pkg/games/tables/sic-bo-table';
import { DEFAULT_SHOE_RULES, startShoe, type Shoe } from '@pkg/games/tables/table-shoe';
import { fairDeal } from '@pkg/games/tables/table-types';
import { checkRound } from './verify-round.ts';

const SEED = 'a3'.repeat(32);
const CONTEXT = 'bituin:BTLIVE:baccarat-a:7';

function baccaratProof(): RoundProofValue {
  let shoe: Shoe = startShoe(DEFAULT_SHOE_RULES, seededRandom(5));
  // A few rounds dealt before this one: the proof carries the shoe as the round opened.
  for (let i = 0; i < 3; i++) shoe = fairDeal(BACCARAT, `0${i}`.repeat(32), `earlier:${i}`, shoe).state;
  const dealt = fairDeal(BACCARAT, SEED, CONTEXT, shoe);
  return {
    roundId: '7',
    tableId: '1',
    kind: 'baccarat',
    seq: 7,
    seedHash: commitmentOf(SEED),
    seed: SEED,
    context: CONTEXT,
    stateBefore: { shoeNo: 1, shoe, roads: [] },
    result: BACCARAT.describeOutcome(dealt.outcome),
    resultVersion: 1,
  };
}

test('a baccarat round recomputes exactly from its seed, context and the shoe it was dealt from', () => {
  const proof = baccaratProof();
  const check = checkRound(proof);
  assert.equal(check.hashMatches, true);
  assert.equal(check.resultMatches, true);
  assert.deepEqual(check.recomputed, proof.result);
  assert.equal(check.cardsBefore, (proof.stateBefore as { shoe: Shoe }).shoe.dealt.length);
});

test('a changed result, another seed or another shoe history does not check', () => {
  const proof = baccaratProof();
  const result = proof.result as Record<string, string | number>;
  assert.equal(checkRound({ ...proof, result: { ...result, w: result.w === 'B' ? 'P' : 'B' } }).resultMatches, false);
  const other = 'b4'.repeat(32);
  assert.equal(checkRound({ ...proof, seed: other }).hashMatches, false);
  const shoe = (proof.stateBefore as { shoe: Shoe }).shoe;
  const shorter = { ...shoe, dealt: shoe.dealt.slice(0, -1) };
  assert.equal(checkRound({ ...proof, stateBefore: { shoeNo: 1, shoe: shorter, roads: [] } }).resultMatches, false);
});

test('a dice round recomputes without a state; a round not dealt yet checks nothing', () => {
  const dealt = fairDeal(SIC_BO, SEED, 'bituin:BTLIVE:sic-bo:3', null);
  const proof: RoundProofValue = {
    roundId: '3',
    tableId: '2',
    kind: 'sic-bo',
    seq: 3,
    seedHash: commitmentOf(SEED),
    seed: SEED,
    context: 'bituin:BTLIVE:sic-bo:3',
    stateBefore: {},
    result: SIC_BO.describeOutcome(dealt.outcome),
    resultVersion: 1,
  };
  assert.deepEqual(checkRound(proof), { hashMatches: true, recomputed: proof.result, resultMatches: true, cardsBefore: null });
  assert.equal(checkRound({ ...proof, seed: null, result: null }).resultMatches, false);
});
