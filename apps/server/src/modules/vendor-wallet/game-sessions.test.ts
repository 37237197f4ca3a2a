// Proves game sessions: a launch opens one in the account's wallet currency (XTS for trial), only
// the token's hash is stored, it idles out after 30 minutes unless used, use extends it up to 12
// hours from the start, and an expired one still resolves where credits and rollbacks ask for it.
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPlayers, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createBrandService } from '../brands/brand.service.ts';
import type { Brand } from '../brands/brand.types.ts';
import { createGameSessions, GAME_SESSION_IDLE_MS, type GameSessions } from './game-sessions.ts';

let t: TestApp;
let brand: Brand;
let sessions: GameSessions;
let accountId: string;

before(async () => {
  t = await createTestApp();
  const found = await createBrandService(t.db, t.clock, 0).byCode('bituin');
  assert.ok(found);
  brand = found;
  sessions = createGameSessions(t.db, t.clock);
  const [id] = await createPlayers(t.db, await demoBrandId(t.db), 1, 'gs');
  assert.ok(id);
  accountId = id;
});
after(() => t?.close());

const open = (accountType = 0) =>
  sessions.open({ brand, account: { id: accountId, accountType }, vendorCode: 'BTSLOT', gameCode: 'bituin-lines', language: 'EN' });

test('a session is opened in the wallet currency and stored only as the token hash', async () => {
  const { token, expiresAt } = await open();
  assert.match(token, /^[A-Za-z0-9_-]{22}$/, '128 bits, base64url');
  assert.equal(expiresAt.getTime(), t.clock.now().getTime() + GAME_SESSION_IDLE_MS);
  const session = await sessions.resolve(token);
  assert.ok(session);
  assert.deepEqual(
    [session.accountId, session.brandId, session.vendorCode, session.gameCode, session.currency, session.language],
    [accountId, brand.id, 'BTSLOT', 'bituin-lines', 'PHP', 'EN'],
  );
  const hash = createHash('sha256').update(token).digest();
  const rows = await t.db.query<{ n: number }>(`select count(*)::int as n from game_sessions where token_hash = $1`, [hash]);
  assert.equal(rows[0]?.n, 1);
  assert.equal(await sessions.resolve(`${token}x`), null);
  assert.equal(await sessions.resolve(''), null);
  const trial = await open(4);
  assert.equal((await sessions.resolve(trial.token))?.currency, 'XTS');
});

test('a session idles out after 30 minutes, resolves with allowExpired, and use extends it', async () => {
  const idle = await open();
  const used = await open();
  t.clock.advanceMs(20 * 60_000);
  const session = await sessions.resolve(used.token);
  assert.ok(session);
  await sessions.touch(session);
  t.clock.advanceMs(20 * 60_000);
  assert.equal(await sessions.resolve(idle.token), null, 'idle for 40 minutes');
  assert.ok(await sessions.resolve(idle.token, { allowExpired: true }));
  assert.ok(await sessions.resolve(used.token), 'used 20 minutes ago');
});

test('use never extends a session beyond 12 hours from its start', async () => {
  const start = t.clock.now().getTime();
  const { token } = await open();
  // Used every 20 minutes for 12 hours: live the whole time.
  while (t.clock.now().getTime() - start < 12 * 3_600_000 - 20 * 60_000) {
    t.clock.advanceMs(20 * 60_000);
    const session = await sessions.resolve(token);
    assert.ok(session, `live after ${(t.clock.now().getTime() - start) / 60_000} minutes`);
    await sessions.touch(session);
  }
  t.clock.advanceMs(start + 12 * 3_600_000 - t.clock.now().getTime());
  assert.equal(await sessions.resolve(token), null, 'over at 12 hours however busy');
  assert.ok(await sessions.resolve(token, { allowExpired: true }));
});
