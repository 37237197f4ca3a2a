// Proves the one check of the login password for signed-in calls (password-reverify.ts): the
// brand's login lock limit of wrong answers locks these calls for the brand's lock minutes and ends
// the session that gave the last one (audited); parallel guesses get no more argon2 checks than the
// limit; a right answer resets the count; old wrong answers leave the window; a busy hasher counts
// nothing; and every call that asks for the login password shares the one count.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authed, loginAs, registerUser, sendSealed } from '../../../test/auth-helpers.ts';
import { AppError } from '../../http/errors.ts';
import { createPasswordHasher, type PasswordHasher } from '../../lib/password.ts';
import { createBrandService } from '../brands/brand.service.ts';
import type { Brand } from '../brands/brand.types.ts';
import { createSessionService } from '../session/session.service.ts';
import { selectAccountById } from './account.queries.ts';
import { createPasswordReverify, REVERIFY_WINDOW_MS, type ReverifyCaller } from './password-reverify.ts';

const PASSWORD = 'Lakad2026!';

let t: TestApp;
let brand: Brand;
let real: PasswordHasher;
before(async () => {
  t = await createTestApp();
  const found = await createBrandService(t.db, t.clock, 0).byCode('bituin');
  assert.ok(found);
  brand = found;
  real = await createPasswordHasher(50);
});
after(() => t.close());

/** The mechanism on the test app's database and clock, with a hasher that counts its checks (and can be made busy). */
function counted() {
  const stats = { checks: 0, busy: false };
  const hasher: PasswordHasher = {
    hash: (password) => real.hash(password),
    verify: async (passwordHash, password) => {
      if (stats.busy) throw new AppError('too_many_requests');
      stats.checks += 1;
      return real.verify(passwordHash, password);
    },
  };
  return { reverify: createPasswordReverify({ db: t.db, clock: t.clock, hasher, sessions: createSessionService(t.db, t.clock) }), stats };
}

let serial = 0;
/** A registered player, its account as the auth guard reads it, and its session. */
async function player(): Promise<{ token: string; caller: ReverifyCaller }> {
  serial += 1;
  const username = `reverify${serial}`;
  const { token } = await registerUser(t, username, PASSWORD);
  const [row] = await t.db.query<{ id: string; sessionId: string }>(
    `select a.id::text as id, s.id::text as "sessionId" from accounts a join sessions s on s.account_id = a.id where a.username = $1`,
    [username],
  );
  assert.ok(row);
  const account = await selectAccountById(t.db, row.id);
  assert.ok(account);
  return { token, caller: { brand, account, sessionId: row.sessionId, ip: '203.0.113.9' } };
}

const WRONG = () => new AppError('password_wrong');
const codeOf = (error: unknown) => (error as { code?: string }).code;
const live = async (token: string) => (await t.app.inject({ url: API.memberInfo, headers: authed(token) })).statusCode === 200;
const failuresOf = async (accountId: string) =>
  (await t.db.query<{ failures: number }>(`select failures from password_reverify_failures where account_id = $1`, [accountId]))[0]
    ?.failures ?? 0;

test('the limit of wrong answers locks these calls, ends the session and is audited; the lock ends', async () => {
  const { reverify, stats } = counted();
  const { token, caller } = await player();
  assert.equal(brand.loginLockFailures, 5);
  for (let i = 1; i < brand.loginLockFailures; i += 1) {
    await assert.rejects(reverify.check(caller, 'Mali2026!', 'password.change', WRONG()), (e) => codeOf(e) === 'password_wrong');
  }
  assert.ok(await live(token), 'four wrong answers leave the session alone');
  await assert.rejects(reverify.check(caller, 'Mali2026!', 'password.change', WRONG()), (e) => {
    assert.equal(codeOf(e), 'account_locked');
    assert.equal((e as AppError).extra?.retryAfterSeconds, brand.loginLockMinutes * 60);
    return true;
  });
  assert.equal(await live(token), false, 'the session that gave the last wrong answer ended');
  const [audit] = await t.db.query<{ action: string; after: Record<string, unknown> }>(
    `select action, after from audit_log where account_id = $1 order by id desc limit 1`,
    [caller.account.id],
  );
  assert.equal(audit?.action, 'password.reverify_locked');
  assert.deepEqual(audit?.after, {
    during: 'password.change',
    failures: 5,
    lockedUntil: new Date(t.clock.now().getTime() + brand.loginLockMinutes * 60_000).toISOString(),
    sessionEnded: true,
  });
  // Locked: even the right password is refused, unchecked, from another session too.
  const checks = stats.checks;
  const other = await loginAs(t, caller.account.username, PASSWORD);
  assert.equal(other.statusCode, 200, 'the login itself is not locked');
  await assert.rejects(reverify.check(caller, PASSWORD, 'rg.self_exclusion', WRONG()), (e) => codeOf(e) === 'account_locked');
  assert.equal(stats.checks, checks);
  t.clock.advanceMs(brand.loginLockMinutes * 60_000 + 1_000);
  await reverify.check(caller, PASSWORD, 'rg.self_exclusion', WRONG());
  assert.equal(await failuresOf(caller.account.id), 0);
});

