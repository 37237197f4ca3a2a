// Proves the back office's Members desk (decision 038): members.read searches players of the brands
// in scope and opens a profile (wallets from the ledger, sessions, addresses, devices, linked
// accounts); members.manage locks (sessions end, every login refused) and unlocks (the failed-login
// lock too), resets the password (a temporary one texted to the player, which they must change) and
// two-factor (approved by a second staff member; member-resets.test.ts has the four-eyes rules), sets
// labels the site's member info shows, appends notes, keeps KYC documents and decides them; the
// agents tree opens level by level. Every change writes the staff audit with before, after and
// reason and the player's audit. Roles without the permission, staff of another brand and bad
// input are refused with a clear code and change nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API, STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import type { BoMemberPasswordReset, BoMemberProfile, BoMemberSearchValue, BoMemberTreeValue } from '@pkg/contracts/members';
import { API } from '@pkg/contracts/routes';
import { authed, loginAs, sendSealed } from '../../../test/auth-helpers.ts';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, demoHeaders, TEST_CAPTCHA_TEXT, type TestApp } from '../../../test/test-app.ts';
import { fund, makeAgent, newPlayer, placeUnder, type Player } from '../../../test/wallet-helpers.ts';
import { asStaff, pngImage, staffSignedIn, withId, type TestStaff } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
let brandId: string;
before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
});
after(() => t.close());

const url = (path: string, id: string) => withId(path, id);

async function staffTrail(accountId: string): Promise<Array<{ action: string; detail: Record<string, unknown> }>> {
  return t.db.query<{ action: string; detail: Record<string, unknown> }>(
    `select action, detail from staff_audit where target = $1 order by id`,
    [`account:${accountId}`],
  );
}

async function playerAudits(accountId: string): Promise<string[]> {
  const rows = await t.db.query<{ action: string }>(
    `select action from audit_log where account_id = $1 and actor like 'staff:%' order by id`,
    [accountId],
  );
  return rows.map((row) => row.action);
}

/** A captcha answer for a login after a failure (the test app's captchas always read TEST_CAPTCHA_TEXT). */
async function captcha(): Promise<[Record<string, string>, Record<string, string>]> {
  t.clock.advanceMs(1_100);
  const response = await t.app.inject({ url: API.captcha, headers: demoHeaders() });
  const cookie = response.cookies.find((c) => c.name === 'captcha');
  assert.ok(cookie);
  return [{ captcha: TEST_CAPTCHA_TEXT }, { cookie: `captcha=${cookie.value}` }];
}

/** The temporary password the last text to a phone carried. */
async function textedPassword(phone: string): Promise<string> {
  const [text] = await t.db.query<{ body: string }>(`select body from sms_outbox where phone = $1 order by id desc limit 1`, [phone]);
  const password = /:\s*([A-Za-z0-9]{12})\./.exec(text?.body ?? '')?.[1];
  assert.ok(password, text?.body);
  return password;
}

async function profileOf(staff: TestStaff, id: string): Promise<BoMemberProfile> {
  const response = await asStaff(t, staff, 'GET', url(BO_API.member, id));
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as BoMemberProfile;
}

