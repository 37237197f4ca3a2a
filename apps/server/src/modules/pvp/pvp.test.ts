// Proves a PVP table end to end through the page's calls (decision 059): four players sit at one
// Pusoy Dos table (distinct addresses), the next hand's seed hash is out before the deal, the deal
// holds the most a hand can cost from every seat, each player sees only its own cards and the seat
// to act its legal moves; the server refuses what the game refuses (with the game's reason), a
// stale version and a stranger; a hand played to its end pays every loser's cards to the winner less
// the 5 % fee, holds back, the house keeping exactly the fee, rounds and claims in the betting
// record, the proof recomputing the deal, the history; the room list counts the seats.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fairDeck, dealBlocks } from '@pkg/games/cards/deck';
import { commitmentOf } from '@pkg/games/lottery/fair-draw';
import { API } from '@pkg/contracts/routes';
import { pvpHistoryValue, pvpProofValue, pvpSessionValue } from '@pkg/contracts/pvp';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../../../test/wallet-helpers.ts';
import { dealNow, moveAs, playHand, pvpCall, pvpPlayers, sitOk, tableOf, walletOf, type PvpPlayer } from './pvp.test-kit.ts';

let t: TestApp;
let players: PvpPlayer[];
before(async () => {
  t = await createTestApp();
  players = await pvpPlayers(t, 'pusoy-5', 4);
});
after(async () => {
  await t?.close();
});

const HOLD = 500n * 39n;

test('the session names the room, its stake, fee and hold; nobody sits yet', async () => {
  const response = await pvpCall(t, players[0] as PvpPlayer, API.pvpSession);
  assert.equal(response.statusCode, 200, response.body);
  const session = pvpSessionValue.parse(response.json().value);
  assert.equal(session.room.game, 'pusoy-dos');
  assert.equal(session.room.unitMinor, '500');
  assert.equal(session.room.rakeX10k, 500);
  assert.equal(session.room.maxUnits, 39);
  assert.equal(session.room.holdMinor, HOLD.toString());
  assert.equal(session.table, null);
  assert.match(response.headers['set-cookie']?.toString() ?? '', /pvp_device=/);
  const refused = await pvpCall(t, players[0] as PvpPlayer, API.pvpSession.replace('session', 'table'));
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().errorCode, 'pvp_not_seated');
});

test('four players fill one table; the seed hash is published before the deal; each sees only its own cards', async () => {
  let last;
  for (const player of players) last = await sitOk(t, player);
  assert.ok(last);
  const tableIds = new Set((await Promise.all(players.map((player) => tableOf(t, player)))).map((table) => table.tableId));
  assert.equal(tableIds.size, 1, 'one table');
  assert.equal(last.seats.filter((seat) => seat.status === 'seated').length, 4);
  assert.equal(last.hand?.status, 'shuffled');
  assert.match(last.hand?.seedHash ?? '', /^[0-9a-f]{64}$/);
  assert.equal(last.hand?.view, null, 'nothing dealt yet');

  await dealNow(t);
  const tables = await Promise.all(players.map((player) => tableOf(t, player)));
  for (const [i, table] of tables.entries()) {
    const hand = table.hand;
    assert.equal(hand?.status, 'playing');
    assert.equal(hand?.seedHash, last.hand?.seedHash, "the published hash is the deal's");
    assert.equal(hand?.seed, null, 'the seed stays sealed while the hand runs');
    assert.equal(hand?.view?.hand.length, 13);
    assert.deepEqual(hand?.view?.handCounts, [13, 13, 13, 13]);
    assert.equal(hand?.view?.revealed, null);
    assert.equal(hand?.legal.length === 0, hand?.toAct !== hand?.mySeat, `seat ${i}: legal moves only for the seat to act`);
    const wallet = await walletOf(t, (players[i] as PvpPlayer).id);
    assert.equal(wallet.held, HOLD, 'the most a hand can cost is held');
  }
  const all = tables.flatMap((table) => table.hand?.view?.hand ?? []);
  assert.equal(new Set(all).size, 52, 'the four hands are the whole deck');
});

test('the server decides: a move out of turn, a bad move, a stale version and a stranger are refused and nothing changes', async () => {
  const tables = await Promise.all(players.map((player) => tableOf(t, player)));
  const hand = tables[0]?.hand;
  assert.ok(hand);
  const toAct = tables.findIndex((table) => table.hand?.mySeat === hand.toAct);
  const other = (toAct + 1) % 4;
  const outOfTurn = await moveAs(t, players[other] as PvpPlayer, hand, { type: 'pass' });
  assert.equal(outOfTurn.statusCode, 409);
  assert.equal(outOfTurn.json().errorCode, 'pvp_move_refused');
  assert.equal(outOfTurn.json().details?.problem ?? outOfTurn.json().problem, 'not_your_turn');
  const mover = players[toAct] as PvpPlayer;
  for (const [move, problem] of [
    [{ type: 'pass' }, 'cannot_pass_lead'],
    [{ type: 'play', cards: [99] }, 'bad_move'],
    [{ type: 'play', cards: [] }, 'bad_move'],
    [{ type: 'nonsense' }, 'bad_move'],
  ] as const) {
    const refused = await moveAs(t, mover, hand, move);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.body, new RegExp(problem));
  }
  const stale = await moveAs(t, mover, { handId: hand.handId, version: hand.version + 1 }, { type: 'pass' });
  assert.equal(stale.json().errorCode, 'pvp_stale_hand');
  const [stranger] = await pvpPlayers(t, 'pusoy-5', 1);
  const foreign = await moveAs(t, stranger as PvpPlayer, hand, { type: 'pass' });
  assert.equal(foreign.json().errorCode, 'pvp_not_seated');
  const after = await tableOf(t, mover);
  assert.equal(after.hand?.version, hand.version, 'nothing moved');
});

