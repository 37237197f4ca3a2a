// Proves the payment password: set the first time with the login password (whose wrong answers
// lock and end the session, password-reverify.ts), changed with the old one, checked against the
// brand's rule, locked after five wrong answers even to parallel guesses (each takes a try before
// argon2 runs; parallel right answers wait for a try and pass), refused to trial accounts and in
// plaintext, and kept from a registration form that shows the field.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed, humanCheck, registerUser, registration, sendSealed } from '../../../test/auth-helpers.ts';
import { AppError } from '../../http/errors.ts';
import { createPasswordHasher, type PasswordHasher } from '../../lib/password.ts';
import { selectAccountById } from '../accounts/account.queries.ts';
import { createSessionService } from '../session/session.service.ts';
import { createSystemService } from '../system/system.service.ts';
import { createPaymentPasswordService } from './payment-password.service.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

let counter = 0;
async function member() {
  counter += 1;
  const username = `payer${counter}`;
  const { token } = await registerUser(t, username);
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from accounts where username = $1`, [username]);
  return { token, id: row?.id ?? '' };
}

/** The service as the money calls use it, on the test app's database and clock. */
async function serviceOf() {
  return createPaymentPasswordService({
    db: t.db,
    clock: t.clock,
    hasher: await createPasswordHasher(2),
    system: createSystemService(t.db),
    sessions: createSessionService(t.db, t.clock),
  });
}

const change = (token: string, body: object) => sendSealed(t, 'POST', API.paymentPassword, body, { authorization: token });
const state = async (token: string) =>
  (await t.app.inject({ url: API.paymentPassword, headers: authed(token) })).json().value.set as boolean;
const stored = async (id: string) => (await t.db.query(`select 1 from payment_passwords where account_id = $1`, [id])).length;

test('the first payment password is set with the login password, then changed with the old one', async () => {
  const { token, id } = await member();
  assert.equal(await state(token), false);
  const set = await change(token, { newPassword: '246810', confirmPassword: '246810', loginPassword: 'Lakad2026!' });
  assert.equal(set.statusCode, 200, set.body);
  assert.equal(await state(token), true);
  const changed = await change(token, { newPassword: '135790', confirmPassword: '135790', oldPassword: '246810' });
  assert.equal(changed.statusCode, 200, changed.body);
  const [audit] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from audit_log where account_id = $1 and action like 'payment_password.%'`,
    [id],
  );
  assert.equal(audit?.n, 2);
});

test('bad input is refused and nothing is stored: wrong login password, wrong pattern, mismatch', async () => {
  const { token, id } = await member();
  const cases: [object, number, string][] = [
    [{ newPassword: '246810', confirmPassword: '246810', loginPassword: 'wrong-one' }, 400, 'password_wrong'],
    [{ newPassword: '24681', confirmPassword: '24681', loginPassword: 'Lakad2026!' }, 400, 'field_invalid'],
    [{ newPassword: 'abcdef', confirmPassword: 'abcdef', loginPassword: 'Lakad2026!' }, 400, 'field_invalid'],
    [{ newPassword: '246810', confirmPassword: '246811', loginPassword: 'Lakad2026!' }, 400, 'password_mismatch'],
  ];
  for (const [body, status, code] of cases) {
    const response = await change(token, body);
    assert.equal(response.statusCode, status, JSON.stringify(body));
    assert.equal(response.json().errorCode, code);
  }
  assert.equal(await stored(id), 0);
});

test('a wrong old payment password counts; five in a row lock it for 15 minutes, even the right one', async () => {
  const { token, id } = await member();
  await change(token, { newPassword: '246810', confirmPassword: '246810', loginPassword: 'Lakad2026!' });
  for (let i = 0; i < 5; i += 1) {
    const wrong = await change(token, { newPassword: '135790', confirmPassword: '135790', oldPassword: '000000' });
    assert.equal(wrong.json().errorCode, 'payment_password_wrong');
  }
  const locked = await change(token, { newPassword: '135790', confirmPassword: '135790', oldPassword: '246810' });
  assert.equal(locked.statusCode, 423);
  assert.equal(locked.json().errorCode, 'account_locked');
  t.clock.advanceMs(15 * 60_000 + 1000);
  const account = await selectAccountById(t.db, id);
  assert.ok(account);
  // The service the money calls use says the same as the route.
  const service = await serviceOf();
  await service.verify(account, '246810');
  await assert.rejects(service.verify(account, '111111'), (error: { code?: string }) => error.code === 'payment_password_wrong');
});

