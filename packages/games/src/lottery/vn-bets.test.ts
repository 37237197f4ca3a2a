// Proves the Vietnamese bet types price and pay hand-worked tickets exactly on a full North (vn27)
// and a full South/Centre (vn18) table, by DOMAIN.md's rules: lô per appearance, đề and 3 càng on
// the special prize, đầu on the North's 7th prizes or the South's 8th, xiên, and đá with "nháy".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findBetType, prepareResult, settleTicket, stakeOf } from './bet-catalogue.ts';
import type { VnFormat } from './vn-tiers.ts';

/** Normalises the picks and settles them on the table at the default odds, in minor units. */
function ticket(format: VnFormat, code: string, picks: string[], numbers: string[], unit = 1000n) {
  const betType = findBetType(format, code);
  assert.ok(betType, code);
  const canonical = betType.normalise([picks]);
  const { combos, stakeMinor, hits, winMinor } = settleTicket(betType, canonical, prepareResult({ format, numbers }), unit);
  return { picks: canonical[0], combos, stake: stakeMinor, hits, win: winMinor };
}

// North (27 numbers), tier order; last two digits after each number.
// prettier-ignore
const NORTH = [
  '12345', // DB: đề 45, 3 càng 345
  '67890', // G1: 90
  '11223', '44556', // G2: 23, 56
  '78923', '10045', '33312', '45678', '90001', '23450', // G3: 23, 45, 12, 78, 01, 50
  '1234', '5623', '7788', '9900', // G4: 34, 23, 88, 00
  '3456', '7812', '9034', '1267', '8890', '4501', // G5: 56, 12, 34, 67, 90, 01
  '345', '678', '912', // G6: 45, 78, 12
  '23', '45', '67', '89', // G7 (the North's heads): 23, 45, 67, 89
];
// Lô set counts: 23 ×4, 45 ×4, 12 ×3, 90 56 78 01 34 67 ×2, 50 88 00 89 ×1 (27 in all).

// South/Centre (18 numbers), tier order.
// prettier-ignore
const SOUTH = [
  '123456', // DB: đề 56, 3 càng 456
  '78956', // G1: 56
  '24680', // G2: 80
  '13579', '11256', // G3: 79, 56
  '90817', '26354', '71845', '60912', '38457', '52036', '47780', // G4: 17, 54, 45, 12, 57, 36, 80
  '5612', // G5: 12
  '7756', '3390', '1845', // G6: 56, 90, 45
  '456', // G7: 56
  '07', // G8 (the South's head): 07
];
// Lô set counts: 56 ×5, 80 45 12 ×2, the rest once (18 in all).

test('vn.lo2 (North): priced at 27 lô, paid per appearance', () => {
  // 23 (4 times) + 45 (4 times) + 99 (none) = 8 hits. stake 1000 × 3 × 27 = 81,000; win 1000 × 95 × 8 = 760,000.
  assert.deepEqual(ticket('vn27', 'vn.lo2', ['99', '45', '23'], NORTH), {
    picks: ['23', '45', '99'],
    combos: 3,
    stake: 81_000n,
    hits: 8,
    win: 760_000n,
  });
  // 12 is drawn three times and pays three times: stake 27,000, win 285,000.
  assert.deepEqual(ticket('vn27', 'vn.lo2', ['12'], NORTH), { picks: ['12'], combos: 1, stake: 27_000n, hits: 3, win: 285_000n });
});

test('vn.lo2 (South): priced at 18 lô', () => {
  // 07 once + 56 five times = 6 hits. stake 1000 × 2 × 18 = 36,000; win 1000 × 95 × 6 = 570,000.
  assert.deepEqual(ticket('vn18', 'vn.lo2', ['56', '07'], SOUTH), {
    picks: ['07', '56'],
    combos: 2,
    stake: 36_000n,
    hits: 6,
    win: 570_000n,
  });
});

