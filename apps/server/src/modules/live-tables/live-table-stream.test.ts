// Proves the live tables' public stream (decision 053) over a real socket: a client that connects
// gets each table's whole current view first (a reconnect catches up at once), then the table's
// events as they happen: coalesced totals when bets land, the round dealt with its seed and
// result, settled, the next round opened with its new seed hash; a card table whose shoe moved
// sends its whole view again. A stream of unknown tables, or of too many, is refused. And
// `npm run rounds:verify` recomputes a dealt round from the public proof this server answers, and
// says MISMATCH for a result that the seed does not give.
import { after, before, test } from 'node:test';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { roundEvent, type RoundEvent } from '@pkg/contracts/rounds';
import { openSse } from '../../../test/event-stream.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { selectRound } from '../rounds/rounds.queries.ts';
import { currentRound, demoTable, finishRound, freshRounds, openRounds, placeOk, tablePlayer } from '../rounds/rounds.test-kit.ts';
import { LIVE_VENDOR_CODE } from './live-table-games.ts';

let t: TestApp;
let base: string;
before(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await openRounds(t);
});
after(() => t?.close());

const streamOf = (tableIds: string[]) => openSse(`${base}${API.roundEvents}?tables=${tableIds.join(',')}`, demoHeaders());
type Stream = Awaited<ReturnType<typeof streamOf>>;
const next = async (stream: Stream, kind: RoundEvent['type']) => roundEvent.parse(JSON.parse((await stream.next(kind)).data));

/** The next `round` event of a table whose round is at `status`, skipping others. */
async function roundAt(stream: Stream, tableId: string, status: string) {
  for (;;) {
    const event = await next(stream, 'round');
    if (event.type === 'round' && event.tableId === tableId && event.round.status === status) return event.round;
  }
}

test('a client gets each table whole first, then totals, the deal with its seed, the settlement and the next round', async () => {
  await freshRounds(t);
  const dice = await demoTable(t, LIVE_VENDOR_CODE, 'sic-bo');
  const cards = await demoTable(t, LIVE_VENDOR_CODE, 'baccarat-a');
  const round = await currentRound(t, dice);
  const stream = await streamOf([dice.id, cards.id]);
  try {
    const first = [await next(stream, 'table'), await next(stream, 'table')];
    const views = new Map(first.map((event) => (event.type === 'table' ? [event.table.tableId, event.table] : ['', null])));
    assert.equal(views.get(dice.id)?.round?.roundId, round.id);
    assert.equal(views.get(dice.id)?.round?.status, 'open');
    assert.equal(views.get(dice.id)?.round?.seedHash, round.seedHash);
    assert.equal((views.get(cards.id)?.state as { shoeNo: number }).shoeNo, 1);

    // Bets: one totals event carries both players' stakes (sent at most every 400 ms).
    const ana = await tablePlayer(t, LIVE_VENDOR_CODE, 'sic-bo');
    const ben = await tablePlayer(t, LIVE_VENDOR_CODE, 'sic-bo');
    await placeOk(t, ana, round.id, [{ spot: 'big', amountMinor: '5000' }]);
    await placeOk(t, ben, round.id, [{ spot: 'big', amountMinor: '2000' }]);
    let totals = await next(stream, 'totals');
    if (totals.type === 'totals' && totals.totals.PHP?.big !== '7000') totals = await next(stream, 'totals');
    assert.ok(totals.type === 'totals');
    assert.equal(totals.roundId, round.id);
    assert.deepEqual(totals.totals, { PHP: { big: '7000' } });

    // The window closes: the dice round is dealt with its seed and result, then settled; the card
    // table's shoe moved at its deal, so that table comes whole again.
    t.clock.advanceMs(20_001);
    await t.app.jobs.drain();
    const stored = await selectRound(t.db, round.id);
    let settled = null;
    let cardsWhole = false;
    while (!settled || !cardsWhole) {
      const event = roundEvent.parse(JSON.parse((await stream.next(['round', 'table'])).data));
      if (event.type === 'round' && event.tableId === dice.id && event.round.status === 'settled') settled = event.round;
      if (event.type === 'table' && event.table.tableId === cards.id) {
        const roadsBefore = (views.get(cards.id)?.state as { roads: string[] }).roads.length;
        assert.equal((event.table.state as { roads: string[] }).roads.length, roadsBefore + 1, 'the road shows the dealt round');
        cardsWhole = true;
      }
    }
    assert.equal(settled.roundId, round.id);
    assert.equal(settled.seed, stored?.seed);
    assert.deepEqual(settled.result, stored?.result);

    // The next round opens after the result's show, with a new seed hash.
    t.clock.advanceMs(6_000);
    await t.app.jobs.drain();
    const opened = await roundAt(stream, dice.id, 'open');
    assert.equal(opened.seq, round.seq + 1);
    assert.ok(opened.seedHash && opened.seedHash !== round.seedHash);
    assert.equal(opened.seed, null);
  } finally {
    stream.close();
  }

  // A client reconnecting now gets the table as it is at once.
  const again = await streamOf([dice.id]);
  try {
    const view = await next(again, 'table');
    assert.ok(view.type === 'table');
    assert.equal(view.table.round?.seq, round.seq + 1);
    assert.equal(view.table.recent[0]?.roundId, round.id);
  } finally {
    again.close();
  }
});

test('a stream of unknown tables, or of too many, is refused', async () => {
  const unknown = await fetch(`${base}${API.roundEvents}?tables=999999`, { headers: demoHeaders() });
  assert.equal(unknown.status, 404);
  assert.equal(((await unknown.json()) as { errorCode: string }).errorCode, 'round_not_found');
  const many = Array.from({ length: 51 }, (_, i) => String(i + 1)).join(',');
  const tooMany = await fetch(`${base}${API.roundEvents}?tables=${many}`, { headers: demoHeaders() });
  assert.equal(tooMany.status, 400);
  const none = await fetch(`${base}${API.roundEvents}?tables=x`, { headers: demoHeaders() });
  assert.equal(none.status, 400);
});

/** Runs the verifying CLI as an operator would; its exit code and what it printed. */
async function verify(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/rounds-verify.ts', ...args]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

test('rounds:verify recomputes a dealt card round from the public proof; a result the seed does not give is a mismatch', async () => {
  const table = await demoTable(t, LIVE_VENDOR_CODE, 'dragon-tiger');
  const round = await currentRound(t, table);
  if (round.status === 'open') await finishRound(t, round);
  const dealt = await selectRound(t.db, round.id);
  assert.ok(dealt?.seed);
  const good = await verify(['--round', round.id, '--site', base, '--brand', 'bituin']);
  assert.equal(good.code, 0, good.out);
  assert.match(good.out, /matches the seed: OK/);
  assert.match(good.out, /as published: OK/);
  const state = path.join(tmpdir(), `rounds-verify-${round.id}.json`);
  await writeFile(state, JSON.stringify(dealt.stateBefore));
  const result = dealt.result as { w: string };
  const forged = JSON.stringify({ ...result, w: result.w === 'dragon' ? 'tiger' : 'dragon' });
  const bad = await verify([
    '--kind',
    'dragon-tiger',
    '--seed',
    dealt.seed,
    '--context',
    dealt.context,
    '--state',
    `@${state}`,
    '--result',
    forged,
  ]);
  assert.equal(bad.code, 1, bad.out);
  assert.match(bad.out, /MISMATCH/);
});
