// Proves the console's staff desk (issue 37): owners of every brand create staff (the authenticator
// address answered once), change role, brands and name, disable (sessions end at once), never
// change themselves or leave no owner, and replace an authenticator only with a second owner's
// approval; other roles and brand-scoped owners are refused; every step is audited.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoStaffMember } from '@pkg/contracts/staff-desk';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn, withId, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import type { AppError } from '../../http/errors.ts';
import { createPasswordHasher } from '../../lib/password.ts';
import { createSealer } from '../../lib/sealed-box.ts';
import { STAFF_TOTP_PURPOSE } from './staff-auth.service.ts';
import { selectStaffDeskRow } from './staff-desk.queries.ts';
import { createStaffDesk } from './staff-desk.service.ts';
import { selectStaffById } from './staff.queries.ts';

let t: TestApp;
let owner: TestStaff;
let second: TestStaff;
before(async () => {
  t = await createTestApp();
  owner = await staffSignedIn(t, 'owner');
  second = await staffSignedIn(t, 'owner');
});
after(() => t.close());

const NEW = { displayName: 'Nora Lim', role: 'support', password: 'Tahimik-Dagat-2026', brands: ['bituin'] };
let serial = 0;
async function created(): Promise<BoStaffMember> {
  serial += 1;
  const response = await asStaff(t, owner, 'POST', BO_API.staffList, { ...NEW, username: `nora${serial}` });
  assert.equal(response.statusCode, 200, response.body);
  const value = response.json().value as { staff: BoStaffMember; otpauthUri: string };
  assert.match(value.otpauthUri, /^otpauth:\/\/totp\//);
  return value.staff;
}
const audits = (action: string, target: string) =>
  t.db.query<{ staff_username: string; detail: Record<string, unknown> }>(
    `select staff_username, detail from staff_audit where action = $1 and target = $2 order by id`,
    [action, target],
  );
const update = (
  who: TestStaff,
  member: BoStaffMember,
  change: Partial<{ displayName: string; role: string; brands: string[]; disabled: boolean }>,
) =>
  asStaff(t, who, 'PUT', withId(BO_API.staffMember, member.id), {
    displayName: member.displayName,
    role: member.role,
    brands: member.brands,
    disabled: member.disabled,
    ...change,
  });

test('an owner creates a staff member, sees them listed, and the creation is audited as the owner', async () => {
  const nora = await created();
  assert.deepEqual([nora.role, nora.brands, nora.disabled, nora.pendingReset], ['support', ['bituin'], false, null]);
  const list = (await asStaff(t, owner, 'GET', BO_API.staffList)).json().value.staff as BoStaffMember[];
  assert.ok(list.some((member) => member.username === nora.username));
  assert.equal((await audits('staff.create', nora.username))[0]?.staff_username, owner.username);
  // The same username again, a short password, an unknown brand: refused, nothing written.
  const again = await asStaff(t, owner, 'POST', BO_API.staffList, { ...NEW, username: nora.username });
  assert.deepEqual([again.statusCode, again.json().errorCode], [409, 'staff_username_taken']);
  const short = await asStaff(t, owner, 'POST', BO_API.staffList, { ...NEW, username: 'shorty1', password: 'short' });
  assert.deepEqual([short.statusCode, short.json().errorCode], [400, 'bad_request']);
  const brand = await asStaff(t, owner, 'POST', BO_API.staffList, { ...NEW, username: 'nobrand1', brands: ['nosuch'] });
  assert.deepEqual([brand.statusCode, brand.json().errorCode, brand.json().field], [400, 'field_invalid', 'brands']);
  const names = await t.db.query(`select 1 from staff where username in ('shorty1', 'nobrand1')`);
  assert.equal(names.length, 0);
});

test('only owners of every brand manage staff', async () => {
  const finance = await staffSignedIn(t, 'finance');
  const scopedOwner = await staffSignedIn(t, 'owner', ['bituin']);
  for (const who of [finance, scopedOwner]) {
    const list = await asStaff(t, who, 'GET', BO_API.staffList);
    assert.deepEqual([list.statusCode, list.json().errorCode], [403, 'forbidden']);
    const create = await asStaff(t, who, 'POST', BO_API.staffList, { ...NEW, username: 'sneaky1' });
    assert.equal(create.statusCode, 403);
  }
  assert.equal((await t.db.query(`select 1 from staff where username = 'sneaky1'`)).length, 0);
});

test('a change of role, brands and name is audited; disabling ends the sessions at once', async () => {
  const member = await staffSignedIn(t, 'support');
  const row = (await asStaff(t, owner, 'GET', BO_API.staffList)).json().value.staff.find((s: BoStaffMember) => s.id === member.id);
  const changed = await update(owner, row, { role: 'finance', brands: ['bituin'], displayName: 'Renamed' });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.deepEqual([changed.json().value.role, changed.json().value.brands], ['finance', ['bituin']]);
  const [entry] = await audits('staff.update', member.username);
  assert.deepEqual(
    [(entry?.detail.before as { role: string }).role, (entry?.detail.after as { role: string }).role],
    ['support', 'finance'],
  );
  assert.equal((await asStaff(t, member, 'GET', BO_API.me)).statusCode, 200);
  const disabled = await update(owner, changed.json().value, { disabled: true });
  assert.equal(disabled.json().value.disabled, true);
  const me = await asStaff(t, member, 'GET', BO_API.me);
  assert.deepEqual([me.statusCode, me.json().errorCode], [401, 'login.not.session']);
});

test('an owner cannot change their own power, and the last owner of every brand stays', async () => {
  const list = (await asStaff(t, owner, 'GET', BO_API.staffList)).json().value.staff as BoStaffMember[];
  const self = list.find((s) => s.id === owner.id);
  assert.ok(self);
  const demote = await update(owner, self, { role: 'support' });
  assert.deepEqual([demote.statusCode, demote.json().errorCode], [403, 'staff_self_change']);
  assert.equal((await t.db.query(`select 1 from staff where id = $1 and role = 'owner'`, [owner.id])).length, 1);
  // A name is not power: an owner may rename themselves.
  assert.equal((await update(owner, self, { displayName: 'Owner Renamed' })).statusCode, 200);
  // Through HTTP the acting owner always remains; an owner demoted meanwhile by another (a race the
  // guard passed) acting on the only other owner of every brand is refused.
  const desk = createStaffDesk({
    db: t.db,
    clock: t.clock,
    hasher: await createPasswordHasher(1),
    sealer: createSealer(TEST_APP_SECRET, STAFF_TOTP_PURPOSE),
  });
  const lone = await staffSignedIn(t, 'owner');
  const demoted = await staffSignedIn(t, 'finance');
  await t.db.query(`update staff set disabled = true where role = 'owner' and merchant_ids = '{}' and id <> $1`, [lone.id]);
  try {
    const row = (await selectStaffDeskRow(t.db, lone.id))!;
    const actor = { staff: { sessionId: '0', staff: (await selectStaffById(t.db, demoted.id))!, scope: null }, ip: null };
    await assert.rejects(
      desk.update(actor, lone.id, { displayName: row.displayName, role: 'support', brands: [], disabled: false }),
      (error: AppError) => error.code === 'staff_last_owner',
    );
    assert.equal((await t.db.query(`select 1 from staff where id = $1 and role = 'owner'`, [lone.id])).length, 1);
  } finally {
    await t.db.query(`update staff set disabled = false where id = any($1)`, [[owner.id, second.id]]);
  }
});

test('an authenticator reset needs a second owner, replaces the secret, ends the sessions, and is audited', async () => {
  const member = await staffSignedIn(t, 'finance');
  const ask = await asStaff(t, owner, 'POST', withId(BO_API.staffResetAsk, member.id), { reason: 'lost phone' });
  assert.equal(ask.statusCode, 200, ask.body);
  const pending = ask.json().value.pendingReset as { id: string; mine: boolean };
  assert.equal(pending.mine, true);
  const twice = await asStaff(t, second, 'POST', withId(BO_API.staffResetAsk, member.id), { reason: 'again' });
  assert.deepEqual([twice.statusCode, twice.json().errorCode], [409, 'staff_reset_open']);
  const before = await t.db.query<{ totp_sealed: string }>(`select totp_sealed from staff where id = $1`, [member.id]);
  const approveUrl = BO_API.staffResetApprove.replace(':resetId', pending.id);
  // The owner who asked cannot approve it.
  const own = await asStaff(t, owner, 'POST', approveUrl);
  assert.deepEqual([own.statusCode, own.json().errorCode], [403, 'staff_reset_same_staff']);
  assert.equal((await asStaff(t, member, 'GET', BO_API.me)).statusCode, 200, 'nothing changed yet');
  const approved = await asStaff(t, second, 'POST', approveUrl);
  assert.equal(approved.statusCode, 200, approved.body);
  assert.match(approved.json().value.otpauthUri, new RegExp(`^otpauth://totp/.*${member.username}`));
  assert.equal(approved.json().value.staff.pendingReset, null);
  const afterRow = await t.db.query<{ totp_sealed: string }>(`select totp_sealed from staff where id = $1`, [member.id]);
  assert.notEqual(afterRow[0]?.totp_sealed, before[0]?.totp_sealed);
  assert.equal((await asStaff(t, member, 'GET', BO_API.me)).statusCode, 401, 'their sessions ended');
  const again = await asStaff(t, second, 'POST', approveUrl);
  assert.deepEqual([again.statusCode, again.json().errorCode], [404, 'staff_reset_not_found']);
  assert.deepEqual(
    [
      (await audits('staff.totp_reset.ask', member.username)).length,
      (await audits('staff.totp_reset.approve', member.username))[0]?.staff_username,
    ],
    [1, second.username],
  );
  // A request may be withdrawn by the one who asked; a bad reason is refused.
  const ask2 = await asStaff(t, owner, 'POST', withId(BO_API.staffResetAsk, member.id), { reason: 'x' });
  assert.deepEqual([ask2.statusCode, ask2.json().errorCode], [400, 'bad_request']);
  const ask3 = await asStaff(t, owner, 'POST', withId(BO_API.staffResetAsk, member.id), { reason: 'new phone again' });
  const withdrawn = await asStaff(t, owner, 'POST', BO_API.staffResetReject.replace(':resetId', ask3.json().value.pendingReset.id));
  assert.equal(withdrawn.json().value.pendingReset, null);
});
