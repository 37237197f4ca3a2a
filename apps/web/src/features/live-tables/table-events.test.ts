// Proves how the tables' live events move the page: a table event replaces the table, a round
// event replaces its round and puts a newly dealt result at the head of the recent results (once),
// an older round's late event changes nothing, totals land on their round only, and the clock
// offset and countdown follow the server's time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RoundView, TableView } from '@pkg/contracts/rounds';
import { applyRoundEvent } from './table-events.ts';
import { clockOffsetMs, msUntil, secondsLeft } from './table-clock.ts';

const round = (roundId: string, status: RoundView['status'], result: unknown = null): RoundView =>
  ({
    roundId,
    tableId: '1',
    seq: Number(roundId),
    status,
    opensAt: '2026-11-29T00:00:00.000Z',
    closesAt: '2026-11-29T00:00:20.000Z',
    lastCall: false,
    dealtAt: result ? '2026-11-29T00:00:20.000Z' : null,
    seedHash: 'h',
    seed: null,
    result,
    resultVersion: result ? 1 : 0,
    voidReason: null,
    totals: {},
  }) as RoundView;

const table = (current: RoundView | null): TableView => ({
  tableId: '1',
  vendorCode: 'BTLIVE',
  gameCode: 'sic-bo',
  kind: 'sic-bo',
  name: 'Sic Bo',
  names: {},
  status: 'open',
  drive: 'timer',
  settings: {},
  state: {},
  round: current,
  recent: [],
});

test('round events move the round; a dealt result joins the recent results once; a late older round is ignored', () => {
  let tables = new Map([['1', table(round('5', 'open'))]]);
  const dealt = { g: 'sic-bo', d: '123', t: 6 };
  tables = new Map(applyRoundEvent(tables, { type: 'round', tableId: '1', round: round('5', 'dealt', dealt), serverTime: '' }));
  assert.equal(tables.get('1')?.round?.status, 'dealt');
  assert.deepEqual(tables.get('1')?.recent, [{ roundId: '5', seq: 5, result: dealt }]);
  tables = new Map(applyRoundEvent(tables, { type: 'round', tableId: '1', round: round('5', 'settled', dealt), serverTime: '' }));
  assert.equal(tables.get('1')?.recent.length, 1);
  tables = new Map(applyRoundEvent(tables, { type: 'round', tableId: '1', round: round('6', 'open'), serverTime: '' }));
  const late = applyRoundEvent(tables, { type: 'round', tableId: '1', round: round('5', 'settled', dealt), serverTime: '' });
  assert.equal(late.get('1')?.round?.roundId, '6');
});

test('a table event replaces the table; totals land on their own round only; unknown tables are ignored', () => {
  const tables = new Map([['1', table(round('6', 'open'))]]);
  const totals = { PHP: { big: '5000' } };
  assert.deepEqual(applyRoundEvent(tables, { type: 'totals', tableId: '1', roundId: '6', totals }).get('1')?.round?.totals, totals);
  assert.equal(applyRoundEvent(tables, { type: 'totals', tableId: '1', roundId: '5', totals }), tables);
  assert.equal(applyRoundEvent(tables, { type: 'round', tableId: '9', round: round('1', 'open'), serverTime: '' }), tables);
  const replaced = applyRoundEvent(tables, { type: 'table', table: { ...table(null), status: 'paused' } });
  assert.equal(replaced.get('1')?.status, 'paused');
});

test("countdowns run on the server's clock", () => {
  const offset = clockOffsetMs('2026-11-29T00:00:10.000Z', Date.parse('2026-11-29T00:00:07.000Z'));
  assert.equal(offset, 3_000);
  // The device says 00:00:07; the server 00:00:10: ten seconds left of a window closing at 00:00:20.
  assert.equal(msUntil('2026-11-29T00:00:20.000Z', offset, Date.parse('2026-11-29T00:00:07.000Z')), 10_000);
  assert.equal(msUntil('2026-11-29T00:00:20.000Z', offset, Date.parse('2026-11-29T00:00:30.000Z')), 0);
  assert.equal(msUntil(null, 0, 0), null);
  assert.equal(secondsLeft(3_200), 4);
  assert.equal(secondsLeft(0), 0);
});