test('a hand played to its end pays per card left, less the 5 % fee; holds released; the house keeps exactly the fee', async () => {
  const before = await Promise.all(players.map((player) => walletOf(t, player.id)));
  const handId = (await tableOf(t, players[0] as PvpPlayer)).hand?.handId as string;
  const moves = await playHand(t, players);
  assert.ok(moves >= 4);
  const tables = await Promise.all(players.map((player) => tableOf(t, player)));
  const ended = tables[0]?.hand?.handId === handId ? tables[0].hand : null;
  const [row] = await t.db.query<{
    result: { winner: number; netMinor: string[]; rakeMinor: string; unitsOwed: number[] };
    status: string;
    seed: string;
  }>(`select result, status, seed from pvp_hands where id = $1`, [handId]);
  assert.equal(row?.status, 'settled');
  const result = row.result;
  const nets = result.netMinor.map(BigInt);
  const rake = BigInt(result.rakeMinor);
  assert.equal(nets.reduce((a, b) => a + b, 0n) + rake, 0n, 'the nets and the fee sum to zero');
  const gross = result.unitsOwed.reduce((a, b) => a + b, 0) * 500;
  assert.equal(rake, (BigInt(gross) * 500n) / 10_000n, "the fee is 5 % of the winner's gain");
  const seatOf = new Map(tables.map((table, i) => [table.mySeat ?? (ended?.mySeat as number), i]));
  const afterWallets = await Promise.all(players.map((player) => walletOf(t, player.id)));
  for (const [seat, index] of seatOf) {
    assert.equal(afterWallets[index]?.held, 0n, 'no hold is left');
    assert.equal(
      (afterWallets[index]?.balance as bigint) - (before[index]?.balance as bigint),
      nets[seat],
      `seat ${seat} moved by its net`,
    );
  }
  const rounds = await t.db.query<{ stake: string; win: string; status: string; gameType: string }>(
    `select stake_minor::text as stake, win_minor::text as win, status, game_type as "gameType" from game_rounds where vendor_code = 'BTPVP' and round_id like $1`,
    [`h${handId}s%`],
  );
  assert.equal(rounds.length, 4);
  assert.ok(rounds.every((round) => round.status === 'settled' && round.gameType === 'PVP'));
  const roundNet = rounds.reduce((sum, round) => sum + BigInt(round.win) - BigInt(round.stake), 0n);
  assert.equal(roundNet, -rake, "the betting record's rounds net to minus the fee");
  const [claims] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from vendor_wallet_transactions where vendor_code = 'BTPVP' and round_id like $1`,
    [`h${handId}s%`],
  );
  assert.equal(claims?.n, 5, "three losers' debits, the winner's debit and credit");
  assert.equal((await checkInvariants(t.db)).ok, true, 'the ledger balances');
});

test('the proof recomputes the deal from the revealed seed; the history shows the hand with its moves', async () => {
  const history = pvpHistoryValue.parse((await pvpCall(t, players[0] as PvpPlayer, API.pvpHistory)).json().value);
  const [hand] = history.hands;
  assert.ok(hand?.seed);
  assert.equal(commitmentOf(hand.seed), hand.seedHash);
  assert.ok(hand.moves.length >= 4);
  const proofResponse = await t.app.inject({ method: 'GET', url: API.pvpProof.replace(':handId', hand.handId), headers: demoHeaders() });
  const proof = pvpProofValue.parse(proofResponse.json().value);
  const { hands } = dealBlocks(fairDeck(proof.seed as string, proof.context), [13, 13, 13, 13]);
  assert.deepEqual(proof.dealt, hands, 'anyone recomputes the hands from the seed and the context');
  assert.deepEqual(hand.dealt, hands[hand.seat]);
});

test('the room list names each room with its stake and the seats taken and free', async () => {
  const site = await newPlayer(t, 'pvplist', { pin: false });
  const response = await t.app.inject({
    method: 'GET',
    url: `${API.roomList}?vendor=BTPVP`,
    headers: demoHeaders({ authorization: site.token }),
  });
  assert.equal(response.statusCode, 200, response.body);
  const rooms = response.json().value.list as Array<{ roomId: string; room?: { seatsTaken: number; unitMinor: string; game: string } }>;
  const pusoy = rooms.find((room) => room.roomId === 'pusoy-5');
  assert.equal(pusoy?.room?.game, 'pusoy-dos');
  assert.equal(pusoy?.room?.unitMinor, '500');
  assert.ok((pusoy?.room?.seatsTaken ?? 0) >= 0);
  assert.ok(rooms.some((room) => room.roomId === 'tongits-5'));
  const launch = await t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: demoHeaders({ authorization: site.token }),
    payload: { vassalage: 'BTPVP', roomId: 'tongits-5' },
  });
  assert.equal(launch.statusCode, 200, launch.body);
  assert.match(launch.json().value.game_url, /\/house-pvp\/play\?game=tongits-5&token=/);
});
