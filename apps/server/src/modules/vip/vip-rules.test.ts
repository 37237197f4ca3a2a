// Proves the VIP rules on hand-worked figures: reaching under "all" and "any", keeping and
// dropping at the monthly pass (possibly several levels at once), the levels passed on a jump.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keptLevel, levelsPassed, meets, reachedLevel, type LevelRule } from './vip-rules.ts';

const rule = (level: number, bet: bigint, deposit: bigint, keepBet: bigint, keepDeposit = 0n): LevelRule => ({
  level,
  name: `L${level}`,
  betMinor: bet,
  depositMinor: deposit,
  keepBetMinor: keepBet,
  keepDepositMinor: keepDeposit,
  upgradeBonusMinor: 0n,
  upgradeWageringBp: 0,
  monthlyGiftMinor: 0n,
  giftWageringBp: 0,
});

const TABLE = [rule(1, 1_000n, 100n, 500n), rule(2, 5_000n, 500n, 2_500n, 200n), rule(3, 20_000n, 2_000n, 10_000n, 1_000n)];
const figures = (bet: bigint, deposit: bigint) => ({ betMinor: bet, depositMinor: deposit });

test('"all" asks every non-zero threshold, "any" one of them; a pair asking nothing is met', () => {
  assert.equal(meets(figures(1_000n, 99n), 1_000n, 100n, 'all'), false);
  assert.equal(meets(figures(1_000n, 99n), 1_000n, 100n, 'any'), true);
  assert.equal(meets(figures(999n, 99n), 1_000n, 100n, 'any'), false);
  assert.equal(meets(figures(0n, 0n), 0n, 0n, 'all'), true);
  assert.equal(meets(figures(0n, 100n), 0n, 100n, 'all'), true);
});

test('the level reached is the highest whose thresholds are met', () => {
  assert.equal(reachedLevel(TABLE, figures(999n, 10_000n), 'all'), 0);
  assert.equal(reachedLevel(TABLE, figures(5_000n, 499n), 'all'), 1);
  assert.equal(reachedLevel(TABLE, figures(5_000n, 499n), 'any'), 2);
  assert.equal(reachedLevel(TABLE, figures(20_000n, 2_000n), 'all'), 3);
  assert.deepEqual(
    levelsPassed(TABLE, 0, 2).map((l) => l.level),
    [1, 2],
  );
  assert.deepEqual(
    levelsPassed(TABLE, 2, 3).map((l) => l.level),
    [3],
  );
});

test('the monthly pass keeps, rises, or drops to the highest level whose keep figures hold', () => {
  assert.equal(keptLevel(TABLE, 3, figures(10_000n, 1_000n), 'all'), 3); // exactly L3's keep
  assert.equal(keptLevel(TABLE, 3, figures(9_999n, 1_000n), 'all'), 2); // short of L3's keep, L2's holds
  assert.equal(keptLevel(TABLE, 3, figures(600n, 0n), 'all'), 1); // two levels down at once
  assert.equal(keptLevel(TABLE, 3, figures(499n, 0n), 'all'), 0);
  assert.equal(keptLevel(TABLE, 1, figures(5_000n, 500n), 'all'), 2); // figures reaching higher raise
  assert.equal(keptLevel(TABLE, 2, figures(2_500n, 0n), 'any'), 2); // "any": the bets alone keep it
});
