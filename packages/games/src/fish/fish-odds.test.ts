// Proves the exact fish odds on the default table: hand-worked catch chances (base 93% / m, the boss
// 93% / 170), feature chances (2% / 42 and 1% / 23.5), RTP exactly 96% for every target whatever the
// player aims at, a hand-worked variance, changes of the data moving the figures, and the table
// validator naming each fault.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { add, rational, sub } from '../exact/rational.ts';
import { prepareFishTable, rtpOf } from './fish-odds.ts';
import type { FishTable } from './fish-table.ts';
import { DEFAULT_FISH_TABLE, validateFishTable } from './fish-table.ts';

const fig = (r: { num: bigint; den: bigint }): string => `${r.num}/${r.den}`;

test('catch chances: base 93% divided by the expected multiplier', () => {
  const rtp = rtpOf(DEFAULT_FISH_TABLE);
  assert.deepEqual(rtp.base, rational(93, 100));
  const chance = Object.fromEntries(rtp.perTarget.map((t) => [t.code, fig(t.catchChance)]));
  assert.equal(chance.clownfish, '93/200');
  assert.equal(chance.lanternfish, '93/1000');
  assert.equal(chance['dragon-turtle'], '31/10000');
  // Boss: E = (100×40 + 150×30 + 200×15 + 300×10 + 500×5) / 100 = 170.
  const boss = rtp.perTarget.find((t) => t.code === 'golden-dragon')!;
  assert.deepEqual(boss.expectedMultiplier, rational(170));
  assert.equal(fig(boss.catchChance), '93/17000');
});

test('features: bomb 2% / 42 = 1/2100, chain lightning 1% / 23.5 = 1/2350', () => {
  const rtp = rtpOf(DEFAULT_FISH_TABLE);
  assert.deepEqual(
    rtp.features.map((f) => [f.code, fig(f.chance), fig(f.expectedMultiplier), fig(f.share)]),
    [
      ['bomb', '1/2100', '42/1', '1/50'],
      ['chain-lightning', '1/2350', '47/2', '1/100'],
    ],
  );
});

test('every target returns exactly 96%: 93% from its catch and 3% from the features', () => {
  const rtp = rtpOf(DEFAULT_FISH_TABLE);
  assert.equal(rtp.perTarget.length, 19);
  for (const t of rtp.perTarget) {
    assert.deepEqual(t.rtp, rational(96, 100), t.code);
    assert.deepEqual(t.fromCatch, rational(93, 100), t.code);
    assert.deepEqual(t.fromFeatures, rational(3, 100), t.code);
  }
  assert.deepEqual(rtp.overall, rational(96, 100));
});

test('variance of a shot at the clownfish, by hand', () => {
  const clown = rtpOf(DEFAULT_FISH_TABLE).perTarget[0]!;
  // catch: 0.465 × 2² − 0.93²; bomb: E[F²] = 2360, (1/2100) × 2360 − 0.02²; lightning: E[F²] = 1045, (1/2350) × 1045 − 0.01².
  const catchPart = sub(rational(465 * 4, 1_000), rational(93 * 93, 10_000));
  const bomb = sub(rational(2_360, 2_100), rational(4, 10_000));
  const lightning = sub(rational(1_045, 2_350), rational(1, 10_000));
  assert.deepEqual(clown.variance, add(add(catchPart, bomb), lightning));
});

test('the data drives the figures: another RTP, other shares, another boss table', () => {
  const other: FishTable = {
    ...DEFAULT_FISH_TABLE,
    rtpX10k: 9_700,
    features: [{ ...DEFAULT_FISH_TABLE.features[0]!, shareX10k: 500 }],
    species: [
      {
        code: 'boss',
        kind: 'boss',
        spawn: { weight: 1, path: 'boss-lane' },
        awards: [
          { multiplier: 200, weight: 1 },
          { multiplier: 400, weight: 3 },
        ],
      },
    ],
  };
  const rtp = rtpOf(other);
  assert.deepEqual(rtp.base, rational(92, 100));
  // E = (200 × 1 + 400 × 3) / 4 = 350; 0.92 / 350 = 23/8750.
  assert.equal(fig(rtp.perTarget[0]!.catchChance), '23/8750');
  assert.deepEqual(rtp.perTarget[0]!.rtp, rational(97, 100));
  assert.equal(fig(rtp.features[0]!.chance), '1/840');
});

test('prepareFishTable caches per table and refuses an invalid one', () => {
  assert.equal(prepareFishTable(DEFAULT_FISH_TABLE), prepareFishTable(DEFAULT_FISH_TABLE));
  assert.throws(() => prepareFishTable({ ...DEFAULT_FISH_TABLE, rtpX10k: 0 }), /invalid fish table/);
});

test('the validator accepts the default table and names each fault', () => {
  assert.deepEqual(validateFishTable(DEFAULT_FISH_TABLE), []);
  const problems = (table: Partial<FishTable>): string => validateFishTable({ ...DEFAULT_FISH_TABLE, ...table }).join('; ');
  assert.match(problems({ rtpX10k: 10_001 }), /rtpX10k/);
  assert.match(problems({ rtpX10k: 300 }), /positive base RTP/);
  assert.match(problems({ species: [] }), /at least one species/);
  assert.match(problems({ maxShotsPerSecond: 0 }), /maxShotsPerSecond/);
  assert.match(problems({ species: [DEFAULT_FISH_TABLE.species[0]!, DEFAULT_FISH_TABLE.species[0]!] }), /unique: clownfish/);
  assert.match(
    problems({ species: [{ code: 'x', kind: 'fish', multiplier: 2.5, spawn: { weight: 1, path: 'straight' } }] }),
    /positive integer/,
  );
  assert.match(problems({ species: [{ code: 'b', kind: 'boss', awards: [], spawn: { weight: 1, path: 'straight' } }] }), /no awards/);
  assert.match(
    problems({ features: [{ code: 'f', kind: 'bomb', shareX10k: -1, awards: [{ multiplier: 5, weight: 0 }] }] }),
    /shareX10k.*weight 0/,
  );
});
