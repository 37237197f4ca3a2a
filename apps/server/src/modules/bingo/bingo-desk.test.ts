// Proves the back office's bingo desk (decision 057): staff with bingo.manage create a room (listed in
// the catalogue under BTBINGO, its first game open at once), change its settings (the next games
// take them) and pause it (cards refused with table_paused, no new game) and open it again, each
// change in the staff audit; staff with bingo.read list a room's games with their money, open a
// game with its proof, every ball, the winners' accounts and the payouts, follow the jackpot, and
// read the room's RTP from the ledger's transfers; a support member may read but not change, and
// bad settings are refused with nothing written.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import {
  boBingoGameDetail,
  boBingoGamesValue,
  boBingoJackpotValue,
  boBingoRoom,
  boBingoRoomsValue,
  boBingoRtpValue,
} from '@pkg/contracts/bingo';
import { commitmentOf } from '@pkg/games/lottery/fair-draw';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn, withId, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import { selectRound, type RoundRow } from '../rounds/rounds.queries.ts';
import { openRounds } from '../rounds/rounds.test-kit.ts';
import { readResult } from './bingo-result.ts';
import { bingoPlayer, buyCall, buyOk, demoRoom, openGame, playOut } from './bingo.test-kit.ts';
import { DEMO_BINGO_ROOMS } from './demo-rooms.ts';

let t: TestApp;
let owner: TestStaff;
let support: TestStaff;
let brandId: string;
before(async () => {
  t = await createTestApp();
  owner = await staffSignedIn(t, 'owner');
  support = await staffSignedIn(t, 'support');
  brandId = await demoBrandId(t.db);
  // Only the bingo rooms run here: the other house tables' rounds would only cost time.
  await t.db.query(`update round_tables set status = 'paused' where vendor_code <> 'BTBINGO'`);
  await openRounds(t);
});
after(() => t?.close());

