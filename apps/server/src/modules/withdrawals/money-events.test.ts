// Proves the live balance is told after every committed movement this module makes (a hold, a
// payout, a release, a refund, an adjustment) and never for a refused call or a decision that
// moves no money.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoBrandId, refusedWith } from '../../../test/ledger-helpers.ts';
import { bindBank, fundedPlayer, staffSignedIn, type TestPlayer } from '../../../test/withdrawal-helpers.ts';
import { selectAccountById } from '../accounts/account.queries.ts';
import type { Brand } from '../brands/brand.types.ts';
import { createBrandService } from '../brands/brand.service.ts';
import type { StaffContext } from '../staff/staff-guard.ts';
import { selectStaffById } from '../staff/staff.queries.ts';
import { createAdjustmentService } from '../finance-desk/adjustments.service.ts';
import { createWithdrawalDesk } from './withdrawal-desk.service.ts';
import { createWithdrawalService } from './withdrawals.service.ts';

let t: TestApp;
let brand: Brand;
let player: TestPlayer;
let payoutId: string;
let staff: StaffContext;
let second: StaffContext;
const events: { accountId: string; code: string }[] = [];
const recorder = { publish: (event: { brandId: string; accountId: string; code: string }) => void events.push(event) };
const noPin = { verify: async () => {}, isSet: async () => true };

before(async () => {
  t = await createTestApp();
  brand = (await createBrandService(t.db, t.clock, 0, '').byCode('bituin')) as Brand;
  player = await fundedPlayer(t, 'events', 100_000n);
  payoutId = await bindBank(t, player);
  const contextOf = async (role: string) => {
    const signed = await staffSignedIn(t, role);
    const row = await selectStaffById(t.db, signed.id);
    assert.ok(row);
    return { sessionId: '0', staff: row, scope: null };
  };
  staff = await contextOf('finance');
  second = await contextOf('owner');
});
after(() => t.close());

test('a request, a payout, a release, a refund and an adjustment each tell the live balance once committed', async () => {
  const account = await selectAccountById(t.db, player.id);
  assert.ok(account);
  const withdrawals = createWithdrawalService({ db: t.db, clock: t.clock, paymentPassword: noPin, events: recorder });
  const desk = createWithdrawalDesk({ db: t.db, clock: t.clock, events: recorder });
  const adjustments = createAdjustmentService({ db: t.db, clock: t.clock, events: recorder });
  const ask = (key: string, amount: string) =>
    withdrawals.request(
      brand,
      account,
      key,
      { amountMinor: amount, currency: 'PHP', payoutAccountId: payoutId, paymentPassword: 'x' },
      '10.0.0.1',
    );

  const first = await ask('events-key-1', '20000');
  await refusedWith(ask('events-key-2', '90000'), 'insufficient_funds');
  assert.deepEqual(
    events.splice(0).map((event) => [event.accountId, event.code]),
    [[player.id, 'withdrawal']],
  );

  await desk.approve({ staff, id: first.id, ip: '10.0.0.2' }, null);
  assert.deepEqual(
    events.splice(0).map((event) => event.code),
    ['withdrawal'],
  );
  await desk.forceReceipt({ staff, id: first.id, ip: '10.0.0.2' }, 'confirmed by phone');
  assert.equal(events.length, 0, 'a forced receipt moves no money');
  const rejected = await ask('events-key-3', '10000');
  events.length = 0;
  await desk.reject({ staff, id: rejected.id, ip: '10.0.0.2' }, 'wrong account');
  assert.deepEqual(
    events.splice(0).map((event) => event.code),
    ['withdrawal'],
  );

  const disputed = await ask('events-key-4', '10000');
  await desk.approve({ staff, id: disputed.id, ip: '10.0.0.2' }, null);
  await t.db.query(
    `update withdrawals set receipt = 'not_received', player_answer = 'not_received', answered_at = $2, receipt_at = $2, dispute = 'open' where id = $1`,
    [disputed.id, t.clock.now().toISOString()],
  );
  events.length = 0;
  await desk.resolve({ staff, id: disputed.id, ip: '10.0.0.2' }, 'refund', 'bank returned it');
  assert.deepEqual(
    events.splice(0).map((event) => event.code),
    ['reversal'],
  );

  const proposal = await adjustments.propose(
    staff,
    { brandId: await demoBrandId(t.db), username: player.username, direction: 'credit', amountMinor: '500', reason: 'goodwill' },
    'events-adjust-1',
    '10.0.0.2',
  );
  assert.equal(events.length, 0, 'a proposal moves nothing');
  await adjustments.approve(second, proposal.id, null, '10.0.0.3');
  assert.deepEqual(
    events.splice(0).map((event) => [event.accountId, event.code]),
    [[player.id, 'adjustment']],
  );
});
