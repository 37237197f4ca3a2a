// Proves the tables desk's settings form reads stored settings into texts (amounts in major units,
// seconds, odds "to one") and turns them back unchanged, and names what it cannot read by its part.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LiveTableStoredSettings } from '@pkg/contracts/live-tables';
import { BACCARAT_COMMISSION_PAYTABLE } from '@pkg/games/tables/baccarat-table';
import { fieldOf, formOf, oddsText, readOdds, settingsOf } from './settings-form';

const PHP = { code: 'PHP', symbol: '₱', minorDigits: 2 };
const STORED: LiveTableStoredSettings = {
  kind: 'baccarat',
  names: { EN: 'Baccarat A', TY: 'Baccarat A' },
  paytable: BACCARAT_COMMISSION_PAYTABLE as LiveTableStoredSettings['paytable'],
  limits: {
    defaultSpot: { minMinor: '1000', maxMinor: '5000000' },
    spots: { tie: { minMinor: '1000', maxMinor: '1000000' } },
    maxPayoutMinor: '100000000',
    opposites: [['player', 'banker']],
    allowOpposite: false,
  },
  chipsMinor: ['1000', '5000', '10050'],
  bettingMs: 20_000,
  revealMs: 8_500,
  shoe: { decks: 8, cutCardMin: 52, cutCardMax: 64, burn: true },
};

test('odds read and written "to one" with up to four decimals', () => {
  assert.equal(oddsText(9_500), '0.95');
  assert.equal(oddsText(80_000), '8');
  assert.equal(oddsText(-5_000), '-0.5');
  assert.equal(oddsText(0), '0');
  assert.equal(oddsText(1_500_000), '150');
  assert.equal(readOdds('0.95'), 9_500);
  assert.equal(readOdds('-0.5'), -5_000);
  assert.equal(readOdds('0.00001'), null);
  assert.equal(readOdds('eight'), null);
});

test('stored settings come back unchanged through the form', () => {
  const form = formOf(STORED, PHP);
  assert.equal(form.chips, '10.00, 50.00, 100.50');
  assert.equal(form.revealSeconds, '8.5');
  assert.equal(form.odds.banker?.win, '0.95');
  const back = settingsOf(form, STORED, PHP);
  assert.ok('settings' in back);
  assert.deepEqual(back.settings, STORED);
});

test('what cannot be read is named by its part of the form', () => {
  const form = formOf(STORED, PHP);
  form.chips = '10, ten';
  form.defaultMax = '-5';
  (form.odds.tie as Record<string, string>).win = 'x';
  form.bettingSeconds = 'soon';
  const back = settingsOf(form, STORED, PHP);
  assert.ok('errors' in back);
  assert.deepEqual(Object.keys(back.errors).sort(), ['chipsMinor', 'limits', 'paytable', 'times']);
  assert.equal(fieldOf('revealMs'), 'times');
  assert.equal(fieldOf('limits'), 'limits');
  assert.equal(fieldOf('kind'), 'paytable');
});
