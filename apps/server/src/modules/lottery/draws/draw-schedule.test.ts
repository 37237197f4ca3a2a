// Proves the draw schedule: fast draws fall on GMT+8 day boundaries with continuous betting and
// day-numbered draws (the last of a day keeps its day), and daily Vietnamese draws fall on the
// stations' weekdays at their Vietnam time with the region's cut-off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dailyDraws, drawContext, fastDraws, vietnamDay } from './draw-schedule.ts';

test('a one-minute game draws on every GMT+8 minute, numbered within its day', () => {
  // 2026-11-25 00:00 GMT+8 is 2026-11-24 16:00 UTC.
  const draws = fastDraws({ cadenceSeconds: 60, closeSeconds: 10 }, new Date('2026-11-24T16:00:30Z'), new Date('2026-11-24T16:03:00Z'));
  assert.deepEqual(
    draws.map((d) => [d.drawNo, d.opensAt.toISOString(), d.closesAt.toISOString(), d.drawAt.toISOString()]),
    [
      ['20261125-0001', '2026-11-24T16:00:00.000Z', '2026-11-24T16:00:50.000Z', '2026-11-24T16:01:00.000Z'],
      ['20261125-0002', '2026-11-24T16:01:00.000Z', '2026-11-24T16:01:50.000Z', '2026-11-24T16:02:00.000Z'],
      ['20261125-0003', '2026-11-24T16:02:00.000Z', '2026-11-24T16:02:50.000Z', '2026-11-24T16:03:00.000Z'],
    ],
  );
});

test('the last draw of a day falls on midnight and keeps its day; the next day starts at 0001', () => {
  const draws = fastDraws({ cadenceSeconds: 300, closeSeconds: 30 }, new Date('2026-11-25T15:50:00Z'), new Date('2026-11-25T16:05:00Z'));
  assert.deepEqual(
    draws.map((d) => d.drawNo),
    ['20261125-0287', '20261125-0288', '20261126-0001'],
  );
  assert.equal(draws[1]?.drawAt.toISOString(), '2026-11-25T16:00:00.000Z');
  assert.equal(draws[2]?.opensAt.toISOString(), '2026-11-25T16:00:00.000Z', 'betting on the next draw opens as one falls');
});

test('a draw exactly at `from` is not repeated; a cadence that does not divide a day is refused', () => {
  const at = new Date('2026-11-24T16:02:00Z');
  assert.equal(fastDraws({ cadenceSeconds: 60, closeSeconds: 10 }, at, new Date(at.getTime() + 60_000))[0]?.drawNo, '20261125-0003');
  assert.throws(() => fastDraws({ cadenceSeconds: 7 * 60, closeSeconds: 10 }, at, at), /does not divide/);
});

test('daily Vietnamese draws fall on the stations’ weekdays at Vietnam time, closing at the cut-off', () => {
  const stations = [
    { stationCode: 'hcm', weekdays: [1, 6], drawTime: '16:15' },
    { stationCode: 'dt', weekdays: [1], drawTime: '16:15' },
    { stationCode: 'bt', weekdays: [2], drawTime: '16:15' },
  ];
  // 2026-11-23 is a Monday; 07:00 Vietnam time is 00:00 UTC.
  const draws = dailyDraws({ closeSeconds: 900 }, stations, new Date('2026-11-23T00:00:00Z'), 2);
  assert.deepEqual(
    draws.map((d) => [d.drawNo, d.stationCode, d.drawAt.toISOString(), d.closesAt.toISOString(), d.opensAt.toISOString()]),
    [
      ['20261123-dt', 'dt', '2026-11-23T09:15:00.000Z', '2026-11-23T09:00:00.000Z', '2026-11-22T09:15:00.000Z'],
      ['20261123-hcm', 'hcm', '2026-11-23T09:15:00.000Z', '2026-11-23T09:00:00.000Z', '2026-11-22T09:15:00.000Z'],
      ['20261124-bt', 'bt', '2026-11-24T09:15:00.000Z', '2026-11-24T09:00:00.000Z', '2026-11-23T09:15:00.000Z'],
    ],
  );
  assert.equal(vietnamDay(new Date('2026-11-23T17:30:00Z')), '2026-11-24', 'Vietnam is already on Tuesday');
  assert.equal(drawContext('bituin', 'vn-south', '20261123-hcm'), 'bituin:vn-south:20261123-hcm');
});
