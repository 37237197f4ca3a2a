import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { countingDb } from '../../../test/counting-db.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPlayers, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createBrandService } from '../brands/brand.service.ts';
import { createGameSessions, GAME_SESSION_IDLE_MS } from './game-sessions.ts';
import { HOUSE_VENDOR_CODE } from './signature.ts';
import { createWalletLookups } from './wallet-lookups.ts';

let t: TestApp;
let brandId: string;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

test('with a cache time, each player, vendor, game type and wallet is read once however many calls', async () => {
  const [id] = await createPlayers(t.db, brandId, 1, 'lookup');
  assert.ok(id);
  const { db, count } = countingDb(t.db);
  const lookups = createWalletLookups(db, t.clock, 60_000, createGameSessions(db, t.clock));
  const rounds = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const player = await lookups.player(id);
      assert.ok(player);
      return [
        player.id,
        await lookups.knownVendor(HOUSE_VENDOR_CODE),
        (await lookups.vendorsByCode(HOUSE_VENDOR_CODE)).find((vendor) => vendor.brandId === brandId)?.vendorCode,
        await lookups.gameType(brandId, HOUSE_VENDOR_CODE, 'bituin-lines'),
        await lookups.mainWallet(player),
        await lookups.knownVendor('NO-SUCH-VENDOR'),
      ];
    }),
  );
  assert.equal(new Set(rounds.map((round) => JSON.stringify(round))).size, 1, 'every call got the same answers');
  const [first] = rounds;
  assert.equal(first?.[1], true);
  assert.equal(first?.[2], HOUSE_VENDOR_CODE);
  assert.equal(first?.[5], false, 'a code no catalogue has is unknown');
  // Player, vendor codes (one read for every code asked), vendors by code, game type: one read each;
  // the wallet: opened once (its own few statements).
  assert.ok(count() <= 7, `${count()} statements`);
  assert.equal(await lookups.player('not-an-id'), null);
});

test('with no cache time every call reads again, so a change is seen at once', async () => {
  const { db, count } = countingDb(t.db);
  const lookups = createWalletLookups(db, t.clock, 0, createGameSessions(db, t.clock));
  assert.equal((await lookups.vendorsByCode(HOUSE_VENDOR_CODE)).find((vendor) => vendor.brandId === brandId)?.maintenance, false);
  await t.db.query(`update game_vendors set maintenance = true where merchant_id = $1 and vendor_code = $2`, [brandId, HOUSE_VENDOR_CODE]);
  try {
    assert.equal((await lookups.vendorsByCode(HOUSE_VENDOR_CODE)).find((vendor) => vendor.brandId === brandId)?.maintenance, true);
    assert.equal(count(), 2);
  } finally {
    await t.db.query(`update game_vendors set maintenance = false where merchant_id = $1 and vendor_code = $2`, [
      brandId,
      HOUSE_VENDOR_CODE,
    ]);
  }
});

test('a cached session that looks live is used; one that looks over is read again, and a use extends both', async () => {
  const [id] = await createPlayers(t.db, brandId, 1, 'lookses');
  assert.ok(id);
  const brand = await createBrandService(t.db, t.clock, 0).byCode('bituin');
  assert.ok(brand);
  const { db, count } = countingDb(t.db);
  const sessions = createGameSessions(db, t.clock);
  const lookups = createWalletLookups(db, t.clock, 3_600_000, sessions);
  const { token } = await sessions.open({
    brand,
    account: { id, accountType: 0 },
    vendorCode: HOUSE_VENDOR_CODE,
    gameCode: 'x',
    language: 'EN',
  });
  const before = count();
  const first = await lookups.session(token);
  assert.equal((await lookups.session(token))?.id, first?.id);
  assert.equal(count() - before, 1, 'read once');
  // 20 minutes on, a use extends the session by the idle time; the cached copy follows.
  t.clock.advanceMs(20 * 60_000);
  assert.ok(first);
  await lookups.touch(first);
  const extended = await lookups.session(token);
  assert.equal(extended?.expiresAt.getTime(), t.clock.now().getTime() + GAME_SESSION_IDLE_MS);
  // Past its end the session is read again (another server may have extended it) and is over.
  t.clock.advanceMs(GAME_SESSION_IDLE_MS + 1);
  const reads = count();
  const over = await lookups.session(token);
  assert.equal(count() - reads, 1, 'read again');
  assert.ok(over && over.expiresAt.getTime() <= t.clock.now().getTime());
  assert.equal(await lookups.session('no-such-token'), null);
});
