// Proves the promotion editor's conversions: amounts typed in major units become exact minor
// units, percents basis points, the wagering multiple basis points (5 -> 50000), GMT+8 times
// instants; each kind's rules come out in the shape the server's promotionRules accept and read
// back into the same typed values; a bad value names its field instead of sending anything.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BoPromotion } from '@pkg/contracts/promotion-desk';
import { promotionRules } from '@pkg/contracts/promotions';
import { bodyOf, emptyForm, formOf, issueAmountOf, titleText, wageringText, type PromotionForm } from './promotion-form.ts';

const NOW = new Date('2026-11-22T04:00:00Z');

const form = (over: Partial<PromotionForm> = {}): PromotionForm => ({
  ...emptyForm('1', 'apply', NOW),
  title: ' Birthday bonus ',
  maxBonus: '500',
  wagering: '5',
  ...over,
});

function body(over: Partial<PromotionForm>) {
  const result = bodyOf(form(over), 'PHP');
  assert.ok('body' in result, JSON.stringify(result));
  return result.body;
}

test('an apply promotion becomes the exact wire body', () => {
  assert.deepEqual(body({ endsAt: '2026-12-01T00:00', content: '<p>Hi</p>', imageUrl: ' /img/bday.png ' }), {
    brandId: '1',
    kind: 'apply',
    category: 'general',
    title: 'Birthday bonus',
    summary: '',
    content: '<p>Hi</p>',
    imageUrl: '/img/bday.png',
    rules: { maxBonusMinor: '50000' },
    wageringBp: 50_000,
    startsAt: '2026-11-22T04:00:00.000Z',
    endsAt: '2026-11-30T16:00:00.000Z',
    status: 'draft',
    sort: 0,
  });
});

test("each kind's rules are what the server's promotionRules accept", () => {
  const firstDeposit = body({ kind: 'first_deposit', percent: '100', maxBonus: '1,000.50', minDeposit: '200', claimDays: '7' });
  assert.deepEqual(firstDeposit.rules, { percentBp: 10_000, maxBonusMinor: '100050', minDepositMinor: '20000', claimDays: 7 });
  const rebate = body({ kind: 'rebate', rates: { ...emptyForm('1', 'rebate', NOW).rates, RNG: '0.8', LIVE: '0.29' }, minRebate: '1' });
  assert.deepEqual(rebate.rules, { ratesBp: { RNG: 80, LIVE: 29 }, minRebateMinor: '100', claimDays: 7 });
  const checkin = body({ kind: 'checkin', amounts: ['1', '2.5', '10'], minValidBet: '100' });
  assert.deepEqual(checkin.rules, { amountsMinor: ['100', '250', '1000'], minValidBetMinor: '10000' });
  const raffle = body({
    kind: 'raffle',
    prizes: [
      { amount: '0', weight: '90' },
      { amount: '88.88', weight: '10' },
    ],
    minDepositToday: '500',
  });
  assert.deepEqual(raffle.rules, {
    minDepositTodayMinor: '50000',
    prizes: [
      { amountMinor: '0', weight: 90 },
      { amountMinor: '8888', weight: 10 },
    ],
  });
  assert.deepEqual(body({ kind: 'info' }).rules, {});
  for (const made of [firstDeposit, rebate, checkin, raffle, body({})]) {
    assert.ok(promotionRules[made.kind].safeParse(made.rules).success, made.kind);
  }
});

test('bad values name their field and why', () => {
  const failure = (over: Partial<PromotionForm>) => bodyOf(form(over), 'PHP');
  assert.deepEqual(failure({ category: 'Big Wins' }), { field: 'category', problem: 'category' });
  assert.deepEqual(failure({ title: '  ' }), { field: 'title', problem: 'required' });
  assert.deepEqual(failure({ imageUrl: 'http://x.example/a.png' }), { field: 'imageUrl', problem: 'imageUrl' });
  assert.deepEqual(failure({ wagering: '5.123456' }), { field: 'wagering', problem: 'multiple' });
  assert.deepEqual(failure({ wagering: '101' }), { field: 'wagering', problem: 'multiple' });
  assert.deepEqual(failure({ startsAt: '' }), { field: 'startsAt', problem: 'date' });
  assert.deepEqual(failure({ endsAt: '2026-11-22T12:00' }), { field: 'endsAt', problem: 'endsBeforeStart' });
  assert.deepEqual(failure({ sort: '-1' }), { field: 'sort', problem: 'whole' });
  assert.deepEqual(failure({ maxBonus: '' }), { field: 'maxBonus', problem: 'required' });
  assert.deepEqual(failure({ maxBonus: '0' }), { field: 'maxBonus', problem: 'positive' });
  assert.deepEqual(failure({ maxBonus: '5.005' }), { field: 'maxBonus', problem: 'amount' });
  assert.deepEqual(failure({ kind: 'first_deposit', percent: '12.345', maxBonus: '1' }), { field: 'percent', problem: 'percent' });
  assert.deepEqual(failure({ kind: 'first_deposit', percent: '10', maxBonus: '1', claimDays: '91' }), {
    field: 'claimDays',
    problem: 'whole',
  });
  const rates = emptyForm('1', 'rebate', NOW).rates;
  assert.deepEqual(failure({ kind: 'rebate', rates }), { field: 'rates.RNG', problem: 'rebateNone' });
  assert.deepEqual(failure({ kind: 'rebate', rates: { ...rates, FISH: '10.01' } }), { field: 'rates.FISH', problem: 'rebateRate' });
  assert.deepEqual(failure({ kind: 'checkin', amounts: ['1', '0'] }), { field: 'amounts.1', problem: 'positive' });
  assert.deepEqual(failure({ kind: 'raffle', prizes: [{ amount: '1', weight: '0' }] }), { field: 'prizes.0.weight', problem: 'whole' });
  assert.deepEqual(failure({ kind: 'raffle', prizes: [{ amount: '-1', weight: '1' }] }), { field: 'prizes.0.amount', problem: 'amount' });
});

