// Proves a bingo game end to end on the round engine (decision 057): the lobby lists the rooms with
// their next game's start, price and seed hash; cards are bought through the ledger into the
// players' game rounds; the game's balls become public one interval apart, each stage paid on its
// ball exactly as the result says (and as the seed recomputes), the seed shown after the last ball;
// the betting record shows the game; bad purchases (after the start, over the limit, paused room,
// short of money, self-excluded) are refused with their code and take nothing; trial accounts play
// demo money with their own pool; a game with no cards is voided and one below the minimum refunds.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { bingoSettingsView, bingoStateView, bingoResultView } from '@pkg/contracts/bingo';
import { roundProofValue, tablesValue } from '@pkg/contracts/rounds';
import { ballOrder } from '@pkg/games/bingo/ball-order';
import { commitmentOf, fairRandom } from '@pkg/games/lottery/fair-draw';
import { checkInvariants } from '../../ledger/invariants.ts';
import { ledgerSnapshot, demoBrandId } from '../../../test/ledger-helpers.ts';
import { selfExclude } from '../../../test/rg-helpers.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../../../test/wallet-helpers.ts';
import { selectRound, updateTable, type RoundRow } from '../rounds/rounds.queries.ts';
import { mainBalance, openRounds, openTableSession, tableSession, type TablePlayer } from '../rounds/rounds.test-kit.ts';
import { createPrebuyJob } from './bingo-prebuy.ts';
import { readResult } from './bingo-result.ts';
import { BINGO_VENDOR_CODE, bingoPlayer, buyCall, buyOk, demoRoom, nextGame, openGame, playOut } from './bingo.test-kit.ts';

const ROOM = 'bingo-75-classic';
let t: TestApp;
before(async () => {
  t = await createTestApp();
  // Only the bingo rooms run here: the other house tables' rounds would only cost time.
  await t.db.query(`update round_tables set status = 'paused' where vendor_code <> 'BTBINGO'`);
  await openRounds(t);
});
after(() => t?.close());

const refused = async (response: { statusCode: number; body: string; json(): unknown }, status: number, code: string) => {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json() as { errorCode: string; problem?: string };
  assert.equal(body.errorCode, code, response.body);
  return body;
};

