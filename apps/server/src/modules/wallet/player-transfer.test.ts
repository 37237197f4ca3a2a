// Proves transfers between players: a member to its upline agent (transferUpline) and an agent to
// one of its direct downline, each under the payment password and the brand switch; someone else's
// downline, a member's downline, an unknown or trial account, another brand's player, a member
// without an upline, a non-agent and a switched-off brand are all refused with nothing changed;
// both sides see the movement in their account record, named by the other's username; a replayed
// key answers the first answer byte for byte.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { fund, makeAgent, moneyCall, newPlayer, PIN, placeUnder, walletMinor, type Player } from '../../../test/wallet-helpers.ts';

let t: TestApp;
let agent: Player;
let member: Player;
let stranger: Player;
before(async () => {
  t = await createTestApp();
  agent = await newPlayer(t, 'agent');
  await makeAgent(t, agent);
  member = await newPlayer(t, 'member');
  await placeUnder(t, member, agent);
  stranger = await newPlayer(t, 'stranger');
  await fund(t, agent.id, 500_000n);
  await fund(t, member.id, 200_000n);
});
after(() => t.close());

const money = (amountMinor = '15000') => ({ amountMinor, currency: 'PHP', paymentPassword: PIN });

async function setFlag(on: boolean) {
  await t.db.query(`update merchants set flags = flags || jsonb_build_object('playerTransfers', $1::boolean) where code = 'bituin'`, [on]);
}

test('a member sees its upline and transfers to it; both records show it with the other side named', async () => {
  const info = await t.app.inject({ url: API.transferUpline, headers: authed(member.token) });
  assert.equal(info.statusCode, 200, info.body);
  assert.deepEqual(info.json().value, { upline: agent.username });

  const response = await moneyCall(t, API.transferUpline, member.token, money());
  assert.equal(response.statusCode, 200, response.body);
  const value = response.json().value;
  assert.equal(value.type, 'transfer_upline');
  assert.equal(value.from, member.username);
  assert.equal(value.to, agent.username);
  // Only the caller's own wallet is reported back, never the upline's balance.
  assert.deepEqual(value.wallets, [{ walletCode: 'MAIN', balance: '1,850.00', balanceMinor: '185000' }]);
  assert.equal(await walletMinor(t, agent.token, 'MAIN'), 515_000n);

  const mine = (await t.app.inject({ url: `${API.transactions}?type=transfer_upline`, headers: authed(member.token) })).json().value;
  assert.equal(mine.total, 1);
  assert.equal(mine.list[0].amountMinor, '-15000');
  assert.equal(mine.list[0].counterparty, agent.username);
  const theirs = (await t.app.inject({ url: `${API.transactions}?type=transfer_upline`, headers: authed(agent.token) })).json().value;
  assert.equal(theirs.list[0].amountMinor, '15000');
  assert.equal(theirs.list[0].counterparty, member.username);
});

test('an agent transfers to its direct downline by username, in any letter case', async () => {
  const response = await moneyCall(t, API.transferDownline, agent.token, { downline: member.username.toUpperCase(), ...money('2500') });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().value.type, 'transfer_downline');
  assert.equal(response.json().value.to, member.username);
  assert.equal(await walletMinor(t, member.token, 'MAIN'), 187_500n);
});

test('a replayed transfer to the upline or a downline answers its first answer, byte for byte', async () => {
  const upKey = randomUUID();
  const up = await moneyCall(t, API.transferUpline, member.token, money('1200'), upKey);
  assert.equal(up.statusCode, 200, up.body);
  const downKey = randomUUID();
  const down = await moneyCall(t, API.transferDownline, agent.token, { downline: member.username, ...money('800') }, downKey);
  assert.equal(down.statusCode, 200, down.body);
  // Both sides' balances move again before the replays, which still show the balance right after.
  assert.equal((await moneyCall(t, API.transferUpline, member.token, money('100'))).statusCode, 200);
  const snapshot = await ledgerSnapshot(t.db);
  const upAgain = await moneyCall(t, API.transferUpline, member.token, money('1200'), upKey);
  assert.equal(upAgain.headers['idempotent-replayed'], 'true');
  assert.equal(upAgain.body, up.body);
  const downAgain = await moneyCall(
    t,
    API.transferDownline,
    agent.token,
    { downline: member.username.toUpperCase(), ...money('800') },
    downKey,
  );
  assert.equal(downAgain.headers['idempotent-replayed'], 'true');
  assert.equal(downAgain.body, down.body);
  // The same key for the other kind of transfer is a reuse.
  const reused = await moneyCall(t, API.transferUpline, agent.token, money('800'), downKey);
  assert.equal(reused.json().errorCode, 'idempotency_key_reused');
  assert.equal(await ledgerSnapshot(t.db), snapshot);
});

