// Proves the staff sign-in of decision 060: failures are counted per typed name whether or not a
// staff member has it, and real and unknown names get the same answer at every try; an address
// gets 429 after ten failures; no number of strangers' failures keeps out a staff member with the
// right password and code (there is no lock); under pressure the code is checked first and a right
// code with a wrong password is used up; the staff member is told when their name is being guessed,
// and every sign-in event (failed, limited, guessed, succeeded, from where) is on the audit page.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API, STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import type { StaffAuditPage, StaffNoticeList } from '@pkg/contracts/staff';
import { createPasswordHasher } from '../../lib/password.ts';
import { createSealer } from '../../lib/sealed-box.ts';
import { totpCode } from '../../lib/totp.ts';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../../../test/test-app.ts';
import { createStaff } from './staff-admin.ts';
import { ADDRESS_LIMIT, NAME_NOTICE, SIGN_IN_WINDOW_MS, STAFF_TOTP_PURPOSE } from './staff-auth.service.ts';

const PASSWORD = 'Bantay-Kaha-2026';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());
// Each test starts in a window of its own, with a fresh authenticator step.
beforeEach(() => t.clock.advanceMs(SIGN_IN_WINDOW_MS + 60_000));

let serial = 0;
async function makeStaff() {
  serial += 1;
  const username = `gate${serial}`;
  const created = await createStaff(t.db, t.clock, await createPasswordHasher(2), createSealer(TEST_APP_SECRET, STAFF_TOTP_PURPOSE), {
    username,
    displayName: 'Gate',
    role: 'owner',
    password: PASSWORD,
    brandCodes: [],
  });
  return { username, secret: created.secretBase32 };
}

function login(username: string, password: string, code: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: BO_API.login,
    headers: { 'x-backoffice': '1', 'x-forwarded-for': ip },
    payload: { username, password, code },
  });
}

const codeNow = (secret: string) => totpCode(secret, t.clock.now());
const answerOf = (response: { statusCode: number; json(): { errorCode?: string } }) =>
  `${response.statusCode} ${response.json().errorCode}`;

function cookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  assert.ok(cookie, 'signed in');
  return `${STAFF_COOKIE}=${cookie.value}`;
}

test('a real name and an unknown one get the same answer at every try, and an address gets 429 after ten failures', async () => {
  const staff = await makeStaff();
  const answers: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const real = await login(staff.username, 'wrong-password-1', '000000', '10.9.0.1');
    const unknown = await login('nobody-here', 'wrong-password-1', '123456', '10.9.0.2');
    assert.equal(answerOf(real), answerOf(unknown), `try ${index + 1}`);
    answers.push(answerOf(real));
    t.clock.advanceMs(1_000);
  }
  const refused = Array(ADDRESS_LIMIT).fill('401 login.cred.err');
  assert.deepEqual(answers, [...refused, ...Array(14 - ADDRESS_LIMIT).fill('429 too_many_requests')]);
  const limited = await login('nobody-here', 'x', '123456', '10.9.0.2');
  assert.ok(Number(limited.json().retryAfterSeconds) > 0 && Number(limited.json().retryAfterSeconds) <= SIGN_IN_WINDOW_MS / 1000);
  // The failures are counted for the unknown name too, and no row says which names exist.
  const [unknownRow] = await t.db.query<{ failures: number }>(`select failures from staff_login_names where name_key = 'nobody-here'`);
  assert.equal(unknownRow?.failures, 15);
  // Once the window has passed, the address is answered as before.
  t.clock.advanceMs(SIGN_IN_WINDOW_MS);
  assert.equal(answerOf(await login('nobody-here', 'x', '123456', '10.9.0.2')), '401 login.cred.err');
});

