// Proves the downline registration form refuses what the server's schema would (username 4-16
// after trimming, password 6-20, a matching confirmation, nickname up to 32) and sends trimmed
// names without an empty nickname.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkRegister, registerPayload, type RegisterInput } from './register-rules.ts';

const good: RegisterInput = { type: 'member', username: ' pedro01 ', password: 'Lakad2026!', confirmPassword: 'Lakad2026!', nickname: ' ' };

test('a good form has no problems and sends trimmed names without an empty nickname', () => {
  assert.deepEqual(checkRegister(good), {});
  assert.deepEqual(registerPayload(good), { type: 'member', username: 'pedro01', password: 'Lakad2026!', confirmPassword: 'Lakad2026!' });
  assert.equal(registerPayload({ ...good, type: 'agent', nickname: ' Pedro ' }).nickname, 'Pedro');
});

test('lengths and the confirmation are checked', () => {
  assert.deepEqual(checkRegister({ ...good, username: ' abc ' }), { username: 'usernameLength' });
  assert.deepEqual(checkRegister({ ...good, username: 'a'.repeat(17) }), { username: 'usernameLength' });
  assert.deepEqual(checkRegister({ ...good, password: '12345', confirmPassword: '12345' }), { password: 'passwordLength' });
  assert.deepEqual(checkRegister({ ...good, confirmPassword: 'Lakad2026' }), { confirmPassword: 'passwordMismatch' });
  assert.deepEqual(checkRegister({ ...good, nickname: 'n'.repeat(33) }), { nickname: 'nicknameLength' });
});
