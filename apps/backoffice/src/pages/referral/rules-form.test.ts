// Proves the rules editor makes exactly the rules the server takes: amounts in minor units from
// major-unit text, the deposit share in basis points, wagering multiples in basis points of the
// reward; a stored brand's rules read back into the same text; malformed figures give null.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldsOf, rulesOf } from './rules-form';

const PHP = { code: 'PHP', symbol: 'TLB', minorDigits: 2 };
const RULES = {
  enabled: true,
  minDepositMinor: '10000',
  minValidBetMinor: '123456',
  windowDays: 30,
  rewardFixedMinor: '5000',
  rewardDepositBp: 1050,
  rewardShareMaxMinor: '0',
  wageringBp: 15_000,
  monthlyCap: 20,
};

test('stored rules read into the form and back unchanged', () => {
  const fields = fieldsOf(RULES, PHP);
  assert.deepEqual(fields, {
    enabled: true,
    minDeposit: '100.00',
    minValidBet: '1234.56',
    windowDays: '30',
    rewardFixed: '50.00',
    rewardShare: '10.50',
    shareMax: '0.00',
    wagering: '1.5',
    monthlyCap: '20',
  });
  assert.deepEqual(rulesOf(fields, PHP), RULES);
});

test('empty amounts are zero; malformed figures are refused', () => {
  const fields = fieldsOf(RULES, PHP);
  assert.equal(rulesOf({ ...fields, minValidBet: '' }, PHP)?.minValidBetMinor, '0');
  assert.equal(rulesOf({ ...fields, wagering: '0' }, PHP)?.wageringBp, 0);
  assert.equal(rulesOf({ ...fields, wagering: '3' }, PHP)?.wageringBp, 30_000);
  for (const bad of [
    { minDeposit: '1.005' },
    { minDeposit: '-1' },
    { rewardShare: '100.5' },
    { wagering: '1.555' },
    { wagering: 'x' },
    { windowDays: '0' },
    { windowDays: '1.5' },
    { monthlyCap: '-1' },
  ]) {
    assert.equal(rulesOf({ ...fields, ...bad }, PHP), null, JSON.stringify(bad));
  }
});