const settings = (change: object = {}) => ({ ...(DEMO_BINGO_ROOMS[1]?.settings as object), ...change });
const audits = async (action: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from staff_audit where action = $1`, [action]))[0]?.n ?? 0;

test('a room is created, listed in the catalogue and opens its first game; bad settings and a support member change nothing', async () => {
  const bad = await asStaff(t, owner, 'POST', BO_API.bingoRooms, {
    brandId,
    gameCode: 'desk-room',
    settings: settings({ stages: [{ pattern: 'full-house', shareBp: 10_000, guaranteedMinor: '0' }] }),
  });
  assert.equal(bad.statusCode, 400, bad.body);
  const denied = await asStaff(t, support, 'POST', BO_API.bingoRooms, { brandId, gameCode: 'desk-room', settings: settings() });
  assert.equal(denied.statusCode, 403, denied.body);
  const created = await asStaff(t, owner, 'POST', BO_API.bingoRooms, {
    brandId,
    gameCode: 'desk-room',
    settings: settings({ names: { EN: 'Desk Room' }, ticketPriceMinor: '500' }),
  });
  assert.equal(created.statusCode, 200, created.body);
  const room = boBingoRoom.parse(created.json().value);
  assert.equal(room.current?.status, 'open');
  const [game] = await t.db.query<{ gameType: string }>(
    `select game_type as "gameType" from games where vendor_code = 'BTBINGO' and game_code = 'desk-room'`,
  );
  assert.equal(game?.gameType, 'BINGO');
  assert.equal(await audits('bingo.room.create'), 1);
  const again = await asStaff(t, owner, 'POST', BO_API.bingoRooms, { brandId, gameCode: 'desk-room', settings: settings() });
  assert.equal(again.statusCode, 409, again.body);
  const listed = boBingoRoomsValue.parse((await asStaff(t, support, 'GET', `${BO_API.bingoRooms}?brandId=${brandId}`)).json().value);
  assert.ok(listed.rooms.some((each) => each.gameCode === 'desk-room'));
});

test('settings and pausing: the next game takes the new price; a paused room sells nothing and opens no game', async () => {
  const room = await demoRoom(t, 'bingo-75-patterns');
  const updated = await asStaff(t, owner, 'PUT', withId(BO_API.bingoRoom, room.id), {
    settings: { ...(room.settings as object), ticketPriceMinor: '700' },
  });
  assert.equal(updated.statusCode, 200, updated.body);
  assert.equal(await audits('bingo.room.update'), 1);
  const round = await openGame(t, room);
  assert.equal((round.settings as { ticketPriceMinor: string }).ticketPriceMinor, '500', 'the open game keeps its price');
  const paused = await asStaff(t, owner, 'POST', withId(BO_API.bingoRoomStatus, room.id), { status: 'paused' });
  assert.equal(boBingoRoom.parse(paused.json().value).status, 'paused');
  const player = await bingoPlayer(t, 'bingo-75-patterns');
  const refused = await buyCall(t, player, round.id, 1);
  assert.equal(refused.statusCode, 409, refused.body);
  assert.equal(refused.json().errorCode, 'table_paused');
  await playOut(t, round);
  t.clock.advanceMs(60_000);
  await t.app.jobs.drain();
  const latest = await t.db.query<{ n: number }>(`select count(*)::int as n from rounds where table_id = $1`, [room.id]);
  assert.equal(latest[0]?.n, 1, 'no game opens while paused');
  await asStaff(t, owner, 'POST', withId(BO_API.bingoRoomStatus, room.id), { status: 'open' });
  const next = await openGame(t, room);
  assert.equal((next.settings as { ticketPriceMinor: string }).ticketPriceMinor, '700');
  assert.equal(await audits('bingo.room.status'), 2);
});

test('games with their money, a game’s proof, balls, winners and payouts, the jackpot’s history and RTP from the ledger', async () => {
  const room = await demoRoom(t, 'bingo-75-classic');
  const round = await openGame(t, room);
  const players = [await bingoPlayer(t, 'bingo-75-classic'), await bingoPlayer(t, 'bingo-75-classic')];
  for (const player of players) await buyOk(t, player, round.id, 4);
  const played = (await playOut(t, round)) as RoundRow;
  const result = readResult(played.result);

  const games = boBingoGamesValue.parse((await asStaff(t, support, 'GET', withId(BO_API.bingoRoomGames, room.id))).json().value);
  const line = games.list.find((game) => game.roundId === round.id);
  assert.deepEqual(line?.money[0], {
    currency: 'PHP',
    cards: 8,
    salesMinor: '8000',
    prizesMinor: '35000',
    topUpMinor: result.currencies.PHP?.houseTopUpMinor,
    jackpotPaidMinor: result.currencies.PHP?.jackpot?.won ? result.currencies.PHP.jackpot.paidMinor : '0',
  });
  const detail = boBingoGameDetail.parse((await asStaff(t, support, 'GET', withId(BO_API.bingoGame, round.id))).json().value);
  assert.equal(commitmentOf(detail.seed as string), detail.seedHash);
  assert.deepEqual(detail.balls, result.balls);
  const winners = detail.stages.flatMap((stage) => stage.winners);
  assert.ok(winners.length >= 2 && winners.every((winner) => players.some((player) => player.id === winner.accountId)));
  const paid = detail.payouts.reduce((sum, payout) => sum + BigInt(payout.movedMinor), 0n);
  assert.equal(
    paid,
    winners.reduce((sum, winner) => sum + BigInt(winner.amountMinor) + BigInt(winner.jackpotMinor), 0n),
  );

  const jackpot = boBingoJackpotValue.parse((await asStaff(t, support, 'GET', withId(BO_API.bingoRoomJackpot, room.id))).json().value);
  const entry = jackpot.list.find((each) => each.roundId === round.id);
  assert.equal(entry?.contributionMinor, '160', '2% of 80.00');
  assert.equal(BigInt(entry?.afterMinor ?? '0'), entry?.won ? 100_000n : BigInt(entry?.beforeMinor ?? '0') + 160n);

  const rtp = boBingoRtpValue.parse((await asStaff(t, support, 'GET', `${withId(BO_API.bingoRoomRtp, room.id)}?days=7`)).json().value);
  const php = rtp.list.find((each) => each.currency === 'PHP');
  assert.equal(php?.stakesMinor, '8000');
  assert.equal(php?.payoutsMinor, paid.toString());
  assert.equal(
    php?.rtpPercent,
    ((paid * 10_000n) / 8_000n / 100n).toString() + '.' + (((paid * 10_000n) / 8_000n) % 100n).toString().padStart(2, '0'),
  );
  const settled = await selectRound(t.db, round.id);
  assert.equal(settled?.status, 'settled');
});
