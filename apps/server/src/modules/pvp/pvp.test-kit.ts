/**
 * Helpers of the PVP tests: players with a game session of a room (accounts made directly, funded
 * through the ledger), the table page's calls (each player from its own address), seating a whole
 * table, dealing (the clock moved past the pause between hands, the jobs run), and playing a hand
 * to its end with the server's own legal moves.
 */
import assert from 'node:assert/strict';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import { pvpHandView, pvpTableView, type PvpHandView, type PvpTableView } from '@pkg/contracts/pvp';
import { createBrandService } from '../brands/brand.service.ts';
import { createGameSessions } from '../vendor-wallet/game-sessions.ts';
import { demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { fund } from '../../../test/wallet-helpers.ts';
import { DEFAULT_PVP_TIMING } from './pvp-deps.ts';
import { PVP_VENDOR_CODE } from './pvp-games.ts';

export interface PvpPlayer {
  id: string;
  username: string;
  gameToken: string;
  ip: string;
  currency: string;
}

let serial = 0;

/** A player (a fresh account, funded in PHP unless trial) with a game session of `roomCode`, calling from its own address. */
export async function pvpPlayer(
  t: TestApp,
  roomCode: string,
  options: { fundMinor?: bigint; trial?: boolean; ip?: string } = {},
): Promise<PvpPlayer> {
  serial += 1;
  const username = `pvp${process.pid % 1000}x${serial}`;
  const accountType = options.trial ? 4 : 0;
  const [row] = await t.db.query<{ id: string }>(
    `insert into accounts (merchant_id, username, account_type) select id, $1, $2 from merchants where code = 'bituin' returning id::text as id`,
    [username, accountType],
  );
  assert.ok(row);
  const currency = options.trial ? 'XTS' : 'PHP';
  const fundMinor = options.fundMinor ?? 1_000_000n;
  if (fundMinor > 0n) await fund(t, row.id, fundMinor, currency);
  const brand = await createBrandService(t.db, t.clock, 0).byCode('bituin');
  assert.ok(brand);
  const session = await createGameSessions(t.db, t.clock).open({
    brand,
    account: { id: row.id, accountType },
    vendorCode: PVP_VENDOR_CODE,
    gameCode: roomCode,
    language: 'EN',
  });
  return {
    id: row.id,
    username,
    gameToken: session.token,
    ip: options.ip ?? `49.144.${Math.floor(serial / 250)}.${serial % 250}`,
    currency,
  };
}

/** Several players of one room. */
export async function pvpPlayers(t: TestApp, roomCode: string, count: number, options: { fundMinor?: bigint; trial?: boolean } = {}) {
  const players: PvpPlayer[] = [];
  for (let i = 0; i < count; i += 1) players.push(await pvpPlayer(t, roomCode, options));
  return players;
}

/** A call of the table page's API as `player` (its game token, its address; `cookie` a device cookie). */
export function pvpCall(t: TestApp, player: PvpPlayer, url: string, body?: object, cookie?: string) {
  return t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: demoHeaders({ [GAME_TOKEN_HEADER]: player.gameToken, 'x-forwarded-for': player.ip, ...(cookie ? { cookie } : {}) }),
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** Takes a seat; answers the table. */
export async function sitOk(t: TestApp, player: PvpPlayer, cookie?: string): Promise<PvpTableView> {
  const response = await pvpCall(t, player, API.pvpSit, {}, cookie);
  assert.equal(response.statusCode, 200, response.body);
  return pvpTableView.parse(response.json().value);
}

/** The player's table. */
export async function tableOf(t: TestApp, player: PvpPlayer): Promise<PvpTableView> {
  const response = await pvpCall(t, player, API.pvpTable);
  assert.equal(response.statusCode, 200, response.body);
  return pvpTableView.parse(response.json().value);
}

/** Moves the clock past the pause between hands and runs the due jobs (the deal). */
export async function dealNow(t: TestApp, pauseMs = DEFAULT_PVP_TIMING.nextHandMs): Promise<void> {
  t.clock.advanceMs(pauseMs + 1);
  await t.app.jobs.drain();
}

/** A move as `player` on its hand's current version. */
export function moveAs(t: TestApp, player: PvpPlayer, hand: Pick<PvpHandView, 'handId' | 'version'>, move: unknown) {
  return pvpCall(t, player, API.pvpMove, { handId: hand.handId, version: hand.version, move });
}

/** A move that must be taken; answers the mover's hand after it. */
export async function moveOk(
  t: TestApp,
  player: PvpPlayer,
  hand: Pick<PvpHandView, 'handId' | 'version'>,
  move: unknown,
): Promise<PvpHandView> {
  const response = await moveAs(t, player, hand, move);
  assert.equal(response.statusCode, 200, response.body);
  return pvpHandView.parse(response.json().value);
}

/**
 * Plays the table's hand to its end: each time, the seat to act reads its table and plays what
 * `choose` picks from its legal moves (the first non-pass by default). Answers the moves made.
 */
export async function playHand(
  t: TestApp,
  players: readonly PvpPlayer[],
  choose: (legal: PvpHandView['legal'], view: PvpHandView) => unknown = (legal) => legal.find((move) => move.type !== 'pass') ?? legal[0],
  maxMoves = 400,
): Promise<number> {
  for (let moves = 0; moves < maxMoves; moves += 1) {
    const tables = await Promise.all(players.map((player) => tableOf(t, player)));
    const hand = tables[0]?.hand;
    assert.ok(hand, 'a hand is on');
    if (hand.status !== 'playing') return moves;
    const index = tables.findIndex((table) => table.hand?.mySeat === hand.toAct);
    const mine = tables[index]?.hand as PvpHandView;
    assert.ok(mine.legal.length > 0, 'the seat to act has legal moves');
    await moveOk(t, players[index] as PvpPlayer, mine, choose(mine.legal, mine));
  }
  assert.fail(`the hand did not end in ${maxMoves} moves`);
}

/** The main wallet's balance and held amount of a player (minor units). */
export async function walletOf(t: TestApp, accountId: string, currency = 'PHP'): Promise<{ balance: bigint; held: bigint }> {
  const [row] = await t.db.query<{ balance: string; held: string }>(
    `select balance::text as balance, held::text as held from ledger_accounts where owner_account_id = $1 and kind = 'player_main' and currency = $2`,
    [accountId, currency],
  );
  return { balance: BigInt(row?.balance ?? '0'), held: BigInt(row?.held ?? '0') };
}
