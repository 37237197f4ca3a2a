// Proves logging in as SPEC.md sections 4 and 6 and DESIGN.md section 6 say: sessions that work and
// end, a captcha after a failure, a lock after repeated failures that reveals nothing, forced
// changes of weak and expired passwords, free play barred from real-account calls, brand-bound tokens.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, TEST_CAPTCHA_TEXT, type TestApp } from '../../../test/test-app.ts';
import { sealPayload } from '@pkg/contracts/payload-seal';
import { authed, humanCheck, loginAs, payloadKey, registerUser, sendSealed } from '../../../test/auth-helpers.ts';
import { verifyAuditChains } from '../audit-chain/verify-chain.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await registerUser(t, 'rosalinda', 'Lakad2026!');
});
after(() => t.close());

/** Loads a captcha for the visitor and returns its cookie header (the test app's captchas always read TEST_CAPTCHA_TEXT). */
async function captchaCookie(): Promise<string> {
  t.clock.advanceMs(1_100);
  const response = await t.app.inject({ url: API.captcha, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  const cookie = response.cookies.find((c) => c.name === 'captcha');
  assert.ok(cookie);
  return `captcha=${cookie.value}`;
}

test('a good login opens a session, whatever the letter case of the username', async () => {
  const first = await loginAs(t, 'ROSALINDA', 'Lakad2026!');
  assert.equal(first.statusCode, 200, first.body);
  // Registration logged in already, so this is not the first login.
  assert.equal(first.json().value.firstTimeLogin, false);
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(first.json().value.token) });
  assert.equal(info.json().value.account, 'rosalinda');
});

test('a login records itself: last login, pending change, audit entry, the session with its address, all at once', async () => {
  const before = await t.db.query<{ n: number }>(`select count(*)::int as n from sessions`);
  const response = await loginAs(t, 'rosalinda', 'Lakad2026!', {}, { 'user-agent': 'LoginRecorder/1.0' });
  assert.equal(response.statusCode, 200, response.body);
  const [account] = await t.db.query<{ id: string; last: Date; must: boolean }>(
    `select id::text as id, last_login_at as last, must_change_password as must from accounts where username = 'rosalinda'`,
  );
  assert.equal(new Date(account?.last ?? 0).toISOString(), t.clock.now().toISOString());
  assert.equal(account?.must, false);
  const [audit] = await t.db.query<{ actor: string; ip: string; after: unknown; at: Date }>(
    `select actor, ip, after, at from audit_log where action = 'login' and account_id = $1 order by id desc limit 1`,
    [account?.id],
  );
  assert.deepEqual(audit?.after, { method: 'username', mustChangePassword: false });
  assert.equal(audit?.actor, 'self');
  assert.equal(new Date(audit?.at ?? 0).toISOString(), t.clock.now().toISOString());
  const sessions = await t.db.query<{ ip: string; ua: string; expires: Date; merchant: string }>(
    `select s.ip, s.user_agent as ua, s.expires_at as expires, m.code as merchant
       from sessions s join merchants m on m.id = s.merchant_id where s.account_id = $1 order by s.id desc limit 1`,
    [account?.id],
  );
  assert.equal(sessions[0]?.ua, 'LoginRecorder/1.0');
  assert.equal(sessions[0]?.ip, audit?.ip);
  assert.equal(sessions[0]?.merchant, 'bituin');
  assert.ok(new Date(sessions[0]?.expires ?? 0) > t.clock.now());
  const after = await t.db.query<{ n: number }>(`select count(*)::int as n from sessions`);
  assert.equal(after[0]?.n, (before[0]?.n ?? 0) + 1);
  // The address, for two-factor's new-address check, is written by the same statement (decision 048).
  const [seen] = await t.db.query<{ last: Date }>(`select last_seen_at as last from account_ips where account_id = $1 and ip = $2`, [
    account?.id,
    audit?.ip,
  ]);
  assert.equal(new Date(seen?.last ?? 0).toISOString(), t.clock.now().toISOString());
});

