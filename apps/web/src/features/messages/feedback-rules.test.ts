// Proves the feedback form's own checks: content required and at most 140 characters (trimmed),
// at most 3 images, png or jpg only, at most 5 MB each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { feedbackProblem } from './feedback-rules.ts';

const png = (size = 1000) => ({ type: 'image/png', size });

test('content is required and at most 140 characters once trimmed', () => {
  assert.equal(feedbackProblem('   ', []), 'contentRequired');
  assert.equal(feedbackProblem('x'.repeat(140), []), null);
  assert.equal(feedbackProblem(` ${'x'.repeat(140)} `, []), null);
  assert.equal(feedbackProblem('x'.repeat(141), []), 'contentTooLong');
});

test('up to 3 png or jpg images of at most 5 MB', () => {
  assert.equal(feedbackProblem('hi', [png(), png(), { type: 'image/jpeg', size: 5 * 1024 * 1024 }]), null);
  assert.equal(feedbackProblem('hi', [png(), png(), png(), png()]), 'tooManyImages');
  assert.equal(feedbackProblem('hi', [{ type: 'image/gif', size: 10 }]), 'imageType');
  assert.equal(feedbackProblem('hi', [png(5 * 1024 * 1024 + 1)]), 'imageTooLarge');
});
