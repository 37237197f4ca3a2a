// Proves the security centre's calls (SPEC.md sections 2 and 6, decision 014): its facts with masked
// contacts; binding an authenticator needs a current code of the new secret and the login password,
// unbinding a current code and the password; bad codes, wrong passwords, late bindings, trial
// accounts and visitors are refused and change nothing; secrets are stored sealed, changes audited;
// five wrong passwords (parallel ones too) lock these calls and end the session (password-reverify.ts).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed, humanCheck, registration, sendSealed } from '../../../test/auth-helpers.ts';
import { totpCode } from '../../lib/totp.ts';

const PASSWORD = 'Lakad2026!';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function register(username: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await sendSealed(t, 'PUT', API.register, {
    ...registration(username, PASSWORD, extra),
    humanCheck: await humanCheck(t),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value.token as string;
}

async function security(token: string) {
  const response = await t.app.inject({ url: API.memberSecurity, headers: authed(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value;
}

async function start(token: string): Promise<{ secret: string; uri: string }> {
  const response = await t.app.inject({ method: 'POST', url: API.authenticator, headers: authed(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value;
}

const change = (url: string, token: string, payload: object) => sendSealed(t, 'POST', url, payload, { authorization: token });

/** The account's authenticator row and audit trail, which a refused call must leave alone. */
async function snapshot(username: string) {
  const [row] = await t.db.query(
    `select (select row_to_json(x)::text from (select sealed_secret, confirmed_at, last_used_step, created_at from authenticators where account_id = a.id) x) as authenticator,
            (select count(*)::int from audit_log l where l.account_id = a.id) as audits
       from accounts a where username = $1`,
    [username],
  );
  return row;
}

function expectError(response: { statusCode: number; body: string; json(): { errorCode: string } }, status: number, code: string) {
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().errorCode, code);
}

test('the security centre shows the account with its contacts masked and the second factors on offer', async () => {
  const token = await register('secureme', { nickname: 'Mimi', email: 'secure.me@example.com', payeeName: 'Secure Me' });
  assert.deepEqual(await security(token), {
    account: 'secureme',
    nickname: 'Mimi',
    mobile: null,
    mobileVerified: false,
    email: 's•••@example.com',
    authenticator: { bound: false, usable: false },
    twoFactorNewIp: true,
    secondFactors: ['email', 'bankName'],
    lockedFactors: [],
    agentFactorMissing: null,
  });
});

test('binding needs a current code of the new secret and the login password; it is sealed and audited', async () => {
  const token = await register('binder');
  const first = await start(token);
  assert.match(first.uri, /^otpauth:\/\/totp\/Bituin%20Play:binder\?/);
  assert.ok(first.uri.includes(`secret=${first.secret}`));
  // Starting again replaces the unconfirmed secret.
  const setup = await start(token);
  assert.notEqual(setup.secret, first.secret);
  const [stored] = await t.db.query<{ sealed_secret: string }>(
    `select sealed_secret from authenticators where account_id = (select id from accounts where username = 'binder')`,
  );
  assert.ok(stored && !stored.sealed_secret.includes(setup.secret), 'the secret is stored sealed');

  const before = await snapshot('binder');
  const code = totpCode(setup.secret, t.clock.now());
  expectError(
    await change(API.authenticatorBind, token, { code: totpCode(first.secret, t.clock.now()), password: PASSWORD }),
    400,
    'two_factor_invalid',
  );
  expectError(await change(API.authenticatorBind, token, { code: '12345', password: PASSWORD }), 400, 'two_factor_invalid');
  expectError(await change(API.authenticatorBind, token, { code, password: 'Mali2026!' }), 400, 'password_wrong');
  expectError(await change(API.authenticatorBind, token, { password: PASSWORD }), 400, 'two_factor_invalid');
  expectError(
    await t.app.inject({
      method: 'POST',
      url: API.authenticatorBind,
      headers: authed(token, { 'content-type': 'application/json' }),
      payload: JSON.stringify({ code, password: PASSWORD }),
    }),
    400,
    'encryption_required',
  );
  assert.deepEqual(await snapshot('binder'), before);

  const bound = await change(API.authenticatorBind, token, { code, password: PASSWORD });
  assert.equal(bound.statusCode, 200, bound.body);
  assert.deepEqual((await security(token)).authenticator, { bound: true, usable: true });
  assert.deepEqual((await security(token)).secondFactors, ['authenticator']);
  const [audit] = await t.db.query<{ action: string; after: object }>(
    `select action, after from audit_log where account_id = (select id from accounts where username = 'binder') order by id desc limit 1`,
  );
  assert.deepEqual(audit, { action: 'authenticator.bind', after: { bound: true } });

  // Once bound, neither a new secret nor a second binding is accepted.
  const afterBind = await snapshot('binder');
  expectError(await t.app.inject({ method: 'POST', url: API.authenticator, headers: authed(token) }), 409, 'authenticator_bound');
  expectError(await change(API.authenticatorBind, token, { code, password: PASSWORD }), 409, 'authenticator_bound');
  assert.deepEqual(await snapshot('binder'), afterBind);
});

test('a binding not confirmed within 15 minutes must start again', async () => {
  const token = await register('slowpoke');
  const setup = await start(token);
  t.clock.advanceMs(15 * 60_000 + 1_000);
  const before = await snapshot('slowpoke');
  expectError(
    await change(API.authenticatorBind, token, { code: totpCode(setup.secret, t.clock.now()), password: PASSWORD }),
    409,
    'authenticator_not_bound',
  );
  assert.deepEqual(await snapshot('slowpoke'), before);
});

test('unbinding needs a fresh code and the password; an unreadable secret unbinds with the password alone', async () => {
  const token = await register('unbinder');
  expectError(await change(API.authenticatorUnbind, token, { code: '123456', password: PASSWORD }), 409, 'authenticator_not_bound');
  const setup = await start(token);
  const bindCode = totpCode(setup.secret, t.clock.now());
  assert.equal((await change(API.authenticatorBind, token, { code: bindCode, password: PASSWORD })).statusCode, 200);

  const before = await snapshot('unbinder');
  expectError(await change(API.authenticatorUnbind, token, { code: bindCode, password: PASSWORD }), 400, 'two_factor_invalid');
  t.clock.advanceMs(30_000);
  const code = totpCode(setup.secret, t.clock.now());
  expectError(await change(API.authenticatorUnbind, token, { code, password: 'Mali2026!' }), 400, 'password_wrong');
  expectError(await change(API.authenticatorUnbind, token, { password: PASSWORD }), 400, 'two_factor_invalid');
  assert.deepEqual(await snapshot('unbinder'), before);

  const unbound = await change(API.authenticatorUnbind, token, { code, password: PASSWORD });
  assert.equal(unbound.statusCode, 200, unbound.body);
  assert.deepEqual((await security(token)).authenticator, { bound: false, usable: false });
  const [audit] = await t.db.query<{ action: string }>(
    `select action from audit_log where account_id = (select id from accounts where username = 'unbinder') order by id desc limit 1`,
  );
  assert.equal(audit?.action, 'authenticator.unbind');

  // A secret sealed under another APP_SECRET cannot make codes: it is not offered, and the password alone unbinds it.
  const again = await start(token);
  assert.equal(
    (await change(API.authenticatorBind, token, { code: totpCode(again.secret, t.clock.now()), password: PASSWORD })).statusCode,
    200,
  );
  await t.db.query(
    `update authenticators set sealed_secret = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' where account_id = (select id from accounts where username = 'unbinder')`,
  );
  assert.deepEqual((await security(token)).authenticator, { bound: true, usable: false });
  assert.deepEqual((await security(token)).secondFactors, []);
  assert.equal((await change(API.authenticatorUnbind, token, { password: PASSWORD })).statusCode, 200);
  assert.deepEqual((await security(token)).authenticator, { bound: false, usable: false });
});

test('wrong login passwords at binding lock after five and end the session; parallel guesses at unbinding too', async () => {
  const token = await register('pwguessed');
  const setup = await start(token);
  const before = await snapshot('pwguessed');
  const bind = (password: string) => change(API.authenticatorBind, token, { code: totpCode(setup.secret, t.clock.now()), password });
  for (let i = 0; i < 4; i += 1) expectError(await bind('Mali2026!'), 400, 'password_wrong');
  expectError(await bind('Mali2026!'), 423, 'account_locked');
  expectError(await t.app.inject({ url: API.memberSecurity, headers: authed(token) }), 401, 'login.not.session');
  const after = await snapshot('pwguessed');
  assert.equal(after?.authenticator, before?.authenticator, 'nothing was bound');
  assert.equal(Number(after?.audits), Number(before?.audits) + 1, 'the lock is audited');

  // After the lock, a new session binds with the right password (which resets the count) ...
  t.clock.advanceMs(15 * 60_000 + 1_000);
  const login = await sendSealed(t, 'POST', API.login, {
    type: 'username',
    username: 'pwguessed',
    password: PASSWORD,
    humanCheck: await humanCheck(t),
  });
  const again = login.json().value.token as string;
  const fresh = await start(again);
  assert.equal(
    (await change(API.authenticatorBind, again, { code: totpCode(fresh.secret, t.clock.now()), password: PASSWORD })).statusCode,
    200,
  );
  // ... and ten parallel guesses at unbinding get five tries, four answered wrong, and end it.
  t.clock.advanceMs(30_000);
  const code = totpCode(fresh.secret, t.clock.now());
  const results = await Promise.all(
    Array.from({ length: 10 }, (_unused, i) => change(API.authenticatorUnbind, again, { code, password: `Hula${i}2026!` })),
  );
  const codes = results.map((response) => response.json().errorCode as string);
  // The others are refused as locked unchecked (or, arriving after the session ended, as signed out).
  assert.equal(codes.filter((answer) => answer === 'password_wrong').length, 4, codes.join());
  assert.ok(
    codes.every((answer) => ['password_wrong', 'account_locked', 'login.not.session'].includes(answer)),
    codes.join(),
  );
  const [counted] = await t.db.query<{ failures: number }>(
    `select failures from password_reverify_failures where account_id = (select id from accounts where username = 'pwguessed')`,
  );
  assert.equal(counted?.failures, 5, 'five tries were checked, no more');
  expectError(await t.app.inject({ url: API.memberSecurity, headers: authed(again) }), 401, 'login.not.session');
  const [row] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from authenticators where account_id = (select id from accounts where username = 'pwguessed') and confirmed_at is not null`,
  );
  assert.equal(row?.n, 1, 'still bound');
});

test('trial accounts get in_need_true_account and visitors login.not.session, changing nothing', async () => {
  const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  const trialToken = trial.json().value.token as string;
  const [before] = await t.db.query<{ n: number }>('select count(*)::int as n from authenticators');
  expectError(await t.app.inject({ url: API.memberSecurity, headers: authed(trialToken) }), 403, 'in_need_true_account');
  expectError(await t.app.inject({ method: 'POST', url: API.authenticator, headers: authed(trialToken) }), 403, 'in_need_true_account');
  expectError(await change(API.authenticatorBind, trialToken, { code: '123456', password: PASSWORD }), 403, 'in_need_true_account');
  expectError(await t.app.inject({ url: API.memberSecurity, headers: demoHeaders() }), 401, 'login.not.session');
  expectError(await t.app.inject({ method: 'POST', url: API.authenticator, headers: demoHeaders() }), 401, 'login.not.session');
  const [afterwards] = await t.db.query<{ n: number }>('select count(*)::int as n from authenticators');
  assert.equal(afterwards?.n, before?.n);
});
