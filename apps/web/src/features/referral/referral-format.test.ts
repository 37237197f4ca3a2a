// Proves how the page words the brand's rules: wagering multiples without floating point, and the
// lines in order (what a friend does, then what the player earns), leaving out what is not asked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleLines } from './referral-format';

const PHP = { code: 'PHP', symbol: '₱', minorDigits: 2 };
const RULES = {
  enabled: true,
  minDepositMinor: '10000',
  minValidBetMinor: '0',
  windowDays: 30,
  rewardFixedMinor: '5000',
  rewardDepositBp: 1000,
  rewardShareMaxMinor: '20000',
  wageringBp: 10000,
  monthlyCap: 20,
};

test('rule lines leave out what is not asked and word the reward by its parts', () => {
  assert.deepEqual(
    ruleLines(RULES, PHP).map((line) => line.key),
    ['deposit', 'window', 'fixedAndShare', 'shareMax', 'wagering', 'cap'],
  );
  const onlyBets = { ...RULES, minDepositMinor: '0', minValidBetMinor: '50000', rewardDepositBp: 0, wageringBp: 0, monthlyCap: 0 };
  assert.deepEqual(
    ruleLines(onlyBets, PHP).map((line) => [line.key, line.values]),
    [
      ['bets', { amount: '₱ 500.00' }],
      ['window', { days: 30 }],
      ['fixed', { amount: '₱ 50.00' }],
      ['noWagering', {}],
    ],
  );
  const shareOnly = ruleLines({ ...RULES, rewardFixedMinor: '0', rewardShareMaxMinor: '0' }, PHP);
  assert.deepEqual(shareOnly[2], { key: 'share', values: { percent: '10.00%' } });
});
