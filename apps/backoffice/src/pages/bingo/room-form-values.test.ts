// Proves the bingo desk's room form: stored settings read into fields and back unchanged, money in
// whole units with cents, shares in percent, a stage line that is not "pattern share guarantee" of
// the format and an empty price refused by field, and an empty jackpot meaning none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BingoRoomSettings } from '@pkg/contracts/bingo';
import { NEW_ROOM, settingsOf, valuesOf } from './room-form-values.ts';

const ROOM: BingoRoomSettings = {
  names: { EN: '90-Ball Classic', TY: '90-Bola' },
  format: '90',
  ticketPriceMinor: '1050',
  payoutShareBp: 7_250,
  stages: [
    { pattern: 'one-line', shareBp: 1_500, guaranteedMinor: '5000' },
    { pattern: 'two-lines', shareBp: 3_000, guaranteedMinor: '10000' },
    { pattern: 'full-house', shareBp: 5_500, guaranteedMinor: '25025' },
  ],
  cardsPerPlayerMax: 36,
  minCards: 3,
  cadenceMs: 300_000,
  minBuyMs: 60_000,
  ballIntervalMs: 2_500,
  pauseMs: 15_000,
  jackpot: { contributionBp: 200, withinCalls: 40, seedMinor: '100000' },
};

test('stored settings read into the form and back are unchanged', () => {
  assert.deepEqual(settingsOf(valuesOf(ROOM)), { ok: true, settings: ROOM });
  const values = valuesOf(ROOM);
  assert.equal(values.price, '10.50');
  assert.equal(values.payoutPercent, '72.50');
  assert.equal(values.stages.split('\n')[2], 'full-house 55 250.25');
});

test('bad fields are named; an empty jackpot is none', () => {
  assert.deepEqual(settingsOf({ ...NEW_ROOM, price: '' }), { ok: false, field: 'price' });
  assert.deepEqual(settingsOf({ ...NEW_ROOM, stages: 'full-house 100 250' }), { ok: false, field: 'stages' });
  assert.deepEqual(settingsOf({ ...NEW_ROOM, stages: 'line thirty 100' }), { ok: false, field: 'stages' });
  assert.deepEqual(settingsOf({ ...NEW_ROOM, jackpotPercent: '2' }), { ok: false, field: 'jackpotCalls' });
  const made = settingsOf({ ...NEW_ROOM, names: { EN: 'Room' } });
  assert.ok(made.ok && made.settings.jackpot === null && made.settings.stages.length === 2);
});
