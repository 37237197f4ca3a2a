// The server's hit decisions with a seeded random source (decision 061): batches sent through the
// fish service (the same path as the page's call: the session, the checks, the bucket, the ledger)
// decide exactly what resolveShots decides with that source, and over 12,000 shots the catches per
// target, the features set off and the return per unit staked each lie within their 99% band of
// the exact figures; the ledger moved exactly the stakes less the returns.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FishShotOutcome } from '@pkg/contracts/fish';
import { toNumber } from '@pkg/games/exact/rational';
import { rtpOf } from '@pkg/games/fish/fish-odds';
import { resolveShots } from '@pkg/games/fish/resolve-shots';
import { seededRandom } from '@pkg/games/random';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { FISH_GAME_CODE, FISH_TITLES } from './fish-title.ts';
import { fishPlayer, fishService, stateOf } from './fish.test-kit.ts';

const BATCHES = 400;
const PER_BATCH = 30;

let t: TestApp;

before(async () => {
  t = await createTestApp();
});

after(async () => {
  await t.close();
});

/** 99% band check of an observed count against its expected count and variance. */
function within(label: string, observed: number, expected: number, variance: number): void {
  const band = 2.576 * Math.sqrt(variance);
  assert.ok(Math.abs(observed - expected) <= band, `${label}: ${observed} outside ${expected.toFixed(1)} ± ${band.toFixed(1)}`);
}

test('12,000 shots through the server path: the decisions are resolveShots with the seeded source, and the catches, features and return lie in their 99% bands', async () => {
  const title = FISH_TITLES.get(FISH_GAME_CODE);
  assert.ok(title);
  const { table } = title;
  const exact = rtpOf(table);
  const codes = table.species.map((species) => species.code);
  // Half the shots at the clownfish (a sharp test of its 93/200), the rest through every target.
  const aimOf = (shot: number) => (shot % 2 === 0 ? 'clownfish' : (codes[(shot >> 1) % codes.length] as string));
  const player = await fishPlayer(t, { fundMinor: 10_000_000n });
  const fish = fishService(t, seededRandom('fish:server-path'));
  const mirror = seededRandom('fish:server-path');
  const outcomes: FishShotOutcome[] = [];
  let staked = 0n;
  let returned = 0n;
  for (let b = 0; b < BATCHES; b += 1) {
    const shots = Array.from({ length: PER_BATCH }, (_, k) => ({ target: aimOf(b * PER_BATCH + k), stakeMinor: '100' }));
    const value = await fish.fire(player.gameToken, { key: randomUUID(), shots });
    const expected = resolveShots(
      table,
      shots.map((shot) => ({ target: shot.target, stakeMinor: 100n })),
      mirror,
    );
    assert.equal(value.returnMinor, expected.returnMinor.toString(), `batch ${b} decided as resolveShots decides`);
    assert.deepEqual(
      value.shots.map((shot) => [shot.caught, shot.multiplier, shot.features.length]),
      expected.outcomes.map((shot) => [shot.caught, shot.catchMultiplier, shot.features.length]),
    );
    outcomes.push(...value.shots);
    staked += BigInt(value.stakeMinor);
    returned += BigInt(value.returnMinor);
    t.clock.advanceMs(3_000); // the cannon refills between batches
  }
  assert.equal((await stateOf(t, player)).balanceMinor, 10_000_000n - staked + returned);

  const chances = new Map(exact.perTarget.map((target) => [target.code, toNumber(target.catchChance)]));
  const clown = outcomes.filter((shot) => shot.target === 'clownfish');
  const p = chances.get('clownfish') as number;
  within('clownfish catches', clown.filter((shot) => shot.caught).length, clown.length * p, clown.length * p * (1 - p));
  let expectedCatches = 0;
  let catchVariance = 0;
  for (const shot of outcomes) {
    const chance = chances.get(shot.target) as number;
    expectedCatches += chance;
    catchVariance += chance * (1 - chance);
  }
  within('all catches', outcomes.filter((shot) => shot.caught).length, expectedCatches, catchVariance);
  for (const feature of exact.features) {
    const q = toNumber(feature.chance);
    const hits = outcomes.filter((shot) => shot.features.some((hit) => hit.code === feature.code)).length;
    within(`${feature.code} hits`, hits, outcomes.length * q, outcomes.length * q * (1 - q));
  }
  const variances = new Map(exact.perTarget.map((target) => [target.code, toNumber(target.variance)]));
  const returnVariance = outcomes.reduce((sum, shot) => sum + (variances.get(shot.target) as number), 0);
  // Per unit staked (every stake is 100): the sum of multipliers against 96% of the shots.
  within('return', Number(returned / 100n), outcomes.length * 0.96, returnVariance);
});
