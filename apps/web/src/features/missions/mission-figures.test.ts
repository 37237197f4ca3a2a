// Proves the missions page's figures: money goals in the brand's currency and bet counts as whole
// numbers, exact progress ("499.99 / 500.00", never rounded up), a bar that is full only at the
// goal, and wagering shown as the multiple of the bonus.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { goalFigure, progressFigures, progressPermille } from './mission-figures.ts';

const php = { code: 'PHP', symbol: 'TLB', minorDigits: 2 };

test('money goals show the currency, bet counts a whole number', () => {
  assert.equal(goalFigure('valid_bet', '50000', php), 'TLB 500.00');
  assert.equal(goalFigure('deposit', '123456', php), 'TLB 1,234.56');
  assert.equal(goalFigure('settled_bets', '1200', php), '1,200');
});

test("progress figures are exact in the goal's unit", () => {
  assert.equal(progressFigures('valid_bet', '49999', '50000', php), '499.99 / 500.00');
  assert.equal(progressFigures('valid_bet', '60001', '50000', php), '600.01 / 500.00');
  assert.equal(progressFigures('settled_bets', '3', '30', php), '3 / 30');
});

test('the bar is full only when the goal is reached', () => {
  assert.equal(progressPermille('0', '50000'), 0);
  assert.equal(progressPermille('49999', '50000'), 999);
  assert.equal(progressPermille('25000', '50000'), 500);
  assert.equal(progressPermille('50000', '50000'), 1000);
  assert.equal(progressPermille('90000', '50000'), 1000);
  // Beyond floats: still exact.
  assert.equal(progressPermille('9007199254740993', '9007199254740994'), 999);
});
