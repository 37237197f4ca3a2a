// Proves the register and forgot-by-phone contracts read SPEC.md section 3's payloads as forms send
// them (decision 044): numbers where a form sends digits become text, empty and null fields are
// absent, "true"/"false" are flags, unknown fields are dropped; anything else is still refused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { passwordByPhonePayload, registerPayload } from './auth.ts';

test('registration: numbers become text, empty and null are absent, agreeTerms is left to the register service (decision 066)', () => {
  const parsed = registerPayload.parse({
    username: ' juan01 ',
    password: 'Lakad2026!',
    confirmPassword: 'Lakad2026!',
    qqNum: 12345678,
    mobileNum: 9171234567,
    email: '',
    recommenderId: null,
    registerMethod: 'WEB',
    login: 'false',
    telegramGroup: 'ignored',
  });
  assert.equal(parsed.username, 'juan01');
  assert.equal(parsed.qqNum, '12345678');
  assert.equal(parsed.mobileNum, '9171234567');
  assert.equal(parsed.email, undefined);
  assert.equal(parsed.recommenderId, undefined);
  assert.equal(parsed.login, false);
  assert.equal(parsed.agreeTerms, undefined);
  assert.equal('telegramGroup' in parsed, false);
  assert.equal(registerPayload.parse({ password: 'x', confirmPassword: 'x' }).login, true);
});

test('registration: what is no form value is refused', () => {
  const base = { password: 'Lakad2026!', confirmPassword: 'Lakad2026!' };
  for (const bad of [
    { agreeTerms: 'yes' },
    { qqNum: 1.5 },
    { qqNum: -3 },
    { qqNum: 2 ** 60 },
    { qqNum: true },
    { qqNum: ['1'] },
    { login: 'yes' },
    { username: 'a'.repeat(65) },
    { registerMethod: 'APP' },
    { password: undefined },
  ]) {
    assert.equal(registerPayload.safeParse({ ...base, ...bad }).success, false, JSON.stringify(bad));
  }
});

test('forgot by phone: SPEC three fields suffice; numbers become text; confirmation and dialing code optional', () => {
  assert.deepEqual(passwordByPhonePayload.parse({ newPassword: 'Bago2026!', mobileNum: 9171234567, verificationCode: 123456 }), {
    newPassword: 'Bago2026!',
    mobileNum: '9171234567',
    verificationCode: '123456',
  });
  const full = passwordByPhonePayload.parse({
    newPassword: 'Bago2026!',
    confirmNewPassword: 'Bago2026!',
    mobileNum: '9171234567',
    countryDialingCode: '+63',
    verificationCode: '012345',
  });
  assert.equal(full.countryDialingCode, '+63');
  assert.equal(full.verificationCode, '012345');
  for (const bad of [{ mobileNum: undefined }, { verificationCode: undefined }, { newPassword: undefined }, { mobileNum: 1.5 }]) {
    const payload = { newPassword: 'Bago2026!', mobileNum: '9171234567', verificationCode: '123456', ...bad };
    assert.equal(passwordByPhonePayload.safeParse(payload).success, false, JSON.stringify(bad));
  }
});