/** The service with a hasher that counts its checks (and can be made busy, as when too many hashes run). */
async function countedService() {
  const real = await createPasswordHasher(50);
  const stats = { checks: 0, busy: false };
  const hasher: PasswordHasher = {
    hash: (pin) => real.hash(pin),
    verify: async (passwordHash, pin) => {
      if (stats.busy) throw new AppError('too_many_requests');
      stats.checks += 1;
      return real.verify(passwordHash, pin);
    },
  };
  return {
    service: createPaymentPasswordService({
      db: t.db,
      clock: t.clock,
      hasher,
      system: createSystemService(t.db),
      sessions: createSessionService(t.db, t.clock),
    }),
    stats,
  };
}

/** A member with the payment password 246810, its account as the money calls see it, and its session token. */
async function payer() {
  const { token, id } = await member();
  const set = await change(token, { newPassword: '246810', confirmPassword: '246810', loginPassword: 'Lakad2026!' });
  assert.equal(set.statusCode, 200, set.body);
  const account = await selectAccountById(t.db, id);
  assert.ok(account);
  return { token, id, account };
}

const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' ? (result.reason as { code?: string }).code : 'ok');
const rowState = async (id: string) =>
  (
    await t.db.query<{ failures: number; checking: number; locked: boolean }>(
      `select failures, checking, locked_until is not null as locked from payment_passwords where account_id = $1`,
      [id],
    )
  )[0];

test('ten parallel wrong payment passwords get five checks: five wrong, five refused as locked', async () => {
  const { service, stats } = await countedService();
  const { account, id } = await payer();
  const results = await Promise.allSettled(Array.from({ length: 10 }, (_unused, i) => service.verify(account, `10000${i}`)));
  const codes = results.map(codeOf);
  assert.equal(stats.checks, 5, 'argon2 ran once per try, no more');
  assert.equal(codes.filter((code) => code === 'payment_password_wrong').length, 5);
  assert.equal(codes.filter((code) => code === 'account_locked').length, 5);
  assert.deepEqual(await rowState(id), { failures: 5, checking: 0, locked: true });
  // Locked: the right one too, unchecked.
  await assert.rejects(service.verify(account, '246810'), (error: { code?: string }) => error.code === 'account_locked');
  assert.equal(stats.checks, 5);
});

test('parallel wrong old payment passwords through the route are held to the five tries as well', async () => {
  const { token, id } = await payer();
  const results = await Promise.all(
    Array.from({ length: 10 }, (_unused, i) =>
      change(token, { newPassword: '135790', confirmPassword: '135790', oldPassword: `20000${i}` }),
    ),
  );
  const codes = results.map((response) => response.json().errorCode as string);
  assert.equal(codes.filter((code) => code === 'payment_password_wrong').length, 5, codes.join());
  assert.equal(codes.filter((code) => code === 'account_locked').length, 5, codes.join());
  assert.deepEqual(await rowState(id), { failures: 5, checking: 0, locked: true });
});

test('parallel calls with the right payment password all pass, waiting for a try when the others hold them', async () => {
  const { service, stats } = await countedService();
  const { account, id } = await payer();
  for (let i = 0; i < 3; i += 1) await assert.rejects(service.verify(account, '000000'));
  // Two tries are left, so at most two checks run at once; the others wait their turn.
  const results = await Promise.allSettled(Array.from({ length: 12 }, () => service.verify(account, '246810')));
  assert.deepEqual([...new Set(results.map(codeOf))], ['ok']);
  assert.equal(stats.checks, 15);
  assert.deepEqual(await rowState(id), { failures: 0, checking: 0, locked: false });
});

test('after a lock ends one try is left, even to parallel guesses; a right answer resets the count', async () => {
  const { service, stats } = await countedService();
  const { account, id } = await payer();
  for (let i = 0; i < 5; i += 1) await assert.rejects(service.verify(account, '000000'));
  t.clock.advanceMs(15 * 60_000 + 1000);
  const before = stats.checks;
  const results = await Promise.allSettled(Array.from({ length: 10 }, (_unused, i) => service.verify(account, `30000${i}`)));
  const codes = results.map(codeOf);
  assert.equal(stats.checks - before, 1);
  assert.equal(codes.filter((code) => code === 'payment_password_wrong').length, 1);
  assert.equal(codes.filter((code) => code === 'account_locked').length, 9);
  t.clock.advanceMs(15 * 60_000 + 1000);
  await service.verify(account, '246810');
  assert.deepEqual(await rowState(id), { failures: 0, checking: 0, locked: false });
  // A full five tries again.
  for (let i = 0; i < 4; i += 1)
    await assert.rejects(service.verify(account, '000000'), (error: { code?: string }) => error.code === 'payment_password_wrong');
  await service.verify(account, '246810');
});