test('bao lô 3 and 4 số: only numbers with enough digits count', () => {
  // North: 345 ends 12345 and the 6th prize 345: 2 hits at 23 lô. stake 1000 × 2 × 23 = 46,000; win 1000 × 950 × 2 = 1,900,000.
  assert.deepEqual(ticket('vn27', 'vn.lo3', ['999', '345'], NORTH), {
    picks: ['345', '999'],
    combos: 2,
    stake: 46_000n,
    hits: 2,
    win: 1_900_000n,
  });
  // North 4 digits: 7788 once at 20 lô: stake 20,000; win 9,500,000.
  assert.deepEqual(ticket('vn27', 'vn.lo4', ['7788'], NORTH), { picks: ['7788'], combos: 1, stake: 20_000n, hits: 1, win: 9_500_000n });
  // South: 845 (71845, 1845) and 456 (123456, the 7th prize 456): 4 hits at 17 lô; stake 34,000; win 3,800,000.
  assert.deepEqual(ticket('vn18', 'vn.lo3', ['845', '456'], SOUTH), {
    picks: ['456', '845'],
    combos: 2,
    stake: 34_000n,
    hits: 4,
    win: 3_800_000n,
  });
  // South 4 digits: 1845 twice at 16 lô; the 3-digit 456 and 2-digit 07 never count. stake 16,000; win 19,000,000.
  assert.deepEqual(ticket('vn18', 'vn.lo4', ['1845'], SOUTH), { picks: ['1845'], combos: 1, stake: 16_000n, hits: 2, win: 19_000_000n });
});

test('vn.de and vn.3cang: the special prize last two and last three', () => {
  // North đề 45: {45,54} → 2 combos, stake 2000; win 1000 × 95 = 95,000.
  assert.deepEqual(ticket('vn27', 'vn.de', ['54', '45'], NORTH), { picks: ['45', '54'], combos: 2, stake: 2000n, hits: 1, win: 95_000n });
  // 23 appears four times in the table but is not the special's last two.
  assert.equal(ticket('vn27', 'vn.de', ['23'], NORTH).hits, 0);
  // 3 càng 345: 1000 × 950 = 950,000; the South's 456 likewise.
  assert.deepEqual(ticket('vn27', 'vn.3cang', ['345'], NORTH), { picks: ['345'], combos: 1, stake: 1000n, hits: 1, win: 950_000n });
  assert.equal(ticket('vn18', 'vn.3cang', ['456'], SOUTH).win, 950_000n);
  assert.equal(ticket('vn18', 'vn.de', ['56'], SOUTH).win, 95_000n);
});

test('vn.dau: the four 7th prizes in the North, the 8th prize in the South', () => {
  // North heads 23 45 67 89: {12,23,45} → 2 hits at 4 lô. stake 1000 × 3 × 4 = 12,000; win 190,000.
  assert.deepEqual(ticket('vn27', 'vn.dau', ['45', '23', '12'], NORTH), {
    picks: ['12', '23', '45'],
    combos: 3,
    stake: 12_000n,
    hits: 2,
    win: 190_000n,
  });
  // South head 07 only (56, drawn five times elsewhere, is not a head): 1 hit at 1 lô. stake 2000; win 95,000.
  assert.deepEqual(ticket('vn18', 'vn.dau', ['56', '07'], SOUTH), { picks: ['07', '56'], combos: 2, stake: 2000n, hits: 1, win: 95_000n });
});

test('vn.dauduoi: head set plus the special last two', () => {
  // North: 45 is a head and the tail (2 hits), 67 a head (1): 3 hits at 5 lô. stake 1000 × 2 × 5 = 10,000; win 285,000.
  assert.deepEqual(ticket('vn27', 'vn.dauduoi', ['67', '45'], NORTH), {
    picks: ['45', '67'],
    combos: 2,
    stake: 10_000n,
    hits: 3,
    win: 285_000n,
  });
  // South: 07 head, 56 tail: 2 hits at 2 lô. stake 4000; win 190,000.
  assert.deepEqual(ticket('vn18', 'vn.dauduoi', ['07', '56'], SOUTH), {
    picks: ['07', '56'],
    combos: 2,
    stake: 4000n,
    hits: 2,
    win: 190_000n,
  });
});

