// Proves that generated 75-ball cards are valid (thousands of seeded cards), that every number of a
// column is equally likely (chi-square, p = 0.001), that generation is reproducible from the
// random source, and that card75Problems rejects each kind of broken card.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chiSquareCritical, chiSquareUniform } from '../chi-square.ts';
import { seededRandom } from '../random.ts';
import { card75Problems, generateCard75 } from './card-75.ts';

test('5,000 seeded cards are valid: columns B I N G O in range, no repeats, free centre', () => {
  const random = seededRandom('cards75:valid');
  for (let i = 0; i < 5_000; i++) {
    const card = generateCard75(random);
    assert.deepEqual(card75Problems(card), [], `card ${i}: ${card.join(',')}`);
  }
});

test('every number of a column appears equally often, in every row (chi-square p = 0.001)', () => {
  const random = seededRandom('cards75:uniform');
  const counts = Array.from({ length: 25 }, () => new Array<number>(15).fill(0));
  for (let i = 0; i < 30_000; i++) {
    generateCard75(random).forEach((n, cell) => {
      if (n !== 0) counts[cell]![(n - 1) % 15]! += 1;
    });
  }
  counts.forEach((cellCounts, cell) => {
    if (cell === 12) return;
    assert.ok(chiSquareUniform(cellCounts) < chiSquareCritical(14, 0.001), `cell ${cell}: ${cellCounts.join(',')}`);
  });
});

test('the same source gives the same card; another seed another card', () => {
  const a = generateCard75(seededRandom('same'));
  assert.deepEqual(generateCard75(seededRandom('same')), a);
  assert.notDeepEqual(generateCard75(seededRandom('other')), a);
});

test('card75Problems finds each fault', () => {
  const good = [...generateCard75(seededRandom('faults'))];
  assert.deepEqual(card75Problems(good), []);
  assert.match(card75Problems(good.slice(1)).join(), /25 cells/);
  const centre = [...good];
  centre[12] = 40;
  assert.match(card75Problems(centre).join(), /centre/);
  const outside = [...good];
  outside[0] = 16;
  assert.match(card75Problems(outside).join(), /outside column B/);
  const repeat = [...good];
  repeat[5] = good[0]!;
  assert.match(card75Problems(repeat).join(), /repeats/);
});
