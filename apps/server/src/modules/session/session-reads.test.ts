// Proves the auth guard's session reads in batches (decision 070): calls that wait together share
// one statement, and each is answered as a read of its own would be: its own account, nothing for
// a revoked session, a token of another brand, an unknown token or a session idle too long; a lone
// call reads at once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { countingDb } from '../../../test/counting-db.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../../../test/wallet-helpers.ts';
import { createBrandService } from '../brands/brand.service.ts';
import { createSessionService } from './session.service.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('session reads waiting together share one statement, each answered as alone', async () => {
  const brand = await createBrandService(t.db, t.clock, 0).byCode('bituin');
  assert.ok(brand);
  const players = await Promise.all(Array.from({ length: 4 }, (_, i) => newPlayer(t, `reads${i}`, { pin: false })));
  const counting = countingDb(t.db);
  const sessions = createSessionService(counting.db, t.clock);
  // The third player's session is revoked; the fourth's went idle past the brand's limit.
  const [revoked, idle] = [players[2], players[3]];
  assert.ok(revoked && idle);
  await t.db.query(`update sessions set revoked_at = $2 where account_id = $1`, [revoked.id, t.clock.now().toISOString()]);
  const longAgo = new Date(t.clock.now().getTime() - (brand.sessionIdleMinutes + 1) * 60_000).toISOString();
  await t.db.query(`update sessions set last_seen_at = $2 where account_id = $1`, [idle.id, longAgo]);
  const otherBrand = { ...brand, id: '999999' };

  // A lone read goes at once, in one statement.
  const alone = await sessions.resolveWithAccount(brand, players[0]?.token ?? '');
  assert.equal(alone?.account.id, players[0]?.id);
  assert.equal(counting.count(), 1);

  // Reads sent in one turn go together in one statement.
  counting.reset();
  const answers = await Promise.all([
    sessions.resolveWithAccount(brand, players[0]?.token ?? ''),
    sessions.resolveWithAccount(brand, players[1]?.token ?? ''),
    sessions.resolveWithAccount(brand, revoked.token),
    sessions.resolveWithAccount(brand, idle.token),
    sessions.resolveWithAccount(otherBrand, players[1]?.token ?? ''),
    sessions.resolveWithAccount(brand, 'no-such-token'),
    sessions.resolveWithAccount(brand, players[0]?.token ?? ''),
  ]);
  assert.deepEqual(
    answers.map((found) => found?.account.id ?? null),
    [players[0]?.id, players[1]?.id, null, null, null, null, players[0]?.id],
  );
  assert.equal(answers[1]?.session.accountId, players[1]?.id);
  assert.equal(counting.count(), 1, 'seven reads, one statement');
});
