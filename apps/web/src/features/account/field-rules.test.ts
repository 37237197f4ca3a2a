// Proves the client-side field checks give the texts of SPEC.md sections 5 and 8, and which
// registration fields each tab shows; plus the remember-me cookie helpers' parsing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TFunction } from 'i18next';
import type { RegisterField } from '@pkg/contracts/system';
import { VALIDATION_PATTERNS, type FieldRule, type PatternId } from '@pkg/contracts/validation-patterns';
import { checkConfirmation, checkRule, problemText, ruleHint, shownFields } from './field-rules.ts';
import { parseCookies, passwordCookieName } from './remember-me.ts';

function rule(patternId: PatternId, minLength: number, maxLength: number, enabled = true, required = false): FieldRule {
  return { enabled, required, acceptedPattern: VALIDATION_PATTERNS[patternId], patternId, minLength, maxLength };
}

// A stand-in for i18next: the key, then its values, so the test sees which text and which numbers.
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

test('username: required when shown, its own pattern text, and the length bounds', () => {
  const username = rule('letterFirst', 4, 16);
  assert.equal(
    problemText(t, 'username', checkRule('username', username, '')!),
    'account.validation.required {"field":"account.fields.username"}',
  );
  assert.equal(problemText(t, 'username', checkRule('username', username, '9lives')!), 'account.validation.usernameFormat');
  assert.equal(
    problemText(t, 'username', checkRule('username', username, 'abc')!),
    'account.validation.length {"field":"account.fields.username","min":4,"max":16}',
  );
  assert.equal(checkRule('username', username, 'star99'), null);
});

test('equal bounds give the single-length text; other fields name their pattern family', () => {
  assert.equal(
    problemText(t, 'paymentPassword', checkRule('paymentPassword', rule('digits', 6, 6), '123')!),
    'account.validation.lengthExact {"field":"account.fields.paymentPassword","min":6}',
  );
  assert.equal(
    problemText(t, 'payeeName', checkRule('payeeName', rule('englishSpaces', 2, 50), 'Juan1')!),
    'account.validation.pattern {"field":"account.fields.payeeName","rule":"account.validation.patterns.englishSpaces"}',
  );
  assert.equal(problemText(t, 'email', checkRule('email', rule('email', 6, 64), 'juan@mail')!), 'account.validation.emailFormat');
});

test('optional fields may stay empty; always-required ones may not, even if the brand says optional', () => {
  assert.equal(checkRule('email', rule('email', 6, 64), ''), null);
  assert.equal(checkRule('mobileNum', rule('digits', 7, 15, true, false), '')?.kind, 'required');
  // The mobile tab shows the number even when the brand has the field off.
  assert.equal(checkRule('mobileNum', rule('digits', 7, 15, false), '', true)?.kind, 'required');
  assert.equal(checkRule('mobileNum', rule('digits', 7, 15, false), ''), null);
});

test('the confirmation must be given and equal', () => {
  assert.equal(checkConfirmation('', 'Secret12')?.kind, 'required');
  assert.equal(problemText(t, 'confirmPassword', checkConfirmation('Secret13', 'Secret12')!), 'errors.password_mismatch');
  assert.equal(checkConfirmation('Secret12', 'Secret12'), null);
});

test('hints say the bounds and the pattern, and nothing for "any"', () => {
  assert.equal(
    ruleHint(t, rule('noSpaces', 6, 20)),
    'account.validation.hint {"min":6,"max":20,"rule":"account.validation.patterns.noSpaces"}',
  );
  assert.equal(ruleHint(t, rule('any', 1, 64)), null);
});

test('each tab shows its fields: username sign-up hides nothing enabled, mobile sign-up swaps username for the number', () => {
  const rules = {
    username: rule('letterFirst', 4, 16),
    password: rule('noSpaces', 6, 20, false),
    confirmPassword: rule('noSpaces', 6, 20),
    email: rule('email', 6, 64, false),
    mobileNum: rule('digits', 7, 15, false),
    affiliateCode: rule('alphanumeric', 4, 16),
  } as Record<RegisterField, FieldRule>;
  assert.deepEqual(shownFields(rules, 'username'), ['username', 'password', 'confirmPassword', 'affiliateCode']);
  assert.deepEqual(shownFields(rules, 'mobile'), ['password', 'confirmPassword', 'mobileNum', 'affiliateCode']);
});

test('remember-me cookies: parsed and decoded; password cookie names are safe for any username', () => {
  const jar = parseCookies('rememberMe=1; lastUsername=juan%20dela; other; bad=%E0%A4%A');
  assert.equal(jar.get('rememberMe'), '1');
  assert.equal(jar.get('lastUsername'), 'juan dela');
  assert.equal(jar.has('bad'), false);
  assert.match(passwordCookieName('a(b) c;d=e'), /^rememberPwd_[A-Za-z0-9%._-]+$/);
  assert.notEqual(passwordCookieName('ab'), passwordCookieName('AB'));
});
