// Proves two-factor login from a new IP (SPEC.md section 4, decision 014): the registration address
// and every address logged in from are known and let in; a new one holds a password login for an
// authenticator code, a texted code or the bank account name; wrong, reused, late, foreign and
// too-many answers are refused and change nothing but the tries; five wrong answers to a factor in a day
// lock that factor (decision 060); SMS-code logins are not held.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed, humanCheck, loginAs, registration, sendSealed } from '../../../test/auth-helpers.ts';
import { createBrand } from '../brand-desk/brand-admin.ts';
import { totpCode } from '../../lib/totp.ts';

const PASSWORD = 'Lakad2026!';
const HOME_IP = '49.144.0.1';
const NEW_IP = '203.0.113.9';
const fromNewIp = { 'x-forwarded-for': NEW_IP };

let t: TestApp;
before(async () => {
  t = await createTestApp();
  // Login by SMS code is a brand choice; one test shows it is never held for a second factor.
  await t.db.query(`update merchants set flags = flags || '{"MOBILEVERCODELOGIN3": true}' where code = 'bituin'`);
  await createBrand(t.db, { code: 'other', name: 'Other Play', flags: { twoFactorNewIp: true } });
});
after(() => t.close());

/** Registers by username from the home address with the given extra fields; returns the session token. */
async function register(username: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await sendSealed(t, 'PUT', API.register, {
    ...registration(username, PASSWORD, extra),
    humanCheck: await humanCheck(t),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value.token as string;
}

/** Logs in from an address and expects the login to be held; returns the challenge. */
async function held(username: string, ip = NEW_IP, password = PASSWORD): Promise<{ challengeId: string; methods: string[] }> {
  const response = await loginAs(t, username, password, {}, { 'x-forwarded-for': ip });
  assert.equal(response.statusCode, 401, response.body);
  const body = response.json();
  assert.equal(body.errorCode, 'two_factor_required');
  assert.equal(typeof body.challengeId, 'string');
  return { challengeId: body.challengeId, methods: body.methods };
}

async function verify(challengeId: string, method: string, answer: string, headers: Record<string, string> = fromNewIp) {
  return sendSealed(t, 'POST', API.loginVerify, { challengeId, method, answer }, headers);
}

/** What a refused call must leave alone: the account's login, sessions, addresses, audit and authenticator. */
async function snapshot(username: string) {
  const [row] = await t.db.query<{ audits: number } & Record<string, unknown>>(
    `select a.last_login_at, a.must_change_password,
            (select count(*)::int from sessions s where s.account_id = a.id) as sessions,
            (select coalesce(json_agg(i.ip order by i.ip), '[]') from account_ips i where i.account_id = a.id)::text as ips,
            (select count(*)::int from audit_log l where l.account_id = a.id) as audits,
            (select row_to_json(x)::text from (select confirmed_at, last_used_step, sealed_secret from authenticators where account_id = a.id) x) as authenticator
       from accounts a where lower(a.username) = lower($1)`,
    [username],
  );
  assert.ok(row, username);
  return row;
}

async function expectRefused(response: Awaited<ReturnType<typeof verify>>, status: number, code: string) {
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().errorCode, code);
  assert.equal(response.json().challengeId, undefined);
}

/** Binds an authenticator through the security centre; returns its secret. */
async function bind(token: string): Promise<string> {
  const start = await t.app.inject({ method: 'POST', url: API.authenticator, headers: authed(token) });
  assert.equal(start.statusCode, 200, start.body);
  const secret = start.json().value.secret as string;
  const response = await sendSealed(
    t,
    'POST',
    API.authenticatorBind,
    { code: totpCode(secret, t.clock.now()), password: PASSWORD },
    { authorization: token },
  );
  assert.equal(response.statusCode, 200, response.body);
  return secret;
}

test('the registration address and every address logged in from are let straight in', async () => {
  await register('homebody', { payeeName: 'Maria Clara' });
  const home = await loginAs(t, 'homebody', PASSWORD, {}, { 'x-forwarded-for': HOME_IP });
  assert.equal(home.statusCode, 200, home.body);
  const [ips] = await t.db.query<{ ips: string[] }>(
    `select array_agg(ip order by ip) as ips from account_ips where account_id = (select id from accounts where username = 'homebody')`,
  );
  assert.deepEqual(ips?.ips, [HOME_IP]);
});

test('a new address holds the login, opening no session, until the bank account name is given', async () => {
  await register('bankfolk', { payeeName: 'Juan  dela Cruz' });
  const before = await snapshot('bankfolk');
  const challenge = await held('bankfolk');
  assert.deepEqual(challenge.methods, ['bankName']);
  const [stored] = await t.db.query<{ id_hash: string }>('select id_hash from two_factor_challenges order by id desc limit 1');
  assert.ok(stored && stored.id_hash !== challenge.challengeId, 'only a hash of the challenge id is kept');
  const whileHeld = await snapshot('bankfolk');
  // Only the audit entry of the held login is new.
  assert.deepEqual({ ...whileHeld, audits: before.audits }, before);
  assert.equal(whileHeld.audits, before.audits + 1);

  const wrong = await verify(challenge.challengeId, 'bankName', 'Juan Cruz');
  await expectRefused(wrong, 400, 'two_factor_invalid');
  assert.deepEqual(await snapshot('bankfolk'), whileHeld);

  const right = await verify(challenge.challengeId, 'bankName', '  JUAN DELA cruz ');
  assert.equal(right.statusCode, 200, right.body);
  const info = await t.app.inject({ url: API.memberInfo, headers: authed(right.json().value.token, fromNewIp) });
  assert.equal(info.json().value.account, 'bankfolk');
  const [audit] = await t.db.query<{ after: { method: string } }>(
    `select after from audit_log where action = 'login' and account_id = (select id from accounts where username = 'bankfolk') order by id desc limit 1`,
  );
  assert.equal(audit?.after.method, 'username+bankName');

  // The challenge is used up, and the address is now known.
  await expectRefused(await verify(challenge.challengeId, 'bankName', 'Juan dela Cruz'), 400, 'two_factor_expired');
  assert.equal((await loginAs(t, 'bankfolk', PASSWORD, {}, fromNewIp)).statusCode, 200);
});

test('accounts without a second factor, brands with the switch off and operator-made accounts are let in', async () => {
  await register('plainone');
  assert.equal((await loginAs(t, 'plainone', PASSWORD, {}, fromNewIp)).statusCode, 200, 'no second factor to ask for');

  await register('switchoff', { payeeName: 'Switch Off' });
  await t.db.query(`update merchants set flags = flags || '{"twoFactorNewIp": false}' where code = 'bituin'`);
  try {
    assert.equal((await loginAs(t, 'switchoff', PASSWORD, {}, fromNewIp)).statusCode, 200, 'the brand does not ask');
  } finally {
    await t.db.query(`update merchants set flags = flags || '{"twoFactorNewIp": true}' where code = 'bituin'`);
  }

  // An account an operator made (no registration address, never logged in) has nothing to compare with.
  await register('opmade', { payeeName: 'Op Made' });
  await t.db.query(`update accounts set register_ip = null where username = 'opmade'`);
  await t.db.query(`delete from account_ips where account_id = (select id from accounts where username = 'opmade')`);
  assert.equal((await loginAs(t, 'opmade', PASSWORD, {}, { 'x-forwarded-for': '198.51.100.7' })).statusCode, 200);
  assert.equal((await held('opmade')).methods[0], 'bankName', 'once it has an address, others are new');
});

test('an authenticator code completes the login once; a reused step and a wrong code are refused', async () => {
  const token = await register('totpuser', { payeeName: 'Totp User' });
  const secret = await bind(token);
  const challenge = await held('totpuser');
  assert.deepEqual(challenge.methods, ['authenticator', 'bankName']);
  const before = await snapshot('totpuser');

  // The code that confirmed the binding belongs to a step already used.
  await expectRefused(await verify(challenge.challengeId, 'authenticator', totpCode(secret, t.clock.now())), 400, 'two_factor_invalid');
  const wrong = String((Number(totpCode(secret, new Date(t.clock.now().getTime() + 30_000))) + 1) % 1_000_000).padStart(6, '0');
  t.clock.advanceMs(30_000);
  await expectRefused(await verify(challenge.challengeId, 'authenticator', wrong), 400, 'two_factor_invalid');
  assert.deepEqual(await snapshot('totpuser'), before);

  const code = totpCode(secret, t.clock.now());
  const right = await verify(challenge.challengeId, 'authenticator', code);
  assert.equal(right.statusCode, 200, right.body);

  // The same code on a fresh challenge (another new address) is refused: each step works once.
  const again = await held('totpuser', '198.51.100.20');
  await expectRefused(
    await verify(again.challengeId, 'authenticator', code, { 'x-forwarded-for': '198.51.100.20' }),
    400,
    'two_factor_invalid',
  );
});

test('a texted code completes the login; the code request is throttled and a wrong code refused', async () => {
  const registered = await sendSealed(t, 'PUT', API.registerMobile, {
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeTerms: true,
    countryDialingCode: '+63',
    mobileNum: '9172220001',
    humanCheck: await humanCheck(t),
  });
  assert.equal(registered.statusCode, 200, registered.body);
  const challenge = await held('9172220001');
  assert.deepEqual(challenge.methods, ['sms']);

  const sendCode = (headers: Record<string, string> = fromNewIp) =>
    t.app.inject({
      method: 'POST',
      url: API.loginVerifyCode,
      headers: demoHeaders({ 'content-type': 'application/json', ...headers }),
      payload: JSON.stringify({ challengeId: challenge.challengeId, method: 'sms' }),
    });
  const sent = await sendCode();
  assert.equal(sent.statusCode, 200, sent.body);
  assert.deepEqual(sent.json().value, { expireMinutes: 5, resendAfterSeconds: 300, sentTo: '+63 ••••••0001' });
  const [text] = await t.db.query<{ body: string; purpose: string }>(
    `select body, purpose from sms_outbox where phone = '+639172220001' order by id desc limit 1`,
  );
  assert.equal(text?.purpose, 'two-factor');
  const code = text?.body.match(/\d{6}/)?.[0] ?? '';
  assert.equal((await sendCode()).json().errorCode, 'sms_too_frequent');
  // E-mail is not on offer for this account, and a code request from another address finds nothing.
  const email = await t.app.inject({
    method: 'POST',
    url: API.loginVerifyCode,
    headers: demoHeaders({ 'content-type': 'application/json', ...fromNewIp }),
    payload: JSON.stringify({ challengeId: challenge.challengeId, method: 'email' }),
  });
  assert.equal(email.json().errorCode, 'bad_request');
  assert.equal((await sendCode({ 'x-forwarded-for': '198.51.100.30' })).json().errorCode, 'two_factor_expired');

  const before = await snapshot('9172220001');
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await expectRefused(await verify(challenge.challengeId, 'sms', wrong), 400, 'two_factor_invalid');
  assert.deepEqual(await snapshot('9172220001'), before);
  const right = await verify(challenge.challengeId, 'sms', code);
  assert.equal(right.statusCode, 200, right.body);

  // Logging in by an SMS login code already proves the phone: never held.
  t.clock.advanceMs(301_000);
  const loginCode = await t.app.inject({
    method: 'POST',
    url: API.smsLoginCode,
    headers: demoHeaders({ 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.40' }),
    payload: JSON.stringify({ mobileNum: '9172220001', countryDialingCode: '+63', humanCheck: await humanCheck(t) }),
  });
  assert.equal(loginCode.statusCode, 200, loginCode.body);
  const [login] = await t.db.query<{ body: string }>(`select body from sms_outbox where phone = '+639172220001' order by id desc limit 1`);
  const bySms = await sendSealed(
    t,
    'POST',
    API.login,
    { type: 'sms', mobileNum: '9172220001', countryDialingCode: '+63', code: login?.body.match(/\d{6}/)?.[0] },
    { 'x-forwarded-for': '198.51.100.40' },
  );
  assert.equal(bySms.statusCode, 200, bySms.body);
});

test('an e-mailed code completes the login; a wrong one is refused', async () => {
  await register('mailfolk', { email: 'mail.folk@example.com', payeeName: 'Mail Folk' });
  const challenge = await held('mailfolk');
  assert.deepEqual(challenge.methods, ['email', 'bankName']);
  const sent = await t.app.inject({
    method: 'POST',
    url: API.loginVerifyCode,
    headers: demoHeaders({ 'content-type': 'application/json', ...fromNewIp }),
    payload: JSON.stringify({ challengeId: challenge.challengeId, method: 'email' }),
  });
  assert.equal(sent.statusCode, 200, sent.body);
  assert.equal(sent.json().value.sentTo, 'm•••@example.com');
  assert.equal(sent.json().value.resendAfterSeconds, 60);
  const [mail] = await t.db.query<{ body_text: string; kind: string }>(
    `select body_text, kind from email_outbox where recipient = 'mail.folk@example.com' order by id desc limit 1`,
  );
  assert.equal(mail?.kind, 'two-factor');
  const code = mail?.body_text.match(/\b\d{6}\b/)?.[0] ?? '';
  assert.ok(code, 'the e-mail carries a code');

  const before = await snapshot('mailfolk');
  await expectRefused(
    await verify(challenge.challengeId, 'email', String((Number(code) + 1) % 1_000_000).padStart(6, '0')),
    400,
    'two_factor_invalid',
  );
  assert.deepEqual(await snapshot('mailfolk'), before);
  const right = await verify(challenge.challengeId, 'email', code);
  assert.equal(right.statusCode, 200, right.body);
});

test('a challenge expires, is bound to its address and brand, and answers only offered methods', async () => {
  await register('wanderer', { payeeName: 'Wan Derer' });
  const challenge = await held('wanderer');
  const before = await snapshot('wanderer');
  await expectRefused(
    await verify(challenge.challengeId, 'bankName', 'Wan Derer', { 'x-forwarded-for': '198.51.100.50' }),
    400,
    'two_factor_expired',
  );
  await expectRefused(
    await verify(challenge.challengeId, 'bankName', 'Wan Derer', { ...fromNewIp, merchant: 'other' }),
    400,
    'two_factor_expired',
  );
  await expectRefused(await verify('x'.repeat(24), 'bankName', 'Wan Derer'), 400, 'two_factor_expired');
  await expectRefused(await verify(challenge.challengeId, 'sms', '123456'), 400, 'bad_request');
  const plain = await t.app.inject({
    method: 'POST',
    url: API.loginVerify,
    headers: demoHeaders({ 'content-type': 'application/json', ...fromNewIp }),
    payload: JSON.stringify({ challengeId: challenge.challengeId, method: 'bankName', answer: 'Wan Derer' }),
  });
  assert.equal(plain.json().errorCode, 'encryption_required');
  t.clock.advanceMs(10 * 60_000 + 1_000);
  await expectRefused(await verify(challenge.challengeId, 'bankName', 'Wan Derer'), 400, 'two_factor_expired');
  assert.deepEqual(await snapshot('wanderer'), before);
});

test('five tries end a challenge; five wrong answers to a factor in a day, across challenges, lock it and the player is told (decision 060)', async () => {
  const token = await register('guesser', { payeeName: 'Real Name' });
  await t.db.query(`update accounts set mobile_dialing_code = '+63', mobile_number = '9170000777' where username = 'guesser'`);
  const first = await held('guesser');
  assert.deepEqual(first.methods, ['sms', 'bankName']);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await expectRefused(await verify(first.challengeId, 'bankName', `Guess ${attempt}`), 400, 'two_factor_invalid');
  }
  // Each correct password opened a new challenge with five more tries; the day's count goes on across them.
  const second = await held('guesser');
  await expectRefused(await verify(second.challengeId, 'bankName', 'Guess 4'), 400, 'two_factor_invalid');
  await expectRefused(await verify(second.challengeId, 'bankName', 'Guess 5'), 400, 'two_factor_invalid');
  const [notice] = await t.db.query<{ body: string; purpose: string }>(
    `select body, purpose from sms_outbox where phone = '+639170000777' order by id desc limit 1`,
  );
  assert.equal(notice?.purpose, 'factorLocked');
  assert.match(notice?.body ?? '', new RegExp(NEW_IP.replaceAll('.', '\\.')));
  // The factor, not the account: the bank name is no longer offered or accepted, the texted code is.
  await expectRefused(await verify(second.challengeId, 'bankName', 'Real Name'), 403, 'two_factor_locked');
  const third = await held('guesser');
  assert.deepEqual(third.methods, ['sms']);
  const audits = await t.db.query(`select 1 from audit_log where action = 'two_factor.factor_locked' and after->>'method' = 'bankName'`);
  assert.equal(audits.length, 1);
  // A change of the login password (the guesser knew it) lifts the lock.
  t.clock.advanceMs(1_000);
  const changed = await sendSealed(
    t,
    'POST',
    API.changePassword,
    { oldPassword: PASSWORD, newPassword: 'Bago-2026!', confirmNewPassword: 'Bago-2026!' },
    { ...demoHeaders(), authorization: token },
  );
  assert.equal(changed.statusCode, 200, changed.body);
  assert.deepEqual((await held('guesser', NEW_IP, 'Bago-2026!')).methods, ['sms', 'bankName']);
});

test('an account whose only factor is locked is refused at a new network, not let in as one without factors', async () => {
  await register('onlyname', { payeeName: 'Only Name' });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const challenge = await held('onlyname');
    const answer = await verify(challenge.challengeId, 'bankName', `Guess ${attempt}`);
    await expectRefused(answer, attempt < 5 ? 400 : 403, attempt < 5 ? 'two_factor_invalid' : 'two_factor_locked');
  }
  const refused = await loginAs(t, 'onlyname', PASSWORD, {}, fromNewIp);
  assert.equal(refused.statusCode, 403, refused.body);
  assert.equal(refused.json().errorCode, 'two_factor_locked');
  // From the player's own network the login goes on as before.
  assert.equal((await loginAs(t, 'onlyname', PASSWORD, {}, { 'x-forwarded-for': HOME_IP })).statusCode, 200);
});

test('ten wrong answers in an hour across an account’s factors refuse its answers for a while', async () => {
  const token = await register('manyways', { payeeName: 'Many Ways', email: 'many.ways@example.com' });
  await bind(token);
  for (const method of ['bankName', 'authenticator']) {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const challenge = await held('manyways');
      await verify(challenge.challengeId, method, method === 'authenticator' ? '000000' : `Guess ${attempt}`);
    }
  }
  const last = await held('manyways');
  assert.deepEqual(last.methods, ['email']);
  const locked = await verify(last.challengeId, 'email', '000000');
  await expectRefused(locked, 429, 'too_many_requests');
  assert.ok(locked.json().retryAfterSeconds > 3000);
  const [tries] = await t.db.query<{ attempts: number }>('select attempts from two_factor_challenges order by id desc limit 1');
  assert.equal(tries?.attempts, 0, 'a refused answer takes no try');
});

test('a weak password typed at a held login still forces the change after the second factor', async () => {
  await register('weakheld', { payeeName: 'Weak Held' });
  await t.db.query(`update merchants set weak_passwords = array_append(weak_passwords, 'Lakad2026!') where code = 'bituin'`);
  try {
    const challenge = await held('weakheld');
    const right = await verify(challenge.challengeId, 'bankName', 'weak held');
    assert.equal(right.statusCode, 200, right.body);
    assert.equal(right.json().value.cpw, true);
  } finally {
    await t.db.query(`update merchants set weak_passwords = array_remove(weak_passwords, 'Lakad2026!') where code = 'bituin'`);
  }
});
