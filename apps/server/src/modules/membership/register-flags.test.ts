// Proves the sign-up flags do what their names say (decision 064): DIRECTREG3 (the sign-up logs the
// player in at once) and MOBILENUMPASSREG3 (a mobile sign-up also sets a password), each on and off.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authed, humanCheck, loginAs, registration, sendSealed } from '../../../test/auth-helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function setFlag(flag: string, on: boolean) {
  await t.db.query(`update merchants set flags = flags || jsonb_build_object($1::text, $2::boolean) where code = 'bituin'`, [flag, on]);
}

async function register(payload: Record<string, unknown>, url: string = API.register) {
  return sendSealed(t, 'PUT', url, { ...payload, humanCheck: await humanCheck(t) });
}

async function accountCount(): Promise<number> {
  return Number((await t.db.query<{ n: string }>('select count(*)::text as n from accounts'))[0]?.n);
}

const mobileSignUp = (mobileNum: string, password: string) => ({
  password,
  confirmPassword: password,
  agreeTerms: true,
  countryDialingCode: '+63',
  mobileNum,
  login: true,
});

test('DIRECTREG3 on: the sign-up answers a session that works', async () => {
  await setFlag('DIRECTREG3', true);
  const response = await register(registration('directana'));
  assert.equal(response.statusCode, 200, response.body);
  const token = response.json().value.token as string;
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(token) })).json().value.account, 'directana');
});

test('DIRECTREG3 off: the account is made but no session; the player logs in with it', async () => {
  await setFlag('DIRECTREG3', false);
  try {
    const before = await accountCount();
    const sessionsBefore = Number((await t.db.query<{ n: string }>('select count(*)::text as n from sessions'))[0]?.n);
    const response = await register(registration('laterben'));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().value, null);
    assert.equal(await accountCount(), before + 1);
    const sessionsAfter = Number((await t.db.query<{ n: string }>('select count(*)::text as n from sessions'))[0]?.n);
    assert.equal(sessionsAfter, sessionsBefore);
    const login = await loginAs(t, 'laterben', 'Lakad2026!');
    assert.equal(login.statusCode, 200, login.body);
    assert.equal(typeof login.json().value.token, 'string');
  } finally {
    await setFlag('DIRECTREG3', true);
  }
});

test('MOBILENUMPASSREG3 on: a mobile sign-up without a password is refused and writes nothing', async () => {
  await setFlag('MOBILENUMPASSREG3', true);
  try {
    const before = await accountCount();
    const response = await register(mobileSignUp('9171112222', ''), API.registerMobile);
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().errorCode, 'field_invalid');
    assert.equal(response.json().field, 'password');
    assert.equal(await accountCount(), before);
    const withPassword = await register(mobileSignUp('9171112222', 'Lakad2026!'), API.registerMobile);
    assert.equal(withPassword.statusCode, 200, withPassword.body);
    assert.equal((await loginAs(t, '9171112222', 'Lakad2026!')).statusCode, 200);
  } finally {
    await setFlag('MOBILENUMPASSREG3', false);
  }
});

test('MOBILENUMPASSREG3 off: a mobile sign-up may leave the password out; no password logs it in', async () => {
  await setFlag('MOBILENUMPASSREG3', false);
  const response = await register(mobileSignUp('9173334444', ''), API.registerMobile);
  assert.equal(response.statusCode, 200, response.body);
  const token = response.json().value.token as string;
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(token) })).json().value.account, '9173334444');
  // A random password nobody knows: neither empty nor a guess logs in.
  for (const guess of ['', '9173334444']) {
    const login = await loginAs(t, '9173334444', guess);
    assert.notEqual(login.statusCode, 200, guess);
  }
  // A password given anyway is still checked against the brand's rule, and kept.
  const weak = await register(mobileSignUp('9175556666', '123'), API.registerMobile);
  assert.equal(weak.json().errorCode, 'field_invalid');
  assert.equal(weak.json().field, 'password');
  const kept = await register(mobileSignUp('9175556666', 'Lakad2026!'), API.registerMobile);
  assert.equal(kept.statusCode, 200, kept.body);
  assert.equal((await loginAs(t, '9175556666', 'Lakad2026!')).statusCode, 200);
  // A username sign-up always needs its password.
  const username = await register(registration('nopassuser', ''));
  assert.equal(username.json().field, 'password');
});
