// Proves the operators' channel settings: a new channel needs its required fields, amounts typed
// in major units are stored exactly as minor units, a change keeps what it does not name, bad
// input is refused with nothing written, every change is audited, and players see the result.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { authed } from '../../../test/auth-helpers.ts';
import { createDepositApp, newPlayer, postOrder } from '../../../test/deposit-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { ChannelAdminError, listDepositChannels, setDepositChannel, type ChannelChange } from './channel-admin.ts';

let t: TestApp;
before(async () => {
  t = await createDepositApp();
});
after(() => t.close());

const BANK: ChannelChange = {
  kind: 'manual',
  displayName: 'BDO Transfer',
  min: '200',
  max: '25,000.50',
  expiryMinutes: 45,
  sortOrder: 5,
  provider: 'BDO',
  accountName: 'Bituin Play Inc.',
  accountNumber: '0012 3456 7890',
  instructions: { EN: 'Use InstaPay or PESONet.', TY: 'Gamitin ang InstaPay o PESONet.' },
};

async function refused(change: ChannelChange, code = 'bdo-x', brand = 'bituin') {
  const before = JSON.stringify(await t.db.query(`select * from deposit_channels order by id`));
  const audits = (await t.db.query(`select 1 from staff_audit`)).length;
  await assert.rejects(setDepositChannel(t.db, t.clock, brand, code, change), ChannelAdminError);
  assert.equal(JSON.stringify(await t.db.query(`select * from deposit_channels order by id`)), before);
  assert.equal((await t.db.query(`select 1 from staff_audit`)).length, audits);
}

test('a new manual channel is stored with exact minor-unit limits, audited, and offered to players', async () => {
  const channel = await setDepositChannel(t.db, t.clock, 'bituin', 'bdo-transfer', BANK);
  assert.equal(channel.minAmountMinor, 20_000n);
  assert.equal(channel.maxAmountMinor, 2_500_050n);
  assert.equal(channel.currency, 'PHP');
  assert.deepEqual(channel.payTo, { provider: 'BDO', accountName: 'Bituin Play Inc.', accountNumber: '0012 3456 7890', qrImageUrl: null });
  const [audit] = await t.db.query<{ staff_username: string; action: string }>(
    `select staff_username, action from staff_audit where target = 'deposit_channel:bdo-transfer'`,
  );
  assert.deepEqual(audit, { staff_username: 'operator-cli', action: 'deposit_channel.create' });
  const player = await newPlayer(t);
  const list = await t.app.inject({ url: API.depositChannels, headers: authed(player.token) });
  assert.deepEqual(
    list.json().value.channels.map((c: { code: string }) => c.code),
    ['bdo-transfer', 'gcash-manual', 'sandbox-pay'],
  );
});

test('a change keeps what it does not name; switching a channel off hides it from players', async () => {
  await setDepositChannel(t.db, t.clock, 'bituin', 'bdo-off', BANK);
  const changed = await setDepositChannel(t.db, t.clock, 'bituin', 'bdo-off', { enabled: false, max: '30000', instructions: { TY: '' } });
  assert.equal(changed.enabled, false);
  assert.equal(changed.maxAmountMinor, 3_000_000n);
  assert.equal(changed.minAmountMinor, 20_000n);
  assert.deepEqual(changed.instructions, { EN: 'Use InstaPay or PESONet.' });
  const player = await newPlayer(t);
  const order = await postOrder(t, player.token, { channelCode: 'bdo-off', amountMinor: '50000', currency: 'PHP' });
  assert.equal(order.json().errorCode, 'deposit_channel_unavailable');
  assert.ok((await listDepositChannels(t.db, 'bituin')).some((c) => c.code === 'bdo-off' && !c.enabled));
});

test('bad settings are refused and write nothing', async () => {
  await refused({ ...BANK, kind: undefined });
  await refused({ ...BANK, min: '0' });
  await refused({ ...BANK, min: '10.001' });
  await refused({ ...BANK, min: '-5' });
  await refused({ ...BANK, min: '500', max: '100' });
  await refused({ ...BANK, expiryMinutes: 0 });
  await refused({ ...BANK, provider: undefined });
  await refused({ ...BANK, qrImageUrl: 'javascript:alert(1)' });
  await refused({ ...BANK, instructions: { XX: 'hi' } });
  await refused({ ...BANK, gateway: 'sandbox' });
  await refused({ kind: 'gateway', displayName: 'Pay', min: '1', max: '2', expiryMinutes: 5, gateway: 'nowhere' });
  await refused(BANK, 'Bad Code!');
  await refused({ kind: 'gateway' }, 'gcash-manual');
  await assert.rejects(
    setDepositChannel(t.db, t.clock, 'no-such-brand', 'x1', BANK),
    (error: ChannelAdminError) => error.kind === 'not_found',
  );
});
