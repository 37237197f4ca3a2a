// Proves the bet slip accepts or refuses by the odds-change policy, the stake limits (market,
// selection, parlay, player factor), the maximum payout and the parlay shape, with a code per failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_SLIP_LIMITS, type QuotedSelection, type SlipDecision, type SlipRequest, stakeRange, validateSlip } from './bet-slip.ts';

const quote = (fixtureId: string, priceX10k: number, extra: Partial<QuotedSelection> = {}): QuotedSelection => ({
  fixtureId,
  priceX10k,
  open: true,
  minStakeMinor: 100n,
  maxStakeMinor: 50_000n,
  ...extra,
});

const QUOTES = new Map<string, QuotedSelection>([
  ['f1-home', quote('f1', 19_500)],
  ['f1-over', quote('f1', 18_500)],
  ['f2-away', quote('f2', 21_000, { selectionMaxStakeMinor: 20_000n })],
  ['f3-draw', quote('f3', 34_000)],
  ['f4-home', quote('f4', 15_000, { open: false })],
]);

const single = (selectionId: string, seen: number, stakeMinor: bigint, policy: SlipRequest['policy'] = 'none'): SlipRequest => ({
  kind: 'single',
  legs: [{ selectionId, seenPriceX10k: seen }],
  stakeMinor,
  policy,
});

const codes = (decision: SlipDecision): string[] => (decision.accepted ? [] : decision.problems.map((p) => p.code));

test('an unchanged single is accepted with its potential return', () => {
  assert.deepEqual(validateSlip(single('f1-home', 19_500, 1000n), QUOTES), {
    accepted: true,
    legs: [{ selectionId: 'f1-home', priceX10k: 19_500 }],
    potentialReturnMinor: 1950n,
    pricesChanged: false,
  });
});

test('odds changes by policy: none, accept higher, accept any', () => {
  // The player saw 1.90; the price is now 1.95 (higher).
  const up = (policy: SlipRequest['policy']) => validateSlip(single('f1-home', 19_000, 1000n, policy), QUOTES);
  assert.deepEqual(codes(up('none')), ['price_changed']);
  assert.equal(up('accept_higher').accepted, true);
  const taken = up('accept_any');
  assert.ok(taken.accepted && taken.pricesChanged && taken.potentialReturnMinor === 1950n);
  // The player saw 2.00; the price is now 1.95 (lower): only accept_any takes it.
  const down = (policy: SlipRequest['policy']) => validateSlip(single('f1-home', 20_000, 1000n, policy), QUOTES);
  const refused = down('accept_higher');
  assert.ok(!refused.accepted);
  assert.deepEqual(refused.problems, [{ code: 'price_changed', selectionId: 'f1-home', priceX10k: 19_500 }]);
  assert.deepEqual(refused.legs, [{ selectionId: 'f1-home', priceX10k: 19_500 }]);
  assert.equal(down('accept_any').accepted, true);
});

test('stake limits: market min and max, the selection max, the player factor', () => {
  assert.deepEqual(codes(validateSlip(single('f1-home', 19_500, 99n), QUOTES)), ['stake_below_min']);
  assert.deepEqual(codes(validateSlip(single('f1-home', 19_500, 0n), QUOTES)), ['stake_not_positive']);
  const over = validateSlip(single('f1-home', 19_500, 50_001n), QUOTES);
  assert.ok(!over.accepted);
  assert.deepEqual(over.problems, [{ code: 'stake_above_max', limitMinor: 50_000n }]);
  // The selection's own cap (20 000) is tighter than its market's (50 000).
  assert.deepEqual(codes(validateSlip(single('f2-away', 21_000, 20_001n), QUOTES)), ['stake_above_max']);
  // A player at factor 0.25 may stake a quarter of the maximum: 12 500.
  const quarter = { ...DEFAULT_SLIP_LIMITS, stakeFactorX10k: 2_500 };
  assert.equal(validateSlip(single('f1-home', 19_500, 12_500n), QUOTES, quarter).accepted, true);
  assert.deepEqual(codes(validateSlip(single('f1-home', 19_500, 12_501n), QUOTES, quarter)), ['stake_above_max']);
});

