// Proves trendOf on small hand-made histories: gaps (current and longest), appearance counts, and
// the current big/small and odd/even streaks, with k3 triples and the 11x5 sum 30 breaking them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LotteryResult } from './lottery-types.ts';
import { trendOf } from './trends.ts';

const ssc = (digits: string): LotteryResult => ({ format: 'ssc', numbers: digits.split('') });

// Newest first: sums 15, 21, 19, 20.
const HISTORY = [ssc('12345'), ssc('17346'), ssc('92305'), ssc('12845')];

test('ssc: per position, draws since last seen, longest absence and appearances', () => {
  const trend = trendOf('ssc', HISTORY);
  assert.equal(trend.draws, 4);
  assert.deepEqual(
    trend.rows.map((row) => row.label),
    ['pos1', 'pos2', 'pos3', 'pos4', 'pos5'],
  );
  const pos1 = trend.rows[0]?.tokens ?? [];
  // '1' in draws 0, 1 and 3: current 0, one absence of 1 draw (draw 2), 3 appearances.
  assert.deepEqual(pos1[1], { token: '1', current: 0, max: 1, hits: 3 });
  // '9' only in draw 2: current 2 (draws 0 and 1 without it), longest absence 2.
  assert.deepEqual(pos1[9], { token: '9', current: 2, max: 2, hits: 1 });
  // '0' never: absent for the whole window.
  assert.deepEqual(pos1[0], { token: '0', current: 4, max: 4, hits: 0 });
  // pos3 '8' only in the oldest draw: current 3, max 3.
  assert.deepEqual(trend.rows[2]?.tokens[8], { token: '8', current: 3, max: 3, hits: 1 });
});

test('ssc: current streaks, longest first, ties in subject order', () => {
  const { streaks } = trendOf('ssc', HISTORY);
  // pos1 1,1,9,1: small ×2, odd ×4; pos2 2,7: small ×1, even ×1; pos3 3,3,3,8: small ×3, odd ×3;
  // pos4 4,4,0,4: small ×4, even ×4; pos5 5,6,5,5: big ×4, odd ×1; sum 15,21,19,20: small ×4, odd ×3.
  assert.deepEqual(
    streaks.map(({ label, token, length }) => `${label}:${token}${length}`),
    ['pos1:O4', 'pos4:S4', 'pos4:E4', 'pos5:B4', 'sum:S4', 'pos3:S3', 'pos3:O3', 'sum:O3', 'pos1:S2', 'pos2:S1', 'pos2:E1', 'pos5:O1'],
  );
  assert.equal(streaks[0]?.kind, 'oddEven');
  assert.equal(streaks[1]?.kind, 'bigSmall');
});

test('k3: sums and dice faces; a triple ends the big/small and odd/even streaks', () => {
  const k3 = (dice: string): LotteryResult => ({ format: 'k3', numbers: dice.split('') });
  const trend = trendOf('k3', [k3('444'), k3('123'), k3('136')]);
  assert.deepEqual(
    trend.rows.map((row) => row.label),
    ['sum', 'dice'],
  );
  // Sum 12 newest, then 6, then 10.
  assert.deepEqual(
    trend.rows[0]?.tokens.find((token) => token.token === '6'),
    { token: '6', current: 1, max: 1, hits: 1 },
  );
  // Face 4 three times in the newest throw; face 1 in the two older ones; face 5 never.
  assert.deepEqual(trend.rows[1]?.tokens[3], { token: '4', current: 0, max: 2, hits: 3 });
  assert.deepEqual(trend.rows[1]?.tokens[0], { token: '1', current: 1, max: 1, hits: 2 });
  assert.deepEqual(trend.rows[1]?.tokens[4], { token: '5', current: 3, max: 3, hits: 0 });
  assert.deepEqual(trend.streaks, []);
  // Without the triple: 6 (small, even) then 10 (small, even).
  assert.deepEqual(
    trendOf('k3', [k3('123'), k3('136')]).streaks.map(({ token, length }) => `${token}${length}`),
    ['S2', 'E2'],
  );
});

test('11x5: the sum 30 is neither big nor small', () => {
  const trend = trendOf('11x5', [
    { format: '11x5', numbers: ['01', '02', '07', '09', '11'] },
    { format: '11x5', numbers: ['11', '10', '09', '08', '07'] },
  ]);
  assert.deepEqual(
    trend.streaks.map(({ label, token, length }) => `${label}:${token}${length}`),
    ['sum:E1'],
  );
  assert.equal(trend.rows[0]?.tokens.length, 11);
});

test('pk10: ranks and the top-two sum', () => {
  const race = (first: string, second: string): LotteryResult => {
    const rest = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].filter((car) => car !== first && car !== second);
    return { format: 'pk10', numbers: [first, second, ...rest] };
  };
  const trend = trendOf('pk10', [race('10', '09'), race('08', '07')]);
  assert.equal(trend.rows.length, 10);
  const top2 = trend.streaks.filter((streak) => streak.label === 'top2sum');
  // Sums 19 and 15: big and odd twice.
  assert.deepEqual(
    top2.map(({ token, length }) => `${token}${length}`),
    ['B2', 'O2'],
  );
});

test('vn: last two digits over the lô set, counting every appearance', () => {
  // prettier-ignore
  const north = [
    '12345', '67890', '11223', '44556', '78923', '10045', '33312', '45678', '90001', '23450', '1234', '5623', '7788', '9900',
    '3456', '7812', '9034', '1267', '8890', '4501', '345', '678', '912', '23', '45', '67', '89',
  ];
  const older = north.map((number) => number.replace(/45$/, '46'));
  const trend = trendOf('vn27', [
    { format: 'vn27', numbers: north },
    { format: 'vn27', numbers: older },
  ]);
  assert.deepEqual(
    trend.rows.map((row) => row.label),
    ['lo'],
  );
  assert.deepEqual(trend.rows[0]?.tokens[45], { token: '45', current: 0, max: 1, hits: 4 });
  assert.deepEqual(trend.rows[0]?.tokens[46], { token: '46', current: 1, max: 1, hits: 4 });
  assert.deepEqual(trend.rows[0]?.tokens[23], { token: '23', current: 0, max: 0, hits: 8 });
  assert.deepEqual(trend.streaks, []);
  assert.throws(() => trendOf('vn18', [{ format: 'vn27', numbers: north }]), RangeError);
});

test('an empty window has every token absent and no streaks', () => {
  const trend = trendOf('ssc', []);
  assert.equal(trend.draws, 0);
  assert.deepEqual(trend.rows[0]?.tokens[0], { token: '0', current: 0, max: 0, hits: 0 });
  assert.deepEqual(trend.streaks, []);
});
