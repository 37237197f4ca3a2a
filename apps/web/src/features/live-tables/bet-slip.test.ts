// Proves the chips on the layout before a confirm: totals per spot, Undo takes the last chip back,
// Repeat lays last round's bets again, Double matches the slip (or, with none, the bets placed),
// the call's bets come one per spot in layout order, and the limits the page checks before sending.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LiveTableSettingsView } from '@pkg/contracts/live-tables';
import { addChip, doubleSlip, repeatSlip, slipBets, slipProblem, slipTotal, slipTotals, undoChip, type Slip } from './bet-slip.ts';

const SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

const settings = {
  kind: 'baccarat',
  names: {},
  paytableName: 'commission',
  odds: {},
  spots: SPOTS,
  limits: {
    defaultSpot: { minMinor: '1000', maxMinor: '5000000' },
    spots: { tie: { minMinor: '1000', maxMinor: '20000' } },
    maxPayoutMinor: '100000000',
    opposites: [['player', 'banker']],
    allowOpposite: false,
  },
  chipsMinor: ['1000', '5000'],
  bettingMs: 20000,
  revealMs: 8000,
  houseEdges: {},
  decks: 8,
} as LiveTableSettingsView;

test('chips add up per spot and Undo takes back the last one only', () => {
  let slip: Slip = [];
  slip = addChip(slip, 'banker', 1000n);
  slip = addChip(slip, 'tie', 5000n);
  slip = addChip(slip, 'banker', 5000n);
  assert.deepEqual(
    [...slipTotals(slip)],
    [
      ['banker', 6000n],
      ['tie', 5000n],
    ],
  );
  assert.equal(slipTotal(slip), 11000n);
  slip = undoChip(slip);
  assert.deepEqual(
    [...slipTotals(slip)],
    [
      ['banker', 1000n],
      ['tie', 5000n],
    ],
  );
  assert.deepEqual(undoChip([]), []);
});

test("the call's bets are one per spot, in layout order, as decimal strings", () => {
  const slip = addChip(addChip(addChip([], 'tie', 1000n), 'banker', 5000n), 'tie', 1000n);
  assert.deepEqual(slipBets(slip, SPOTS), [
    { spot: 'banker', amountMinor: '5000' },
    { spot: 'tie', amountMinor: '2000' },
  ]);
});

test("Repeat lays last round's bets again, summed per spot", () => {
  const last = [
    { spot: 'tie', stakeMinor: '1000' },
    { spot: 'banker', stakeMinor: '10000' },
    { spot: 'banker', stakeMinor: '5000' },
  ];
  assert.deepEqual(repeatSlip(last, SPOTS), [
    { spot: 'banker', amountMinor: 15000n },
    { spot: 'tie', amountMinor: 1000n },
  ]);
  assert.deepEqual(repeatSlip([], SPOTS), []);
});

test('Double matches the unconfirmed chips, or with none the bets already placed this round', () => {
  const slip = addChip(addChip([], 'banker', 5000n), 'banker', 1000n);
  assert.deepEqual([...slipTotals(doubleSlip(slip, [{ spot: 'tie', stakeMinor: '9000' }], SPOTS))], [['banker', 12000n]]);
  assert.deepEqual(doubleSlip([], [{ spot: 'tie', stakeMinor: '9000' }], SPOTS), [{ spot: 'tie', amountMinor: 9000n }]);
  assert.deepEqual(doubleSlip([], [], SPOTS), []);
});

test("the page stops a slip over a spot's maximum, under its minimum, or on both opposite spots", () => {
  assert.equal(slipProblem(addChip([], 'banker', 1000n), [], settings), null);
  assert.deepEqual(slipProblem(addChip([], 'tie', 5000n), [{ spot: 'tie', stakeMinor: '16000' }], settings), {
    code: 'above_max',
    spot: 'tie',
  });
  assert.deepEqual(slipProblem(addChip([], 'banker', 500n), [], settings), { code: 'below_min', spot: 'banker' });
  assert.deepEqual(slipProblem(addChip([], 'banker', 1000n), [{ spot: 'player', stakeMinor: '1000' }], settings), {
    code: 'opposite_bets',
    spot: 'banker',
  });
  assert.equal(
    slipProblem(addChip([], 'banker', 1000n), [{ spot: 'player', stakeMinor: '1000' }], {
      ...settings,
      limits: { ...settings.limits, allowOpposite: true },
    }),
    null,
  );
});