test('logins of one brand racing each other each write all their rows, and the audit chain stays whole', async () => {
  // On PostgreSQL these run at once and meet on the brand's audit chain head (decisions 042, 048);
  // eight, the test app's bound of hashes in flight.
  const players = ['racer1', 'racer2', 'racer3', 'racer4'];
  for (const player of players) await registerUser(t, player);
  const count = async (sql: string) => (await t.db.query<{ n: number }>(sql))[0]?.n ?? 0;
  const logins = `select count(*)::int as n from audit_log where action = 'login'`;
  const [loginsBefore, sessionsBefore] = [await count(logins), await count('select count(*)::int as n from sessions')];
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, index) => loginAs(t, players[index % players.length] ?? '', 'Lakad2026!')),
  );
  for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
  assert.equal(await count(logins), loginsBefore + 8);
  assert.equal(await count('select count(*)::int as n from sessions'), sessionsBefore + 8);
  const report = await verifyAuditChains(t.db, null);
  assert.equal(report.ok, true, JSON.stringify(report));
});

test('a wrong password and an unknown user answer alike; then a captcha is required and checked', async () => {
  const wrong = await loginAs(t, 'rosalinda', 'Mali2026!');
  const unknown = await loginAs(t, 'nobodyhere', 'Mali2026!');
  for (const response of [wrong, unknown]) {
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().errorCode, 'login.cred.err');
    assert.equal(response.json().captcha, true);
  }
  const noCaptcha = await loginAs(t, 'rosalinda', 'Lakad2026!');
  assert.equal(noCaptcha.json().errorCode, 'captcha_required');
  const badCaptcha = await loginAs(t, 'rosalinda', 'Lakad2026!', { captcha: 'ZZZZ' }, { cookie: await captchaCookie() });
  assert.equal(badCaptcha.json().errorCode, 'captcha_invalid');
  const good = await loginAs(t, 'rosalinda', 'Lakad2026!', { captcha: TEST_CAPTCHA_TEXT.toLowerCase() }, { cookie: await captchaCookie() });
  assert.equal(good.statusCode, 200, good.body);
  // Success clears the failures: the next login needs no captcha.
  assert.equal((await loginAs(t, 'rosalinda', 'Lakad2026!')).statusCode, 200);
});

test('parallel guesses at one username get one try without the captcha, as one guesser would; good logins all pass', async () => {
  await registerUser(t, 'parallela', 'Lakad2026!');
  const failures = async () =>
    (
      await t.db.query<{ n: number }>(`select coalesce(sum(failures), 0)::int as n from login_failures where username_key = 'parallela'`)
    )[0]!.n;
  // Eight wrong guesses sent together, each with its own human check and no captcha.
  const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => loginAs(t, 'ParallelA', `Mali${i}2026!`)));
  const codes = guesses.map((response) => response.json().errorCode);
  assert.equal(codes.filter((code) => code === 'login.cred.err').length, 1, codes.join());
  assert.equal(codes.filter((code) => code === 'captcha_required').length, 7, codes.join());
  assert.equal(await failures(), 1, 'one password was checked and counted');
  // The right password, several times at once with the captcha now asked: each goes through in turn.
  const cookies = [await captchaCookie(), await captchaCookie(), await captchaCookie()];
  const logins = await Promise.all(
    cookies.map((cookie) => loginAs(t, 'parallela', 'Lakad2026!', { captcha: TEST_CAPTCHA_TEXT }, { cookie })),
  );
  for (const login of logins) assert.equal(login.statusCode, 200, login.body);
  assert.equal(await failures(), 0, 'a success clears the failures');
});

