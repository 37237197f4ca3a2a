// Back-office sign-in: password and authenticator code every time, answers that never say which
// factor failed, no lock after repeated failures (staff-sign-in.test.ts has the rest), single-use codes, httpOnly cookie sessions,
// permissions per role, brand scoping of the audit trail, and the cross-site header.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API, STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { STAFF_ROLES, staffCan } from '@pkg/contracts/staff-roles';
import { createPasswordHasher } from '../../lib/password.ts';
import { createSealer } from '../../lib/sealed-box.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStaff, StaffAdminError, type StaffInput } from './staff-admin.ts';
import { STAFF_TOTP_PURPOSE } from './staff-auth.service.ts';
import { totpCode } from '../../lib/totp.ts';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';
const PASSWORD = 'Bantay-Kaha-2026';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());
beforeEach(() => t.clock.advanceMs(60_000));

let counter = 0;
async function makeStaff(input: Partial<StaffInput> = {}) {
  counter += 1;
  const username = input.username ?? `staff${counter}`;
  const created = await createStaff(t.db, t.clock, await createPasswordHasher(2), createSealer(SECRET, STAFF_TOTP_PURPOSE), {
    username,
    displayName: 'Desk',
    role: 'owner',
    password: PASSWORD,
    brandCodes: [],
    ...input,
  });
  return { username, ...created };
}

function login(username: string, password: string, code: string, headers: Record<string, string> = { 'x-backoffice': '1' }) {
  return t.app.inject({
    method: 'POST',
    url: BO_API.login,
    headers: { ...headers, 'x-forwarded-for': '10.1.2.3' },
    payload: { username, password, code },
  });
}

function cookieOf(response: Awaited<ReturnType<typeof login>>): string {
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  assert.ok(cookie, 'session cookie set');
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Strict');
  assert.equal(cookie.path, '/bo');
  return cookie.value;
}

async function signedIn(input: Partial<StaffInput> = {}) {
  const staff = await makeStaff(input);
  const response = await login(staff.username, PASSWORD, totpCode(staff.secretBase32, t.clock.now()));
  assert.equal(response.statusCode, 200, response.body);
  return { ...staff, cookie: cookieOf(response) };
}

const withCookie = (cookie: string, extra: Record<string, string> = {}) => ({ cookie: `${STAFF_COOKIE}=${cookie}`, ...extra });

test('staff sign in with password and authenticator code and see who they are', async () => {
  const staff = await signedIn({ role: 'finance' });
  const me = await t.app.inject({ url: BO_API.me, headers: withCookie(staff.cookie) });
  assert.equal(me.statusCode, 200, me.body);
  const value = me.json().value;
  assert.equal(value.username, staff.username);
  assert.equal(value.role, 'finance');
  assert.ok(value.permissions.includes('finance.decide'));
  assert.equal(value.allBrands, true);
  assert.ok(value.brands.some((brand: { code: string }) => brand.code === 'bituin'));
  const [row] = await t.db.query<{ totp_sealed: string }>(`select totp_sealed from staff where username = $1`, [staff.username]);
  assert.ok(row && !row.totp_sealed.includes(staff.secretBase32), 'the authenticator secret is stored sealed');
});

test('a wrong password, a wrong code and an unknown name answer alike and open nothing', async () => {
  const staff = await makeStaff();
  const code = totpCode(staff.secretBase32, t.clock.now());
  const wrongCode = code === '000000' ? '111111' : '000000';
  const answers = await Promise.all([
    login(staff.username, 'not-the-password', code),
    login(staff.username, PASSWORD, wrongCode),
    login('nobody-here', PASSWORD, code),
  ]);
  for (const response of answers) {
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().errorCode, 'login.cred.err');
    assert.equal(response.cookies.length, 0);
  }
  const sessions = await t.db.query(`select 1 from staff_sessions s join staff t on t.id = s.staff_id where t.username = $1`, [
    staff.username,
  ]);
  assert.equal(sessions.length, 0);
});

test('a code works once: the same code again (a replay) is refused', async () => {
  const staff = await makeStaff();
  const code = totpCode(staff.secretBase32, t.clock.now());
  assert.equal((await login(staff.username, PASSWORD, code)).statusCode, 200);
  const again = await login(staff.username, PASSWORD, code);
  assert.equal(again.statusCode, 401);
  assert.equal(again.json().errorCode, 'login.cred.err');
});

test('five failures lock nothing: the right password and code still sign in (decision 060)', async () => {
  const staff = await makeStaff();
  for (let i = 0; i < 5; i += 1) assert.equal((await login(staff.username, 'wrong-password', '123456')).statusCode, 401);
  assert.equal((await login(staff.username, PASSWORD, totpCode(staff.secretBase32, t.clock.now()))).statusCode, 200);
  const failures = await t.db.query(`select 1 from staff_audit where staff_username = $1 and action = 'login.failed'`, [staff.username]);
  assert.equal(failures.length, 5);
});

test('bad input is refused with bad_request: short code, letters in the code, missing password', async () => {
  for (const payload of [
    { username: 'x', password: PASSWORD, code: '123' },
    { username: 'x', password: PASSWORD, code: 'abcdef' },
    { username: 'x', code: '123456' },
  ]) {
    const response = await t.app.inject({ method: 'POST', url: BO_API.login, headers: { 'x-backoffice': '1' }, payload });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'bad_request');
  }
});

