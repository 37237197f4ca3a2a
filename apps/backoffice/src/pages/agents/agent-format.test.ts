// Proves the agent desk's conversions: money from minor units, percents to basis points on the
// digits (never through floating point), and settlement period keys as people read them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { agentAmount, agentMoney, formatBp, percentToBp, periodLabel } from './agent-format.ts';

test('percents become basis points exactly', () => {
  assert.equal(percentToBp('1.25'), 125);
  assert.equal(percentToBp('0.29'), 29); // 0.29 * 100 in floating point is 28.999...
  assert.equal(percentToBp('1.15'), 115);
  assert.equal(percentToBp('0.5'), 50);
  assert.equal(percentToBp('.5'), 50);
  assert.equal(percentToBp('0.01'), 1);
  assert.equal(percentToBp(' 2 '), 200);
  assert.equal(percentToBp('2.50 %'), 250);
  assert.equal(percentToBp('100'), 10_000);
  assert.equal(percentToBp('0'), 0);
});

test('anything but 0-100 with at most two decimals is refused', () => {
  for (const input of ['', ' ', '.', '%', '1.255', '100.01', '101', '1000', '-1', '1,5', 'abc', '1e2', '0x10', '1.2.3']) {
    assert.equal(percentToBp(input), null, input);
  }
});

test('basis points show as percents with two decimals', () => {
  assert.equal(formatBp(125), '1.25%');
  assert.equal(formatBp(50), '0.50%');
  assert.equal(formatBp(5), '0.05%');
  assert.equal(formatBp(10_000), '100.00%');
  assert.equal(formatBp(0), '0.00%');
  for (const bp of [1, 29, 115, 999, 4321]) assert.equal(percentToBp(formatBp(bp)), bp);
});

test('amounts show with the currency code', () => {
  assert.equal(agentMoney('123456', 'PHP'), 'PHP 1,234.56');
  assert.equal(agentMoney('0', 'PHP'), 'PHP 0.00');
  assert.equal(agentMoney('-5', 'PHP'), 'PHP -0.05');
  assert.equal(agentMoney('123456789012345678', 'PHP'), 'PHP 1,234,567,890,123,456.78');
  assert.equal(agentAmount('-123456', 'PHP'), '-1,234.56');
});

test('period keys read as days, ranges and times in GMT+8', () => {
  assert.equal(periodLabel('D:2026-11-25'), '2026-11-25');
  assert.equal(periodLabel('W:2026-11-23'), '2026-11-23 – 2026-11-29');
  assert.equal(periodLabel('W:2026-12-28'), '2026-12-28 – 2027-01-03');
  assert.equal(periodLabel('H:2026-11-01'), '2026-11-01 – 2026-11-15');
  assert.equal(periodLabel('H:2026-11-16'), '2026-11-16 – 2026-11-30');
  assert.equal(periodLabel('H:2028-02-16'), '2028-02-16 – 2028-02-29');
  assert.equal(periodLabel('H:2026-02-16'), '2026-02-16 – 2026-02-28');
  assert.equal(periodLabel('M:2026-11-01'), '2026-11');
  assert.equal(periodLabel('hour:2026-11-25T13'), '2026-11-25 13:00–14:00');
  assert.equal(periodLabel('hour:2026-11-25T23'), '2026-11-25 23:00–24:00');
  assert.equal(periodLabel('rt:2026-11-25T13:05'), '2026-11-25 13:05–13:10');
  assert.equal(periodLabel('rt:2026-11-25T13:55'), '2026-11-25 13:55–14:00');
  assert.equal(periodLabel('rt:2026-11-25T23:55'), '2026-11-25 23:55–24:00');
});

test('a key that is not a period stays as it is', () => {
  for (const key of [
    '',
    'D',
    'D:2026-02-30',
    'W:2026-11-25',
    'H:2026-11-10',
    'M:2026-11-16',
    'hour:2026-11-25T24',
    'hour:2026-11-25T13:00',
    'rt:2026-11-25T13:04',
    'rt:2026-11-25T13',
    'Y:2026-01-01',
  ]) {
    assert.equal(periodLabel(key), key, key);
  }
});
