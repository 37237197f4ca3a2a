// Proves, for each title with fixed seeds (deterministic, so it cannot flake): spinSlot's stops
// are uniform on every reel (chi-square at the 99% level), the simulated RTP lies in the 99%
// confidence band of the exact RTP, and both checks are sharp enough to catch a biased stop
// mapping or a wrong paytable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import type { RandomSource } from '../random.ts';
import { seededRandom } from '../random.ts';
import { BITUIN_LINES } from './bituin-lines.ts';
import { JUNGLE_WAYS } from './jungle-ways.ts';
import { LUCKY_777 } from './lucky-777.ts';
import { simulateSlot } from './simulate.ts';
import type { SlotTitle } from './slot-types.ts';
import { slotStats } from './slot-stats.ts';
import { spinSlot } from './spin.ts';

const STOP_SPINS = 100_000;
const RTP_SPINS = 200_000;
const Z_99 = 2.576;

/** Counts the stops spinSlot shows per reel over `spins` spins. */
function stopCounts(title: SlotTitle, random: RandomSource, spins: number): number[][] {
  const counts = title.reels.map((strip) => strip.map(() => 0));
  for (let i = 0; i < spins; i++) {
    spinSlot(title, random).stops.forEach((stop, reel) => (counts[reel]![stop]! += 1));
  }
  return counts;
}

/** Deliberately wrong paytables: each moves the exact RTP by a few percent. */
const WRONG_PAYTABLES: Record<string, SlotTitle['paytable']> = {
  'bituin-lines': { ...BITUIN_LINES.paytable, J: { 3: 10, 4: 10, 5: 50 } },
  'lucky-777': { ...LUCKY_777.paytable, ANYBAR: { 3: 16 } },
  'jungle-ways': { ...JUNGLE_WAYS.paytable, J: { 3: 8, 4: 8, 5: 30 }, TEN: { 3: 8, 4: 8, 5: 30 } },
};

for (const title of [BITUIN_LINES, LUCKY_777, JUNGLE_WAYS]) {
  test(`${title.code}: stops are uniform on every reel (chi-square, p = 0.01)`, () => {
    const counts = stopCounts(title, seededRandom(`stops:${title.code}`), STOP_SPINS);
    counts.forEach((reel, index) => {
      const statistic = chiSquareUniform(reel);
      const critical = chiSquareCritical(reel.length - 1, 0.01);
      assert.ok(statistic < critical, `reel ${index}: chi-square ${statistic.toFixed(1)} >= ${critical.toFixed(1)}`);
    });
  });

  test(`${title.code}: simulated RTP lies in the 99% band of the exact RTP, and a wrong paytable would not`, () => {
    const exact = slotStats(title);
    const simulated = simulateSlot(title, seededRandom(`rtp:${title.code}`), RTP_SPINS);
    const halfWidth = Z_99 * Math.sqrt(exact.variance / RTP_SPINS);
    assert.ok(Math.abs(simulated.rtp - title.rtp) <= halfWidth, `${simulated.rtp} outside ${title.rtp} ± ${halfWidth}`);
    assert.ok(Math.abs(simulated.hitRate - exact.hitRate) <= Z_99 * Math.sqrt((exact.hitRate * (1 - exact.hitRate)) / RTP_SPINS));
    // The sample's own standard error agrees with the exact variance within 10%.
    assert.ok(Math.abs(simulated.stdError / Math.sqrt(exact.variance / RTP_SPINS) - 1) < 0.1, `${simulated.stdError}`);

    const wrong = slotStats({ ...title, paytable: WRONG_PAYTABLES[title.code]! });
    assert.ok(Math.abs(simulated.rtp - wrong.rtp) > halfWidth, `a wrong paytable (${wrong.rtp}) would pass`);
  });
}

test('the stop test catches a mapping that favours one stop', () => {
  const fair = seededRandom('biased');
  // One draw in about 22 lands on the last stop twice as often: a classic off-by-one in scaling.
  const biased: RandomSource = { int: (n) => Math.min(fair.int(n + 1), n - 1) };
  const counts = stopCounts(LUCKY_777, biased, STOP_SPINS);
  const failing = counts.filter((reel) => chiSquareUniform(reel) >= chiSquareCritical(reel.length - 1, 0.01));
  assert.equal(failing.length, LUCKY_777.reelCount);
});
