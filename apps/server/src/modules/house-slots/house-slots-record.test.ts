// Proves that the betting record's round detail shows a house spin (grid, wins, stake, win, balance
// before and after), that a trial account plays with its XTS demo balance and never touches real
// money, that the stake levels follow the title and the currency's digits, that the calls are
// rate-limited, and that the recovery sweep finishes an interrupted spin by itself.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { slotSessionValue, slotSpinValue } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import { findSlotTitle } from '@pkg/games/slots/titles';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { newPlayer } from '../../../test/wallet-helpers.ts';
import { openGameSession, SLOT_GAME, slotCall, slotPlayer, walletBalance } from './house-slots.test-kit.ts';
import { creditValueMinor, parseStake, stakeLevelsMinor } from './stake-levels.ts';
import { selectSpin } from './house-slots.queries.ts';
import { insertSpinRows } from './spin-group.queries.ts';
import { DEFAULT_RESUME_AFTER_MS } from './resume-spins.ts';
import { roundIdOf } from './spin.service.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t?.close());

test("the betting record's round detail shows the spin", async () => {
  const player = await slotPlayer(t, 10_000n);
  const response = await slotCall(t, API.houseSlotSpin, player.gameToken, { stakeMinor: '1000', spinId: randomUUID() });
  assert.equal(response.statusCode, 200, response.body);
  const spin = slotSpinValue.parse(response.json().value);
  const url = API.gameRound.replace(':vendorCode', 'BTSLOT').replace(':roundId', spin.roundId);
  const record = await t.app.inject({ url, headers: authed(player.token) });
  assert.equal(record.statusCode, 200, record.body);
  const detail = record.json().value.detail;
  assert.equal(detail.kind, 'house-slot');
  assert.equal(detail.titleCode, SLOT_GAME);
  assert.deepEqual(detail.grid, spin.grid);
  assert.deepEqual(detail.wins, spin.wins);
  assert.equal(detail.stakeMinor, '1000');
  assert.equal(detail.winMinor, spin.winMinor);
  assert.equal(detail.balanceBeforeMinor, '10000');
  assert.equal(detail.balanceAfterMinor, spin.balanceAfterMinor);
  // Another player cannot open it.
  const other = await newPlayer(t, 'slotpeek', { pin: false });
  const peek = await t.app.inject({ url, headers: authed(other.token) });
  assert.equal(peek.statusCode, 404);
});

test('a trial account plays with its XTS demo balance; its real-money wallet stays untouched', async () => {
  const player = await newPlayer(t, 'slottrial', { pin: false });
  await t.db.query(`update accounts set account_type = 4 where id = $1`, [player.id]);
  // The site's first balance read grants the demo balance (decision 018).
  const balance = await t.app.inject({ url: API.balance, headers: authed(player.token) });
  assert.equal(balance.statusCode, 200, balance.body);
  const demo = BigInt(balance.json().value.sumBalanceMinor);
  assert.ok(demo > 0n);
  const gameToken = await openGameSession(t, player.id, SLOT_GAME, 4);
  const session = slotSessionValue.parse((await slotCall(t, API.houseSlotSession, gameToken)).json().value);
  assert.equal(session.currency, 'XTS');
  assert.equal(session.trial, true);
  assert.equal(session.balanceMinor, demo.toString());
  const response = await slotCall(t, API.houseSlotSpin, gameToken, { stakeMinor: '20', spinId: randomUUID() });
  assert.equal(response.statusCode, 200, response.body);
  const spin = slotSpinValue.parse(response.json().value);
  assert.equal(BigInt(spin.balanceAfterMinor), demo - 20n + BigInt(spin.winMinor));
  const [real] = await t.db.query<{ count: string }>(
    `select count(*)::text as count from ledger_accounts where owner_account_id = $1 and currency <> 'XTS'`,
    [player.id],
  );
  assert.equal(real?.count, '0');
  assert.equal(await walletBalance(t, player.id), BigInt(spin.balanceAfterMinor));
});

test('stake levels are betCredits × [1, 2, 5, 10, 20, 50, 100] × the credit value of the currency', () => {
  const title = findSlotTitle(SLOT_GAME)!;
  assert.equal(creditValueMinor(2), 1n);
  assert.equal(creditValueMinor(3), 10n);
  assert.equal(creditValueMinor(0), 100n);
  const php = stakeLevelsMinor(title, 2);
  assert.deepEqual(
    php,
    [1n, 2n, 5n, 10n, 20n, 50n, 100n].map((m) => BigInt(title.betCredits) * m),
  );
  assert.ok(stakeLevelsMinor(title, 0).every((stake) => stake % 100n === 0n && stake % BigInt(title.betCredits) === 0n));
  assert.equal(parseStake(php[2]!.toString(), php), php[2]);
  for (const wire of ['0', '07', '1.5', '', ' 20', '99999999999999999999', String(php[0]! + 1n)])
    assert.equal(parseStake(wire, php), null, wire);
});

test("each of the game page's calls takes the app's per-IP limit", async () => {
  const limited = await createTestApp({ rateLimitPerMinute: 2 });
  try {
    const player = await slotPlayer(limited, 10_000n);
    const calls = {
      session: () => slotCall(limited, API.houseSlotSession, player.gameToken),
      spin: () => slotCall(limited, API.houseSlotSpin, player.gameToken, { stakeMinor: '20', spinId: randomUUID() }),
      history: () => slotCall(limited, API.houseSlotHistory, 'no-such-token'),
    };
    for (const [name, call] of Object.entries(calls)) {
      const codes: number[] = [];
      for (let index = 0; index < 3; index += 1) codes.push((await call()).statusCode);
      assert.deepEqual(codes, name === 'history' ? [401, 401, 429] : [200, 200, 429], name);
    }
    // The refused spin moved nothing: two spins' stakes and wins only.
    const [spins] = await limited.db.query<{ count: number }>(`select count(*)::int as count from house_slot_spins where account_id = $1`, [
      player.id,
    ]);
    assert.equal(spins?.count, 2);
  } finally {
    await limited.close();
  }
});

test('the recovery sweep finishes an interrupted spin on its own', async () => {
  const swept = await createTestApp({ houseSlotSweepMs: 20, jobPollMs: 10 });
  try {
    const player = await slotPlayer(swept, 1_000n);
    const brandId = await demoBrandId(swept.db);
    const spinId = randomUUID();
    const roundId = roundIdOf(brandId, player.id, spinId);
    const spin = { brandId, roundId, spinId, accountId: player.id, vendorCode: 'BTSLOT', gameCode: SLOT_GAME, currency: 'PHP' };
    await insertSpinRows(swept.db, [{ ...spin, stakeMinor: 200n }], swept.clock.now());
    swept.clock.advanceMs(DEFAULT_RESUME_AFTER_MS);
    let status: string | undefined;
    for (let tries = 0; tries < 200 && status !== 'refunded'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = (await selectSpin(swept.db, brandId, roundId))?.status;
    }
    assert.equal(status, 'refunded');
    assert.equal(await walletBalance(swept, player.id), 1_000n);
  } finally {
    await swept.close();
  }
});
