// Proves transferFund (GCS_walletTransfer): money goes from the main wallet into a transfer-wallet
// vendor's sub-wallet and back under the payment password; every bad input (negative, zero,
// fractional, malformed, over the limit, another currency, no main wallet side, unknown or
// seamless vendor, maintenance, switched off, wrong or missing payment password, no funds, no or
// malformed Idempotency-Key) is refused with its code and nothing changes; a replayed key answers
// the first result byte for byte without moving money again, even after the wallets moved since,
// and a reused key with another body is refused.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoBrandId, ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { fund, moneyCall, newPlayer, PIN, walletMinor, type Player } from '../../../test/wallet-helpers.ts';

let t: TestApp;
let player: Player;
before(async () => {
  t = await createTestApp();
  player = await newPlayer(t, 'mover');
  await fund(t, player.id, 100_000n);
});
after(() => t.close());

const body = (extra: Record<string, string> = {}) => ({
  from: 'MAIN',
  to: 'BTSABONG',
  amountMinor: '2500',
  currency: 'PHP',
  paymentPassword: PIN,
  ...extra,
});

async function setFlag(flag: string, on: boolean) {
  await t.db.query(`update merchants set flags = flags || jsonb_build_object($1::text, $2::boolean) where code = 'bituin'`, [flag, on]);
}

test('money moves into the vendor wallet and back, and the books balance', async () => {
  const into = await moneyCall(t, API.walletTransfer, player.token, body());
  assert.equal(into.statusCode, 200, into.body);
  const value = into.json().value;
  assert.equal(value.type, 'wallet_transfer');
  assert.equal(value.amount, '25.00');
  assert.equal(value.amountMinor, '2500');
  assert.equal(value.currency, 'PHP');
  assert.equal(value.from, 'MAIN');
  assert.equal(value.to, 'BTSABONG');
  assert.deepEqual(value.wallets, [
    { walletCode: 'MAIN', balance: '975.00', balanceMinor: '97500' },
    { walletCode: 'BTSABONG', balance: '25.00', balanceMinor: '2500' },
  ]);
  assert.equal(await walletMinor(t, player.token, 'BTSABONG'), 2_500n);

  const back = await moneyCall(t, API.walletTransfer, player.token, body({ from: 'BTSABONG', to: 'MAIN', amountMinor: '1000' }));
  assert.equal(back.statusCode, 200, back.body);
  assert.equal(await walletMinor(t, player.token, 'MAIN'), 98_500n);
  assert.equal(await walletMinor(t, player.token, 'BTSABONG'), 1_500n);
  const audit = await t.db.query<{ actor: string; ip: string }>(`select actor, ip from ledger_audit where transfer_id = $1`, [
    back.json().value.transferId,
  ]);
  assert.deepEqual(audit, [{ actor: `self:${player.id}`, ip: '49.144.0.1' }]);
  assert.ok((await checkInvariants(t.db, await demoBrandId(t.db))).ok);
});

test('bad input is refused with its own code and nothing changes', async () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ['negative', { amountMinor: '-100' }, 'amount_invalid'],
    ['zero', { amountMinor: '0' }, 'amount_invalid'],
    ['fractional minor units', { amountMinor: '10.5' }, 'amount_invalid'],
    ['exponent', { amountMinor: '1e3' }, 'amount_invalid'],
    ['leading zero', { amountMinor: '0100' }, 'amount_invalid'],
    ['words', { amountMinor: 'ten' }, 'amount_invalid'],
    ['over the ledger limit', { amountMinor: '1000000000000001' }, 'amount_invalid'],
    ['another currency', { currency: 'USD' }, 'currency_mismatch'],
    ['no main wallet side', { from: 'BTSABONG', to: 'BTSABONG' }, 'bad_request'],
    ['main to main', { to: 'MAIN' }, 'bad_request'],
    ['unknown vendor', { to: 'NOPE' }, 'wallet_not_found'],
    ['a seamless vendor', { to: 'BTSLOT' }, 'wallet_not_found'],
    ['out of a sub-wallet never opened', { from: 'BTBINGO', to: 'MAIN' }, 'wallet_not_found'],
    ['more than the main wallet holds', { amountMinor: '99999999' }, 'insufficient_funds'],
    ['more than the sub-wallet holds', { from: 'BTSABONG', to: 'MAIN', amountMinor: '99999999' }, 'insufficient_funds'],
    ['wrong payment password', { paymentPassword: '000000' }, 'payment_password_wrong'],
  ];
  for (const [what, change, code] of cases) {
    const before = await ledgerSnapshot(t.db);
    const response = await moneyCall(t, API.walletTransfer, player.token, body(change));
    assert.equal(response.json().errorCode, code, `${what}: ${response.body}`);
    assert.equal(await ledgerSnapshot(t.db), before, `${what} changed the books`);
  }
  // A wrong answer counts towards the payment-password lock; clear it for the tests that follow.
  await t.db.query(`update payment_passwords set failures = 0, locked_until = null where account_id = $1`, [player.id]);
});

