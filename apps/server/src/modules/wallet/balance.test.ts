// Proves the balance call: zero wallets before any money, sumBalance over the main wallet and the
// vendor sub-wallets formatted from minor units with the brand's symbol, the vendor wallet list;
// a trial account's demo balance granted once (also when asked for at once) in the demo currency
// and in_need_true_account on every real-money call; no session and another brand's token refused.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { openVendorWallet } from '../../ledger/accounts.ts';
import { transfer } from '../../ledger/transfer.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId, ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { balanceOf, fund, moneyCall, newPlayer } from '../../../test/wallet-helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('a new player has a zero main wallet and a zero wallet per transfer vendor, nothing opened by reading', async () => {
  const player = await newPlayer(t, 'fresh', { pin: false });
  const before = await ledgerSnapshot(t.db);
  const balance = await balanceOf(t, player.token);
  assert.deepEqual(balance, {
    currency: 'PHP',
    currencySymbol: '₱',
    minorDigits: 2,
    sumBalance: '0.00',
    sumBalanceMinor: '0',
    trial: false,
    wallets: [
      { walletCode: 'MAIN', name: null, balance: '0.00', balanceMinor: '0', heldMinor: '0' },
      { walletCode: 'BTSABONG', name: 'Sabong Arena', balance: '0.00', balanceMinor: '0', heldMinor: '0' },
    ],
  });
  assert.equal(await ledgerSnapshot(t.db), before);
});

test('sumBalance adds the main wallet and the sub-wallets, formatted from minor units', async () => {
  const player = await newPlayer(t, 'rich', { pin: false });
  await fund(t, player.id, 12_345_678n);
  const brandId = await demoBrandId(t.db);
  // Money left in the wallet of a vendor no longer offering one still counts and is listed.
  const main = (await t.db.query<{ id: string }>(`select id::text as id from ledger_accounts where owner_account_id = $1`, [player.id]))[0];
  const legacy = await openVendorWallet(t.db, brandId, 'PHP', player.id, 'BTSLOT', t.clock.now());
  await transfer(t.db, {
    brandId,
    currency: 'PHP',
    code: 'wallet_transfer',
    idempotencyKey: `legacy-${player.id}`,
    fromAccountId: main?.id ?? '',
    toAccountId: legacy.id,
    amountMinor: 45_678n,
    actor: 'test',
    ip: null,
    at: t.clock.now(),
  });
  const balance = await balanceOf(t, player.token);
  assert.equal(balance.sumBalance, '123,456.78');
  assert.equal(balance.sumBalanceMinor, '12345678');
  assert.deepEqual(
    balance.wallets.map((wallet) => [wallet.walletCode, wallet.balance]),
    [
      ['MAIN', '123,000.00'],
      ['BTSABONG', '0.00'],
      ['BTSLOT', '456.78'],
    ],
  );
});

test('the vendor wallet list names the brand transfer-wallet vendors and their maintenance', async () => {
  const player = await newPlayer(t, 'lister', { pin: false });
  await t.db.query(`update game_vendors set maintenance = true where vendor_code = 'BTSABONG'`);
  try {
    const response = await t.app.inject({ url: API.merchantWallet, headers: authed(player.token) });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().value, [
      { walletCode: 'BTSABONG', displayName: 'Sabong Arena', gameType: 'COCKFIGHT', logoUrl: '/vendors/btsabong.svg', maintenance: true },
    ]);
  } finally {
    await t.db.query(`update game_vendors set maintenance = false where vendor_code = 'BTSABONG'`);
  }
});

async function trialToken(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value.token as string;
}

test('a trial account sees the brand demo balance, in the demo currency, granted once', async () => {
  const token = await trialToken();
  const [first, second] = await Promise.all([balanceOf(t, token), balanceOf(t, token)]);
  assert.deepEqual(first, second);
  assert.equal(first.trial, true);
  assert.equal(first.currency, 'XTS');
  assert.equal(first.currencySymbol, '₱');
  assert.equal(first.sumBalance, '2,000.00');
  assert.deepEqual(
    first.wallets.map((wallet) => wallet.walletCode),
    ['MAIN'],
  );
  const snapshot = await ledgerSnapshot(t.db);
  assert.equal((await balanceOf(t, token)).sumBalanceMinor, '200000');
  assert.equal(await ledgerSnapshot(t.db), snapshot, 'reading again grants nothing more');
  const grants = await t.db.query(`select 1 from ledger_transfers where idempotency_key like 'trial-grant:%' and currency = 'XTS'`);
  assert.ok(grants.length >= 1);
});

test('a trial account gets in_need_true_account on every real-money call, and nothing changes', async () => {
  const token = await trialToken();
  await balanceOf(t, token);
  const before = await ledgerSnapshot(t.db);
  const money = { amountMinor: '100', currency: 'PHP', paymentPassword: '246810' };
  const calls = [
    t.app.inject({ url: API.merchantWallet, headers: authed(token) }),
    t.app.inject({ url: API.transferUpline, headers: authed(token) }),
    t.app.inject({ url: API.transactions, headers: authed(token) }),
    t.app.inject({ url: API.personalProfit, headers: authed(token) }),
    t.app.inject({ url: API.bonusDetails, headers: authed(token) }),
    moneyCall(t, API.walletTransfer, token, { from: 'MAIN', to: 'BTSABONG', ...money }),
    moneyCall(t, API.transferUpline, token, money),
    moneyCall(t, API.transferDownline, token, { downline: 'someone', ...money }),
  ];
  for (const response of await Promise.all(calls)) {
    assert.equal(response.statusCode, 403, response.body);
    assert.equal(response.json().errorCode, 'in_need_true_account');
  }
  assert.equal(await ledgerSnapshot(t.db), before);
});

test('every wallet call refuses no session, a made-up token and a token of another brand, changing nothing', async () => {
  const player = await newPlayer(t, 'roamer');
  await fund(t, player.id, 10_000n);
  await t.db.query(
    `insert into merchants (code, name, logo_url, theme) values ('otherbrand', 'Other', '/logo.png', '{}') on conflict do nothing`,
  );
  const before = await ledgerSnapshot(t.db);
  const money = { amountMinor: '100', currency: 'PHP', paymentPassword: '246810' };
  const reads = [
    API.balance,
    API.walletEvents,
    API.merchantWallet,
    API.transferUpline,
    API.transactions,
    API.personalProfit,
    API.bonusDetails,
  ];
  const writes: Array<[string, object]> = [
    [API.walletTransfer, { from: 'MAIN', to: 'BTSABONG', ...money }],
    [API.transferUpline, money],
    [API.transferDownline, { downline: 'someone', ...money }],
  ];
  for (const headers of [demoHeaders(), authed('not-a-token'), authed(player.token, { merchant: 'otherbrand' })]) {
    const responses = [
      ...(await Promise.all(reads.map((url) => t.app.inject({ url, headers })))),
      ...(await Promise.all(
        writes.map(([url, body]) =>
          t.app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': randomUUID() }, payload: body }),
        ),
      )),
    ];
    for (const response of responses) {
      assert.equal(response.statusCode, 401, response.body);
      assert.equal(response.json().errorCode, 'login.not.session');
    }
  }
  assert.equal(await ledgerSnapshot(t.db), before);
});
