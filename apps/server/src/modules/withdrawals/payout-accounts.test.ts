// Proves payout accounts: bound and removed only under the payment password and an idempotency
// key, checked field by field, masked when shown, capped at the brand's maximum, never bound twice,
// refused to trial accounts; every refusal leaves nothing behind, and a repeated key answers the
// first answer while the same key with another body is refused.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { fundedPlayer, moneyHeaders, PIN, withId, worldSnapshot, type TestPlayer } from '../../../test/withdrawal-helpers.ts';
import { writeWithdrawalRules, DEFAULT_WITHDRAWAL_RULES } from './withdrawal-settings.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const bank = {
  type: 'bank',
  provider: 'BDO Unibank',
  accountName: 'Juan Dela Cruz',
  accountNumber: '0012-3456-7890',
  paymentPassword: PIN,
};

function bind(player: TestPlayer, body: Record<string, unknown>, key = randomUUID()) {
  return t.app.inject({ method: 'POST', url: API.payoutAccounts, headers: moneyHeaders(player.token, key), payload: body });
}

function remove(player: TestPlayer, id: string, pin = PIN, key = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: withId(API.payoutAccountRemove, id),
    headers: moneyHeaders(player.token, key),
    payload: { paymentPassword: pin },
  });
}

async function list(player: TestPlayer) {
  const response = await t.app.inject({ url: API.payoutAccounts, headers: authed(player.token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as { id: string; accountNumberMasked: string; provider: string; type: string }[];
}

test('a bank and an e-wallet account are bound under the payment password and listed with masked numbers', async () => {
  const player = await fundedPlayer(t, 'payout');
  const first = await bind(player, bank);
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(first.json().value.accountNumberMasked, '****7890');
  const wallet = await bind(player, {
    type: 'ewallet',
    provider: 'GCash',
    accountName: 'Juan Dela Cruz',
    accountNumber: '+63 917 555 0101',
    paymentPassword: PIN,
  });
  assert.equal(wallet.statusCode, 200, wallet.body);
  const accounts = await list(player);
  assert.deepEqual(
    accounts.map((account) => [account.type, account.provider, account.accountNumberMasked]),
    [
      ['bank', 'BDO Unibank', '****7890'],
      ['ewallet', 'GCash', '****0101'],
    ],
  );
  const stored = await t.db.query<{ account_number: string }>(
    `select account_number from payout_accounts where account_id = $1 order by id`,
    [player.id],
  );
  assert.deepEqual(
    stored.map((row) => row.account_number),
    ['001234567890', '639175550101'],
  );
  const [audit] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from audit_log where account_id = $1 and action = 'payout_account.bind'`,
    [player.id],
  );
  assert.equal(audit?.n, 2);
});

test('a repeated key answers the first answer; the same key with another body is refused', async () => {
  const player = await fundedPlayer(t, 'replay');
  const key = randomUUID();
  const first = await bind(player, bank, key);
  assert.equal(first.statusCode, 200, first.body);
  const again = await bind(player, bank, key);
  assert.equal(again.statusCode, 200, again.body);
  assert.deepEqual(again.json().value, first.json().value);
  const before = await worldSnapshot(t);
  const reused = await bind(player, { ...bank, accountNumber: '999988887777' }, key);
  assert.equal(reused.statusCode, 409);
  assert.equal(reused.json().errorCode, 'idempotency_key_reused');
  assert.equal(await worldSnapshot(t), before);
  assert.equal((await list(player)).length, 1);
});

test('bad input, a wrong or missing payment password and a missing key are refused and nothing is stored', async () => {
  const player = await fundedPlayer(t, 'badbind');
  const before = await worldSnapshot(t);
  const cases: [Record<string, unknown>, string, number, string?][] = [
    [{ ...bank, accountNumber: '12' }, 'payout_account_invalid', 400, 'accountNumber'],
    [{ ...bank, accountNumber: '12345<script>' }, 'payout_account_invalid', 400, 'accountNumber'],
    [{ ...bank, type: 'ewallet', accountNumber: 'ABC123456' }, 'payout_account_invalid', 400, 'accountNumber'],
    [{ ...bank, accountName: '1' }, 'payout_account_invalid', 400, 'accountName'],
    [{ ...bank, accountName: 'Juan <b>' }, 'payout_account_invalid', 400, 'accountName'],
    [{ ...bank, provider: '' }, 'payout_account_invalid', 400, 'provider'],
    [{ ...bank, type: 'crypto' }, 'bad_request', 400],
    [{ ...bank, paymentPassword: '000000' }, 'payment_password_wrong', 400],
  ];
  for (const [body, code, status, field] of cases) {
    const response = await bind(player, body);
    assert.equal(response.statusCode, status, `${JSON.stringify(body)}: ${response.body}`);
    assert.equal(response.json().errorCode, code);
    if (field) assert.equal(response.json().field, field);
  }
  for (const key of ['', 'short', 'x'.repeat(65), 'has space in it']) {
    const response = await t.app.inject({
      method: 'POST',
      url: API.payoutAccounts,
      headers: key ? moneyHeaders(player.token, key) : authed(player.token),
      payload: bank,
    });
    assert.equal(response.json().errorCode, 'idempotency_key_required', key);
  }
  assert.equal(await worldSnapshot(t), before);
});

test('the brand maximum and duplicates are refused; removing needs the payment password and frees a place', async () => {
  const brandId = await demoBrandId(t.db);
  await writeWithdrawalRules(t.db, brandId, { ...DEFAULT_WITHDRAWAL_RULES, maxPayoutAccounts: 2 }, t.clock.now());
  try {
    const player = await fundedPlayer(t, 'limits');
    const first = (await bind(player, bank)).json().value.id as string;
    const duplicate = await bind(player, { ...bank, provider: 'bdo unibank', accountNumber: '001234567890' });
    assert.equal(duplicate.json().errorCode, 'payout_account_duplicate');
    assert.equal((await bind(player, { ...bank, accountNumber: '111122223333' })).statusCode, 200);
    const over = await bind(player, { ...bank, accountNumber: '444455556666' });
    assert.equal(over.statusCode, 409);
    assert.equal(over.json().errorCode, 'payout_account_limit');

    const before = await worldSnapshot(t);
    assert.equal((await remove(player, first, '000000')).json().errorCode, 'payment_password_wrong');
    assert.equal((await remove(player, '999999')).json().errorCode, 'payout_account_not_found');
    assert.equal((await remove(player, 'abc')).json().errorCode, 'payout_account_not_found');
    assert.equal((await remove(player, '9999999999999999999')).json().errorCode, 'payout_account_not_found');
    assert.equal(await worldSnapshot(t), before);

    const removed = await remove(player, first);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await remove(player, first)).json().errorCode, 'payout_account_not_found');
    assert.equal((await list(player)).length, 1);
    assert.equal((await bind(player, { ...bank, accountNumber: '444455556666' })).statusCode, 200);
  } finally {
    await t.db.query(`delete from withdrawal_settings where merchant_id = $1`, [brandId]);
  }
});

test("another player's payout account cannot be removed", async () => {
  const owner = await fundedPlayer(t, 'owner');
  const other = await fundedPlayer(t, 'other');
  const id = (await bind(owner, bank)).json().value.id as string;
  const response = await remove(other, id);
  assert.equal(response.statusCode, 404);
  assert.equal(response.json().errorCode, 'payout_account_not_found');
  assert.equal((await list(owner)).length, 1);
});

test('trial accounts are told to register a real account; visitors to log in', async () => {
  const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  assert.equal(trial.statusCode, 200, trial.body);
  const token = trial.json().value.token as string;
  const listed = await t.app.inject({ url: API.payoutAccounts, headers: authed(token) });
  assert.equal(listed.json().errorCode, 'in_need_true_account');
  const bound = await t.app.inject({ method: 'POST', url: API.payoutAccounts, headers: moneyHeaders(token), payload: bank });
  assert.equal(bound.json().errorCode, 'in_need_true_account');
  const visitor = await t.app.inject({ url: API.withdrawalInfo, headers: demoHeaders() });
  assert.equal(visitor.json().errorCode, 'login.not.session');
});
