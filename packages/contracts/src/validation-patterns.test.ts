// Proves the field rules behave as SPEC.md section 5 says: `*` matches all, bounds and required hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkField, VALIDATION_PATTERNS, type FieldRule } from './validation-patterns.ts';

function rule(patternId: keyof typeof VALIDATION_PATTERNS, extra: Partial<FieldRule> = {}): FieldRule {
  return {
    enabled: true,
    required: true,
    acceptedPattern: VALIDATION_PATTERNS[patternId],
    patternId,
    minLength: 2,
    maxLength: 12,
    ...extra,
  };
}

test('a required empty value fails as required; an optional one passes', () => {
  assert.deepEqual(checkField(rule('any'), ''), { ok: false, reason: 'required', min: 2, max: 12 });
  assert.deepEqual(checkField(rule('any', { required: false }), ''), { ok: true });
});

test('the * pattern accepts anything within bounds', () => {
  assert.deepEqual(checkField(rule('any'), '!@# $'), { ok: true });
  assert.equal(checkField(rule('any'), 'x').ok, false);
});

test('length counts characters, not UTF-16 units', () => {
  assert.deepEqual(checkField(rule('any', { minLength: 2, maxLength: 2 }), '😀😀'), { ok: true });
});

test('each pattern family accepts its own and refuses others', () => {
  const cases: Array<[keyof typeof VALIDATION_PATTERNS, string, string]> = [
    ['alphanumeric', 'juan23', 'juan_23'],
    ['letterFirst', 'juan23', '23juan'],
    ['chineseDigits', '张三12', 'zhang'],
    ['email', 'juan@example.ph', 'juan@'],
    ['noSpecials', 'Juan Dela Cruz', 'juan!'],
    ['digits', '09171234567', '0917-123'],
    ['oneCapital', 'Secret12', 'secret12'],
    ['englishSpaces', 'Juan Cruz', 'Juan3'],
    ['noSpaces', 'juan.cruz', 'juan cruz'],
    ['thaiOnly', 'สมชาย', 'somchai'],
    ['koreanOnly', '김민수', 'kim'],
    ['dateYmd', '1990-12-31', '1990-13-01'],
    ['dateMdy', '12-31-1990', '1990-12-31'],
  ];
  for (const [id, good, bad] of cases) {
    assert.deepEqual(checkField(rule(id, { maxLength: 40 }), good), { ok: true }, `${id} accepts ${good}`);
    assert.equal(checkField(rule(id, { maxLength: 40 }), bad).ok, false, `${id} refuses ${bad}`);
  }
});

test('a disabled field is never checked', () => {
  assert.deepEqual(checkField(rule('digits', { enabled: false }), 'abc'), { ok: true });
});