test('the lobby lists the rooms with their open game, its start on the cadence, price, jackpot and seed hash', async () => {
  const response = await t.app.inject({ url: `${API.roundTables}?vendorCode=${BINGO_VENDOR_CODE}`, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  const { tables } = tablesValue.parse(response.json().value);
  assert.deepEqual(tables.map((table) => table.gameCode).sort(), ['bingo-75-classic', 'bingo-75-patterns', 'bingo-90-classic']);
  const room = tables.find((table) => table.gameCode === ROOM);
  const settings = bingoSettingsView.parse(room?.settings);
  assert.equal(settings.ticketPriceMinor, '1000');
  assert.equal(settings.stages[0]?.masks.length, 12);
  assert.equal(bingoStateView.parse(room?.state).jackpotSeedMinor, '100000');
  assert.equal(room?.round?.status, 'open');
  assert.match(room?.round?.seedHash ?? '', /^[0-9a-f]{64}$/);
  // Opened at 04:00:00 with a 45 s buy window on a 3-minute cadence: the game starts at 04:03.
  assert.equal(room?.round?.closesAt, '2026-11-22T04:03:00.000Z');
});

test('a game: cards through the ledger, balls one interval apart, prizes paid on their balls, the proof', async () => {
  const room = await demoRoom(t, ROOM);
  const round = await openGame(t, room);
  const ana = await bingoPlayer(t, ROOM);
  const ben = await bingoPlayer(t, ROOM);
  const anaBefore = await mainBalance(t, ana.id);
  const bought = await buyOk(t, ana, round.id, 3);
  assert.equal(bought.cards.length, 3);
  assert.equal(BigInt(bought.balanceMinor), anaBefore - 3_000n);
  assert.ok((bought.cards[0]?.detail as { cells: number[] }).cells.length === 25);
  await buyOk(t, ben, round.id, 2);
  const benBefore = await mainBalance(t, ben.id);
  const session = await tableSession(t, ana);
  assert.equal(session.bets.length, 3);
  assert.equal(session.table.round?.players?.PHP, 2);

  const seen: number[] = [];
  const finished = await playOut(t, round, async (called, now) => {
    const view = (await tableSession(t, ana)).table.round;
    const shown = bingoResultView.parse(view?.result);
    assert.equal(shown.called, called);
    seen.push(...shown.balls.slice(seen.length));
    const result = readResult(now.result);
    // Everything won by this ball is paid by now, nothing later.
    const paidBy = (accountId: string) =>
      Object.values(result.currencies)
        .flatMap((game) => game.stages)
        .filter((stage) => stage.calls !== null && stage.calls <= called)
        .flatMap((stage) => stage.winners)
        .filter((winner) => winner.accountId === accountId)
        .reduce((sum, winner) => sum + BigInt(winner.amountMinor) + BigInt(winner.jackpotMinor), 0n);
    assert.equal(await mainBalance(t, ana.id), anaBefore - 3_000n + paidBy(ana.id), `ana after ball ${called}`);
    assert.equal(await mainBalance(t, ben.id), benBefore + paidBy(ben.id), `ben after ball ${called}`);
    if (called < readResult(now.result).totalCalls) assert.equal(view?.seed, null, 'the seed waits for the last ball');
  });
  assert.equal(finished.status, 'settled');
  const result = readResult(finished.result);
  const php = result.currencies.PHP;
  assert.ok(php);
  // 5 cards of 10.00: 35.00 of pool, below the guarantees; the house tops up to 100.00 + 250.00.
  assert.equal(php.salesMinor, '5000');
  assert.equal(
    php.stages.reduce((sum, stage) => sum + BigInt(stage.prizeMinor), 0n),
    35_000n,
  );

  // The proof: the seed matches the hash published at the open, and recomputes every ball called.
  const proof = roundProofValue.parse(
    (await t.app.inject({ url: API.roundProof.replace(':roundId', round.id), headers: demoHeaders() })).json().value,
  );
  assert.equal(commitmentOf(proof.seed as string), round.seedHash);
  assert.deepEqual(seen, ballOrder(75, fairRandom(proof.seed as string, proof.context)).slice(0, result.totalCalls));
  assert.deepEqual(bingoResultView.parse(proof.result).balls, seen);
  assert.ok(!JSON.stringify(proof.result).includes('accountId'), 'the public proof names no account');

  // The betting record: the player's round with the stake and what it won.
  const won = php.stages.flatMap((stage) => stage.winners).filter((w) => w.accountId === ana.id);
  const record = await t.app.inject({ url: `${API.gameRounds}?pageNo=1&pageSize=10`, headers: authed(ana.token) });
  const row = (record.json().value.list as Array<{ roundId: string; stakeMinor: string; winMinor: string; status: string }>).find(
    (entry) => entry.roundId === `r${round.id}a${ana.id}`,
  );
  assert.equal(row?.stakeMinor, '3000');
  assert.equal(row?.winMinor, won.reduce((sum, w) => sum + BigInt(w.amountMinor) + BigInt(w.jackpotMinor), 0n).toString());
  assert.equal(row?.status, 'settled');
  const report = await checkInvariants(t.db, await demoBrandId(t.db));
  assert.equal(report.ok, true);
});

test('refused purchases take nothing: after the start, over the limit, a paused room, short of money, self-excluded', async () => {
  const room = await demoRoom(t, ROOM);
  const round = await nextGame(t, room, 10_000);
  const cara = await bingoPlayer(t, ROOM);
  const poor = await bingoPlayer(t, ROOM, 1_500n);
  const barred = await bingoPlayer(t, ROOM);
  assert.equal((await selfExclude(t, barred.token, '6m')).statusCode, 200);
  const before = await ledgerSnapshot(t.db);
  assert.equal((await refused(await buyCall(t, cara, round.id, 13), 400, 'bet_invalid')).problem, 'card_limit');
  await buyOk(t, cara, round.id, 10);
  assert.equal((await refused(await buyCall(t, cara, round.id, 3), 400, 'bet_invalid')).problem, 'card_limit');
  await refused(await buyCall(t, poor, round.id, 2), 409, 'insufficient_funds');
  await refused(await buyCall(t, barred, round.id, 1), 403, 'rg_play_blocked');
  const afterCara = await ledgerSnapshot(t.db);
  assert.notEqual(afterCara, before);
  await updateTable(t.db, room.id, { status: 'paused' }, t.clock.now());
  await refused(await buyCall(t, poor, round.id, 1), 409, 'table_paused');
  await updateTable(t.db, room.id, { status: 'open' }, t.clock.now());
  t.clock.advanceMs((round.closesAt as Date).getTime() - t.clock.now().getTime());
  await refused(await buyCall(t, poor, round.id, 1), 409, 'round_closed');
  assert.equal(await mainBalance(t, poor.id), 1_500n);
  assert.equal(await ledgerSnapshot(t.db), afterCara, 'only cara’s ten cards moved money');
  await playOut(t, round);
});

test('pre-buy: each later game’s cards are bought when it opens, never twice; short money stops an order; a cancelled one buys nothing', async () => {
  const room = await demoRoom(t, ROOM);
  let round = await nextGame(t, room, 10_000);
  const dina = await bingoPlayer(t, ROOM);
  const eli = await bingoPlayer(t, ROOM, 500n);
  const fe = await bingoPlayer(t, ROOM);
  const start = await mainBalance(t, dina.id);
  const first = await buyOk(t, dina, round.id, 2, 3);
  assert.equal(first.prebuy?.games, 2);
  assert.equal(first.prebuy?.fromSeq, round.seq + 1);
  const eliOrder = await t.app.inject({
    method: 'POST',
    url: API.bingoPrebuys,
    headers: demoHeaders({ 'x-game-token': eli.gameToken }),
    payload: { key: 'eli-order-0001', cards: 1, games: 2 },
  });
  assert.equal(eliOrder.statusCode, 200, eliOrder.body);
  const order = await t.app.inject({
    method: 'POST',
    url: API.bingoPrebuys,
    headers: demoHeaders({ 'x-game-token': fe.gameToken }),
    payload: { key: 'fe-order-0001', cards: 1, games: 4 },
  });
  assert.equal(order.statusCode, 200, order.body);
  const cancel = await t.app.inject({
    method: 'POST',
    url: API.bingoPrebuyCancel.replace(':prebuyId', order.json().value.prebuyId),
    headers: demoHeaders({ 'x-game-token': fe.gameToken }),
  });
  assert.equal(cancel.statusCode, 200, cancel.body);
  assert.equal(start - (await mainBalance(t, dina.id)), 2_000n, 'only this game is paid now');
  for (let game = 1; game <= 2; game++) {
    await playOut(t, round);
    round = await nextGame(t, room, 10_000);
    const cards = await t.db.query<{ n: number }>(`select count(*)::int as n from round_bets where round_id = $1 and account_id = $2`, [
      round.id,
      dina.id,
    ]);
    assert.equal(cards[0]?.n, 2, `game ${game} after the order holds dina's two cards`);
    // The job again (a second process, a retry after a crash) buys nothing more.
    await createPrebuyJob({ db: t.db, clock: t.clock, rounds: t.app.rounds })(`bingo-prebuy:${round.id}`);
    const again = await t.db.query<{ n: number }>(`select count(*)::int as n from round_bets where round_id = $1 and account_id = $2`, [
      round.id,
      dina.id,
    ]);
    assert.equal(again[0]?.n, 2);
  }
  const prebuys = await t.app.inject({ url: API.bingoPrebuys, headers: demoHeaders({ 'x-game-token': dina.gameToken }) });
  const [dinaOrder] = prebuys.json().value.prebuys as Array<{ status: string; placed: number }>;
  assert.deepEqual([dinaOrder?.status, dinaOrder?.placed], ['done', 2]);
  const eliOrders = (await t.app.inject({ url: API.bingoPrebuys, headers: demoHeaders({ 'x-game-token': eli.gameToken }) })).json().value
    .prebuys as Array<{ status: string; placed: number; skipped: number; stopReason: string | null }>;
  // 5.00 cannot pay a 10.00 card: the first game stops the order and nothing is taken.
  assert.deepEqual([eliOrders[0]?.status, eliOrders[0]?.stopReason, eliOrders[0]?.skipped], ['stopped', 'insufficient_funds', 1]);
  assert.equal(await mainBalance(t, eli.id), 500n);
  assert.equal(await mainBalance(t, fe.id), 1_000_000n, 'a cancelled order buys nothing');
  await playOut(t, round);
});

test('a trial account plays its demo money in the same room with its own pool', async () => {
  const room = await demoRoom(t, ROOM);
  const round = await nextGame(t, room, 10_000);
  const trial = await newPlayer(t, 'bingotrial', { pin: false });
  await t.db.query(`update accounts set account_type = 4 where id = $1`, [trial.id]);
  assert.equal((await t.app.inject({ url: API.balance, headers: authed(trial.token) })).statusCode, 200);
  const player: TablePlayer = {
    id: trial.id,
    token: trial.token,
    gameToken: await openTableSession(t, trial.id, BINGO_VENDOR_CODE, ROOM, 4),
  };
  const real = await bingoPlayer(t, ROOM);
  const demo = await mainBalance(t, trial.id, 'XTS');
  await buyOk(t, player, round.id, 2);
  await buyOk(t, real, round.id, 1);
  const finished = await playOut(t, round);
  const result = readResult(finished.result);
  assert.deepEqual(Object.keys(result.currencies).sort(), ['PHP', 'XTS']);
  assert.equal(result.currencies.XTS?.cards, 2);
  const won = result.currencies.XTS?.stages.flatMap((stage) => stage.winners) ?? [];
  assert.ok(won.length > 0, 'every stage is won in the demo game too');
  assert.equal(
    await mainBalance(t, trial.id, 'XTS'),
    demo - 2_000n + won.reduce((sum, w) => sum + BigInt(w.amountMinor) + BigInt(w.jackpotMinor), 0n),
  );
  const [realWallets] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from ledger_accounts where owner_account_id = $1 and currency <> 'XTS'`,
    [trial.id],
  );
  assert.equal(realWallets?.n, 0);
});

test('a game with no cards is voided and the next opens at once; below the minimum every card is refunded', async () => {
  const room = await demoRoom(t, ROOM);
  let round = await nextGame(t, room, 10_000);
  const empty = await playOut(t, round);
  assert.equal(empty.status, 'void');
  assert.equal(empty.voidReason, 'no_cards');
  await t.app.jobs.drain();
  round = await openGame(t, room);
  assert.equal(round.seq, empty.seq + 1);
  // The room asks for five cards from its next game; the game open now keeps the settings it opened with.
  await updateTable(t.db, room.id, { settings: { ...(room.settings as object), minCards: 5 } }, t.clock.now());
  await playOut(t, round);
  await t.app.jobs.drain();
  round = await openGame(t, room);
  assert.equal((round.settings as { minCards: number }).minCards, 5);
  const gil = await bingoPlayer(t, ROOM);
  await buyOk(t, gil, round.id, 3);
  const voided = (await playOut(t, round)) as RoundRow;
  assert.equal(voided.status, 'void');
  assert.equal(voided.voidReason, 'not_enough_cards');
  await t.app.jobs.drain();
  assert.equal(await mainBalance(t, gil.id), 1_000_000n, 'every card refunded');
  const row = await selectRound(t.db, round.id);
  assert.equal(row?.settledVersion, row?.resultVersion);
});
