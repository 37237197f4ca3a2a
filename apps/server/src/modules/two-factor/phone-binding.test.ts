// The bind-phone prompt (decision 075): a code texted through the SMS code service, then the bind
// with it stores the number as verified and audits it; bad numbers, wrong codes, a number another
// account holds and an account already verified are refused with a code, a status and a translated
// message, and change nothing. A sign-up that logs in answers firstTimeLogin, so the brand's
// first-login action (bindPhone among them) runs after a direct registration too.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { translate } from '@pkg/i18n/messages';
import { authed, humanCheck, registerUser, sendSealed } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const send = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: authed(token, { 'content-type': 'application/json', ...headers }), payload });

async function lastCode(number: string): Promise<string> {
  const [row] = await t.db.query<{ body: string }>('select body from sms_outbox where phone = $1 order by id desc limit 1', [
    `+63${number}`,
  ]);
  return row?.body.match(/\d{6}/)?.[0] ?? '';
}

async function phoneOf(username: string) {
  const [row] = await t.db.query<{ number: string | null; verified: boolean }>(
    `select mobile_number as number, mobile_verified_at is not null as verified from accounts where username = $1`,
    [username],
  );
  return row;
}

test('a sign-up that logs in answers firstTimeLogin, and the brand can choose the bind-phone action', async () => {
  const login = await registerUser(t, 'bindfirst1');
  assert.equal(login.firstTimeLogin, true);
  await t.db.query(`update merchants set first_login_action = 'bindPhone' where code = 'bituin'`);
  try {
    const brand = await t.app.inject({ method: 'GET', url: API.whitelabel, headers: authed(login.token) });
    assert.equal(brand.json().value.firstLoginAction, 'bindPhone');
  } finally {
    await t.db.query(`update merchants set first_login_action = 'none' where code = 'bituin'`);
  }
});

test('binding a phone: code, then bind; verified and audited; refusals change nothing', async () => {
  const { token } = await registerUser(t, 'bindphone1');
  assert.deepEqual(await phoneOf('bindphone1'), { number: null, verified: false });

  const badNumber = await send(token, API.mobileBindCode, { countryDialingCode: '+63', mobileNum: '12' }, { language: 'VI' });
  assert.equal(badNumber.statusCode, 400, badNumber.body);
  assert.equal(badNumber.json().errorCode, 'field_invalid');
  assert.equal(badNumber.json().field, 'mobileNum');
  assert.ok(badNumber.json().message.startsWith(translate('VI', 'errors.field_invalid')));
  const visitor = await t.app.inject({
    method: 'POST',
    url: API.mobileBindCode,
    payload: { countryDialingCode: '+63', mobileNum: '9171234501' },
  });
  assert.equal(visitor.statusCode, 401);

  const asked = await send(token, API.mobileBindCode, { countryDialingCode: '+63', mobileNum: '9171234501' });
  assert.equal(asked.statusCode, 200, asked.body);
  assert.equal(asked.json().value.expireMinutes, 5);
  const code = await lastCode('9171234501');
  assert.match(code, /^\d{6}$/);
  const tooSoon = await send(token, API.mobileBindCode, { countryDialingCode: '+63', mobileNum: '9171234501' });
  assert.equal(tooSoon.statusCode, 429);
  assert.equal(tooSoon.json().errorCode, 'sms_too_frequent');

  const wrong = await send(token, API.mobileBind, {
    countryDialingCode: '+63',
    mobileNum: '9171234501',
    verificationCode: code === '000000' ? '111111' : '000000',
  });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().errorCode, 'verification_code_invalid');
  const malformed = await send(token, API.mobileBind, { countryDialingCode: '+63', mobileNum: '9171234501', verificationCode: 'abc' });
  assert.equal(malformed.json().errorCode, 'verification_code_invalid');
  assert.deepEqual(await phoneOf('bindphone1'), { number: null, verified: false });

  const before = await t.app.inject({ method: 'GET', url: API.memberSecurity, headers: authed(token) });
  assert.equal(before.json().value.mobileVerified, false);
  const bound = await send(token, API.mobileBind, { countryDialingCode: '+63', mobileNum: '9171234501', verificationCode: code });
  assert.equal(bound.statusCode, 200, bound.body);
  assert.equal(bound.json().value.mobile, '+63 ••••••4501');
  assert.deepEqual(await phoneOf('bindphone1'), { number: '9171234501', verified: true });
  const security = await t.app.inject({ method: 'GET', url: API.memberSecurity, headers: authed(token) });
  assert.notEqual(security.json().value.mobile, null);
  assert.equal(security.json().value.mobileVerified, true);
  const [audit] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from audit_log a join accounts acc on acc.id = a.account_id where acc.username = 'bindphone1' and a.action = 'mobile.bind'`,
  );
  assert.equal(audit?.n, 1);

  // Verified already: no second bind, no second code.
  const again = await send(token, API.mobileBindCode, { countryDialingCode: '+63', mobileNum: '9171234502' }, { language: 'EN' });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().errorCode, 'mobile_already_bound');
  assert.equal(again.json().message, translate('EN', 'errors.mobile_already_bound'));

  // Another account cannot take the bound number.
  const other = await registerUser(t, 'bindphone2');
  const taken = await send(other.token, API.mobileBindCode, { countryDialingCode: '+63', mobileNum: '9171234501' });
  assert.equal(taken.statusCode, 409);
  assert.equal(taken.json().errorCode, 'mobile_taken');
  assert.deepEqual(await phoneOf('bindphone2'), { number: null, verified: false });
});

test('a number proven by a code at sign-up is verified: the prompt has nothing to bind', async () => {
  const [{ flags } = { flags: {} }] = await t.db.query<{ flags: object }>(`select flags from merchants where code = 'bituin'`);
  await t.db.query(`update merchants set flags = flags || '{"REGMOBVERF3": true, "MOBILENUMREG3": true}' where code = 'bituin'`);
  try {
    const number = '9171234577';
    const asked = await t.app.inject({
      method: 'POST',
      url: API.smsRegisterCode,
      headers: authed('', { 'content-type': 'application/json' }),
      payload: JSON.stringify({ countryDialingCode: '+63', mobileNo: number, humanCheck: await humanCheck(t) }),
    });
    assert.equal(asked.statusCode, 200, asked.body);
    const signedUp = await sendSealed(t, 'PUT', API.registerMobile, {
      password: 'Lakad2026!',
      confirmPassword: 'Lakad2026!',
      agreeTerms: true,
      countryDialingCode: '+63',
      mobileNum: number,
      verificationCode: await lastCode(number),
      humanCheck: await humanCheck(t),
    });
    assert.equal(signedUp.statusCode, 200, signedUp.body);
    const token = signedUp.json().value.token as string;
    const security = await t.app.inject({ method: 'GET', url: API.memberSecurity, headers: authed(token) });
    assert.equal(security.json().value.mobileVerified, true);
    const again = await send(token, API.mobileBindCode, { countryDialingCode: '+63', mobileNum: number });
    assert.equal(again.json().errorCode, 'mobile_already_bound');
  } finally {
    await t.db.query(`update merchants set flags = $1 where code = 'bituin'`, [JSON.stringify(flags)]);
  }
});