/** Sends a KYC document as the console does: multipart with `kind` and one image. */
async function sendKyc(staff: TestStaff, id: string, fields: Record<string, string>, images: Buffer[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const bytes of images) form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'id.png');
  const request = new Request('http://local/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: url(BO_API.memberKyc, id),
    headers: {
      cookie: `${STAFF_COOKIE}=${staff.cookie}`,
      'x-backoffice': '1',
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

test('support finds a player by username, mobile, id and IP and opens the profile: wallets, sessions, addresses, devices, linked accounts', async () => {
  const player = await newPlayer(t, 'memfind', { pin: false });
  const other = await newPlayer(t, 'memtwin', { pin: false });
  await t.db.query(`update accounts set mobile_dialing_code = '63', mobile_number = '9171234567' where id = $1`, [player.id]);
  await fund(t, player.id, 123_456n);
  await t.db.query(
    `insert into account_ips (account_id, ip, first_seen_at, last_seen_at) values ($1, '198.51.100.7', $2, $2), ($3, '198.51.100.7', $2, $2)`,
    [player.id, t.clock.now().toISOString(), other.id],
  );
  for (const owner of [player.id, other.id]) {
    await t.db.query(
      `insert into payout_accounts (merchant_id, account_id, type, provider, account_name, account_number, created_at)
       values ($1, $2, 'bank', 'BDO Unibank', 'Juan Dela Cruz', '009988776655', $3)`,
      [brandId, owner, t.clock.now().toISOString()],
    );
  }
  const support = await staffSignedIn(t, 'support');
  const search = async (by: string, q: string) => {
    const response = await asStaff(t, support, 'GET', `${BO_API.members}?by=${by}&q=${encodeURIComponent(q)}&brandId=${brandId}`);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().value as BoMemberSearchValue).list.map((row) => row.username);
  };
  assert.deepEqual(await search('username', player.username.toUpperCase()), [player.username]);
  assert.deepEqual(await search('mobile', '1234567'), [player.username]);
  assert.deepEqual(await search('id', player.id), [player.username]);
  assert.deepEqual(await search('ip', '198.51.100.7'), [other.username, player.username]);
  assert.deepEqual(await search('id', 'not-a-number'), []);
  assert.deepEqual(await search('username', 'memfind%'), [], 'the typed % is literal');

  const paged = await asStaff(t, support, 'GET', `${BO_API.members}?by=ip&q=198.51.100.7&pageSize=1&pageNo=2`);
  const page = paged.json().value as BoMemberSearchValue;
  assert.deepEqual([page.total, page.totalPages, page.list[0]?.username], [2, 2, player.username]);

  const profile = await profileOf(support, player.id);
  assert.equal(profile.account.username, player.username);
  assert.equal(profile.account.mobile, '63 9171234567');
  const main = profile.wallets.find((wallet) => wallet.kind === 'player_main');
  assert.deepEqual([main?.balanceMinor, main?.heldMinor, main?.availableMinor], ['123456', '0', '123456']);
  assert.equal(profile.sessions.length, 1);
  assert.equal(profile.sessions[0]?.live, true);
  assert.ok(profile.ips.some((row) => row.ip === '198.51.100.7'));
  assert.equal(profile.devices.length, 1);
  const links = profile.linked.filter((row) => row.id === other.id).map((row) => `${row.via}:${row.value}`);
  assert.ok(links.includes('ip:198.51.100.7'), JSON.stringify(profile.linked));
  assert.ok(links.includes('payout:009988776655'), JSON.stringify(profile.linked));
  assert.ok(!profile.linked.some((row) => row.id === player.id), 'not linked to itself');
  assert.deepEqual(profile.lock, { lockedAt: null, reason: null, failedLoginsLockedUntil: null });
});

test('a lock ends the sessions and refuses every login; unlocking lets the player in again; both audits name the reason', async () => {
  const player = await newPlayer(t, 'memlock', { pin: false });
  const support = await staffSignedIn(t, 'support');
  const locked = await asStaff(t, support, 'POST', url(BO_API.memberLock, player.id), { reason: 'Chargeback under review' });
  assert.equal(locked.statusCode, 200, locked.body);
  const value = locked.json().value as BoMemberProfile;
  assert.equal(value.lock.reason, 'Chargeback under review');
  assert.ok(value.sessions.every((session) => !session.live));
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(player.token) })).statusCode, 401, 'the session ended');
  const login = await loginAs(t, player.username, 'Lakad2026!');
  assert.equal(login.statusCode, 403, login.body);
  assert.equal(login.json().errorCode, 'account_suspended');

  const again = await asStaff(t, support, 'POST', url(BO_API.memberLock, player.id), { reason: 'Chargeback under review' });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().errorCode, 'member_state');

  const unlocked = await asStaff(t, support, 'POST', url(BO_API.memberUnlock, player.id), { reason: 'Chargeback settled' });
  assert.equal(unlocked.statusCode, 200, unlocked.body);
  assert.equal((await loginAs(t, player.username, 'Lakad2026!')).statusCode, 200);
  assert.deepEqual(await staffTrail(player.id), [
    {
      action: 'member.lock',
      detail: { username: player.username, before: { locked: false }, after: { locked: true }, reason: 'Chargeback under review' },
    },
    {
      action: 'member.unlock',
      detail: {
        username: player.username,
        before: { locked: true, failedLoginsLockedUntil: null, passwordChecksLockedUntil: null },
        after: { locked: false, failedLoginsLockedUntil: null, passwordChecksLockedUntil: null },
        reason: 'Chargeback settled',
      },
    },
  ]);
  assert.deepEqual(await playerAudits(player.id), ['member.lock', 'member.unlock']);
  const notLocked = await asStaff(t, support, 'POST', url(BO_API.memberUnlock, player.id), { reason: 'Again please' });
  assert.equal(notLocked.json().errorCode, 'member_state');
});

