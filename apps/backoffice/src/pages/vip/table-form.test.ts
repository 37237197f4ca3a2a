// Proves the VIP table editor's conversions and checks: amounts typed in major units become exact
// minor units, turnover multiples become basis points (@pkg/web-kit/wagering) up to 100x, and rows that break the
// table's rules (the server's own checks) are named before anything is sent.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { draftOf, emptyDraft, levelsOf, turnoverBp, type LevelDraft } from './table-form.ts';

const PHP = { code: 'PHP', symbol: 'TLB', minorDigits: 2 };
const row = (name: string, bet: string, extra: Partial<LevelDraft['amounts']> = {}): LevelDraft => {
  const draft = emptyDraft();
  return { ...draft, name, amounts: { ...draft.amounts, betMinor: bet, ...extra } };
};

test('a turnover is a multiple of at most 100, empty meaning none', () => {
  assert.equal(turnoverBp('1'), 10_000);
  assert.equal(turnoverBp('1.5'), 15_000);
  assert.equal(turnoverBp('0.0001'), 1);
  assert.equal(turnoverBp(''), 0);
  assert.equal(turnoverBp('100'), 1_000_000);
  assert.equal(turnoverBp('100.01'), null);
  assert.equal(turnoverBp('1.23456'), null);
  assert.equal(turnoverBp('-1'), null);
});

test('rows become levels numbered in order with exact minor units', () => {
  const result = levelsOf([row('Bronze', '1,000.50', { upgradeBonusMinor: '18' }), row('Silver', '10000')], PHP);
  assert.ok('levels' in result);
  assert.deepEqual(
    result.levels.map((l) => [l.level, l.name, l.betMinor, l.upgradeBonusMinor, l.upgradeWageringBp]),
    [
      [1, 'Bronze', '100050', '1800', 10_000],
      [2, 'Silver', '1000000', '0', 10_000],
    ],
  );
  const back = draftOf({ ...result.levels[0]!, perks: '' }, PHP);
  assert.equal(back.amounts.betMinor, '1000.50');
  assert.equal(back.amounts.depositMinor, '');
});

test('rows breaking a rule are named with their problem', () => {
  assert.deepEqual(levelsOf([row('', '100')], PHP), { problem: { row: 1, problem: 'name' } });
  assert.deepEqual(levelsOf([row('A', '1.234')], PHP), { problem: { row: 1, problem: 'amount', field: 'betMinor' } });
  assert.deepEqual(levelsOf([row('A', '')], PHP), { problem: { row: 1, problem: 'nothingAsked' } });
  assert.deepEqual(levelsOf([row('A', '100', { keepBetMinor: '101' })], PHP), { problem: { row: 1, problem: 'keepAboveReach' } });
  assert.deepEqual(levelsOf([row('A', '100'), row('B', '100')], PHP), { problem: { row: 2, problem: 'notRising' } });
  assert.deepEqual(levelsOf([{ ...row('A', '100'), colour: 'red' }], PHP), { problem: { row: 1, problem: 'colour' } });
  assert.deepEqual(levelsOf([{ ...row('A', '100'), giftTurnover: 'x' }], PHP), { problem: { row: 1, problem: 'turnover' } });
});
