// Proves the exact statistics: every title's enumerated RTP equals its documented rtp and lies in
// the 95.5%-96.5% band; the grouped enumeration equals a one-by-one enumeration of evaluateStops
// and an independent closed form; and a changed paytable changes the figure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BITUIN_LINES } from './bituin-lines.ts';
import { JUNGLE_WAYS } from './jungle-ways.ts';
import { LUCKY_777 } from './lucky-777.ts';
import type { SlotTitle } from './slot-types.ts';
import { slotStats } from './slot-stats.ts';
import { evaluateStops } from './spin.ts';
import { SLOT_TITLES, findSlotTitle } from './titles.ts';
import { titleProblems } from './validate-title.ts';

/** Statistics by evaluating every stop combination one by one (only feasible for small strips). */
function bruteForce(title: SlotTitle): { rtp: number; variance: number; hitRate: number } {
  let total = 0;
  let sum = 0;
  let squares = 0;
  let hits = 0;
  const visit = (stops: number[]): void => {
    if (stops.length === title.reelCount) {
      const x = evaluateStops(title, stops).winCredits / title.betCredits;
      total++;
      sum += x;
      squares += x * x;
      if (x > 0) hits++;
      return;
    }
    for (let stop = 0; stop < (title.reels[stops.length] as string[]).length; stop++) visit([...stops, stop]);
  };
  visit([]);
  const rtp = sum / total;
  return { rtp, variance: squares / total - rtp * rtp, hitRate: hits / total };
}

/** A title cut down to 7 stops per reel around each reel's scatter, keeping a wild where the reel has one. */
function shortened(title: SlotTitle): SlotTitle {
  const reels = title.reels.map((strip) => {
    const start = Math.max(0, strip.findIndex((id) => id === 'SCATTER') - 3);
    const cut = Array.from({ length: 7 }, (_, i) => strip[(start + i) % strip.length] as string);
    if (strip.includes('WILD') && !cut.includes('WILD')) cut[6] = 'WILD';
    return cut;
  });
  return { ...title, reels };
}

/** Relative difference, for comparing floats computed in different orders. */
const close = (a: number, b: number, tolerance = 1e-9): boolean => Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(b));

test('every title is sound, findable by code and frozen', () => {
  assert.deepEqual(
    SLOT_TITLES.map((title) => title.code),
    ['bituin-lines', 'lucky-777', 'jungle-ways'],
  );
  for (const title of SLOT_TITLES) {
    assert.deepEqual(titleProblems(title), [], title.code);
    assert.equal(findSlotTitle(title.code), title);
    assert.ok(Object.isFrozen(title.paytable) && Object.isFrozen(title.reels[0]), title.code);
  }
  assert.equal(findSlotTitle('no-such-game'), undefined);
});

test('each title’s exact RTP equals its documented rtp and lies in 95.5%-96.5%, in under 5 s of CPU', () => {
  for (const title of SLOT_TITLES) {
    // CPU time, not wall time: the box is shared, and only our own work should count.
    const started = process.cpuUsage();
    const stats = slotStats(title);
    const used = process.cpuUsage(started);
    const seconds = (used.user + used.system) / 1e6;
    assert.ok(Math.abs(stats.rtp - title.rtp) < 1e-4, `${title.code}: ${stats.rtp} vs ${title.rtp}`);
    assert.ok(stats.rtp >= 0.955 && stats.rtp <= 0.965, `${title.code}: ${stats.rtp}`);
    assert.ok(stats.variance > 0 && stats.hitRate > 0 && stats.hitRate < 1, title.code);
    assert.ok(seconds < 5, `${title.code} took ${seconds} s`);
  }
});

test('the grouped enumeration equals evaluating every stop combination one by one', () => {
  // Lucky 777 in full (22^3 combinations), the 5-reel titles on 7-stop strips (7^5).
  for (const title of [LUCKY_777, shortened(BITUIN_LINES), shortened(JUNGLE_WAYS)]) {
    const exact = slotStats(title);
    const brute = bruteForce(title);
    assert.ok(brute.rtp > 0, title.code);
    assert.ok(close(exact.rtp, brute.rtp), `${title.code} rtp ${exact.rtp} vs ${brute.rtp}`);
    assert.ok(close(exact.variance, brute.variance), `${title.code} variance ${exact.variance} vs ${brute.variance}`);
    assert.ok(close(exact.hitRate, brute.hitRate), `${title.code} hit rate ${exact.hitRate} vs ${brute.hitRate}`);
  }
});

