// Proves the offer form makes exactly the terms the server takes (decision 029): amounts in minor
// units, percents in basis points, an empty minimum read as zero; and that it refuses what the
// server would (a rate above the agent's own, a tier that asks less or pays no more than the one
// before, malformed numbers), naming the input at fault. Held terms read back into the form. The
// site's agent offers under a cap of their own rate; the console's operator (no cap given) up to 100%.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Currency } from '@pkg/money/money';
import { buildTerms, emptyOffer, offerFromTerms, type OfferInput } from './offer-terms.ts';

const PHP: Currency = { code: 'PHP', symbol: 'TLB', minorDigits: 2 };

test('salary tiers become minor units and basis points', () => {
  const check = buildTerms(
    'daily_salary',
    {
      ...emptyOffer(),
      tiers: [
        { min: '', active: '', rate: '0.5' },
        { min: '10,000.50', active: '5', rate: '1.25' },
      ],
    },
    PHP,
    200,
  );
  assert.deepEqual(check, {
    ok: true,
    terms: {
      tiers: [
        { minValidBetMinor: '0', minActiveMembers: 0, rateBp: 50 },
        { minValidBetMinor: '1000050', minActiveMembers: 5, rateBp: 125 },
      ],
    },
  });
});

test('dividend tiers carry the period and shares', () => {
  const check = buildTerms('dividend', { period: 'H', rate: '', tiers: [{ min: '500', active: '3', rate: '20' }] }, PHP, 3000);
  assert.deepEqual(check, { ok: true, terms: { period: 'H', tiers: [{ minNetLossMinor: '50000', minActiveMembers: 3, shareBp: 2000 }] } });
});

test('real-time salary is one rate', () => {
  assert.deepEqual(buildTerms('realtime_salary', { ...emptyOffer(), rate: '0.3' }, PHP, 30), { ok: true, terms: { rateBp: 30 } });
  assert.deepEqual(buildTerms('realtime_salary', { ...emptyOffer(), rate: '0.31' }, PHP, 30), {
    ok: false,
    problems: { rate: 'rateTooHigh' },
  });
  assert.deepEqual(buildTerms('realtime_salary', { ...emptyOffer(), rate: '0' }, PHP, 30), {
    ok: false,
    problems: { rate: 'rateInvalid' },
  });
});

test('malformed inputs are refused, each under its own field', () => {
  const check = buildTerms('hourly_salary', { ...emptyOffer(), tiers: [{ min: '1.234', active: '2.5', rate: 'x' }] }, PHP, 100);
  assert.deepEqual(check, {
    ok: false,
    problems: { 'tiers.0.min': 'amountInvalid', 'tiers.0.active': 'activeInvalid', 'tiers.0.rate': 'rateInvalid' },
  });
  assert.deepEqual(buildTerms('daily_salary', { ...emptyOffer(), tiers: [{ min: '-5', active: '', rate: '1' }] }, PHP, 100), {
    ok: false,
    problems: { 'tiers.0.min': 'amountInvalid' },
  });
});

test('a tier must ask at least as much as the one before and pay more', () => {
  const check = buildTerms(
    'daily_salary',
    {
      ...emptyOffer(),
      tiers: [
        { min: '1000', active: '5', rate: '1' },
        { min: '999', active: '4', rate: '1' },
      ],
    },
    PHP,
    200,
  );
  assert.deepEqual(check, {
    ok: false,
    problems: { 'tiers.1.min': 'tierNotRising', 'tiers.1.active': 'tierNotRising', 'tiers.1.rate': 'tierNotRising' },
  });
});

test('held terms read back into the form', () => {
  assert.deepEqual(offerFromTerms({ tiers: [{ minValidBetMinor: '1000050', minActiveMembers: 5, rateBp: 125 }] }, PHP), {
    period: 'M',
    rate: '',
    tiers: [{ min: '10000.50', active: '5', rate: '1.25' }],
  });
  assert.deepEqual(offerFromTerms({ period: 'H', tiers: [{ minNetLossMinor: '5', minActiveMembers: 0, shareBp: 2000 }] }, PHP).tiers, [
    { min: '0.05', active: '0', rate: '20.00' },
  ]);
  assert.equal(offerFromTerms({ rateBp: 30 }, PHP).rate, '0.30');
});

