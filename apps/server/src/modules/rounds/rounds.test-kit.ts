/**
 * Helpers of the round engine's tests: players with a game session of a table, the game page's
 * calls, the demo brand's tables, and the steps of a round driven by hand (no job runner polling
 * in tests: `app.jobs.drain()` runs what is due at the test clock).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import { roundSessionValue, type RoundSessionValue } from '@pkg/contracts/rounds';
import { createBrandService } from '../brands/brand.service.ts';
import { createGameSessions } from '../vendor-wallet/game-sessions.ts';
import { demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { fund, newPlayer } from '../../../test/wallet-helpers.ts';
import { settleRunKey } from './round-jobs.ts';
import type { Json } from './round-game.ts';
import {
  closeRound,
  selectLatestRounds,
  selectRound,
  selectTableByGame,
  writeResult,
  type RoundRow,
  type TableRow,
} from './rounds.queries.ts';

/** A player with a game session of one table. */
export interface TablePlayer {
  id: string;
  token: string;
  gameToken: string;
}

/** Opens a game session of a house vendor's game for an account, as the launch does. */
export async function openTableSession(
  t: TestApp,
  accountId: string,
  vendorCode: string,
  gameCode: string,
  accountType = 0,
  brandCode = 'bituin',
): Promise<string> {
  const brand = await createBrandService(t.db, t.clock, 0).byCode(brandCode);
  assert.ok(brand);
  const session = await createGameSessions(t.db, t.clock).open({
    brand,
    account: { id: accountId, accountType },
    vendorCode,
    gameCode,
    language: 'EN',
  });
  return session.token;
}

/** Registers a player, funds its main wallet (PHP minor units) and opens a game session of a table. */
export async function tablePlayer(t: TestApp, vendorCode: string, gameCode: string, fundMinor = 1_000_000n): Promise<TablePlayer> {
  const player = await newPlayer(t, 'table', { pin: false });
  if (fundMinor > 0n) await fund(t, player.id, fundMinor);
  return { id: player.id, token: player.token, gameToken: await openTableSession(t, player.id, vendorCode, gameCode) };
}

/** A call of the game page's API with the game session token. */
export function tableCall(t: TestApp, url: string, gameToken: string, body?: object) {
  return t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: demoHeaders({ [GAME_TOKEN_HEADER]: gameToken }),
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** The session of a player's table. */
export async function tableSession(t: TestApp, player: TablePlayer): Promise<RoundSessionValue> {
  const response = await tableCall(t, API.roundSession, player.gameToken);
  assert.equal(response.statusCode, 200, response.body);
  return roundSessionValue.parse(response.json().value);
}

/** Bets on a round under a fresh key (or the given one). */
export function placeBets(
  t: TestApp,
  player: TablePlayer,
  roundId: string,
  bets: Array<{ spot: string; amountMinor: string }>,
  key = randomUUID(),
) {
  return tableCall(t, API.roundBets, player.gameToken, { roundId, key, bets });
}

/** A demo table by game code. */
export async function demoTable(t: TestApp, vendorCode: string, gameCode: string): Promise<TableRow> {
  const [brand] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`);
  const table = await selectTableByGame(t.db, (brand as { id: string }).id, vendorCode, gameCode);
  assert.ok(table, `the demo brand has table ${gameCode}`);
  return table;
}

/** The table's current round. */
export async function currentRound(t: TestApp, table: TableRow): Promise<RoundRow> {
  const round = (await selectLatestRounds(t.db, [table.id])).get(table.id);
  assert.ok(round, `table ${table.gameCode} has a round`);
  return round;
}

/** Runs the watch (every open timer table gets its round) and whatever is due. */
export async function openRounds(t: TestApp): Promise<void> {
  await t.app.rounds.jobs.watch();
  await t.app.jobs.drain();
}

/** Moves the clock past the round's window and runs what is due: the close, the deal and the settlement. */
export async function finishRound(t: TestApp, round: RoundRow): Promise<void> {
  assert.ok(round.closesAt);
  t.clock.advanceMs(round.closesAt.getTime() - t.clock.now().getTime() + 1);
  await t.app.jobs.drain();
}

/** Bets that must be taken; answers the balance after them. */
export async function placeOk(t: TestApp, player: TablePlayer, roundId: string, bets: Array<{ spot: string; amountMinor: string }>) {
  const response = await placeBets(t, player, roundId, bets);
  assert.equal(response.statusCode, 200, response.body);
  return BigInt((response.json() as { value: { balanceMinor: string } }).value.balanceMinor);
}

/**
 * A hand-worked round: closes an open round and writes `result` as its first version in place of
 * the deal, then runs its settlement job as the engine would have enqueued it. The table's next
 * round opens by the watch. For tests of payouts: the seed cannot be chosen, the result can.
 */
export async function settleWithResult(t: TestApp, roundId: string, result: Json): Promise<void> {
  await t.db.transaction(async (tx) => {
    const round = await selectRound(tx, roundId, 'update');
    assert.equal(round?.status, 'open', 'a hand-worked result goes on an open round');
    const at = t.clock.now();
    await closeRound(tx, roundId, at);
    const version = await writeResult(tx, roundId, { result, seed: null, at });
    await t.app.jobs.enqueue(tx, { runKey: settleRunKey(roundId, version, 0), payload: { lastPart: true } });
  });
  await t.app.jobs.drain();
}

/** The main wallet's spendable balance of a player in a currency (minor units), read from the ledger. */
export async function mainBalance(t: TestApp, accountId: string, currency = 'PHP'): Promise<bigint> {
  const [row] = await t.db.query<{ balance: string }>(
    `select (balance - held)::text as balance from ledger_accounts where owner_account_id = $1 and kind = 'player_main' and currency = $2`,
    [accountId, currency],
  );
  return BigInt(row?.balance ?? '0');
}

/**
 * Lets every table's round run out and opens a new one at every open timer table at the same
 * instant: the tables are held paused while their rounds are dealt and settled (no round opens),
 * then resumed after the results' show; the watch opens each one's next round.
 */
export async function freshRounds(t: TestApp): Promise<void> {
  const held = await t.db.query<{ id: string }>(
    `update round_tables set status = 'paused' where status = 'open' and drive = 'timer' returning id::text as id`,
  );
  t.clock.advanceMs(120_000);
  await t.app.jobs.drain();
  await t.db.query(`update round_tables set status = 'open' where id = any($1::bigint[])`, [held.map((row) => row.id)]);
  t.clock.advanceMs(60_000);
  await openRounds(t);
}