test('ten parallel wrong guesses get no more checks than the limit', async () => {
  const { reverify, stats } = counted();
  const { token, caller } = await player();
  const results = await Promise.allSettled(
    Array.from({ length: 10 }, (_unused, i) => reverify.check(caller, `Hula${i}2026!`, 'authenticator.bind', WRONG())),
  );
  const codes = results.map((result) => (result.status === 'rejected' ? codeOf(result.reason) : 'ok'));
  assert.equal(stats.checks, brand.loginLockFailures, 'argon2 ran once per try, no more');
  assert.equal(codes.filter((code) => code === 'password_wrong').length, brand.loginLockFailures - 1);
  assert.equal(codes.filter((code) => code === 'account_locked').length, 10 - (brand.loginLockFailures - 1));
  assert.equal(await failuresOf(caller.account.id), brand.loginLockFailures);
  assert.equal(await live(token), false);
  const [locks] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from audit_log where account_id = $1 and action = 'password.reverify_locked'`,
    [caller.account.id],
  );
  assert.equal(locks?.n, 1, 'one lock, one audit entry');
});

test('a right answer resets the count; wrong answers older than the window no longer count', async () => {
  const { reverify } = counted();
  const { caller } = await player();
  const wrongTimes = async (n: number) => {
    for (let i = 0; i < n; i += 1) await assert.rejects(reverify.check(caller, 'Mali2026!', 'password.change', WRONG()));
  };
  await wrongTimes(4);
  await reverify.check(caller, PASSWORD, 'password.change', WRONG());
  assert.equal(await failuresOf(caller.account.id), 0);
  await wrongTimes(4);
  t.clock.advanceMs(REVERIFY_WINDOW_MS + 1_000);
  await wrongTimes(4);
  assert.equal(await failuresOf(caller.account.id), 4);
  // Not locked: the right answer still passes.
  await reverify.check(caller, PASSWORD, 'password.change', WRONG());
});

test('a check the busy hasher refused counts nothing', async () => {
  const { reverify, stats } = counted();
  const { caller } = await player();
  await assert.rejects(reverify.check(caller, 'Mali2026!', 'password.change', WRONG()));
  stats.busy = true;
  for (let i = 0; i < 6; i += 1) {
    await assert.rejects(reverify.check(caller, 'Mali2026!', 'password.change', WRONG()), (e) => codeOf(e) === 'too_many_requests');
  }
  assert.equal(await failuresOf(caller.account.id), 1);
  stats.busy = false;
  await reverify.check(caller, PASSWORD, 'password.change', WRONG());
});

test('every call that asks for the login password shares the one count', async () => {
  const { caller, token } = await player();
  const sealed = (url: string, payload: object) => sendSealed(t, 'POST', url, payload, { authorization: token });
  const setup = await t.app.inject({ method: 'POST', url: API.authenticator, headers: authed(token) });
  assert.equal(setup.statusCode, 200, setup.body);
  const answers = [
    await sealed(API.changePassword, { oldPassword: 'Mali2026!', newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' }),
    await sealed(API.paymentPassword, { newPassword: '246810', confirmPassword: '246810', loginPassword: 'Mali2026!' }),
    await sealed(API.rgSelfExclude, { length: '1y', password: 'Mali2026!' }),
    await sealed(API.authenticatorBind, { code: '123456', password: 'Mali2026!' }),
    await sealed(API.authenticatorBind, { code: '123456', password: 'Mali2026!' }),
  ].map((response) => response.json().errorCode as string);
  assert.deepEqual(answers, ['old_password_wrong', 'password_wrong', 'password_wrong', 'password_wrong', 'account_locked']);
  assert.equal(await live(token), false);
  // Another session of the account is refused these calls while the lock lasts, unchecked.
  const again = (await loginAs(t, caller.account.username, PASSWORD)).json().value.token as string;
  const refused = await sendSealed(
    t,
    'POST',
    API.changePassword,
    { oldPassword: PASSWORD, newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' },
    { authorization: again },
  );
  assert.equal(refused.statusCode, 423, refused.body);
  assert.equal(refused.json().errorCode, 'account_locked');
  assert.ok(await live(again), 'a refusal while locked does not end the session');
});