test('maximum payout: the largest stake whose return fits', () => {
  const limits = { ...DEFAULT_SLIP_LIMITS, maxPayoutMinor: 10_000n };
  // At 1.95: 5128 × 1.95 = 9999.6 -> 9999 fits; 5129 × 1.95 = 10 001.55 does not.
  assert.equal(stakeRange('single', [QUOTES.get('f1-home')!], limits).maxStakeForPayoutMinor, 5128n);
  assert.equal(validateSlip(single('f1-home', 19_500, 5128n), QUOTES, limits).accepted, true);
  const refused = validateSlip(single('f1-home', 19_500, 5129n), QUOTES, limits);
  assert.ok(!refused.accepted);
  assert.deepEqual(refused.problems, [{ code: 'max_payout_exceeded', limitMinor: 5128n }]);
  // At exactly 2.00 the return may equal the cap: 5000 × 2 = 10 000.
  assert.equal(stakeRange('single', [quote('x', 20_000)], limits).maxStakeForPayoutMinor, 5000n);
});

test('parlays: legs multiply, parlay limits apply, one fixture twice is refused', () => {
  const parlay = (ids: string[], stakeMinor: bigint): SlipRequest => ({
    kind: 'parlay',
    legs: ids.map((selectionId) => ({ selectionId, seenPriceX10k: QUOTES.get(selectionId)?.priceX10k ?? 20_000 })),
    stakeMinor,
    policy: 'none',
  });
  const ok = validateSlip(parlay(['f1-home', 'f2-away', 'f3-draw'], 1000n), QUOTES);
  // 1.95 × 2.10 × 3.40 = 13.923.
  assert.ok(ok.accepted && ok.potentialReturnMinor === 13_923n);
  assert.deepEqual(codes(validateSlip(parlay(['f1-home', 'f1-over'], 1000n), QUOTES)), ['same_fixture']);
  assert.deepEqual(codes(validateSlip(parlay(['f1-home'], 1000n), QUOTES)), ['too_few_legs']);
  assert.deepEqual(codes(validateSlip(parlay(['f1-home', 'f1-home'], 1000n), QUOTES)), ['duplicate_selection']);
  assert.deepEqual(codes(validateSlip(parlay(['f1-home', 'f4-home'], 1000n), QUOTES)), ['selection_closed']);
  assert.deepEqual(codes(validateSlip(parlay(['f1-home', 'nope'], 1000n), QUOTES)), ['selection_unknown']);
  // The parlay's max is the tightest leg cap: f2-away's 20 000.
  assert.deepEqual(codes(validateSlip(parlay(['f1-home', 'f2-away'], 20_001n), QUOTES)), ['stake_above_max']);
  const many = { ...DEFAULT_SLIP_LIMITS, parlayMaxLegs: 2 };
  assert.deepEqual(codes(validateSlip(parlay(['f1-home', 'f2-away', 'f3-draw'], 1000n), QUOTES, many)), ['too_many_legs']);
  assert.deepEqual(codes(validateSlip({ ...single('f1-home', 19_500, 1000n), legs: [] }, QUOTES)), ['single_needs_one_leg']);
});

test('every problem is reported at once', () => {
  const decision = validateSlip(
    {
      kind: 'parlay',
      legs: [
        { selectionId: 'f1-home', seenPriceX10k: 20_000 },
        { selectionId: 'f1-over', seenPriceX10k: 18_500 },
        { selectionId: 'f4-home', seenPriceX10k: 15_000 },
      ],
      stakeMinor: 50n,
      policy: 'accept_higher',
    },
    QUOTES,
  );
  assert.deepEqual(codes(decision).sort(), ['price_changed', 'same_fixture', 'selection_closed', 'stake_below_min']);
});