test('unlock lifts the failed-login lock of the username', async () => {
  const player = await newPlayer(t, 'memfail', { pin: false });
  const support = await staffSignedIn(t, 'support');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const failed = await loginAs(t, player.username, 'Mali2026!', ...(await captcha()));
    assert.equal(failed.statusCode, attempt < 4 ? 401 : 423, failed.body);
  }
  const refused = await loginAs(t, player.username, 'Lakad2026!', ...(await captcha()));
  assert.equal(refused.json().errorCode, 'account_locked');
  const profile = await profileOf(support, player.id);
  assert.ok(profile.lock.failedLoginsLockedUntil, 'the desk shows the failed-login lock');
  assert.equal(profile.lock.lockedAt, null);
  const unlocked = await asStaff(t, support, 'POST', url(BO_API.memberUnlock, player.id), { reason: 'Player proved who they are' });
  assert.equal(unlocked.statusCode, 200, unlocked.body);
  assert.equal((unlocked.json().value as BoMemberProfile).lock.failedLoginsLockedUntil, null);
  assert.equal((await loginAs(t, player.username, 'Lakad2026!')).statusCode, 200);
});

test('unlock lifts the lock on calls that ask the password again (wrong answers to them are forgotten)', async () => {
  const player = await newPlayer(t, 'memrecheck', { pin: false });
  const support = await staffSignedIn(t, 'support');
  const change = (token: string, oldPassword: string) =>
    sendSealed(
      t,
      'POST',
      API.changePassword,
      { oldPassword, newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' },
      { authorization: token },
    );
  let token = player.token;
  for (let attempt = 0; attempt < 5; attempt += 1) await change(token, 'Mali2026!');
  token = (await loginAs(t, player.username, 'Lakad2026!')).json().value.token as string;
  assert.equal((await change(token, 'Lakad2026!')).json().errorCode, 'account_locked', 'locked for 15 minutes');
  const unlocked = await asStaff(t, support, 'POST', url(BO_API.memberUnlock, player.id), { reason: 'Player called, ID checked' });
  assert.equal(unlocked.statusCode, 200, unlocked.body);
  const changed = await change(token, 'Lakad2026!');
  assert.equal(changed.statusCode, 200, changed.body);
});

test('a password reset texts a temporary password the player must change at the next login; sessions end', async () => {
  const player = await newPlayer(t, 'mempass', { pin: false });
  await t.db.query(`update accounts set mobile_dialing_code = '+63', mobile_number = '9170000206' where id = $1`, [player.id]);
  const owner = await staffSignedIn(t, 'owner');
  const reset = await asStaff(t, owner, 'POST', url(BO_API.memberPasswordReset, player.id), { reason: 'Forgot password, ID checked' });
  assert.equal(reset.statusCode, 200, reset.body);
  const { outcome, profile } = reset.json().value as BoMemberPasswordReset;
  assert.deepEqual(outcome, { status: 'sent', requestId: null, sentTo: '+63 ••••••0206' });
  const temporaryPassword = await textedPassword('+639170000206');
  assert.ok(!reset.body.includes(temporaryPassword), 'the desk never sees the password');
  assert.equal(profile.account.mustChangePassword, true);
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(player.token) })).statusCode, 401, 'the session ended');
  assert.equal((await loginAs(t, player.username, 'Lakad2026!')).json().errorCode, 'login.cred.err', 'the old password no longer works');
  const login = await loginAs(t, player.username, temporaryPassword, ...(await captcha()));
  assert.equal(login.statusCode, 200, login.body);
  assert.equal(login.json().value.cpw, true);
  const token = login.json().value.token as string;
  const blocked = await t.app.inject({ method: 'PUT', url: API.memberLanguage, headers: authed(token), payload: { language: 'EN' } });
  assert.equal(blocked.json().errorCode, 'password_change_required');
  const changed = await sendSealed(
    t,
    'POST',
    API.changePassword,
    { newPassword: 'Bago2026!', confirmNewPassword: 'Bago2026!' },
    { authorization: token },
  );
  assert.equal(changed.statusCode, 200, changed.body);
  const [trail] = await staffTrail(player.id);
  assert.equal(trail?.action, 'member.password_reset');
  assert.deepEqual(trail?.detail.after, { mustChangePassword: true, sentTo: '+63 ••••••0206' });
  assert.ok(!JSON.stringify(trail).includes(temporaryPassword), 'the password is not kept in the audit');
});

