// Proves a third-party vendor's sealed secret (the CLI's rotation) signs its calls and the old one
// stops working, a vendor the brand does not have is refused, a vendor's session cannot be used by
// another vendor, a transfer-wallet vendor is refused, and every money movement publishes a wallet event after commit.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../../../test/test-app.ts';
import { createPlayers, demoBrandId } from '../../../test/ledger-helpers.ts';
import { fund } from '../../../test/wallet-helpers.ts';
import { createVendorSimulator, simId } from '../../../test/vendor-simulator.ts';
import { createGameSessions } from './game-sessions.ts';
import { houseVendorSecret, signWalletRequest, verifyWalletSignature } from './signature.ts';
import { rotateVendorSecret, VendorSecretError } from './vendor-secrets.ts';
import { createVendorWalletService } from './vendor-wallet.service.ts';

let t: TestApp;
let brandId: string;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

async function playerId(funds = 10_000n): Promise<string> {
  const [id] = await createPlayers(t.db, brandId, 1, 'vwsec');
  assert.ok(id);
  await fund(t, id, funds);
  return id;
}

test('a rotated vendor secret signs the vendor calls; the previous one is refused', async () => {
  const first = await rotateVendorSecret(t.db, TEST_APP_SECRET, 'bituin', 'BTBINGO');
  const id = await playerId();
  const bingo = createVendorSimulator(t, { vendorCode: 'BTBINGO', secret: first });
  const p = await bingo.launch({ id }, 'any-game');
  assert.equal((await bingo.client.authenticate({ token: p.token })).status, 'OK');
  const second = await rotateVendorSecret(t.db, TEST_APP_SECRET, 'bituin', 'BTBINGO');
  assert.notEqual(second, first);
  assert.equal((await bingo.client.authenticate({ token: p.token })).status, 'INVALID_SIGNATURE');
  const renewed = createVendorSimulator(t, { vendorCode: 'BTBINGO', secret: second });
  assert.equal((await renewed.client.authenticate({ token: p.token })).status, 'OK');
  // The house vendor's derived secret does not sign for another vendor.
  const pretender = createVendorSimulator(t, { vendorCode: 'BTBINGO' });
  assert.equal((await pretender.client.authenticate({ token: p.token })).status, 'INVALID_SIGNATURE');
  await assert.rejects(rotateVendorSecret(t.db, TEST_APP_SECRET, 'bituin', 'NOPE'), VendorSecretError);
  await assert.rejects(rotateVendorSecret(t.db, TEST_APP_SECRET, 'no-brand', 'BTBINGO'), VendorSecretError);
});

test('a vendor without a secret, or unknown to the brand, is refused; a session works only for its vendor', async () => {
  const id = await playerId();
  const house = createVendorSimulator(t);
  const p = await house.launch({ id });
  const unknown = createVendorSimulator(t, { vendorCode: 'NOPE' });
  assert.equal((await unknown.client.balance({ playerId: id })).status, 'INVALID_SIGNATURE');
  const noSecret = createVendorSimulator(t, { vendorCode: 'BTFAST' });
  assert.equal((await noSecret.client.balance({ playerId: id })).status, 'INVALID_SIGNATURE');
  const secret = await rotateVendorSecret(t.db, TEST_APP_SECRET, 'bituin', 'BTXOSO');
  const xoso = createVendorSimulator(t, { vendorCode: 'BTXOSO', secret });
  assert.equal((await xoso.client.authenticate({ token: p.token })).status, 'INVALID_TOKEN', 'the BTSLOT session is not BTXOSO');
  // A transfer-wallet vendor (its own sub-wallet) never moves main-wallet money through this API.
  const sabongSecret = await rotateVendorSecret(t.db, TEST_APP_SECRET, 'bituin', 'BTSABONG');
  const sabong = createVendorSimulator(t, { vendorCode: 'BTSABONG', secret: sabongSecret });
  const sabongPlayer = await sabong.launch({ id });
  assert.equal((await sabong.client.balance({ playerId: id })).status, 'VENDOR_DISABLED');
  assert.equal((await sabong.debit(sabongPlayer, '100')).status, 'VENDOR_DISABLED');
});

test('money movements publish a wallet event for the player; refusals and duplicates do not', async () => {
  const events: Array<{ accountId: string; code: string }> = [];
  const gameSessions = createGameSessions(t.db, t.clock);
  const wallet = createVendorWalletService({
    db: t.db,
    clock: t.clock,
    appSecret: TEST_APP_SECRET,
    gameSessions,
    events: { publish: (event) => events.push({ accountId: event.accountId, code: event.code }) },
    cacheMs: 0,
  });
  const id = await playerId(1_000n);
  const sim = createVendorSimulator(t);
  const { token } = await sim.launch({ id });
  const call = async (action: string, body: object) => {
    const raw = JSON.stringify(body);
    const at = t.clock.now().getTime();
    const headers = {
      'x-wallet-timestamp': String(at),
      'x-wallet-signature': signWalletRequest(houseVendorSecret(TEST_APP_SECRET), at, raw),
    };
    return (await wallet.call('BTSLOT', action, Buffer.from(raw), headers, null)).answer.status;
  };
  const roundId = simId('round');
  const bet = {
    requestId: simId('req'),
    token,
    transactionId: simId('bet'),
    roundId,
    gameCode: 'bituin-lines',
    amount: '400',
    currency: 'PHP',
  };
  assert.equal(await call('debit', bet), 'OK');
  assert.equal(await call('debit', bet), 'DUPLICATE');
  assert.equal(await call('debit', { ...bet, transactionId: simId('bet'), amount: '5000' }), 'INSUFFICIENT_FUNDS');
  const win = {
    requestId: simId('req'),
    playerId: id,
    transactionId: simId('win'),
    roundId,
    gameCode: 'bituin-lines',
    amount: '900',
    currency: 'PHP',
  };
  assert.equal(await call('credit', win), 'OK');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(events, [
    { accountId: id, code: 'bet_stake' },
    { accountId: id, code: 'bet_payout' },
  ]);
});

test('signatures: the HMAC of timestamp and raw body, within five minutes', () => {
  const body = Buffer.from('{"a":1}');
  const signature = signWalletRequest('s3cret', 1_000_000, body.toString());
  const check = (overrides: Partial<Parameters<typeof verifyWalletSignature>[0]>) =>
    verifyWalletSignature({ secret: 's3cret', timestamp: '1000000', signature, rawBody: body, nowMs: 1_000_000, ...overrides });
  assert.equal(check({}), true);
  assert.equal(check({ nowMs: 1_000_000 + 5 * 60_000 }), true);
  assert.equal(check({ nowMs: 1_000_000 + 5 * 60_000 + 1 }), false);
  assert.equal(check({ secret: 'other' }), false);
  assert.equal(check({ rawBody: Buffer.from('{"a":2}') }), false);
  assert.equal(check({ signature: 'zz' }), false);
  assert.equal(check({ timestamp: 'soon' }), false);
  assert.equal(check({ timestamp: undefined }), false);
});