test('strangers’ failures never keep out the staff member with the right password and code', async () => {
  const staff = await makeStaff();
  for (const ip of ['10.9.1.1', '10.9.1.2', '10.9.1.3'])
    for (let index = 0; index < ADDRESS_LIMIT + 2; index += 1) await login(staff.username, `guess-${index}`, '000000', ip);
  // From their own address, and even from a stranger's address that is answered 429 now.
  assert.equal((await login(staff.username, PASSWORD, codeNow(staff.secret), '10.9.1.9')).statusCode, 200);
  t.clock.advanceMs(30_000);
  const fromLimited = await login(staff.username, PASSWORD, codeNow(staff.secret), '10.9.1.1');
  assert.equal(fromLimited.statusCode, 200, fromLimited.body);
  // No lock is left to run out and fall again on the next wrong try.
  t.clock.advanceMs(30_000);
  await login(staff.username, 'one-more-wrong', codeNow(staff.secret), '10.9.1.8');
  t.clock.advanceMs(30_000);
  assert.equal((await login(staff.username, PASSWORD, codeNow(staff.secret), '10.9.1.9')).statusCode, 200);
});

test('under pressure a right code with a wrong password is used up: the next password try needs the next code', async () => {
  const staff = await makeStaff();
  for (let index = 0; index < 3; index += 1) await login(staff.username, `guess-${index}`, '000000', '10.9.2.1');
  const code = codeNow(staff.secret);
  assert.equal(answerOf(await login(staff.username, 'wrong-password-2', code, '10.9.2.2')), '401 login.cred.err');
  assert.equal(answerOf(await login(staff.username, PASSWORD, code, '10.9.2.2')), '401 login.cred.err');
  t.clock.advanceMs(30_000);
  assert.equal((await login(staff.username, PASSWORD, codeNow(staff.secret), '10.9.2.2')).statusCode, 200);
  // A good sign-in forgets the name's failures.
  assert.equal((await t.db.query(`select 1 from staff_login_names where name_key = $1`, [staff.username])).length, 0);
});

test('the staff member is told once when their name is being guessed, and the audit page shows every sign-in event', async () => {
  const staff = await makeStaff();
  for (let index = 0; index < NAME_NOTICE + 2; index += 1) await login(staff.username, `guess-${index}`, '000000', `10.9.3.${index}`);
  const signedIn = await login(staff.username, PASSWORD, codeNow(staff.secret), '10.9.3.200');
  assert.equal(signedIn.statusCode, 200, signedIn.body);
  const headers = { cookie: cookieOf(signedIn), 'x-backoffice': '1' };
  const notices = (await t.app.inject({ url: BO_API.myNotices, headers })).json().value as StaffNoticeList;
  assert.equal(notices.notices.length, 1);
  assert.equal(notices.notices[0]?.kind, 'sign_in_failures');
  assert.equal(notices.notices[0]?.detail.failures, NAME_NOTICE);
  assert.equal(notices.notices[0]?.detail.lastIp, `10.9.3.${NAME_NOTICE - 1}`);
  assert.equal((await t.app.inject({ method: 'POST', url: BO_API.myNoticesRead, headers })).statusCode, 200);
  assert.deepEqual(((await t.app.inject({ url: BO_API.myNotices, headers })).json().value as StaffNoticeList).notices, []);

  const audit = (await t.app.inject({ url: `${BO_API.audit}?kind=signIn&limit=100`, headers })).json().value as StaffAuditPage;
  const mine = audit.entries.filter((entry) => entry.staff === staff.username);
  assert.deepEqual(
    mine.map((entry) => entry.action),
    ['login', ...Array(2).fill('login.failed'), 'login.guessed', ...Array(NAME_NOTICE).fill('login.failed')],
  );
  assert.equal(mine[0]?.ip, '10.9.3.200');
  assert.equal(mine.at(-1)?.ip, '10.9.3.0');
  assert.equal(mine.at(-1)?.detail?.known, true);
  assert.ok(audit.entries.every((entry) => ['login', 'login.failed', 'login.limited', 'login.guessed', 'logout'].includes(entry.action)));
  assert.ok(
    audit.entries.some((entry) => entry.action === 'login.limited'),
    'the 429s of the first test are there',
  );
});
