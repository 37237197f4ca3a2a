// Proves what happens after a payout (SPEC.md section 4): the player answers Received, Not
// received with 1-3 proof images (PNG or JPEG, at most 5 MB, checked by content) or the amount
// received and the remainder, once and only inside the window; no answer within the brand's
// minutes counts as received (on read and by the sweep); staff force a receipt, and resolve a
// dispute as paid or by refund (a reversal of the capture; for a partial answer only the remainder
// comes back). Refused answers change nothing, and the books balance throughout.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import {
  asStaff,
  bindBank,
  fundedPlayer,
  moneyHeaders,
  pngImage,
  requestWithdrawal,
  sendReceiptForm,
  staffSignedIn,
  walletOf,
  withId,
  worldSnapshot,
  type TestPlayer,
  type TestStaff,
} from '../../../test/withdrawal-helpers.ts';
import { checkInvariants } from '../../ledger/invariants.ts';
import { closeOverdueReceipts } from './withdrawals.queries.ts';
import { DEFAULT_WITHDRAWAL_RULES, writeWithdrawalRules } from './withdrawal-settings.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';

let t: TestApp;
let player: TestPlayer;
let payoutId: string;
let finance: TestStaff;
let brandId: string;

before(async () => {
  t = await createTestApp();
  player = await fundedPlayer(t, 'rcptplayer', 500_000n);
  payoutId = await bindBank(t, player);
  finance = await staffSignedIn(t, 'finance');
  brandId = await demoBrandId(t.db);
});
after(() => t.close());

/** A withdrawal requested and approved (paid); returns its id. */
async function paid(amount = '40000'): Promise<string> {
  const response = await requestWithdrawal(t, player, { amountMinor: amount, payoutAccountId: payoutId });
  assert.equal(response.statusCode, 200, response.body);
  const id = response.json().value.id as string;
  const approved = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalApprove, id), {});
  assert.equal(approved.statusCode, 200, approved.body);
  return id;
}

function answer(id: string, body: object, key = randomUUID()) {
  return t.app.inject({ method: 'POST', url: withId(API.withdrawalReceipt, id), headers: moneyHeaders(player.token, key), payload: body });
}

async function staffRow(id: string) {
  const response = await asStaff(t, finance, 'GET', `${BO_API.withdrawals}?username=${player.username}&limit=100`);
  return response.json().value.entries.find((entry: { id: string }) => entry.id === id);
}

test('Received closes the withdrawal; a second answer or a repeat under another key is refused', async () => {
  const id = await paid();
  const key = randomUUID();
  const response = await answer(id, { answer: 'received' }, key);
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(
    [response.json().value.receipt, response.json().value.dispute, response.json().value.canConfirm],
    ['received', null, false],
  );
  const replay = await answer(id, { answer: 'received' }, key);
  assert.deepEqual(replay.json().value, response.json().value);
  const snapshot = await worldSnapshot(t);
  const second = await answer(id, { answer: 'not_received' });
  assert.equal(second.json().errorCode, 'proof_required');
  const third = await answer(id, { answer: 'partial', receivedAmountMinor: '100' });
  assert.equal(third.statusCode, 409);
  assert.equal(third.json().errorCode, 'withdrawal_state_changed');
  assert.equal(await worldSnapshot(t), snapshot);
});

