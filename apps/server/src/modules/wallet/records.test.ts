// Proves the records: the account record over all the player's wallets, newest first, filtered by
// type and by GMT+8 days (a movement at 23:59:59 belongs to that day, one a second later to the
// next), paged; bonus details list only bonuses and rebates; personal profit and loss per period
// nets rolled-back stakes and leaves deposits and own-wallet moves out of the result; bad ranges
// and types are refused; the record types equal the ledger's codes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { RECORD_TYPES } from '@pkg/contracts/wallet-codes';
import { openBonusAccount, openPlayerWallet } from '../../ledger/accounts.ts';
import { payBet, placeBet } from '../../ledger/bets.ts';
import { TRANSFER_CODES } from '../../ledger/codes.ts';
import { rollbackBet } from '../../ledger/rollback.ts';
import { transfer } from '../../ledger/transfer.ts';
import { createTestApp, TEST_START, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { fund, moneyCall, newPlayer, type Player } from '../../../test/wallet-helpers.ts';

let t: TestApp;
let player: Player;
let brandId: string;
let serial = 0;
before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  player = await newPlayer(t, 'recorder');
});
after(() => t.close());

/** Moves the test clock to an instant (and back with the returned function). */
function at(iso: string) {
  const offset = Date.parse(iso) - t.clock.now().getTime();
  t.clock.advanceMs(offset);
  return () => t.clock.advanceMs(-offset);
}

/** A game round's stake or win on the player's main wallet, as a vendor would send it. */
async function bet(kind: 'stake' | 'payout', amountMinor: bigint, transactionId = `round-${(serial += 1)}`) {
  const now = t.clock.now();
  const wallet = await openPlayerWallet(t.db, brandId, 'PHP', player.id, now);
  const request = {
    brandId,
    currency: 'PHP',
    walletId: wallet.id,
    vendor: 'BTSLOT',
    transactionId,
    amountMinor,
    actor: 'test',
    ip: null,
    at: now,
  };
  await (kind === 'stake' ? placeBet(t.db, request) : payBet(t.db, request));
  return { walletId: wallet.id, transactionId };
}

/** A bonus or rebate paid from the brand's bonus account. */
async function bonus(code: 'bonus' | 'rebate', amountMinor: bigint) {
  serial += 1;
  const now = t.clock.now();
  const wallet = await openPlayerWallet(t.db, brandId, 'PHP', player.id, now);
  const from = await openBonusAccount(t.db, brandId, 'PHP', now);
  await transfer(t.db, {
    brandId,
    currency: 'PHP',
    code,
    idempotencyKey: `records-${serial}`,
    fromAccountId: from.id,
    toAccountId: wallet.id,
    amountMinor,
    memo: code === 'bonus' ? 'Welcome bonus' : undefined,
    actor: 'test',
    ip: null,
    at: now,
  });
}

const get = async (url: string) => {
  const response = await t.app.inject({ url, headers: authed(player.token) });
  return { status: response.statusCode, body: response.json() };
};

