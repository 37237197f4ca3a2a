// Proves the promotion rules as players read them: each kind's settings become the right lines with
// exact money and percent figures (integer arithmetic, never floats), raffle chances never add up
// above 100%, the wagering multiple closes every kind but an article, and settings the page cannot
// read give no line instead of a wrong one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { percentOfBp, ruleLines } from './promotion-rules.ts';

const php = { code: 'PHP', symbol: 'TLB', minorDigits: 2 };

test('basis points read as percents', () => {
  assert.equal(percentOfBp(10_000), '100');
  assert.equal(percentOfBp(80), '0.8');
  assert.equal(percentOfBp(5), '0.05');
  assert.equal(percentOfBp(12_345), '123.45');
});

test('a first-deposit bonus: share and cap, minimum deposit, claim days, wagering', () => {
  const lines = ruleLines(
    'first_deposit',
    { percentBp: 10_000, maxBonusMinor: '100000', minDepositMinor: '20000', claimDays: 7 },
    50_000,
    php,
  );
  assert.deepEqual(lines, [
    { key: 'promotions.rules.percent', vars: { percent: '100', max: 'TLB 1,000.00' } },
    { key: 'promotions.rules.minDeposit', vars: { amount: 'TLB 200.00' } },
    { key: 'promotions.rules.claimDays', vars: { days: 7 } },
    { key: 'promotions.rules.wagering', vars: { multiple: '5' } },
  ]);
  // No minimum deposit: no line for it.
  const open = ruleLines('first_deposit', { percentBp: 5_000, maxBonusMinor: '100000', minDepositMinor: '0', claimDays: 3 }, 0, php);
  assert.deepEqual(
    open.map((line) => line.key),
    ['promotions.rules.percent', 'promotions.rules.claimDays', 'promotions.rules.noWagering'],
  );
});

test('a rebate: one rate per game type, the minimum, claim days', () => {
  const lines = ruleLines('rebate', { ratesBp: { RNG: 80, LIVE: 50 }, minRebateMinor: '100', claimDays: 2 }, 10_000, php);
  assert.deepEqual(lines, [
    { key: 'promotions.rules.rebateRate', vars: { gameType: 'RNG', percent: '0.8' } },
    { key: 'promotions.rules.rebateRate', vars: { gameType: 'LIVE', percent: '0.5' } },
    { key: 'promotions.rules.minRebate', vars: { amount: 'TLB 1.00' } },
    { key: 'promotions.rules.claimDays', vars: { days: 2 } },
    { key: 'promotions.rules.wagering', vars: { multiple: '1' } },
  ]);
});

test('a check-in: the amount of each streak day, the last one repeating, and the bets asked the day before', () => {
  const lines = ruleLines('checkin', { amountsMinor: ['100', '200', '500'], minValidBetMinor: '10000' }, 15_000, php);
  assert.deepEqual(lines, [
    { key: 'promotions.rules.checkinDay', vars: { day: 1, amount: 'TLB 1.00' } },
    { key: 'promotions.rules.checkinDay', vars: { day: 2, amount: 'TLB 2.00' } },
    { key: 'promotions.rules.checkinDayOn', vars: { day: 3, amount: 'TLB 5.00' } },
    { key: 'promotions.rules.checkinMinBet', vars: { amount: 'TLB 100.00' } },
    { key: 'promotions.rules.wagering', vars: { multiple: '1.5' } },
  ]);
});

test('a raffle: the deposit asked today and each prize with its chance, rounded down', () => {
  const lines = ruleLines(
    'raffle',
    {
      minDepositTodayMinor: '50000',
      prizes: [
        { amountMinor: '0', weight: 1 },
        { amountMinor: '1000', weight: 1 },
        { amountMinor: '8800', weight: 1 },
      ],
    },
    0,
    php,
  );
  assert.deepEqual(lines, [
    { key: 'promotions.rules.raffleMinDeposit', vars: { amount: 'TLB 500.00' } },
    { key: 'promotions.rules.raffleNoPrize', vars: { chance: '33.33' } },
    { key: 'promotions.rules.rafflePrize', vars: { amount: 'TLB 10.00', chance: '33.33' } },
    { key: 'promotions.rules.rafflePrize', vars: { amount: 'TLB 88.00', chance: '33.33' } },
    { key: 'promotions.rules.noWagering' },
  ]);
});

test('an apply promotion names its maximum; an article has no rules', () => {
  assert.deepEqual(ruleLines('apply', { maxBonusMinor: '58800' }, 30_000, php), [
    { key: 'promotions.rules.applyMax', vars: { amount: 'TLB 588.00' } },
    { key: 'promotions.rules.wagering', vars: { multiple: '3' } },
  ]);
  assert.deepEqual(ruleLines('info', {}, 0, php), []);
});

test('settings the page cannot read give no rule line, only the wagering', () => {
  assert.deepEqual(ruleLines('checkin', { amountsMinor: 'lots' }, 0, php), [{ key: 'promotions.rules.noWagering' }]);
  assert.deepEqual(ruleLines('first_deposit', { percentBp: 1.5 }, 10_000, php), [
    { key: 'promotions.rules.wagering', vars: { multiple: '1' } },
  ]);
});
