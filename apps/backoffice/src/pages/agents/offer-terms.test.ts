// Proves the operator's offer form: typed amounts become minor units and percents basis points
// exactly, each kind makes its own terms, and the server's checks (rates, rising tiers) are met
// before anything is sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTerms, emptyOffer, type OfferDraft } from './offer-terms.ts';

const PHP = { code: 'PHP', symbol: 'PHP', minorDigits: 2 };

function draft(tiers: [string, string, string][], extra: Partial<OfferDraft> = {}): OfferDraft {
  return { ...emptyOffer(), tiers: tiers.map(([min, active, rate]) => ({ min, active, rate })), ...extra };
}

test('salary tiers: major units to minor units, percents to basis points', () => {
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

test('empty minimums mean zero', () => {
  assert.deepEqual(buildTerms('hourly_salary', draft([['', '', '1']]), PHP), {
    ok: true,
    terms: { tiers: [{ minValidBetMinor: '0', minActiveMembers: 0, rateBp: 100 }] },
  });
});

test('dividend tiers carry the period and shares of net loss', () => {
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

test('a real-time salary is one rate', () => {
  assert.deepEqual(buildTerms('realtime_salary', { ...emptyOffer(), rate: '0.35' }, PHP), { ok: true, terms: { rateBp: 35 } });
  assert.deepEqual(buildTerms('realtime_salary', { ...emptyOffer(), rate: '0' }, PHP), { ok: false, problems: { rate: 'rateInvalid' } });
  assert.deepEqual(buildTerms('realtime_salary', { ...emptyOffer(), rate: '100.5' }, PHP), {
    ok: false,
    problems: { rate: 'rateInvalid' },
  });
});

test('each wrong input is named', () => {
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

test('tiers must ask at least as much as the one before and pay more', () => {
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
