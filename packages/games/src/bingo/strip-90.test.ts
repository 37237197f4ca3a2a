// Proves that 90-ball strips are valid on 5,000 seeded strips (six tickets of 3×9, five numbers a
// row, every column used, column ranges, ascending columns, 1–90 exactly once), that the tickets of
// a strip are exchangeable (which ticket holds a number is uniform, chi-square p = 0.001), that a
// lone ticket is valid, and that the validators catch each broken rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import { seededRandom } from '../random.ts';
import { column90, generateStrip90, generateTicket90, strip90Problems, ticket90Problems } from './strip-90.ts';

test('column ranges: 1–9, 10–19, ..., 70–79, 80–90', () => {
  assert.deepEqual(column90(0), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.equal(column90(4).join(), '40,41,42,43,44,45,46,47,48,49');
  assert.equal(column90(8).length, 11);
  assert.equal(column90(8).at(-1), 90);
});

test('5,000 seeded strips satisfy every rule', () => {
  const random = seededRandom('strips:valid');
  const perColumn = new Map<number, number>();
  for (let i = 0; i < 5_000; i++) {
    const strip = generateStrip90(random);
    assert.deepEqual(strip90Problems(strip), [], `strip ${i}`);
    for (const ticket of strip) {
      for (let c = 0; c < 9; c++) {
        const k = ticket.filter((row) => row[c] !== 0).length;
        perColumn.set(k, (perColumn.get(k) ?? 0) + 1);
      }
    }
  }
  // Ticket columns of one, two and three numbers all occur.
  assert.deepEqual([...perColumn.keys()].sort(), [1, 2, 3]);
});

test('which ticket of the strip holds a number is uniform (chi-square p = 0.001)', () => {
  const random = seededRandom('strips:exchangeable');
  const watched = [1, 9, 10, 45, 79, 80, 90];
  const counts = watched.map(() => new Array<number>(6).fill(0));
  for (let i = 0; i < 6_000; i++) {
    const strip = generateStrip90(random);
    watched.forEach((n, w) => (counts[w]![strip.findIndex((ticket) => ticket.some((row) => row.includes(n)))]! += 1));
  }
  counts.forEach((c, w) => assert.ok(chiSquareUniform(c) < chiSquareCritical(5, 0.001), `number ${watched[w]}: ${c.join(',')}`));
});

test('a lone ticket is valid and reproducible', () => {
  const ticket = generateTicket90(seededRandom('lone'));
  assert.deepEqual(ticket90Problems(ticket), []);
  assert.deepEqual(generateTicket90(seededRandom('lone')), ticket);
});

test('the validators catch each broken rule', () => {
  const strip = generateStrip90(seededRandom('broken')).map((t) => t.map((row) => [...row]));
  const ticket = strip[0]!;
  // Move a number up into a blank square of the row above: six numbers in row 0, four in row 1.
  const from = ticket[1]!.findIndex((n, c) => n !== 0 && ticket[0]![c] === 0);
  assert.ok(from >= 0);
  const moved = ticket.map((row) => [...row]);
  moved[0]![from] = moved[1]![from]!;
  moved[1]![from] = 0;
  assert.deepEqual(ticket90Problems(moved), ['row 0 has 6 numbers, not 5', 'row 1 has 4 numbers, not 5']);
  const swapped = ticket.map((row) => [...row]);
  const full = [0, 1, 2, 3, 4, 5, 6, 7, 8].find((c) => swapped.filter((row) => row[c] !== 0).length >= 2)!;
  const rows = [0, 1, 2].filter((r) => swapped[r]![full] !== 0);
  [swapped[rows[0]!]![full], swapped[rows[1]!]![full]] = [swapped[rows[1]!]![full]!, swapped[rows[0]!]![full]!];
  assert.match(ticket90Problems(swapped).join(), /does not ascend/);
  const outside = ticket.map((row) => [...row]);
  const c0 = [0, 1, 2].find((r) => outside[r]![0] !== 0)!;
  outside[c0]![0] = 10;
  assert.match(ticket90Problems(outside).join(), /outside 1–9/);
  assert.match(strip90Problems(strip.slice(1)).join(), /6 tickets/);
  const twice = strip.map((t) => t.map((row) => [...row]));
  twice[1] = twice[0]!;
  assert.match(strip90Problems(twice).join(), /1–90 exactly once/);
  const empty = ticket.map((row) => [...row]);
  for (const row of empty) row[4] = 0;
  assert.match(ticket90Problems(empty).join(), /column 4 is empty/);
});
