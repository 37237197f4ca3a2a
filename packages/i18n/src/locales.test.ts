// Proves every shipped language has every text: the same keys and placeholders as English, no
// empty text, and a message for every error code of the API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ERROR_CODE_LIST } from '@pkg/contracts/error-codes';
import { SHIPPED_LANGUAGES } from '@pkg/contracts/languages';
import { MESSAGES, listKeys, translate, type MessageTree } from './messages.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function valueAt(tree: MessageTree, key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as MessageTree)[part], tree) as string;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const englishKeys = new Set(listKeys(MESSAGES.EN).map((key) => key.replace(PLURAL, '')));

for (const language of SHIPPED_LANGUAGES) {
  test(`${language} has exactly the English keys`, () => {
    const keys = new Set(listKeys(MESSAGES[language]).map((key) => key.replace(PLURAL, '')));
    assert.deepEqual(
      [...englishKeys].filter((key) => !keys.has(key)),
      [],
      'missing',
    );
    assert.deepEqual(
      [...keys].filter((key) => !englishKeys.has(key)),
      [],
      'extra',
    );
  });

  test(`${language} texts are non-empty and keep the English placeholders`, () => {
    const english = new Map(listKeys(MESSAGES.EN).map((key) => [key.replace(PLURAL, ''), placeholders(valueAt(MESSAGES.EN, key))]));
    for (const key of listKeys(MESSAGES[language])) {
      const text = valueAt(MESSAGES[language], key);
      assert.ok(text.trim().length > 0, `${language} ${key} is empty`);
      assert.deepEqual(placeholders(text), english.get(key.replace(PLURAL, '')), `${language} ${key} placeholders`);
    }
  });

  test(`${language} has a message for every API error code`, () => {
    for (const code of ERROR_CODE_LIST) {
      const text = translate(language, `errors.${code}`);
      assert.notEqual(text, `errors.${code}`, `${language} lacks errors.${code}`);
    }
  });
}

test('translate fills placeholders and falls back to English, then to the key', () => {
  assert.equal(translate('EN', 'footer.ageNotice', { age: 21 }), 'For players aged 21 and over only.');
  assert.equal(translate('TY', 'no.such.key'), 'no.such.key');
});