test('the payment password, the Idempotency-Key and a well-formed body are required', async () => {
  const noPin = await newPlayer(t, 'nopin', { pin: false });
  await fund(t, noPin.id, 10_000n);
  const before = await ledgerSnapshot(t.db);
  const missingPin = await moneyCall(t, API.walletTransfer, noPin.token, body());
  assert.equal(missingPin.json().errorCode, 'payment_password_not_set');
  for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(65)]) {
    const response = await moneyCall(t, API.walletTransfer, player.token, body(), key);
    assert.equal(response.json().errorCode, 'idempotency_key_required', String(key));
  }
  const numeric = await moneyCall(t, API.walletTransfer, player.token, { ...body(), amountMinor: 100 });
  assert.equal(numeric.json().errorCode, 'bad_request', 'a number instead of a decimal string');
  const noPassword = await moneyCall(t, API.walletTransfer, player.token, {
    from: 'MAIN',
    to: 'BTSABONG',
    amountMinor: '1',
    currency: 'PHP',
  });
  assert.equal(noPassword.json().errorCode, 'bad_request');
  assert.equal(await ledgerSnapshot(t.db), before);
});

test('a vendor in maintenance takes no money in, but gives it back', async () => {
  await t.db.query(`update game_vendors set maintenance = true where vendor_code = 'BTSABONG'`);
  try {
    const before = await ledgerSnapshot(t.db);
    const into = await moneyCall(t, API.walletTransfer, player.token, body());
    assert.equal(into.json().errorCode, 'wallet_maintenance');
    assert.equal(await ledgerSnapshot(t.db), before);
    const out = await moneyCall(t, API.walletTransfer, player.token, body({ from: 'BTSABONG', to: 'MAIN', amountMinor: '100' }));
    assert.equal(out.statusCode, 200, out.body);
  } finally {
    await t.db.query(`update game_vendors set maintenance = false where vendor_code = 'BTSABONG'`);
  }
});

test('switched off for the brand, wallet transfers are refused', async () => {
  await setFlag('walletTransfers', false);
  try {
    const before = await ledgerSnapshot(t.db);
    const response = await moneyCall(t, API.walletTransfer, player.token, body());
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'feature_disabled');
    assert.equal(await ledgerSnapshot(t.db), before);
  } finally {
    await setFlag('walletTransfers', true);
  }
});

test('a replayed key answers the first result and moves nothing; a reused key is refused', async () => {
  const key = randomUUID();
  const first = await moneyCall(t, API.walletTransfer, player.token, body({ amountMinor: '700' }), key);
  assert.equal(first.statusCode, 200, first.body);
  const snapshot = await ledgerSnapshot(t.db);
  // The replay is answered from the stored answer: no payment password is checked again.
  const replay = await moneyCall(t, API.walletTransfer, player.token, body({ amountMinor: '700', paymentPassword: 'ignored' }), key);
  assert.equal(replay.statusCode, 200, replay.body);
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.equal(replay.body, first.body, 'the first answer, byte for byte');
  assert.equal(await ledgerSnapshot(t.db), snapshot);

  for (const other of [body({ amountMinor: '701' }), body({ to: 'MAIN', from: 'BTSABONG', amountMinor: '700' })]) {
    const reused = await moneyCall(t, API.walletTransfer, player.token, other, key);
    assert.equal(reused.statusCode, 409, reused.body);
    assert.equal(reused.json().errorCode, 'idempotency_key_reused');
  }
  const otherCall = await moneyCall(
    t,
    API.transferUpline,
    player.token,
    { amountMinor: '700', currency: 'PHP', paymentPassword: PIN },
    key,
  );
  assert.equal(otherCall.json().errorCode, 'idempotency_key_reused');
  assert.equal(await ledgerSnapshot(t.db), snapshot);

  // The answer is rebuilt from the ledger transfer: later movements of the same wallets leave it as it was.
  const later = await moneyCall(t, API.walletTransfer, player.token, body({ from: 'BTSABONG', to: 'MAIN', amountMinor: '300' }));
  assert.equal(later.statusCode, 200, later.body);
  const again = await moneyCall(t, API.walletTransfer, player.token, body({ amountMinor: '700' }), key);
  assert.equal(again.body, first.body);

  // Keys belong to their player: another player's same key is a new request.
  const neighbour = await newPlayer(t, 'neighbour');
  await fund(t, neighbour.id, 5_000n);
  const theirs = await moneyCall(t, API.walletTransfer, neighbour.token, body({ amountMinor: '700' }), key);
  assert.equal(theirs.statusCode, 200, theirs.body);
  assert.notEqual(theirs.json().value.transferId, first.json().value.transferId);
});

test('a category the brand stops offering takes no money in and leaves the wallet list, but what is in it comes out', async () => {
  const into = await moneyCall(t, API.walletTransfer, player.token, body({ amountMinor: '500' }));
  assert.equal(into.statusCode, 200, into.body);
  const held = await walletMinor(t, player.token, 'BTSABONG');
  await t.db.query(`update merchants set disabled_game_types = '{COCKFIGHT}' where code = 'bituin'`);
  try {
    const before = await ledgerSnapshot(t.db);
    const refused = await moneyCall(t, API.walletTransfer, player.token, body({ amountMinor: '500' }));
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().errorCode, 'game_disabled');
    assert.equal(await ledgerSnapshot(t.db), before);
    const list = await t.app.inject({ url: API.merchantWallet, headers: { merchant: 'bituin', authorization: player.token } });
    assert.deepEqual(list.json().value, []);
    const out = await moneyCall(t, API.walletTransfer, player.token, body({ from: 'BTSABONG', to: 'MAIN', amountMinor: held.toString() }));
    assert.equal(out.statusCode, 200, out.body);
    assert.equal(await walletMinor(t, player.token, 'BTSABONG'), 0n);
  } finally {
    await t.db.query(`update merchants set disabled_game_types = '{}' where code = 'bituin'`);
  }
});
