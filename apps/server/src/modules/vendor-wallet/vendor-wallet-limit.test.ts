// Proves each vendor's budget of seamless wallet calls (decision 044): a burst over the budget is
// refused with RATE_LIMITED (HTTP 429, Retry-After) before anything is read, logged or moved;
// another vendor, and the same vendor from another address, keep their own budgets; made-up vendor
// codes share one budget per address (decision 023, addendum); and the default budget lets the
// ledger bench's whole HTTP bet run through.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { API } from '@pkg/contracts/routes';
import type { WalletAnswer } from '@pkg/contracts/vendor-wallet';
import { createPlayers, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../../../test/test-app.ts';
import { createVendorSimulator, simId, type VendorSimulator } from '../../../test/vendor-simulator.ts';
import { fund } from '../../../test/wallet-helpers.ts';
import { DEFAULT_VENDOR_WALLET_LIMIT } from './vendor-wallet-limit.ts';
import { rotateVendorSecret } from './vendor-secrets.ts';

const BUDGET = 5;
let t: TestApp;
let brandId: string;
before(async () => {
  // A minute's window, so the burst below cannot straddle two windows on a slow machine.
  t = await createTestApp({ vendorWalletRateLimit: { max: BUDGET, windowMs: 60_000 } });
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

async function fundedPlayer(): Promise<string> {
  const [id] = await createPlayers(t.db, brandId, 1, 'vwlimit');
  assert.ok(id);
  await fund(t, id, 100_000n);
  return id;
}

/** What a refused call must leave alone: the log, the claims, the rounds, the ledger, the balance. */
async function footprint(accountId: string) {
  const [row] = await t.db.query<Record<string, string>>(
    `select (select count(*)::text from vendor_wallet_calls) as calls,
            (select count(*)::text from vendor_wallet_transactions) as claims,
            (select count(*)::text from game_rounds) as rounds,
            (select count(*)::text from ledger_transfers) as transfers,
            (select balance::text from ledger_accounts where owner_account_id = $1 and kind = 'player_main') as balance`,
    [accountId],
  );
  return row;
}

/** A signed debit sent as the vendor from an address, answering the HTTP status, the Retry-After and the answer. */
async function debitFrom(vendor: VendorSimulator, token: string, address: string) {
  const id = simId('limit');
  const body = { requestId: id, token, transactionId: id, roundId: id, gameCode: 'bituin-lines', amount: '100', currency: 'PHP' };
  const signed = vendor.signed(body);
  const response = await t.app.inject({
    method: 'POST',
    url: API.vendorWallet.replace(':vendorCode', vendor.vendorCode).replace(':action', 'debit'),
    payload: signed.raw,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...signed.headers },
  });
  return { statusCode: response.statusCode, retryAfter: response.headers['retry-after'], answer: response.json() as WalletAnswer };
}

test('a burst over the budget answers RATE_LIMITED (429, Retry-After) and moves nothing; other vendors and addresses go on', async () => {
  const accountId = await fundedPlayer();
  const house = createVendorSimulator(t);
  const player = await house.launch({ id: accountId });

  for (let call = 0; call < BUDGET; call += 1) {
    const done = await debitFrom(house, player.token, '203.0.113.10');
    assert.equal(done.statusCode, 200, JSON.stringify(done.answer));
    assert.equal(done.answer.status, 'OK');
  }
  const before = await footprint(accountId);
  for (let call = 0; call < 3; call += 1) {
    const refused = await debitFrom(house, player.token, '203.0.113.10');
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.answer, { status: 'RATE_LIMITED' });
    const retryAfter = Number(refused.retryAfter);
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${String(refused.retryAfter)}`);
  }
  // Unsigned or badly signed calls over the budget are refused the same way, before any look-up.
  const forged = await t.app.inject({
    method: 'POST',
    url: API.vendorWallet.replace(':vendorCode', house.vendorCode).replace(':action', 'balance'),
    payload: JSON.stringify({ playerId: accountId }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' },
  });
  assert.equal(forged.statusCode, 429);
  assert.deepEqual(await footprint(accountId), before, 'no log row, claim, round, transfer or balance change');

  // The same vendor from another address has its own budget.
  const elsewhere = await debitFrom(house, player.token, '203.0.113.11');
  assert.equal(elsewhere.answer.status, 'OK');

  // Another vendor, for the same player from the throttled address, is not affected.
  const secret = await rotateVendorSecret(t.db, TEST_APP_SECRET, 'bituin', 'BTBINGO');
  const bingo = createVendorSimulator(t, { vendorCode: 'BTBINGO', secret });
  const bingoPlayer = await bingo.launch({ id: accountId }, 'bituin-lines');
  for (let call = 0; call < BUDGET; call += 1) {
    const done = await debitFrom(bingo, bingoPlayer.token, '203.0.113.10');
    assert.equal(done.answer.status, 'OK', `call ${call + 1}`);
  }
  assert.equal((await debitFrom(bingo, bingoPlayer.token, '203.0.113.10')).answer.status, 'RATE_LIMITED', 'its own budget, used up');

  // The money: 100 for each of the 5 + 1 + 5 accepted stakes, nothing for the refused ones.
  const after = await footprint(accountId);
  assert.equal(BigInt(after?.balance ?? '0'), 100_000n - 11n * 100n);
});

test('made-up vendor codes share one budget per address: 429 once it is spent, and no call is logged', async () => {
  const accountId = await fundedPlayer();
  const house = createVendorSimulator(t);
  const player = await house.launch({ id: accountId });
  const address = '203.0.113.20';
  const made = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: API.vendorWallet.replace(':vendorCode', code).replace(':action', 'balance'),
      payload: JSON.stringify({ playerId: accountId }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    });
  const before = await footprint(accountId);
  // A new code on every call: before, each had a budget of its own and none was ever refused.
  for (let call = 0; call < BUDGET; call += 1) {
    const refused = await made(`FAKE${call}${simId('x').replace(/\W/g, '')}`.slice(0, 32));
    assert.equal(refused.statusCode, 401, refused.body);
    assert.deepEqual(refused.json(), { status: 'INVALID_SIGNATURE' });
  }
  for (let call = 0; call < 3; call += 1) {
    const throttled = await made(`FAKE-OVER-${call}`);
    assert.equal(throttled.statusCode, 429);
    assert.deepEqual(throttled.json(), { status: 'RATE_LIMITED' });
  }
  assert.deepEqual(await footprint(accountId), before, 'no log row, claim, round, transfer or balance change');
  // A real vendor from the same address still has its own budget.
  const done = await debitFrom(house, player.token, address);
  assert.equal(done.answer.status, 'OK');
});

test('the default budget is above what the ledger bench sends', () => {
  // bench/ledger.bench.ts: --http-bets 10000 signed debits in all (one vendor, one address), at a
  // target of 2,000 a second. The window is one second, so even all 10,000 at once stay within it.
  assert.deepEqual(DEFAULT_VENDOR_WALLET_LIMIT, { max: 10_000, windowMs: 1_000 });
  const benchBetsInAll = 10_000;
  const benchTargetPerSecond = 2_000;
  assert.ok(DEFAULT_VENDOR_WALLET_LIMIT.max >= benchBetsInAll);
  assert.ok(DEFAULT_VENDOR_WALLET_LIMIT.max / (DEFAULT_VENDOR_WALLET_LIMIT.windowMs / 1000) >= 5 * benchTargetPerSecond);
});
