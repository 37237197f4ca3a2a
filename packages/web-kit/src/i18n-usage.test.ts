// Proves the shared components show no text except through the app's i18n: what a person reads is
// a prop the app fills from its texts (a label, a placeholder), never a literal word here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { literalTexts } from './i18n-usage.test-kit.ts';

test('the shared components render no literal user-visible text', () => {
  assert.deepEqual(literalTexts(path.dirname(fileURLToPath(import.meta.url))), []);
});