test('a day of play: the account record, bonus details and profit and loss agree', async () => {
  // Yesterday (GMT+8) at its very last second: a deposit and a stake.
  let back = at('2026-11-21T15:59:59Z');
  await fund(t, player.id, 1_000_000n);
  await bet('stake', 40_000n);
  back();
  // Today (the clock stands still, so newest first is by transfer): stakes, a win, a bonus, a rebate, a rolled-back stake, a move into a vendor wallet.
  back = at('2026-11-21T16:00:00Z');
  await bet('stake', 100_000n);
  const rolledBack = await bet('stake', 30_000n);
  await rollbackBet(t.db, { brandId, currency: 'PHP', vendor: 'BTSLOT', ...rolledBack, actor: 'test', ip: null, at: t.clock.now() });
  await bet('payout', 150_000n);
  await bonus('bonus', 20_000n);
  await bonus('rebate', 5_000n);
  const into = await moneyCall(t, API.walletTransfer, player.token, {
    from: 'MAIN',
    to: 'BTSABONG',
    amountMinor: '50000',
    currency: 'PHP',
    paymentPassword: '246810',
  });
  assert.equal(into.statusCode, 200, into.body);
  back();

  const today = await get(`${API.transactions}?from=2026-11-22&to=2026-11-22`);
  assert.equal(today.status, 200, JSON.stringify(today.body));
  const list = today.body.value.list as Array<Record<string, string | null>>;
  assert.deepEqual(
    list.map((entry) => [entry.type, entry.walletCode, entry.amountMinor]),
    [
      ['wallet_transfer', 'BTSABONG', '50000'],
      ['wallet_transfer', 'MAIN', '-50000'],
      ['rebate', 'MAIN', '5000'],
      ['bonus', 'MAIN', '20000'],
      ['bet_payout', 'MAIN', '150000'],
      ['reversal', 'MAIN', '30000'],
      ['bet_stake', 'MAIN', '-30000'],
      ['bet_stake', 'MAIN', '-100000'],
    ],
  );
  assert.equal(list.find((entry) => entry.type === 'reversal')?.reversedType, 'bet_stake');
  assert.equal(list.find((entry) => entry.type === 'bonus')?.memo, 'Welcome bonus');
  assert.equal(list.find((entry) => entry.walletCode === 'BTSABONG')?.counterparty, 'MAIN');
  assert.equal(list[1]?.amount, '-500.00');
  assert.equal(today.body.value.total, 8);

  const yesterday = await get(`${API.transactions}?from=2026-11-21&to=2026-11-21`);
  assert.deepEqual(
    yesterday.body.value.list.map((entry: { type: string }) => entry.type),
    ['bet_stake', 'deposit'],
  );

  const stakes = await get(`${API.transactions}?from=2026-11-21&to=2026-11-22&type=bet_stake&pageSize=2&pageNo=2`);
  assert.equal(stakes.body.value.total, 3);
  assert.equal(stakes.body.value.totalPages, 2);
  assert.equal(stakes.body.value.pageNum, 2);
  assert.deepEqual(
    stakes.body.value.list.map((entry: { amountMinor: string }) => entry.amountMinor),
    ['-40000'],
  );

  const bonuses = await get(`${API.bonusDetails}?from=2026-11-15`);
  assert.deepEqual(
    bonuses.body.value.list.map((entry: { type: string; amount: string }) => [entry.type, entry.amount]),
    [
      ['rebate', '50.00'],
      ['bonus', '200.00'],
    ],
  );

  const profitToday = (await get(`${API.personalProfit}?period=today`)).body.value;
  assert.deepEqual(
    [profitToday.betMinor, profitToday.payoutMinor, profitToday.bonusMinor, profitToday.rebateMinor, profitToday.profitMinor],
    ['100000', '150000', '20000', '5000', '75000'],
  );
  assert.equal(profitToday.formatted.profit, '750.00');
  assert.equal(profitToday.depositMinor, '0');
  const profitYesterday = (await get(`${API.personalProfit}?period=yesterday`)).body.value;
  assert.equal(profitYesterday.profitMinor, '-40000');
  assert.equal(profitYesterday.formatted.profit, '-400.00');
  assert.equal(profitYesterday.depositMinor, '1000000');
  const week = (await get(`${API.personalProfit}?period=thisWeek`)).body.value;
  assert.deepEqual([week.from, week.to, week.profitMinor], ['2026-11-16', '2026-11-22', '35000']);
  const lastMonth = (await get(`${API.personalProfit}?period=lastMonth`)).body.value;
  assert.deepEqual([lastMonth.from, lastMonth.to, lastMonth.profitMinor, lastMonth.betMinor], ['2026-10-01', '2026-10-31', '0', '0']);
});

test('the default range is the last seven GMT+8 days, today included', async () => {
  const { body } = await get(API.transactions);
  assert.equal(TEST_START.toISOString(), '2026-11-22T04:00:00.000Z');
  assert.deepEqual([body.value.from, body.value.to], ['2026-11-16', '2026-11-22']);
});

test('a player with no wallets yet has an empty record and zero profit', async () => {
  const fresh = await newPlayer(t, 'empty', { pin: false });
  const record = await t.app.inject({ url: API.transactions, headers: authed(fresh.token) });
  assert.equal(record.json().value.total, 0);
  const profit = await t.app.inject({ url: API.personalProfit, headers: authed(fresh.token) });
  assert.equal(profit.json().value.profitMinor, '0');
});

test('bad ranges, types and pages are refused', async () => {
  for (const query of [
    '?from=2026-11-23&to=2026-11-22',
    '?from=2026-08-01&to=2026-11-22',
    '?from=2026-02-30',
    '?from=22-11-2026',
    '?type=bet_void',
    '?type=everything',
    '?pageSize=101',
    '?pageNo=0',
  ]) {
    const { status, body } = await get(`${API.transactions}${query}`);
    assert.equal(status, 400, query);
    assert.equal(body.errorCode, 'bad_request', query);
  }
  const { body } = await get(`${API.personalProfit}?period=forever`);
  assert.equal(body.errorCode, 'bad_request');
});

test('the record types are the ledger codes, less its internal void', () => {
  assert.deepEqual([...RECORD_TYPES].sort(), TRANSFER_CODES.filter((code) => code !== 'bet_void').sort());
});