test('a two-factor reset unbinds the authenticator; labels reach the member info; notes are appended', async () => {
  const player = await newPlayer(t, 'memtwofa', { pin: false });
  const support = await staffSignedIn(t, 'support');
  await t.db.query(
    `insert into authenticators (account_id, merchant_id, sealed_secret, confirmed_at, created_at) values ($1, $2, 'sealed', $3, $3)`,
    [player.id, brandId, t.clock.now().toISOString()],
  );
  assert.equal((await profileOf(support, player.id)).twoFactor.authenticatorBound, true);
  // Asked by one staff member, done when a second approves (decision 060).
  const reset = await asStaff(t, support, 'POST', url(BO_API.memberTwoFactorReset, player.id), { reason: 'Lost phone, ID checked' });
  assert.equal(reset.statusCode, 200, reset.body);
  const asked = reset.json().value as BoMemberPasswordReset;
  assert.equal(asked.outcome.status, 'pending');
  assert.equal(asked.profile.twoFactor.authenticatorBound, true);
  const second = await staffSignedIn(t, 'support');
  const approveUrl = withId(BO_API.memberResetApprove, player.id).replace(':requestId', asked.outcome.requestId ?? '');
  const approved = await asStaff(t, second, 'POST', approveUrl, {});
  assert.equal(approved.statusCode, 200, approved.body);
  assert.equal((approved.json().value as BoMemberPasswordReset).profile.twoFactor.authenticatorBound, false);
  const none = await asStaff(t, support, 'POST', url(BO_API.memberTwoFactorReset, player.id), { reason: 'Lost phone, ID checked' });
  assert.equal(none.statusCode, 409);
  assert.equal(none.json().errorCode, 'member_state');

  const labels = await asStaff(t, support, 'POST', url(BO_API.memberLabels, player.id), {
    clubLabel: 'Gold Club',
    memberLabels: ['VIP', 'Sabong fan'],
  });
  assert.equal(labels.statusCode, 200, labels.body);
  const info = (await t.app.inject({ url: API.memberInfo, headers: authed(player.token) })).json().value;
  assert.deepEqual(info.clubLabel, { labelName: 'Gold Club' });
  assert.deepEqual(info.memberLabel, ['VIP', 'Sabong fan']);

  for (const body of ['Called about a late deposit', 'Asked for the bonus terms']) {
    assert.equal((await asStaff(t, support, 'POST', url(BO_API.memberNotes, player.id), { body })).statusCode, 200);
  }
  const notes = (await profileOf(support, player.id)).notes;
  assert.deepEqual(
    notes.map((note) => [note.body, note.staffUsername]),
    [
      ['Asked for the bonus terms', support.username],
      ['Called about a late deposit', support.username],
    ],
  );
  await assert.rejects(t.db.query(`delete from member_notes where account_id = $1`, [player.id]), /append-only/);
  assert.deepEqual(
    (await staffTrail(player.id)).map((row) => row.action),
    ['member.two_factor_reset_requested', 'member.two_factor_reset', 'member.labels', 'member.note', 'member.note'],
  );
  assert.deepEqual(await playerAudits(player.id), ['member.two_factor_reset_requested', 'member.two_factor_reset', 'member.labels']);
});

