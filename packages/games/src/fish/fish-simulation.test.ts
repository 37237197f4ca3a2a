// Proves with fixed seeds (deterministic) that 1,000,000 simulated shots cycling through every
// species return the exact 96% within the 99% band of the exact variance, that a table 3 points
// off would fall outside it, that the sample standard error agrees with the exact one, and that
// shooting only at the boss also returns 96% within its band.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom } from '../random.ts';
import { simulateFish } from './fish-simulation.ts';
import { DEFAULT_FISH_TABLE } from './fish-table.ts';

test('1,000,000 shots over every species lie in the 99% band of 96%', () => {
  const sim = simulateFish(DEFAULT_FISH_TABLE, seededRandom('fish:1m'), 1_000_000);
  assert.equal(sim.exactRtp, 0.96);
  assert.ok(Math.abs(sim.rtp - sim.exactRtp) <= sim.band99, `${sim.rtp} outside 0.96 ± ${sim.band99}`);
  // A table 3 points lower (93%) would not pass with this sample.
  assert.ok(Math.abs(sim.rtp - 0.93) > sim.band99);
  assert.ok(Math.abs(sim.stdError / (sim.band99 / 2.576) - 1) < 0.1, `sample ${sim.stdError} v exact ${sim.band99 / 2.576}`);
  assert.ok(sim.featureHits.bomb! > 0 && sim.featureHits['chain-lightning']! > 0);
});

test('only the boss: 300,000 shots lie in the 99% band of 96%', () => {
  const boss = DEFAULT_FISH_TABLE.species.findIndex((s) => s.code === 'golden-dragon');
  const sim = simulateFish(DEFAULT_FISH_TABLE, seededRandom('fish:boss'), 300_000, () => boss);
  assert.ok(Math.abs(sim.rtp - 0.96) <= sim.band99, `${sim.rtp} outside 0.96 ± ${sim.band99}`);
  assert.throws(() => simulateFish(DEFAULT_FISH_TABLE, seededRandom('x'), 1), RangeError);
});