// The console's operator offer: no cap of its own, so 100% and at most ten tiers.

function draft(tiers: [string, string, string][], extra: Partial<OfferInput> = {}): OfferInput {
  return { ...emptyOffer(), tiers: tiers.map(([min, active, rate]) => ({ min, active, rate })), ...extra };
}

test('operator offer: salary tiers: major units to minor units, percents to basis points', () => {
  const check = buildTerms(
    'daily_salary',
    draft([
      ['1,000', '1', '0.5'],
      ['10,000.50', '3', '1.25'],
      ['250000.05', '10', '2.29'],
    ]),
    PHP,
  );
  assert.deepEqual(check, {
    ok: true,
    terms: {
      tiers: [
        { minValidBetMinor: '100000', minActiveMembers: 1, rateBp: 50 },
        { minValidBetMinor: '1000050', minActiveMembers: 3, rateBp: 125 },
        { minValidBetMinor: '25000005', minActiveMembers: 10, rateBp: 229 },
      ],
    },
  });
});

test('operator offer: empty minimums mean zero', () => {
  assert.deepEqual(buildTerms('hourly_salary', draft([['', '', '1']]), PHP), {
    ok: true,
    terms: { tiers: [{ minValidBetMinor: '0', minActiveMembers: 0, rateBp: 100 }] },
  });
});

test('operator offer: dividend tiers carry the period and shares of net loss', () => {
  assert.deepEqual(
    buildTerms(
      'dividend',
      draft(
        [
          ['5000', '2', '10'],
          ['20000', '5', '15.5'],
        ],
        { period: 'H' },
      ),
      PHP,
    ),
    {
      ok: true,
      terms: {
        period: 'H',
        tiers: [
          { minNetLossMinor: '500000', minActiveMembers: 2, shareBp: 1000 },
          { minNetLossMinor: '2000000', minActiveMembers: 5, shareBp: 1550 },
        ],
      },
    },
  );
});

test('operator offer: a real-time salary is one rate', () => {
  assert.deepEqual(buildTerms('realtime_salary', { ...emptyOffer(), rate: '0.35' }, PHP), { ok: true, terms: { rateBp: 35 } });
  assert.deepEqual(buildTerms('realtime_salary', { ...emptyOffer(), rate: '0' }, PHP), { ok: false, problems: { rate: 'rateInvalid' } });
  assert.deepEqual(buildTerms('realtime_salary', { ...emptyOffer(), rate: '100.5' }, PHP), {
    ok: false,
    problems: { rate: 'rateInvalid' },
  });
});

test('operator offer: each wrong input is named', () => {
  assert.deepEqual(
    buildTerms(
      'daily_salary',
      draft([
        ['12.345', '1.5', ''],
        ['-1', 'x', '101'],
      ]),
      PHP,
    ),
    {
      ok: false,
      problems: {
        'tiers.0.min': 'amountInvalid',
        'tiers.0.active': 'activeInvalid',
        'tiers.0.rate': 'rateInvalid',
        'tiers.1.min': 'amountInvalid',
        'tiers.1.active': 'activeInvalid',
        'tiers.1.rate': 'rateInvalid',
      },
    },
  );
  assert.deepEqual(buildTerms('daily_salary', draft([['10000000000000000', '2000000', '1']]), PHP), {
    ok: false,
    problems: { 'tiers.0.min': 'amountInvalid', 'tiers.0.active': 'activeInvalid' },
  });
});

test('operator offer: tiers must ask at least as much as the one before and pay more', () => {
  assert.deepEqual(
    buildTerms(
      'daily_salary',
      draft([
        ['1000', '5', '1'],
        ['500', '4', '1'],
      ]),
      PHP,
    ),
    {
      ok: false,
      problems: { 'tiers.1.min': 'tierNotRising', 'tiers.1.active': 'tierNotRising', 'tiers.1.rate': 'tierNotRising' },
    },
  );
  assert.equal(
    buildTerms(
      'daily_salary',
      draft([
        ['1000', '5', '1'],
        ['1000', '5', '1.01'],
      ]),
      PHP,
    ).ok,
    true,
  );
});
