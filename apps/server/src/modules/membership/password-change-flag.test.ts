// Proves CHNGPASSVERIF3 (decision 064): on, a password change of an account with a bound phone
// needs the code texted to it (wrong or missing code: refused, password unchanged); off, the old
// password is enough and no code can be asked for.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authed, loginAs, registerUser, sendSealed } from '../../../test/auth-helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function setFlag(on: boolean) {
  await t.db.query(`update merchants set flags = flags || jsonb_build_object('CHNGPASSVERIF3', $1::boolean) where code = 'bituin'`, [on]);
}

async function texted(phone: string): Promise<{ code: string; purpose: string; count: number }> {
  const rows = await t.db.query<{ body: string; purpose: string }>(
    'select body, purpose from sms_outbox where phone = $1 order by id desc',
    [phone],
  );
  return { code: rows[0]?.body.match(/\d{6}/)?.[0] ?? '', purpose: rows[0]?.purpose ?? '', count: rows.length };
}

async function memberWithPhone(username: string, number: string): Promise<string> {
  const { token } = await registerUser(t, username, 'Lakad2026!');
  await t.db.query(`update accounts set mobile_dialing_code = '+63', mobile_number = $2 where username = $1`, [username, number]);
  return token;
}

const change = (token: string, payload: object) => sendSealed(t, 'POST', API.changePassword, payload, { authorization: token });
const askCode = (token: string) => t.app.inject({ method: 'POST', url: API.changePasswordCode, headers: authed(token) });

test('CHNGPASSVERIF3 on: the change needs the texted code; without it or with a wrong one nothing changes', async () => {
  await setFlag(true);
  try {
    const token = await memberWithPhone('codedana', '9170001111');
    const base = { oldPassword: 'Lakad2026!', newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' };
    const asked = await askCode(token);
    assert.equal(asked.statusCode, 200, asked.body);
    assert.match(asked.json().value.sentTo, /1111$/);
    assert.doesNotMatch(asked.json().value.sentTo, /9170001111/);
    const sms = await texted('+639170001111');
    assert.equal(sms.purpose, 'password-change');

    const hashOf = async () =>
      (await t.db.query<{ h: string }>(`select password_hash as h from accounts where username = 'codedana'`))[0]?.h;
    const hashBefore = await hashOf();
    for (const verificationCode of [undefined, '000000']) {
      const refused = await change(token, { ...base, ...(verificationCode ? { verificationCode } : {}) });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.match(refused.json().errorCode, /^verification_code_/);
      assert.equal(await hashOf(), hashBefore);
    }
    const right = await change(token, { ...base, verificationCode: sms.code });
    assert.equal(right.statusCode, 200, right.body);
    assert.equal((await loginAs(t, 'codedana', 'Bago2026!')).statusCode, 200);
    // Used once.
    const again = await change(token, {
      oldPassword: 'Bago2026!',
      newPassword: 'Bago2027!',
      confirmNewPassword: 'Bago2027!',
      verificationCode: sms.code,
    });
    assert.equal(again.statusCode, 400);
  } finally {
    await setFlag(false);
  }
});

test('CHNGPASSVERIF3 off: the old password is enough, and no code is texted', async () => {
  await setFlag(false);
  const token = await memberWithPhone('plainben', '9170002222');
  const asked = await askCode(token);
  assert.equal(asked.statusCode, 403);
  assert.equal(asked.json().errorCode, 'feature_disabled');
  assert.equal((await texted('+639170002222')).count, 0);
  const changed = await change(token, { oldPassword: 'Lakad2026!', newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' });
  assert.equal(changed.statusCode, 200, changed.body);
});