test('KYC: staff upload a document, see its image, approve it once; a rejection needs a note', async () => {
  const player = await newPlayer(t, 'memkyc', { pin: false });
  const support = await staffSignedIn(t, 'support');
  const sent = await sendKyc(support, player.id, { kind: 'passport' }, [await pngImage()]);
  assert.equal(sent.statusCode, 200, sent.body);
  const [doc] = (sent.json().value as BoMemberProfile).kyc;
  assert.equal(doc?.status, 'pending');
  assert.equal(doc?.uploadedBy, support.username);
  const image = await asStaff(t, support, 'GET', withId(BO_API.memberKycImage, player.id).replace(':docId', doc!.id));
  assert.equal(image.statusCode, 200);
  assert.equal(image.headers['content-type'], 'image/png');

  const decide = (docId: string, body: object) =>
    asStaff(t, support, 'POST', withId(BO_API.memberKycDecide, player.id).replace(':docId', docId), body);
  const noNote = await decide(doc!.id, { decision: 'rejected' });
  assert.equal(noNote.statusCode, 400, noNote.body);
  const approved = await decide(doc!.id, { decision: 'approved', note: 'Matches the account name' });
  assert.equal(approved.statusCode, 200, approved.body);
  assert.equal((approved.json().value as BoMemberProfile).kyc[0]?.status, 'approved');
  const twice = await decide(doc!.id, { decision: 'rejected', note: 'Changed my mind' });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().errorCode, 'kyc_document_decided');
  const unknown = await decide('999999', { decision: 'approved' });
  assert.equal(unknown.json().errorCode, 'kyc_document_not_found');

  const badKind = await sendKyc(support, player.id, { kind: 'tattoo' }, [await pngImage()]);
  assert.equal(badKind.statusCode, 400);
  const notImage = await sendKyc(support, player.id, { kind: 'passport' }, [Buffer.from('%PDF-1.4 not an image')]);
  assert.equal(notImage.statusCode, 415);
  const [count] = await t.db.query<{ n: number }>(`select count(*)::int as n from kyc_documents where account_id = $1`, [player.id]);
  assert.equal(count?.n, 1);
  assert.deepEqual(await playerAudits(player.id), ['member.kyc_upload', 'member.kyc_decide']);
});

test("the agents tree opens from a brand's top agents one level at a time", async () => {
  const agent = await newPlayer(t, 'memagent', { pin: false });
  const sub = await newPlayer(t, 'memsub', { pin: false });
  const member = await newPlayer(t, 'memleaf', { pin: false });
  await makeAgent(t, agent);
  await makeAgent(t, sub, 2);
  await placeUnder(t, sub, agent);
  await placeUnder(t, member, sub);
  const auditor = await staffSignedIn(t, 'auditor');
  const tops = await asStaff(t, auditor, 'GET', `${BO_API.memberAgents}?brandId=${brandId}&pageSize=100`);
  assert.equal(tops.statusCode, 200, tops.body);
  const top = (tops.json().value as BoMemberTreeValue).list.find((row) => row.id === agent.id);
  assert.equal(top?.downline, 1);
  assert.ok(
    !(tops.json().value as BoMemberTreeValue).list.some((row) => row.id === sub.id),
    'only agents without an upline are at the top',
  );
  const level = async (parent: Player) =>
    ((await asStaff(t, auditor, 'GET', url(BO_API.memberDownline, parent.id))).json().value as BoMemberTreeValue).list.map((row) => [
      row.username,
      row.downline,
    ]);
  assert.deepEqual(await level(agent), [[sub.username, 1]]);
  assert.deepEqual(await level(sub), [[member.username, 0]]);
  assert.deepEqual(await level(member), []);
});