test('five failures lock the username for the brand minutes, existing or not, and the lock ends', async () => {
  for (const username of ['rosalinda', 'ghostuser']) {
    let last;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const extra = attempt === 0 ? {} : { captcha: TEST_CAPTCHA_TEXT };
      last = await loginAs(t, username, 'Mali2026!', extra, attempt === 0 ? {} : { cookie: await captchaCookie() });
    }
    assert.equal(last?.statusCode, 423, `${username}: ${last?.body}`);
    assert.equal(last?.json().errorCode, 'account_locked');
    assert.ok(last?.json().retryAfterSeconds > 800);
    const stillLocked = await loginAs(t, username, 'Lakad2026!', { captcha: TEST_CAPTCHA_TEXT }, { cookie: await captchaCookie() });
    assert.equal(stillLocked.json().errorCode, 'account_locked', username);
  }
  t.clock.advanceMs(15 * 60_000);
  const after = await loginAs(t, 'rosalinda', 'Lakad2026!', { captcha: TEST_CAPTCHA_TEXT }, { cookie: await captchaCookie() });
  assert.equal(after.statusCode, 200, after.body);
});

test('a weak password forces a change before anything else; the change ends other sessions', async () => {
  const other = (await registerUser(t, 'weakling', 'Lakad2026!')).token;
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from accounts where username = 'weakling'`);
  assert.ok(row);
  // Registration refuses weak passwords, so give the account one directly, as an old account might have.
  const { hash } = await import('@node-rs/argon2');
  await t.db.query('update accounts set password_hash = $2 where id = $1', [
    row.id,
    await hash('123456', { memoryCost: 19_456, timeCost: 2, parallelism: 1 }),
  ]);

  const login = await loginAs(t, 'weakling', '123456');
  assert.equal(login.statusCode, 200, login.body);
  assert.equal(login.json().value.cpw, true);
  const token = login.json().value.token;
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(token) })).json().value.cpw, true);
  const blocked = await t.app.inject({ method: 'PUT', url: API.memberLanguage, headers: authed(token), payload: { language: 'EN' } });
  assert.equal(blocked.statusCode, 403);
  assert.equal(blocked.json().errorCode, 'password_change_required');

  const change = (payload: object) => sendSealed(t, 'POST', API.changePassword, payload, { authorization: token });
  assert.equal((await change({ newPassword: 'Bago2026!', confirmNewPassword: 'Iba2026!' })).json().errorCode, 'password_mismatch');
  assert.equal((await change({ newPassword: 'password', confirmNewPassword: 'password' })).json().errorCode, 'field_invalid');
  const changed = await change({ newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' });
  assert.equal(changed.statusCode, 200, changed.body);
  const now = await t.app.inject({ method: 'PUT', url: API.memberLanguage, headers: authed(token), payload: { language: 'EN' } });
  assert.equal(now.statusCode, 200, now.body);
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(other) })).json().errorCode, 'login.not.session');
  assert.equal((await loginAs(t, 'weakling', 'Bago2026!')).statusCode, 200);
});

test('changing a password needs the old one when no change is forced', async () => {
  const { token } = await registerUser(t, 'carefulone', 'Lakad2026!');
  const change = (payload: object) => sendSealed(t, 'POST', API.changePassword, payload, { authorization: token });
  const missing = await change({ newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' });
  assert.equal(missing.json().errorCode, 'old_password_wrong');
  const wrong = await change({ oldPassword: 'Mali2026!', newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' });
  assert.equal(wrong.json().errorCode, 'old_password_wrong');
  const good = await change({ oldPassword: 'Lakad2026!', newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' });
  assert.equal(good.statusCode, 200, good.body);
});

test('wrong old passwords lock the change after five and end the session; parallel guesses get no more tries', async () => {
  const { token } = await registerUser(t, 'guessedat', 'Lakad2026!');
  const change = (session: string, oldPassword: string) =>
    sendSealed(
      t,
      'POST',
      API.changePassword,
      { oldPassword, newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' },
      { authorization: session },
    );
  // A right answer resets the count: four wrong, the right one, four wrong again and still unlocked.
  for (let i = 0; i < 4; i += 1) assert.equal((await change(token, 'Mali2026!')).json().errorCode, 'old_password_wrong');
  assert.equal((await change(token, 'Lakad2026!')).statusCode, 200);
  for (let i = 0; i < 4; i += 1) assert.equal((await change(token, 'Mali2026!')).json().errorCode, 'old_password_wrong');
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(token) })).statusCode, 200);
  const fifth = await change(token, 'Mali2026!');
  assert.equal(fifth.statusCode, 423, fifth.body);
  assert.equal(fifth.json().errorCode, 'account_locked');
  assert.equal(fifth.json().retryAfterSeconds, 15 * 60);
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(token) })).json().errorCode, 'login.not.session');
  // The lock ends after the brand's minutes; then ten parallel guesses from a new session get five tries.
  t.clock.advanceMs(15 * 60_000 + 1_000);
  const again = (await loginAs(t, 'guessedat', 'Bago2026!')).json().value.token as string;
  const results = await Promise.all(Array.from({ length: 10 }, (_unused, i) => change(again, `Hula${i}2026!`)));
  const codes = results.map((response) => response.json().errorCode as string);
  // The others are refused as locked unchecked (or, arriving after the session ended, as signed out).
  assert.equal(codes.filter((code) => code === 'old_password_wrong').length, 4, codes.join());
  assert.ok(
    codes.every((code) => ['old_password_wrong', 'account_locked', 'login.not.session'].includes(code)),
    codes.join(),
  );
  const [counted] = await t.db.query<{ failures: number }>(
    `select failures from password_reverify_failures where account_id = (select id from accounts where username = 'guessedat')`,
  );
  assert.equal(counted?.failures, 5, 'five tries were checked, no more');
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(again) })).json().errorCode, 'login.not.session');
  const audits = await t.db.query<{ action: string }>(
    `select action from audit_log where account_id = (select id from accounts where username = 'guessedat') and action like 'password.%' order by id`,
  );
  assert.deepEqual(
    audits.map((row) => row.action),
    ['password.change', 'password.reverify_locked', 'password.reverify_locked'],
  );
});

test('an expired password forces a change when the brand rule is on', async () => {
  const longAgo = new Date(t.clock.now().getTime() - 91 * 86_400_000).toISOString();
  for (const username of ['oldtimer', 'oldhand']) {
    await registerUser(t, username, 'Lakad2026!');
    await t.db.query(`update accounts set password_changed_at = $2 where username = $1`, [username, longAgo]);
  }
  const login = await loginAs(t, 'oldtimer', 'Lakad2026!');
  assert.equal(login.json().value.passwordExpired, true);
  assert.equal(login.json().value.cpw, true);
  // Once forced, the change stays pending until it is made.
  assert.equal((await loginAs(t, 'oldtimer', 'Lakad2026!')).json().value.cpw, true);
  await t.db.query(`update merchants set flags = flags || '{"PWDEXPFORCECHANGE3": false}' where code = 'bituin'`);
  try {
    const relaxed = await loginAs(t, 'oldhand', 'Lakad2026!');
    assert.equal(relaxed.json().value.passwordExpired, false);
    assert.equal(relaxed.json().value.cpw, false);
  } finally {
    await t.db.query(`update merchants set flags = flags - 'PWDEXPFORCECHANGE3' where code = 'bituin'`);
  }
});

test('logout ends the session; sessions end when idle and at their absolute end', async () => {
  const { token } = await registerUser(t, 'sessiontester', 'Lakad2026!');
  const out = await t.app.inject({ method: 'DELETE', url: API.logout, headers: authed(token) });
  assert.equal(out.statusCode, 200, out.body);
  const gone = await t.app.inject({ url: API.memberInfo, headers: authed(token) });
  assert.equal(gone.statusCode, 401);
  assert.equal(gone.json().errorCode, 'login.not.session');

  const idle = (await loginAs(t, 'sessiontester', 'Lakad2026!')).json().value.token;
  t.clock.advanceMs(121 * 60_000);
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(idle) })).statusCode, 401);

  const busy = (await loginAs(t, 'sessiontester', 'Lakad2026!')).json().value.token;
  for (let hour = 0; hour < 71; hour += 1) {
    t.clock.advanceMs(60 * 60_000);
    assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(busy) })).statusCode, 200, `hour ${hour}`);
  }
  t.clock.advanceMs(61 * 60_000);
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(busy) })).statusCode, 401);
});

test('a token works only in its own brand, and garbage tokens are refused', async () => {
  const { token } = await registerUser(t, 'brandloyal', 'Lakad2026!');
  await t.db.query(`insert into merchants (code, name, logo_url, theme) values ('otherbrand', 'Other', '/x.svg', '{}')`);
  const elsewhere = await t.app.inject({ url: API.memberInfo, headers: authed(token, { merchant: 'otherbrand' }) });
  assert.equal(elsewhere.statusCode, 401);
  for (const bad of ['', 'x'.repeat(500), 'not-a-token']) {
    assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(bad) })).statusCode, 401, bad.slice(0, 10));
  }
});

test('accounts that may not enter the member site get member_no_enter', async () => {
  await registerUser(t, 'deskagent', 'Lakad2026!');
  await t.db.query(`update accounts set member_site = false where username = 'deskagent'`);
  const response = await loginAs(t, 'deskagent', 'Lakad2026!');
  assert.equal(response.statusCode, 403);
  assert.equal(response.json().errorCode, 'member_no_enter');
});

test('free play gives a trial account that reads its info but is barred from real-account calls', async () => {
  const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  assert.equal(trial.statusCode, 200, trial.body);
  const token = trial.json().value.token;
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(token) });
  assert.equal(info.json().value.type, 4);
  const barred = await sendSealed(
    t,
    'POST',
    API.changePassword,
    { newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' },
    { authorization: token },
  );
  assert.equal(barred.statusCode, 403);
  assert.equal(barred.json().errorCode, 'in_need_true_account');
  await t.db.query(`update merchants set flags = flags || '{"FREEPLAY3": false}' where code = 'bituin'`);
  try {
    const off = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
    assert.equal(off.json().errorCode, 'feature_disabled');
  } finally {
    await t.db.query(`update merchants set flags = flags - 'FREEPLAY3' where code = 'bituin'`);
  }
});

test('a replayed login payload is refused and logs nobody in', async () => {
  const sealed = await sealPayload(
    { type: 'username', username: 'rosalinda', password: 'Lakad2026!', humanCheck: await humanCheck(t) },
    await payloadKey(t),
    { now: t.clock.now().getTime() },
  );
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: API.login,
      headers: { ...demoHeaders(), 'content-type': 'application/json', encryption: sealed.header },
      payload: sealed.body,
    });
  assert.equal((await send()).statusCode, 200);
  const replay = await send();
  assert.equal(replay.statusCode, 409);
  assert.equal(replay.json().errorCode, 'payload_replayed');
});

test('login by SMS code follows the brand flag and needs a code sent; Firebase stays off', async () => {
  const bySms = () => sendSealed(t, 'POST', API.login, { type: 'sms', mobileNum: '9171234567', countryDialingCode: '+63', code: '123456' });
  const off = await bySms();
  assert.equal(off.statusCode, 403);
  assert.equal(off.json().errorCode, 'feature_disabled');
  await t.db.query(`update merchants set flags = flags || '{"MOBILEVERCODELOGIN3": true}' where code = 'bituin'`);
  try {
    const response = await bySms();
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'verification_code_invalid');
  } finally {
    await t.db.query(`update merchants set flags = flags - 'MOBILEVERCODELOGIN3' where code = 'bituin'`);
  }
  const firebase = await sendSealed(t, 'POST', API.login, { type: 'firebase' });
  assert.equal(firebase.statusCode, 403);
  assert.equal(firebase.json().errorCode, 'feature_disabled');
});

test('credential calls have their own per-IP limit', async () => {
  const limited = await createTestApp({ credentialRateLimit: 2 });
  try {
    const codes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await limited.app.inject({ method: 'POST', url: API.login, headers: demoHeaders(), payload: {} });
      codes.push(response.json().errorCode);
    }
    assert.deepEqual(codes, ['encryption_required', 'encryption_required', 'too_many_requests']);
    // Other calls from the same address are not affected.
    assert.equal((await limited.app.inject({ url: API.systemStatus, headers: demoHeaders() })).statusCode, 200);
  } finally {
    await limited.close();
  }
});
