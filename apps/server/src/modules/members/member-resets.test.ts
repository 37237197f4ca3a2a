// Proves the Members desk's resets cannot hand a player's account to a staff member (decision 060):
// the temporary password goes to the player's own phone (or e-mail) and never to the desk; the
// password of an account holding money and every two-factor reset wait for a second staff member,
// who alone may approve (the one who asked may withdraw); a player with nowhere to send is refused;
// each step is in the staff audit and the player's audit with its reason.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoMemberPasswordReset } from '@pkg/contracts/members';
import { loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fund, newPlayer } from '../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn, withId } from '../../../test/withdrawal-helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const resetUrl = (path: string, accountId: string, requestId = '') => withId(path, accountId).replace(':requestId', requestId);

async function withPhone(prefix: string, phone: string) {
  const player = await newPlayer(t, prefix, { pin: false });
  await t.db.query(`update accounts set mobile_dialing_code = '+63', mobile_number = $2 where id = $1`, [player.id, phone]);
  return player;
}

async function textsTo(phone: string): Promise<string[]> {
  const rows = await t.db.query<{ body: string }>(`select body from sms_outbox where phone = $1 order by id`, [`+63${phone}`]);
  return rows.map((row) => row.body);
}

const passwordIn = (body: string | undefined) => /:\s*([A-Za-z0-9]{12})\./.exec(body ?? '')?.[1] ?? '';

async function trail(accountId: string) {
  return t.db.query<{ action: string; staff: string; detail: Record<string, unknown> }>(
    `select action, staff_username as staff, detail from staff_audit where target = $1 order by id`,
    [`account:${accountId}`],
  );
}

test('support resetting the password of an account holding money only asks; a second staff member approves and the password goes to the phone', async () => {
  const player = await withPhone('resetrich', '9170000311');
  await fund(t, player.id, 50_000n);
  const support = await staffSignedIn(t, 'support');
  const asked = await asStaff(t, support, 'POST', resetUrl(BO_API.memberPasswordReset, player.id), {
    reason: 'Caller says forgot password',
  });
  assert.equal(asked.statusCode, 200, asked.body);
  const { outcome } = asked.json().value as BoMemberPasswordReset;
  assert.equal(outcome.status, 'pending');
  assert.deepEqual(await textsTo('9170000311'), [], 'nothing sent yet');
  assert.equal((await loginAs(t, player.username, 'Lakad2026!')).statusCode, 200, 'the password is unchanged');

  const again = await asStaff(t, support, 'POST', resetUrl(BO_API.memberPasswordReset, player.id), { reason: 'Asking twice' });
  assert.equal(again.json().errorCode, 'member_state');
  const self = await asStaff(t, support, 'POST', resetUrl(BO_API.memberResetApprove, player.id, outcome.requestId ?? ''), {});
  assert.equal(self.statusCode, 403);
  assert.equal(self.json().errorCode, 'member_reset_same_staff');

  const second = await staffSignedIn(t, 'support');
  const approved = await asStaff(t, second, 'POST', resetUrl(BO_API.memberResetApprove, player.id, outcome.requestId ?? ''), {});
  assert.equal(approved.statusCode, 200, approved.body);
  const done = approved.json().value as BoMemberPasswordReset;
  assert.deepEqual(done.outcome, { status: 'sent', requestId: outcome.requestId, sentTo: '+63 ••••••0311' });
  const texts = await textsTo('9170000311');
  const password = passwordIn(texts[0]);
  assert.match(password, /^[A-Za-z0-9]{12}$/);
  assert.ok(!approved.body.includes(password) && !asked.body.includes(password), 'no staff answer carries the password');
  assert.equal(done.profile.resets[0]?.status, 'approved');
  assert.equal(done.profile.resets[0]?.decidedBy, second.username);
  const login = await loginAs(t, player.username, password);
  assert.equal(login.statusCode, 200, login.body);
  assert.equal(login.json().value.cpw, true);
  // Support reads the SMS outbox too (outbox.read): the text is there, the password masked.
  const brandId =
    (await t.db.query<{ id: string }>(`select merchant_id::text as id from accounts where id = $1`, [player.id]))[0]?.id ?? '';
  const outbox = await asStaff(t, support, 'GET', `${BO_API.outbox}?brandId=${brandId}&channel=sms&recipient=9170000311`);
  assert.equal(outbox.statusCode, 200, outbox.body);
  assert.match(outbox.body, /9170000311|0311/);
  assert.ok(!outbox.body.includes(password), 'the outbox desk masks the temporary password');

  const steps = await trail(player.id);
  assert.deepEqual(
    steps.map((step) => [step.action, step.staff]),
    [
      ['member.password_reset_requested', support.username],
      ['member.password_reset', second.username],
    ],
  );
  assert.equal(steps[1]?.detail.reason, 'Caller says forgot password');
  assert.deepEqual(steps[1]?.detail.after, {
    requestId: outcome.requestId,
    requestedBy: support.username,
    approvedBy: second.username,
    sentTo: '+63 ••••••0311',
  });
  assert.ok(!JSON.stringify(steps).includes(password));
  const playerAudit = await t.db.query<{ action: string }>(
    `select action from audit_log where account_id = $1 and actor like 'staff:%' order by id`,
    [player.id],
  );
  assert.deepEqual(
    playerAudit.map((row) => row.action),
    ['member.password_reset_requested', 'member.password_reset'],
  );
});

test('a player with no phone or e-mail cannot be reset from the desk; nothing changes', async () => {
  const player = await newPlayer(t, 'resetnone', { pin: false });
  const owner = await staffSignedIn(t, 'owner');
  const refused = await asStaff(t, owner, 'POST', resetUrl(BO_API.memberPasswordReset, player.id), { reason: 'No contact on file' });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().errorCode, 'member_no_contact');
  assert.equal((await loginAs(t, player.username, 'Lakad2026!')).statusCode, 200);
  assert.deepEqual(await trail(player.id), []);
});

test('a two-factor reset always waits for a second staff member; the one who asked may withdraw it, and nothing is reset', async () => {
  const player = await withPhone('reset2fa', '9170000312');
  await t.db.query(
    `insert into authenticators (account_id, merchant_id, sealed_secret, confirmed_at, created_at)
     select id, merchant_id, 'sealed', $2, $2 from accounts where id = $1`,
    [player.id, t.clock.now().toISOString()],
  );
  const owner = await staffSignedIn(t, 'owner');
  const asked = await asStaff(t, owner, 'POST', resetUrl(BO_API.memberTwoFactorReset, player.id), { reason: 'Lost phone' });
  const { outcome } = asked.json().value as BoMemberPasswordReset;
  assert.equal(outcome.status, 'pending');
  const withdrawn = await asStaff(t, owner, 'POST', resetUrl(BO_API.memberResetReject, player.id, outcome.requestId ?? ''), {
    reason: 'Player found the phone',
  });
  assert.equal(withdrawn.statusCode, 200, withdrawn.body);
  const after = withdrawn.json().value as BoMemberPasswordReset;
  assert.equal(after.profile.twoFactor.authenticatorBound, true);
  assert.equal(after.profile.resets[0]?.status, 'rejected');
  const second = await staffSignedIn(t, 'owner');
  const late = await asStaff(t, second, 'POST', resetUrl(BO_API.memberResetApprove, player.id, outcome.requestId ?? ''), {});
  assert.equal(late.json().errorCode, 'member_reset_decided');
  assert.deepEqual(await textsTo('9170000312'), []);
});