test('only a direct downline can receive, and only an agent can send', async () => {
  const otherAgent = await newPlayer(t, 'rival');
  await makeAgent(t, otherAgent, 2);
  const theirMember = await newPlayer(t, 'theirs');
  await placeUnder(t, theirMember, otherAgent);
  const grandchild = await newPlayer(t, 'grandchild');
  await placeUnder(t, grandchild, member);
  const trial = (await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() })).json().value.token as string;
  const trialName = (
    await t.db.query<{ username: string }>(`select username from accounts where account_type = 4 order by id desc limit 1`)
  )[0]?.username;
  await t.db.query(`update accounts set upline_id = $1 where username = $2`, [agent.id, trialName]);
  assert.ok(trial);

  const refused: Array<[string, string]> = [
    ['a stranger', stranger.username],
    ["another agent's member", theirMember.username],
    ["a downline's downline", grandchild.username],
    ['a trial account', trialName ?? ''],
    ['nobody', 'no-such-player'],
    ['itself', agent.username],
  ];
  for (const [what, downline] of refused) {
    const before = await ledgerSnapshot(t.db);
    const response = await moneyCall(t, API.transferDownline, agent.token, { downline, ...money('100') });
    assert.equal(response.statusCode, 403, `${what}: ${response.body}`);
    assert.equal(response.json().errorCode, 'not_downline', what);
    assert.equal(await ledgerSnapshot(t.db), before, what);
  }
  const fromMember = await moneyCall(t, API.transferDownline, member.token, { downline: grandchild.username, ...money('100') });
  assert.equal(fromMember.json().errorCode, 'error_not_agent');
});

test('a player of another brand is nobody here', async () => {
  await t.db.query(
    `insert into merchants (code, name, logo_url, theme) values ('elsewhere', 'Elsewhere', '/logo.png', '{}') on conflict do nothing`,
  );
  const [brand] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'elsewhere'`);
  await t.db.query(`insert into accounts (merchant_id, username, account_type, upline_id) values ($1, 'farplayer', 0, $2)`, [
    brand?.id,
    agent.id,
  ]);
  const response = await moneyCall(t, API.transferDownline, agent.token, { downline: 'farplayer', ...money('100') });
  assert.equal(response.json().errorCode, 'not_downline');
});

test('bad amounts, another currency, no funds and a wrong payment password change nothing', async () => {
  const cases: Array<[Record<string, string>, string]> = [
    [money('-1'), 'amount_invalid'],
    [money('0'), 'amount_invalid'],
    [money('1.5'), 'amount_invalid'],
    [{ ...money(), currency: 'VND' }, 'currency_mismatch'],
    [money('900000000'), 'insufficient_funds'],
    [{ ...money(), paymentPassword: '999999' }, 'payment_password_wrong'],
  ];
  for (const [body, code] of cases) {
    const before = await ledgerSnapshot(t.db);
    const up = await moneyCall(t, API.transferUpline, member.token, body);
    assert.equal(up.json().errorCode, code, up.body);
    const down = await moneyCall(t, API.transferDownline, agent.token, { downline: member.username, ...body });
    assert.equal(down.json().errorCode, code, down.body);
    assert.equal(await ledgerSnapshot(t.db), before);
  }
  await t.db.query(`update payment_passwords set failures = 0, locked_until = null`);
});

test('a member without an upline has none to transfer to', async () => {
  for (const response of [
    await t.app.inject({ url: API.transferUpline, headers: authed(stranger.token) }),
    await moneyCall(t, API.transferUpline, stranger.token, money('100')),
  ]) {
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().errorCode, 'no_upline');
  }
});

test('where the brand forbids player transfers, both directions are refused', async () => {
  await setFlag(false);
  try {
    const before = await ledgerSnapshot(t.db);
    const calls = [
      await t.app.inject({ url: API.transferUpline, headers: authed(member.token) }),
      await moneyCall(t, API.transferUpline, member.token, money('100')),
      await moneyCall(t, API.transferDownline, agent.token, { downline: member.username, ...money('100') }),
    ];
    for (const response of calls) assert.equal(response.json().errorCode, 'feature_disabled', response.body);
    assert.equal(await ledgerSnapshot(t.db), before);
  } finally {
    await setFlag(true);
  }
});