test('calls without the back-office header (a cross-site form) are refused', async () => {
  const staff = await makeStaff();
  const response = await login(staff.username, PASSWORD, totpCode(staff.secretBase32, t.clock.now()), {});
  assert.equal(response.statusCode, 403);
  const signed = await signedIn();
  const logout = await t.app.inject({ method: 'POST', url: BO_API.logout, headers: withCookie(signed.cookie) });
  assert.equal(logout.statusCode, 403);
  assert.equal((await t.app.inject({ url: BO_API.me, headers: withCookie(signed.cookie) })).statusCode, 200, 'the session still works');
});

test('without a session, or with a revoked one, calls get login.not.session', async () => {
  assert.equal((await t.app.inject({ url: BO_API.me })).json().errorCode, 'login.not.session');
  const staff = await signedIn();
  const out = await t.app.inject({ method: 'POST', url: BO_API.logout, headers: withCookie(staff.cookie, { 'x-backoffice': '1' }) });
  assert.equal(out.statusCode, 200, out.body);
  const after = await t.app.inject({ url: BO_API.me, headers: withCookie(staff.cookie) });
  assert.equal(after.statusCode, 401);
  assert.equal(after.json().errorCode, 'login.not.session');
});

test('a session ends after 30 idle minutes', async () => {
  const staff = await signedIn();
  t.clock.advanceMs(31 * 60_000);
  assert.equal((await t.app.inject({ url: BO_API.me, headers: withCookie(staff.cookie) })).statusCode, 401);
});

test('roles: support may not read the staff audit trail; auditors and owners may', async () => {
  const support = await signedIn({ role: 'support' });
  const refused = await t.app.inject({ url: BO_API.audit, headers: withCookie(support.cookie) });
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().errorCode, 'forbidden');
  const auditor = await signedIn({ role: 'auditor' });
  const page = await t.app.inject({ url: `${BO_API.audit}?limit=2`, headers: withCookie(auditor.cookie) });
  assert.equal(page.statusCode, 200, page.body);
  assert.equal(page.json().value.entries.length, 2);
  assert.ok(page.json().value.nextBefore, 'more pages');
});

test('roles: only owner and finance hold the permissions that create money; support keeps the rest of its desks', () => {
  // Manual balance adjustments, missions (their rewards) and the points' cash side (decision 019's addendum).
  for (const permission of ['finance.adjust', 'missions.manage', 'points.finance'] as const) {
    assert.deepEqual(
      STAFF_ROLES.filter((role) => staffCan(role, permission)),
      ['owner', 'finance'],
      permission,
    );
  }
  for (const permission of ['missions.read', 'points.read', 'points.manage'] as const)
    assert.ok(staffCan('support', permission), permission);
  assert.ok(!staffCan('auditor', 'points.manage'));
});

test('staff scoped to a brand see only that brand and their own entries in the audit trail', async () => {
  const owner = await signedIn();
  const scoped = await signedIn({ role: 'auditor', brandCodes: ['bituin'] });
  const me = (await t.app.inject({ url: BO_API.me, headers: withCookie(scoped.cookie) })).json().value;
  assert.equal(me.allBrands, false);
  assert.deepEqual(
    me.brands.map((brand: { code: string }) => brand.code),
    ['bituin'],
  );
  const entries = (await t.app.inject({ url: `${BO_API.audit}?limit=100`, headers: withCookie(scoped.cookie) })).json().value.entries as {
    staff: string;
  }[];
  assert.ok(entries.length > 0);
  assert.ok(entries.every((entry) => entry.staff === scoped.username));
  assert.ok(!entries.some((entry) => entry.staff === owner.username));
});

test('the staff audit trail cannot be changed or deleted', async () => {
  await makeStaff();
  await assert.rejects(t.db.query(`update staff_audit set action = 'x'`), /append-only/);
  await assert.rejects(t.db.query(`delete from staff_audit`), /append-only/);
});

test('creating staff refuses bad input and clashes, writing nothing', async () => {
  const before = await t.db.query(`select count(*)::int as n from staff`);
  await assert.rejects(makeStaff({ username: 'X' }), StaffAdminError);
  await assert.rejects(makeStaff({ role: 'king' }), StaffAdminError);
  await assert.rejects(makeStaff({ password: 'short' }), StaffAdminError);
  await assert.rejects(makeStaff({ brandCodes: ['nope'] }), StaffAdminError);
  await assert.rejects(makeStaff({ totpSecret: 'not base32!' }), StaffAdminError);
  await makeStaff({ username: 'twin' });
  await assert.rejects(makeStaff({ username: 'twin' }), (error: unknown) => error instanceof StaffAdminError && error.kind === 'conflict');
  const afterCount = await t.db.query(`select count(*)::int as n from staff`);
  assert.deepEqual(afterCount, [{ n: (before[0] as { n: number }).n + 1 }]);
});

test('/bo answers without a brand: unknown /bo paths get the envelope from any host', async () => {
  const response = await t.app.inject({ url: '/bo/nothing', headers: { host: 'unknown.example' } });
  assert.equal(response.statusCode, 404);
  assert.equal(response.json().errorCode, 'not_found');
});