test('a saved promotion reads back into the values staff typed', () => {
  const saved = (kind: BoPromotion['kind'], rules: Record<string, unknown>): BoPromotion => ({
    id: '7',
    brandId: '1',
    brandCode: 'bituin',
    currency: 'PHP',
    kind,
    category: 'vip',
    title: 'T',
    summary: 'S',
    content: '<p>x</p>',
    imageUrl: null,
    rules,
    wageringBp: 15_000,
    startsAt: '2026-11-22T04:00:00.000Z',
    endsAt: null,
    status: 'live',
    sort: 3,
    offered: 0,
    paidMinor: '0',
    updatedAt: '2026-11-22T04:00:00.000Z',
  });
  const typed = formOf(saved('first_deposit', { percentBp: 5_000, maxBonusMinor: '100050', minDepositMinor: '0', claimDays: 3 }), NOW);
  assert.equal(typed.percent, '50.00');
  assert.equal(typed.maxBonus, '1000.50');
  assert.equal(typed.minDeposit, '0.00');
  assert.equal(typed.claimDays, '3');
  assert.equal(typed.wagering, '1.5');
  assert.equal(typed.startsAt, '2026-11-22T12:00');
  assert.equal(typed.status, 'live');
  const rebate = formOf(saved('rebate', { ratesBp: { LIVE: 29 }, minRebateMinor: '100', claimDays: 7 }), NOW);
  assert.equal(rebate.rates.LIVE, '0.29');
  assert.equal(rebate.rates.RNG, '');
  const again = bodyOf(rebate, 'PHP');
  assert.ok('body' in again);
  assert.deepEqual(again.body.rules, { ratesBp: { LIVE: 29 }, minRebateMinor: '100', claimDays: 7 });
  assert.deepEqual(formOf(saved('checkin', { amountsMinor: ['100', '250'], minValidBetMinor: '0' }), NOW).amounts, ['1.00', '2.50']);
  assert.deepEqual(formOf(saved('raffle', { prizes: [{ amountMinor: '0', weight: 9 }], minDepositTodayMinor: '0' }), NOW).prizes, [
    { amount: '0.00', weight: '9' },
  ]);
});

test('an issued amount is above zero and at most the maximum', () => {
  assert.deepEqual(issueAmountOf('250.50', '50000', 'PHP'), { amountMinor: '25050' });
  assert.deepEqual(issueAmountOf('500', '50000', 'PHP'), { amountMinor: '50000' });
  assert.deepEqual(issueAmountOf('500.01', '50000', 'PHP'), { problem: 'overMax' });
  assert.deepEqual(issueAmountOf('0', '50000', 'PHP'), { problem: 'positive' });
  assert.deepEqual(issueAmountOf('1.001', '50000', 'PHP'), { problem: 'amount' });
  assert.deepEqual(issueAmountOf('abc', '50000', 'PHP'), { problem: 'amount' });
  assert.equal(wageringText(50_000), '5x');
});

test('a Zalo reward: the maximum within the currency cap (PHP 290.00, VND 131,000) and the official account link checked (decision 075)', () => {
  const zalo = (over: Partial<PromotionForm>, currency = 'PHP') =>
    bodyOf(form({ kind: 'zalo', maxBonus: '290', oaUrl: ' https://zalo.me/1234567890 ', ...over }), currency);
  const ok = zalo({});
  assert.ok('body' in ok, JSON.stringify(ok));
  assert.deepEqual(ok.body.rules, { maxBonusMinor: '29000', oaUrl: 'https://zalo.me/1234567890' });
  assert.ok(promotionRules.zalo.safeParse(ok.body.rules).success);
  assert.deepEqual(zalo({ maxBonus: '290.01' }), { field: 'maxBonus', problem: 'zaloCap' });
  assert.ok('body' in zalo({ maxBonus: '131000' }, 'VND'));
  assert.deepEqual(zalo({ maxBonus: '131000.01' }, 'VND'), { field: 'maxBonus', problem: 'zaloCap' });
  assert.deepEqual(zalo({ maxBonus: '1' }, 'EUR'), { field: 'maxBonus', problem: 'zaloCap' });
  assert.deepEqual(zalo({ oaUrl: 'https://example.com/oa' }), { field: 'oaUrl', problem: 'oaUrl' });
  assert.deepEqual(zalo({ maxBonus: '' }), { field: 'maxBonus', problem: 'required' });
  const saved = formOf(
    {
      ...ok.body,
      id: '9',
      brandCode: 'b',
      currency: 'PHP',
      offered: 0,
      paidMinor: '0',
      updatedAt: NOW.toISOString(),
      endsAt: null,
      imageUrl: null,
    } as BoPromotion,
    NOW,
  );
  assert.equal(saved.maxBonus, '290.00');
  assert.equal(saved.oaUrl, 'https://zalo.me/1234567890');
});

test("the desk lists an operator's title with its amount tokens as amounts of the brand's currency", () => {
  assert.equal(titleText('Zalo reward up to {{amount:290}}', 'PHP'), 'Zalo reward up to PHP 290.00');
  assert.equal(titleText('Bonus {{amount:1,000.5}} and {{amount:x}}', 'VND'), 'Bonus VND 1,000.50 and {{amount:x}}');
});
