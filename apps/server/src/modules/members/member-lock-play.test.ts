// Proves that staff's lock (the members desk, decision 038) also stops the stakes of games opened
// before it, whose calls never pass the site's session check: a vendor's debit is answered
// PLAYER_BLOCKED and a house slot spin account_suspended, moving nothing, even with the bet gate's
// rules cached (the lock drops them at once); the win of a round staked before the lock still
// lands; after an unlock the same game sessions take stakes again.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { demoBrandId, ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createVendorSimulator, simId } from '../../../test/vendor-simulator.ts';
import { fund, newPlayer } from '../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn, withId } from '../../../test/withdrawal-helpers.ts';
import { ensureHouseShards } from '../../ledger/shards.ts';
import { slotCall, slotPlayer } from '../house-slots/house-slots.test-kit.ts';

let t: TestApp;
before(async () => {
  // A long cache time, as in production: the lock must not wait for the cached rules to run out.
  t = await createTestApp({ brandCacheMs: 60_000 });
  await ensureHouseShards(t.db, await demoBrandId(t.db), 'PHP', t.clock.now());
});
after(() => t.close());

test('a lock stops the stakes of open games at once, lets their wins land, and an unlock lets play on', async () => {
  const vendorPlayer = await newPlayer(t, 'lockplay', { pin: false });
  await fund(t, vendorPlayer.id, 100_000n);
  const sim = createVendorSimulator(t);
  const game = await sim.launch({ id: vendorPlayer.id });
  const slots = await slotPlayer(t);

  // Stakes before the lock: the gate reads and caches each account's rules.
  const roundId = simId('round');
  assert.equal((await sim.debit(game, '100', { roundId })).status, 'OK');
  const first = await slotCall(t, API.houseSlotSpin, slots.gameToken, { stakeMinor: '100', spinId: randomUUID() });
  assert.equal(first.statusCode, 200, first.body);

  const support = await staffSignedIn(t, 'support');
  for (const id of [vendorPlayer.id, slots.id]) {
    const locked = await asStaff(t, support, 'POST', withId(BO_API.memberLock, id), { reason: 'Fraud review' });
    assert.equal(locked.statusCode, 200, locked.body);
  }

  const before = await ledgerSnapshot(t.db);
  const refused = await sim.debit(game, '100');
  assert.equal(refused.status, 'PLAYER_BLOCKED');
  assert.equal(refused.balance, '99900', 'the balance is answered, unchanged');
  const spin = await slotCall(t, API.houseSlotSpin, slots.gameToken, { stakeMinor: '100', spinId: randomUUID() });
  assert.equal(spin.statusCode, 403, spin.body);
  assert.equal(spin.json().errorCode, 'account_suspended');
  assert.equal(await ledgerSnapshot(t.db), before, 'nothing moved');
  const [spins] = await t.db.query<{ n: number }>(`select count(*)::int as n from house_slot_spins where account_id = $1`, [slots.id]);
  assert.equal(spins?.n, 1, 'the refused spin wrote no row');

  // The round staked before the lock settles: its win is paid.
  const win = await sim.credit(game, roundId, '250', { roundClosed: true });
  assert.equal(win.status, 'OK');
  assert.equal(win.balance, '100150');

  for (const id of [vendorPlayer.id, slots.id]) {
    const unlocked = await asStaff(t, support, 'POST', withId(BO_API.memberUnlock, id), { reason: 'Review cleared' });
    assert.equal(unlocked.statusCode, 200, unlocked.body);
  }
  assert.equal((await sim.debit(game, '100')).status, 'OK');
  const again = await slotCall(t, API.houseSlotSpin, slots.gameToken, { stakeMinor: '100', spinId: randomUUID() });
  assert.equal(again.statusCode, 200, again.body);
});
