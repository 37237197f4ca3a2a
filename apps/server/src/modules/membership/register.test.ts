// Proves registration by username and by mobile follows the brand's rules on the server: good
// sign-ups get an account and a session; every bad input gets its code, status and field, and
// writes nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed, humanCheck, registerUser, registration, sendSealed } from '../../../test/auth-helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function accountCount(): Promise<number> {
  return Number((await t.db.query<{ n: string }>('select count(*)::text as n from accounts'))[0]?.n);
}

async function register(payload: Record<string, unknown>, url: string = API.register) {
  return sendSealed(t, 'PUT', url, { ...payload, humanCheck: await humanCheck(t) });
}

test('a username sign-up creates the account, logs it in and is audited', async () => {
  const value = await registerUser(t, 'juandelacruz');
  assert.equal(typeof value.token, 'string');
  assert.equal(value.firstTimeLogin, true);
  assert.equal(value.cpw, false);
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(value.token) });
  assert.equal(info.statusCode, 200, info.body);
  assert.equal(info.json().value.account, 'juandelacruz');
  assert.equal(info.json().value.type, 0);
  const audit = await t.db.query<{ action: string }>(`select action from audit_log where after->>'username' = 'juandelacruz'`);
  assert.deepEqual(
    audit.map((row) => row.action),
    ['register'],
  );
  const [row] = await t.db.query<{ password_hash: string }>(`select password_hash from accounts where username = 'juandelacruz'`);
  assert.match(row?.password_hash ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});

test('bad input is refused with its code and field, and nothing is written', async () => {
  const cases: Array<[string, Record<string, unknown>, number, string, string | undefined]> = [
    ['username breaking the pattern', registration('9lives'), 400, 'field_invalid', 'username'],
    ['username too short', registration('abc'), 400, 'field_invalid', 'username'],
    ['username too long', registration('a'.repeat(17)), 400, 'field_invalid', 'username'],
    ['missing username', registration(''), 400, 'field_invalid', 'username'],
    ['password with a space', registration('mariasantos', 'has space1'), 400, 'field_invalid', 'password'],
    ['weak password', registration('mariasantos', '123456'), 400, 'field_invalid', 'password'],
    [
      'confirmation differs',
      { ...registration('mariasantos'), confirmPassword: 'Other2026!' },
      400,
      'password_mismatch',
      'confirmPassword',
    ],
    [
      'unknown invitation code',
      registration('mariasantos', 'Lakad2026!', { affiliateCode: 'NOPE99' }),
      400,
      'affiliate_code_invalid',
      'affiliateCode',
    ],
    ['terms not accepted', { ...registration('mariasantos'), agreeTerms: false }, 400, 'terms_not_accepted', 'agreeTerms'],
    ['terms box never ticked', { ...registration('mariasantos'), agreeTerms: undefined }, 400, 'terms_not_accepted', 'agreeTerms'],
    ['taken username, other case', registration('JuanDelaCruz'), 409, 'username_taken', 'username'],
  ];
  await registerUser(t, 'juandelacruz').catch(() => undefined);
  const before = await accountCount();
  for (const [label, payload, status, code, field] of cases) {
    const response = await register(payload);
    assert.equal(response.statusCode, status, `${label}: ${response.body}`);
    const body = response.json();
    assert.equal(body.success, false, label);
    assert.equal(body.errorCode, code, label);
    assert.equal(body.field, field, label);
    assert.ok(body.message.length > 0, label);
  }
  assert.equal(await accountCount(), before);
});

test('the human check and encryption are required', async () => {
  const before = await accountCount();
  const noCheck = await sendSealed(t, 'PUT', API.register, registration('pedropenduko'));
  assert.equal(noCheck.json().errorCode, 'human_check_failed');
  const plain = await t.app.inject({ method: 'PUT', url: API.register, headers: demoHeaders(), payload: registration('pedropenduko') });
  assert.equal(plain.statusCode, 400);
  assert.equal(plain.json().errorCode, 'encryption_required');
  assert.equal(await accountCount(), before);
});

test('a mobile sign-up makes the national number the username; the number is unique per brand', async () => {
  const payload = {
    password: 'Lakad2026!',
    confirmPassword: 'Lakad2026!',
    agreeTerms: true,
    countryDialingCode: '+63',
    mobileNum: '9171234567',
  };
  const first = await register(payload, API.registerMobile);
  assert.equal(first.statusCode, 200, first.body);
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(first.json().value.token) });
  assert.equal(info.json().value.account, '9171234567');
  const again = await register(payload, API.registerMobile);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().errorCode, 'mobile_taken');
  for (const [dialing, number] of [
    ['+63', '12345'],
    ['+44', '7911123456'],
    ['63', '9171234568'],
  ]) {
    const bad = await register({ ...payload, countryDialingCode: dialing, mobileNum: number }, API.registerMobile);
    assert.equal(bad.json().errorCode, 'field_invalid', `${dialing} ${number}`);
    assert.equal(bad.json().field, 'mobileNum');
  }
});

test('a switched-off way to register answers feature_disabled', async () => {
  await t.db.query(`update merchants set flags = flags || '{"MOBILENUMREG3": false}' where code = 'bituin'`);
  try {
    const response = await register(
      { password: 'Lakad2026!', confirmPassword: 'Lakad2026!', agreeTerms: true, countryDialingCode: '+63', mobileNum: '9181234567' },
      API.registerMobile,
    );
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'feature_disabled');
  } finally {
    await t.db.query(`update merchants set flags = flags - 'MOBILENUMREG3' where code = 'bituin'`);
  }
});

test('an agent invitation code links the new member to the agent', async () => {
  await registerUser(t, 'agentmaria');
  await t.db.query(`update accounts set account_type = 1, affiliate_code = 'MARIA1' where username = 'agentmaria'`);
  const check = await t.app.inject({ url: `${API.affiliateCheck}?code=MARIA1`, headers: demoHeaders() });
  assert.deepEqual(check.json().value, { valid: true });
  const response = await register(registration('followerone', 'Lakad2026!', { affiliateCode: 'MARIA1' }));
  assert.equal(response.statusCode, 200, response.body);
  const [row] = await t.db.query<{ upline: string }>(
    `select u.username as upline from accounts a join accounts u on u.id = a.upline_id where a.username = 'followerone'`,
  );
  assert.equal(row?.upline, 'agentmaria');
});

test('an under-age birthday is refused when the brand asks for it', async () => {
  await t.db.query(
    `insert into register_field_settings (merchant_id, field, enabled, required, pattern_id, min_length, max_length)
     select id, 'birthday', true, true, 'dateYmd', 10, 10 from merchants where code = 'bituin'`,
  );
  try {
    const young = await register(registration('teenager', 'Lakad2026!', { birthday: '2010-01-01' }));
    assert.equal(young.json().errorCode, 'field_invalid');
    assert.equal(young.json().field, 'birthday');
    const adult = await register(registration('grownup', 'Lakad2026!', { birthday: '1990-05-17' }));
    assert.equal(adult.statusCode, 200, adult.body);
  } finally {
    await t.db.query(`delete from register_field_settings where field = 'birthday'`);
  }
});