test('an answer before the payout, for an unknown or another player’s withdrawal, or malformed is refused', async () => {
  const pending = await requestWithdrawal(t, player, { amountMinor: '10000', payoutAccountId: payoutId });
  const pendingId = pending.json().value.id as string;
  const other = await fundedPlayer(t, 'rcptother', 0n);
  const id = await paid('10000');
  const snapshot = await worldSnapshot(t);
  assert.equal((await answer(pendingId, { answer: 'received' })).json().errorCode, 'withdrawal_state_changed');
  assert.equal((await answer('99999999', { answer: 'received' })).json().errorCode, 'withdrawal_not_found');
  assert.equal((await answer('9999999999999999999', { answer: 'received' })).json().errorCode, 'withdrawal_not_found');
  const foreign = await t.app.inject({
    method: 'POST',
    url: withId(API.withdrawalReceipt, id),
    headers: moneyHeaders(other.token),
    payload: { answer: 'received' },
  });
  assert.equal(foreign.json().errorCode, 'withdrawal_not_found');
  const cases: [object, string][] = [
    [{ answer: 'maybe' }, 'bad_request'],
    [{ answer: 'received', receivedAmountMinor: '100' }, 'bad_request'],
    [{ answer: 'partial' }, 'amount_invalid'],
    [{ answer: 'partial', receivedAmountMinor: '0' }, 'amount_invalid'],
    [{ answer: 'partial', receivedAmountMinor: '-5' }, 'amount_invalid'],
    [{ answer: 'partial', receivedAmountMinor: '50.5' }, 'amount_invalid'],
    [{ answer: 'partial', receivedAmountMinor: '10000' }, 'amount_invalid'],
    [{ answer: 'partial', receivedAmountMinor: '20000' }, 'amount_invalid'],
  ];
  for (const [body, code] of cases) assert.equal((await answer(id, body)).json().errorCode, code, JSON.stringify(body));
  const noKey = await t.app.inject({
    method: 'POST',
    url: withId(API.withdrawalReceipt, id),
    headers: authed(player.token),
    payload: { answer: 'received' },
  });
  assert.equal(noKey.json().errorCode, 'idempotency_key_required');
  assert.equal(await worldSnapshot(t), snapshot);
});