test('vn.xien2/3/4: a combination wins once when all its numbers are in the lô set', () => {
  // {23,45,11}: 11 is missing, so of the 3 pairs only 23-45 wins (once, however often each appears).
  // stake 3000; win 1000 × 17.30 = 17,300.
  assert.deepEqual(ticket('vn27', 'vn.xien2', ['23', '45', '11'], NORTH), {
    picks: ['11', '23', '45'],
    combos: 3,
    stake: 3000n,
    hits: 1,
    win: 17_300n,
  });
  // Xiên 3 of the same three numbers: one missing number loses it all.
  assert.equal(ticket('vn27', 'vn.xien3', ['11', '23', '45'], NORTH).hits, 0);
  // {12,23,45} all present: 1000 × 77.24 = 77,240.
  assert.equal(ticket('vn27', 'vn.xien3', ['12', '23', '45'], NORTH).win, 77_240n);
  // Xiên 4 {12,23,45,67}: 1000 × 355.8 = 355,800; with 99 instead of 67 it loses.
  assert.equal(ticket('vn27', 'vn.xien4', ['12', '23', '45', '67'], NORTH).win, 355_800n);
  assert.equal(ticket('vn27', 'vn.xien4', ['12', '23', '45', '99'], NORTH).hits, 0);
  // South {56,80,99}: only 56-80: 1000 × 36.38 = 36,380.
  assert.equal(ticket('vn18', 'vn.xien2', ['56', '80', '99'], SOUTH).win, 36_380n);
});

test('vn.da: pairs priced at the lô count, each pair paying min(count a, count b) ("nháy")', () => {
  // {12,23,45}: 12-23 min(3,4) = 3, 12-45 min(3,4) = 3, 23-45 min(4,4) = 4 → 10 hits.
  // stake 1000 × 3 × 27 = 81,000; win 1000 × 460.8 × 10 = 4,608,000.
  assert.deepEqual(ticket('vn27', 'vn.da', ['23', '45', '12'], NORTH), {
    picks: ['12', '23', '45'],
    combos: 3,
    stake: 81_000n,
    hits: 10,
    win: 4_608_000n,
  });
  // Each once: one hit; one missing: none.
  assert.equal(ticket('vn27', 'vn.da', ['50', '88'], NORTH).hits, 1);
  assert.equal(ticket('vn27', 'vn.da', ['23', '99'], NORTH).hits, 0);
  // South 56 (×5) with 80 (×2): 2 hits at 18 lô. stake 18,000; win 1000 × 651.1 × 2 = 1,302,200.
  assert.deepEqual(ticket('vn18', 'vn.da', ['80', '56'], SOUTH), {
    picks: ['56', '80'],
    combos: 1,
    stake: 18_000n,
    hits: 2,
    win: 1_302_200n,
  });
});

test("DOMAIN's stake example `mb 23.45.67da5`: 3 pairs × 27 lô × 5,000", () => {
  const betType = findBetType('vn27', 'vn.da');
  assert.ok(betType);
  const picks = betType.normalise([['23', '45', '67']]);
  assert.equal(betType.combos(picks), 3);
  // 3 × 27 × 5,000 = 405,000 before the agent's 0.8 multiplier (DOMAIN's 324,000 = 405,000 × 0.8,
  // a discount the house applies outside the bet maths).
  assert.equal(stakeOf(5000n, betType.combos(picks), betType.info.priceUnits), 405_000n);
  assert.equal((stakeOf(5000n, 3, 27) * 8n) / 10n, 324_000n);
  // On the North table: 23-45 min(4,4) = 4, 23-67 min(4,2) = 2, 45-67 min(4,2) = 2 → 8 hits; 5000 × 460.8 × 8 = 18,432,000.
  assert.equal(settleTicket(betType, picks, prepareResult({ format: 'vn27', numbers: NORTH }), 5000n).winMinor, 18_432_000n);
});

test('the same codes serve both tables, priced per table', () => {
  const price = (format: VnFormat, code: string) => findBetType(format, code)?.info.priceUnits;
  assert.deepEqual(
    ['vn.lo2', 'vn.lo3', 'vn.lo4', 'vn.de', 'vn.3cang', 'vn.dau', 'vn.dauduoi', 'vn.xien2', 'vn.da'].map((code) => [
      price('vn27', code),
      price('vn18', code),
    ]),
    [
      [27, 18],
      [23, 17],
      [20, 16],
      [1, 1],
      [1, 1],
      [4, 1],
      [5, 2],
      [1, 1],
      [27, 18],
    ],
  );
  assert.deepEqual(findBetType('vn27', 'vn.xien3')?.exposureKeys([['12', '23', '45', '67']]), [
    'vn.xien3:12-23-45',
    'vn.xien3:12-23-67',
    'vn.xien3:12-45-67',
    'vn.xien3:23-45-67',
  ]);
});