/** Share of a reel's windows for which `test` holds of the window. */
function windowShare(title: SlotTitle, reel: number, holds: (window: string[]) => boolean): number {
  const strip = title.reels[reel] as string[];
  const windows = strip.map((_, stop) => Array.from({ length: title.rows }, (_, row) => strip[(stop + row) % strip.length] as string));
  return windows.filter(holds).length / strip.length;
}

/** Probability that exactly k scatters show, from each reel's chance of showing one (at most one each). */
function scatterReturn(title: SlotTitle): number {
  let distribution = [1];
  for (let reel = 0; reel < title.reelCount; reel++) {
    const share = windowShare(title, reel, (window) => window.includes('SCATTER'));
    assert.ok(windowShare(title, reel, (window) => window.filter((id) => id === 'SCATTER').length > 1) === 0);
    distribution = [...distribution, 0].map((p, k) => p * (1 - share) + (k > 0 ? (distribution[k - 1] as number) * share : 0));
  }
  return distribution.reduce((sum, p, k) => sum + p * (title.paytable.SCATTER?.[k] ?? 0), 0);
}

test('an independent closed form (per-reel symbol shares) gives the same RTP for the 5-reel titles', () => {
  const regular = (title: SlotTitle): string[] => title.symbols.filter((s) => s.kind === 'regular').map((s) => s.id);
  // Lines: each line's symbol on reel r is uniform over the strip, whatever the row, and reels are independent.
  let lineReturn = 0;
  for (const symbol of regular(BITUIN_LINES)) {
    const share = (reel: number): number => {
      const strip = BITUIN_LINES.reels[reel] as string[];
      return strip.filter((id) => id === symbol || (reel > 0 && id === 'WILD')).length / strip.length;
    };
    for (let count = 3; count <= 5; count++) {
      let p = 1;
      for (let reel = 0; reel < count; reel++) p *= share(reel);
      if (count < 5) p *= 1 - share(count);
      lineReturn += p * (BITUIN_LINES.paytable[symbol]?.[count] ?? 0);
    }
  }
  const lines = (BITUIN_LINES.paylines.length * lineReturn + scatterReturn(BITUIN_LINES)) / BITUIN_LINES.betCredits;
  assert.ok(close(lines, slotStats(BITUIN_LINES).rtp), `${lines}`);

  // Ways: E[product of matching cells] is the product of per-reel expectations (reels are independent).
  let waysReturn = 0;
  for (const symbol of regular(JUNGLE_WAYS)) {
    const matches = (reel: number) => (id: string) => id === symbol || (reel > 0 && id === 'WILD');
    const expectedCells = (reel: number): number =>
      (JUNGLE_WAYS.rows * (JUNGLE_WAYS.reels[reel] as string[]).filter(matches(reel)).length) /
      (JUNGLE_WAYS.reels[reel] as string[]).length;
    for (let count = 3; count <= 5; count++) {
      let e = 1;
      for (let reel = 0; reel < count; reel++) e *= expectedCells(reel);
      if (count < 5) e *= windowShare(JUNGLE_WAYS, count, (window) => !window.some(matches(count)));
      waysReturn += e * (JUNGLE_WAYS.paytable[symbol]?.[count] ?? 0);
    }
  }
  const ways = (waysReturn + scatterReturn(JUNGLE_WAYS)) / JUNGLE_WAYS.betCredits;
  assert.ok(close(ways, slotStats(JUNGLE_WAYS).rtp), `${ways}`);
});

test('a changed paytable changes the exact RTP', () => {
  const altered: SlotTitle = { ...LUCKY_777, paytable: { ...LUCKY_777.paytable, ANYBAR: { 3: 16 } } };
  assert.ok(slotStats(altered).rtp - slotStats(LUCKY_777).rtp > 0.05);
});
