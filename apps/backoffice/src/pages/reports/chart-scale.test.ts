// Proves the reports' chart scale: positive bars start at the zero line, negative ones end there,
// the longest bar spans the plot, and all-zero data draws nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { barSpans } from './chart-scale.ts';

test('positive values only: zero at the left, the largest spans the width', () => {
  assert.deepEqual(barSpans([50n, 100n, 0n]), {
    zero: 0,
    spans: [
      { start: 0, width: 0.5 },
      { start: 0, width: 1 },
      { start: 0, width: 0 },
    ],
  });
});

test('negative values grow left of the zero line', () => {
  const { zero, spans } = barSpans([300n, -100n]);
  assert.equal(zero, 0.25);
  assert.deepEqual(spans, [
    { start: 0.25, width: 0.75 },
    { start: 0, width: 0.25 },
  ]);
});

test('all zero or empty: nothing to draw', () => {
  assert.deepEqual(barSpans([0n, 0n]), {
    zero: 0,
    spans: [
      { start: 0, width: 0 },
      { start: 0, width: 0 },
    ],
  });
  assert.deepEqual(barSpans([]), { zero: 0, spans: [] });
  // Amounts far beyond a float's exact range still scale.
  assert.equal(barSpans([10n ** 30n, -(10n ** 30n)]).zero, 0.5);
});