test('Not received needs proof images; oversize, disguised, too many or non-image files are refused with nothing kept', async () => {
  const id = await paid('25000');
  const snapshot = await worldSnapshot(t);
  const png = await pngImage();
  const disguised = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really an image')]);
  const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
  const refusals: [{ bytes: Buffer; name: string; type: string }[], string][] = [
    [[], 'proof_required'],
    [[{ bytes: disguised, name: 'proof.png', type: 'image/png' }], 'unsupported_media_type'],
    [[{ bytes: Buffer.from('GIF89a......'), name: 'proof.gif', type: 'image/gif' }], 'unsupported_media_type'],
    [[{ bytes: Buffer.from('%PDF-1.4 fake'), name: 'proof.jpg', type: 'image/jpeg' }], 'unsupported_media_type'],
    [[{ bytes: big, name: 'big.png', type: 'image/png' }], 'payload_too_large'],
    [Array.from({ length: 4 }, (_, n) => ({ bytes: png, name: `p${n}.png`, type: 'image/png' })), 'upload_too_many'],
  ];
  for (const [files, code] of refusals) {
    const response = await sendReceiptForm(t, player, id, { answer: 'not_received' }, files);
    assert.equal(response.json().errorCode, code, `${files.length} files: ${response.body}`);
  }
  assert.equal(await worldSnapshot(t), snapshot);

  const key = randomUUID();
  const response = await sendReceiptForm(
    t,
    player,
    id,
    { answer: 'not_received' },
    [
      { bytes: png, name: 'statement.png', type: 'image/png' },
      { bytes: await pngImage(20, 20), name: 'chat.png', type: 'image/png' },
    ],
    key,
  );
  assert.equal(response.statusCode, 200, response.body);
  const value = response.json().value;
  assert.deepEqual([value.receipt, value.dispute, value.proofCount, value.canConfirm], ['not_received', 'open', 2, false]);
  // The same form under the same key: the first answer, no second set of images.
  const replay = await sendReceiptForm(
    t,
    player,
    id,
    { answer: 'not_received' },
    [
      { bytes: png, name: 'statement.png', type: 'image/png' },
      { bytes: await pngImage(20, 20), name: 'chat.png', type: 'image/png' },
    ],
    key,
  );
  assert.deepEqual(replay.json().value, value);
  const row = await staffRow(id);
  assert.equal(row.proofIds.length, 2);
  const [stored] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from uploads where purpose = 'withdrawal_proof' and id = any($1::uuid[])`,
    [row.proofIds],
  );
  assert.equal(stored?.n, 2);
  const shown = await t.app.inject({ url: API.upload.replace(':id', row.proofIds[0]), headers: authed(player.token) });
  assert.equal(shown.statusCode, 200);
  assert.equal(shown.headers['content-type'], 'image/png');
  // Staff deciding finance see the proof in the back office too.
  const forStaff = await asStaff(t, finance, 'GET', BO_API.upload.replace(':id', row.proofIds[0]));
  assert.equal(forStaff.statusCode, 200);
  assert.equal(forStaff.headers['content-type'], 'image/png');
});

test('a dispute resolved by refund reverses the capture: the whole amount is back on the wallet', async () => {
  const id = await paid('50000');
  const png = await pngImage();
  assert.equal(
    (await sendReceiptForm(t, player, id, { answer: 'not_received' }, [{ bytes: png, name: 'a.png', type: 'image/png' }])).statusCode,
    200,
  );
  const before = await walletOf(t, player.walletId);
  const refund = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalResolve, id), {
    outcome: 'refund',
    reason: 'Bank returned the transfer',
  });
  assert.equal(refund.statusCode, 200, refund.body);
  const value = refund.json().value;
  assert.deepEqual([value.dispute, value.refundedAmountMinor, value.resolvedBy], ['refunded', '50000', finance.username]);
  assert.deepEqual(await walletOf(t, player.walletId), { balance: before.balance + 50_000n, held: before.held });
  const [reversal] = await t.db.query<{ code: string; reverses: string }>(
    `select code, reverses_transfer_id::text as reverses from ledger_transfers where id = $1`,
    [value.refundTransferId],
  );
  assert.deepEqual(reversal, { code: 'reversal', reverses: value.captureTransferId });
  const snapshot = await worldSnapshot(t);
  for (const [path, body] of [
    [BO_API.withdrawalResolve, { outcome: 'refund', reason: 'again please' }],
    [BO_API.withdrawalResolve, { outcome: 'paid', reason: 'again please' }],
    [BO_API.withdrawalForceReceipt, { reason: 'again please' }],
  ] as const) {
    assert.equal((await asStaff(t, finance, 'POST', withId(path, id), body)).json().errorCode, 'withdrawal_state_changed');
  }
  assert.equal(await worldSnapshot(t), snapshot);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a partial answer states the remainder; refunding it gives back only what did not arrive', async () => {
  const id = await paid('60000');
  const response = await answer(id, { answer: 'partial', receivedAmountMinor: '45000' });
  assert.equal(response.statusCode, 200, response.body);
  const value = response.json().value;
  assert.deepEqual(
    [value.receipt, value.dispute, value.receivedAmountMinor, value.remainderAmountMinor],
    ['partial', 'open', '45000', '15000'],
  );
  const before = await walletOf(t, player.walletId);
  const refund = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalResolve, id), {
    outcome: 'refund',
    reason: 'Second transfer failed',
  });
  assert.equal(refund.statusCode, 200, refund.body);
  assert.equal(refund.json().value.refundedAmountMinor, '15000');
  assert.deepEqual(await walletOf(t, player.walletId), { balance: before.balance + 15_000n, held: before.held });
  const moves = await t.db.query<{ code: string; amount: string }>(
    `select code, amount::text as amount from ledger_transfers where metadata->>'withdrawalId' = $1::text or reverses_transfer_id = (select capture_transfer_id from withdrawals where id = $1::bigint) order by id`,
    [id],
  );
  assert.deepEqual(
    moves.map((move) => [move.code, move.amount]),
    [
      ['withdrawal', '60000'],
      ['reversal', '60000'],
      ['withdrawal', '45000'],
    ],
  );
  const mine = (await t.app.inject({ url: API.withdrawals, headers: authed(player.token) })).json().value.list;
  assert.equal(mine.find((item: { id: string }) => item.id === id).refundedAmountMinor, '15000');
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a dispute resolved as paid is a forced receipt: nothing is refunded and nothing more can follow', async () => {
  const id = await paid('20000');
  await answer(id, { answer: 'partial', receivedAmountMinor: '5000' });
  const before = await walletOf(t, player.walletId);
  const resolved = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalResolve, id), {
    outcome: 'paid',
    reason: 'Bank confirms both transfers',
  });
  assert.equal(resolved.statusCode, 200, resolved.body);
  assert.deepEqual([resolved.json().value.receipt, resolved.json().value.dispute], ['forced_received', 'paid']);
  assert.deepEqual(await walletOf(t, player.walletId), before);
  assert.equal(
    (await asStaff(t, finance, 'POST', withId(BO_API.withdrawalResolve, id), { outcome: 'refund', reason: 'changed my mind' })).json()
      .errorCode,
    'withdrawal_state_changed',
  );
});

test('staff may force the receipt while the window is open; the player can no longer answer', async () => {
  const id = await paid('11000');
  const forced = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalForceReceipt, id), { reason: 'Player confirmed by phone' });
  assert.equal(forced.statusCode, 200, forced.body);
  assert.deepEqual([forced.json().value.receipt, forced.json().value.dispute], ['forced_received', null]);
  assert.equal((await answer(id, { answer: 'received' })).json().errorCode, 'withdrawal_state_changed');
  const requestedOnly = (await requestWithdrawal(t, player, { amountMinor: '10000', payoutAccountId: payoutId })).json().value.id as string;
  assert.equal(
    (await asStaff(t, finance, 'POST', withId(BO_API.withdrawalForceReceipt, requestedOnly), { reason: 'not paid yet' })).json().errorCode,
    'withdrawal_state_changed',
  );
});

test('no answer within the brand’s minutes counts as received, on read and by the sweep, at the window’s end', async () => {
  // A one-minute window (brand setting), so the sessions of the test outlive it.
  await writeWithdrawalRules(t.db, brandId, { ...DEFAULT_WITHDRAWAL_RULES, autoReceiveMinutes: 1 }, t.clock.now());
  const first = await paid('10000');
  const second = await paid('10000');
  await t.db.query(`delete from withdrawal_settings where merchant_id = $1`, [brandId]);
  const [due] = await t.db.query<{ due: Date }>(`select confirm_due_at as due from withdrawals where id = $1`, [first]);
  assert.equal(new Date(due?.due ?? 0).getTime() - t.clock.now().getTime(), 60_000);
  t.clock.advanceMs(59_000);
  assert.equal((await closeOverdueReceipts(t.db, t.clock.now())).length, 0, 'not before the window ends');
  t.clock.advanceMs(2_000);
  // Answering after the window is refused and changes nothing.
  const snapshot = await worldSnapshot(t);
  assert.equal((await answer(first, { answer: 'received' })).json().errorCode, 'withdrawal_state_changed');
  assert.equal(await worldSnapshot(t), snapshot);
  // The player's list closes it on read, at the moment the window ended.
  const mine = (await t.app.inject({ url: API.withdrawals, headers: authed(player.token) })).json().value.list;
  const seen = mine.find((item: { id: string }) => item.id === first);
  assert.equal(seen.receipt, 'auto_received');
  assert.equal(new Date(seen.receiptAt).getTime(), new Date(due?.due ?? 0).getTime());
  assert.equal(mine.find((item: { id: string }) => item.id === second).receipt, 'auto_received');
  // The sweep finds nothing left; run again, still nothing.
  assert.deepEqual(await closeOverdueReceipts(t.db, t.clock.now()), []);
  // Staff cannot force what the window already closed.
  const forced = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalForceReceipt, first), { reason: 'too late now' });
  assert.equal(forced.json().errorCode, 'withdrawal_state_changed');
});

test('the sweep closes overdue windows by itself', async () => {
  await writeWithdrawalRules(t.db, brandId, { ...DEFAULT_WITHDRAWAL_RULES, autoReceiveMinutes: 1 }, t.clock.now());
  const id = await paid('10000');
  await t.db.query(`delete from withdrawal_settings where merchant_id = $1`, [brandId]);
  t.clock.advanceMs(61_000);
  const closed = await closeOverdueReceipts(t.db, t.clock.now());
  assert.deepEqual(closed, [id]);
  assert.equal((await staffRow(id)).receipt, 'auto_received');
  assert.equal((await checkInvariants(t.db)).ok, true);
});