test('roles, brand scope and bad input are refused and change nothing', async () => {
  const player = await newPlayer(t, 'memguard', { pin: false });
  const auditor = await staffSignedIn(t, 'auditor');
  const finance = await staffSignedIn(t, 'finance');
  const reason = { reason: 'Because I said so' };
  for (const staff of [auditor, finance]) {
    assert.equal((await asStaff(t, staff, 'GET', url(BO_API.member, player.id))).statusCode, 200, 'read-only roles may look');
    for (const path of [BO_API.memberLock, BO_API.memberPasswordReset, BO_API.memberTwoFactorReset]) {
      const response = await asStaff(t, staff, 'POST', url(path, player.id), reason);
      assert.equal(response.statusCode, 403, path);
      assert.equal(response.json().errorCode, 'forbidden');
    }
    assert.equal((await asStaff(t, staff, 'POST', url(BO_API.memberNotes, player.id), { body: 'hello' })).statusCode, 403);
    assert.equal(
      (await asStaff(t, staff, 'POST', url(BO_API.memberLabels, player.id), { clubLabel: null, memberLabels: [] })).statusCode,
      403,
    );
  }

  const otherId = await createBrand(t.db);
  const [other] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [otherId]);
  const scoped = await staffSignedIn(t, 'owner', [other!.code]);
  for (const [method, path, body] of [
    ['GET', url(BO_API.member, player.id), undefined],
    ['POST', url(BO_API.memberLock, player.id), reason],
    ['POST', url(BO_API.memberNotes, player.id), { body: 'hello' }],
    ['GET', url(BO_API.memberDownline, player.id), undefined],
  ] as const) {
    const response = await asStaff(t, scoped, method, path, body);
    assert.equal(response.statusCode, 404, `${method} ${path}`);
    assert.equal(response.json().errorCode, 'player_not_found');
  }
  const kycOutside = await sendKyc(scoped, player.id, { kind: 'passport' }, [await pngImage()]);
  assert.equal(kycOutside.statusCode, 404);
  const outOfScope = await asStaff(t, scoped, 'GET', `${BO_API.members}?by=username&q=${player.username}&brandId=${brandId}`);
  assert.equal(outOfScope.statusCode, 403);
  const everywhere = await asStaff(t, scoped, 'GET', `${BO_API.members}?by=username&q=${player.username}`);
  assert.equal((everywhere.json().value as BoMemberSearchValue).total, 0, 'the search shows only the brands in scope');

  const owner = await staffSignedIn(t, 'owner');
  const unknown = await asStaff(t, owner, 'GET', url(BO_API.member, '987654321'));
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().errorCode, 'player_not_found');
  for (const [path, body] of [
    [BO_API.memberLock, { reason: '' }],
    [BO_API.memberLock, {}],
    [BO_API.memberPasswordReset, { reason: 'x'.repeat(201) }],
    [BO_API.memberLabels, { clubLabel: 'Gold', memberLabels: Array.from({ length: 11 }, (_, index) => `L${index}`) }],
    [BO_API.memberLabels, { clubLabel: 'Gold', memberLabels: ['VIP', 'vip'] }],
    [BO_API.memberLabels, { clubLabel: '', memberLabels: [] }],
    [BO_API.memberNotes, { body: '   ' }],
  ] as const) {
    const response = await asStaff(t, owner, 'POST', url(path, player.id), body);
    assert.equal(response.statusCode, 400, `${path} ${JSON.stringify(body)}`);
    assert.equal(response.json().errorCode, 'bad_request');
  }
  assert.equal((await asStaff(t, owner, 'GET', `${BO_API.members}?by=phone&q=1`)).statusCode, 400);
  assert.equal((await asStaff(t, owner, 'GET', `${BO_API.members}?by=username&q=`)).statusCode, 400);

  const [state] = await t.db.query<{ locked: boolean; labels: string[]; club: string | null; cpw: boolean }>(
    `select locked_at is not null as locked, member_labels as labels, club_label as club, must_change_password as cpw from accounts where id = $1`,
    [player.id],
  );
  assert.deepEqual(state, { locked: false, labels: [], club: null, cpw: false });
  assert.deepEqual(await staffTrail(player.id), []);
  assert.deepEqual(await playerAudits(player.id), []);
  const [notes] = await t.db.query<{ n: number }>(`select count(*)::int as n from member_notes where account_id = $1`, [player.id]);
  assert.equal(notes?.n, 0);
  assert.equal((await t.app.inject({ url: API.memberInfo, headers: authed(player.token) })).statusCode, 200, 'the session lives on');
});