test('a check the busy hasher refused gives its try back and counts nothing', async () => {
  const { service, stats } = await countedService();
  const { account, id } = await payer();
  await assert.rejects(service.verify(account, '000000'));
  stats.busy = true;
  for (let i = 0; i < 6; i += 1) {
    await assert.rejects(service.verify(account, '000000'), (error: { code?: string }) => error.code === 'too_many_requests');
  }
  assert.deepEqual(await rowState(id), { failures: 1, checking: 0, locked: false });
  stats.busy = false;
  await service.verify(account, '246810');
});

test('wrong login passwords for the first payment password lock after five and end the session, in parallel too', async () => {
  const { token, id } = await member();
  const results = await Promise.all(
    Array.from({ length: 10 }, (_unused, i) =>
      change(token, { newPassword: '246810', confirmPassword: '246810', loginPassword: `Mali${i}2026!` }),
    ),
  );
  const codes = results.map((response) => response.json().errorCode as string);
  // The others are refused as locked unchecked (or, arriving after the session ended, as signed out).
  assert.equal(codes.filter((code) => code === 'password_wrong').length, 4, codes.join());
  assert.ok(
    codes.every((code) => ['password_wrong', 'account_locked', 'login.not.session'].includes(code)),
    codes.join(),
  );
  const [counted] = await t.db.query<{ failures: number }>(`select failures from password_reverify_failures where account_id = $1`, [id]);
  assert.equal(counted?.failures, 5, 'five tries were checked, no more');
  assert.equal((await t.app.inject({ url: API.paymentPassword, headers: authed(token) })).statusCode, 401, 'the session ended');
  assert.equal(await stored(id), 0);
  const [audit] = await t.db.query<{ action: string; after: { during: string } }>(
    `select action, after from audit_log where account_id = $1 order by id desc limit 1`,
    [id],
  );
  assert.equal(audit?.action, 'password.reverify_locked');
  assert.equal(audit?.after.during, 'payment_password.set');
});

test('an account without a payment password gets payment_password_not_set from the money calls', async () => {
  const { id } = await member();
  const account = await selectAccountById(t.db, id);
  assert.ok(account);
  const service = await serviceOf();
  await assert.rejects(service.verify(account, '246810'), (error: { code?: string }) => error.code === 'payment_password_not_set');
});

test('trial accounts, visitors and plaintext bodies are refused', async () => {
  const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  const trialToken = trial.json().value.token as string;
  const asTrial = await change(trialToken, { newPassword: '246810', confirmPassword: '246810', loginPassword: 'x' });
  assert.equal(asTrial.json().errorCode, 'in_need_true_account');
  const visitor = await t.app.inject({ url: API.paymentPassword, headers: demoHeaders() });
  assert.equal(visitor.statusCode, 401);
  const { token, id } = await member();
  const plain = await t.app.inject({
    method: 'POST',
    url: API.paymentPassword,
    headers: authed(token, { 'content-type': 'application/json' }),
    payload: { newPassword: '246810', confirmPassword: '246810', loginPassword: 'Lakad2026!' },
  });
  assert.equal(plain.json().errorCode, 'encryption_required');
  assert.equal(await stored(id), 0);
});

test('a registration form that shows the payment password field keeps it', async () => {
  await t.db.query(
    `insert into register_field_settings (merchant_id, field, enabled, required, pattern_id, min_length, max_length)
     select id, 'paymentPassword', true, true, 'digits', 6, 6 from merchants where code = 'bituin'
     on conflict (merchant_id, field) do update set enabled = true, required = true`,
  );
  try {
    const response = await sendSealed(t, 'PUT', API.register, {
      ...registration('payerform', 'Lakad2026!', { paymentPassword: '864200' }),
      humanCheck: await humanCheck(t),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await state(response.json().value.token), true);
  } finally {
    await t.db.query(`delete from register_field_settings where field = 'paymentPassword'`);
  }
});
