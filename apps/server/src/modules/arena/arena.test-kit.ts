/**
 * Helpers of the arena's tests: the international demo brand and its seeded arena, players of that
 * brand with money and a game session of the arena, the page's calls from a chosen address, and
 * the back office's arena desk as a staff member.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { BO_API, STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { boArena, type BoArena } from '@pkg/contracts/arena';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import { openClearingAccount, openPlayerWallet } from '../../ledger/accounts.ts';
import { transfer } from '../../ledger/transfer.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestStaff } from '../../../test/withdrawal-helpers.ts';
import { openTableSession } from '../rounds/rounds.test-kit.ts';
import { ARENA_GAME_CODE } from './arena-desk-kit.ts';
import { ARENA_VENDOR_CODE } from './install-arena.ts';

/** The international demo brand, where cockfights are on (decision 056). */
export const INTL = 'bituin-intl';
/** Addresses the tests call from: a Philippine one, a United States one, one GeoIP does not know. */
export const FROM_PH = '49.144.0.1';
export const FROM_US = '8.8.8.8';
export const FROM_UNKNOWN = '10.9.9.9';

/** The international brand's id. */
export async function intlBrandId(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from merchants where code = $1`, [INTL]);
  assert.ok(row, 'the international demo brand is seeded');
  return row.id;
}

/** The seeded arena's table id. */
export async function arenaTableId(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `select t.id::text as id from round_tables t join merchants m on m.id = t.merchant_id where m.code = $1 and t.game_code = $2`,
    [INTL, ARENA_GAME_CODE],
  );
  assert.ok(row, 'the international brand has its arena');
  return row.id;
}

/** A player of the international brand with a game session of the arena. */
export interface ArenaPlayer {
  id: string;
  gameToken: string;
}

let serial = 0;

/** Makes an account of the international brand (a trial one when `trial`), funds its main wallet and opens an arena session. */
export async function arenaPlayer(t: TestApp, fundMinor: bigint, options: { trial?: boolean } = {}): Promise<ArenaPlayer> {
  serial += 1;
  const username = `arena${process.pid % 1000}x${serial}`;
  const brandId = await intlBrandId(t);
  const accountType = options.trial ? 4 : 0;
  const [row] = await t.db.query<{ id: string }>(
    `insert into accounts (merchant_id, username, account_type) values ($1, $2, $3) returning id::text as id`,
    [brandId, username, accountType],
  );
  assert.ok(row);
  const currency = options.trial ? 'XTS' : 'PHP';
  if (fundMinor > 0n) {
    const at = t.clock.now();
    const bank = await openClearingAccount(t.db, brandId, currency, 'test-bank', at);
    const wallet = await openPlayerWallet(t.db, brandId, currency, row.id, at);
    await transfer(t.db, {
      brandId,
      currency,
      code: 'deposit',
      idempotencyKey: `test-fund:${randomUUID()}`,
      fromAccountId: bank.id,
      toAccountId: wallet.id,
      amountMinor: fundMinor,
      actor: 'test',
      ip: null,
      at,
    });
  }
  return { id: row.id, gameToken: await openTableSession(t, row.id, ARENA_VENDOR_CODE, ARENA_GAME_CODE, accountType, INTL) };
}

/** A call of the arena page with the game session token, from an address. */
export function pageCall(t: TestApp, url: string, player: ArenaPlayer, body?: object, from = FROM_US) {
  return t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: { [GAME_TOKEN_HEADER]: player.gameToken, language: 'EN', 'x-forwarded-for': from },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** Bets on a fight; answers the response. */
export function bet(t: TestApp, player: ArenaPlayer, roundId: string, spot: string, amountMinor: string, from = FROM_US) {
  return pageCall(t, API.roundBets, player, { roundId, key: randomUUID(), bets: [{ spot, amountMinor }] }, from);
}

/** A bet that must be taken. */
export async function betOk(t: TestApp, player: ArenaPlayer, roundId: string, spot: string, amountMinor: string): Promise<void> {
  const response = await bet(t, player, roundId, spot, amountMinor);
  assert.equal(response.statusCode, 200, response.body);
}

/** The player's spendable main wallet (minor units) in its currency, from the ledger. */
export async function balanceOf(t: TestApp, player: ArenaPlayer): Promise<bigint> {
  const [row] = await t.db.query<{ balance: string }>(
    `select (balance - held)::text as balance from ledger_accounts where owner_account_id = $1 and kind = 'player_main'`,
    [player.id],
  );
  return BigInt(row?.balance ?? '0');
}

/** A back-office call as a staff member. */
export function desk(t: TestApp, staff: TestStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: `${STAFF_COOKIE}=${staff.cookie}`, 'x-backoffice': '1', 'x-forwarded-for': '10.1.2.3' },
    ...(payload ? { payload } : {}),
  });
}

/** A desk call that must succeed; answers the arena as the desk shows it, after running what became due. */
export async function deskOk(t: TestApp, staff: TestStaff, method: 'POST' | 'PUT', url: string, payload?: object): Promise<BoArena> {
  const response = await desk(t, staff, method, url, payload);
  assert.equal(response.statusCode, 200, response.body);
  await t.app.jobs.drain();
  return boArena.parse(response.json().value);
}

/** The desk's paths with their parameters. */
export const path = {
  rules: (tableId: string) => BO_API.arenaRules.replace(':tableId', tableId),
  jurisdiction: (tableId: string) => BO_API.arenaJurisdiction.replace(':tableId', tableId),
  events: (tableId: string) => BO_API.arenaEvents.replace(':tableId', tableId),
  event: (tableId: string) => BO_API.arenaEvent.replace(':tableId', tableId),
  eventEnd: (tableId: string) => BO_API.arenaEventEnd.replace(':tableId', tableId),
  fights: (tableId: string) => BO_API.arenaFights.replace(':tableId', tableId),
  action: (roundId: string) => BO_API.arenaFightAction.replace(':roundId', roundId),
  corrections: (roundId: string) => BO_API.arenaCorrections.replace(':roundId', roundId),
  approve: (id: string) => BO_API.arenaCorrectionApprove.replace(':id', id),
  reject: (id: string) => BO_API.arenaCorrectionReject.replace(':id', id),
};

/** A fight card. */
export const card = (meron: string, wala: string) => ({ meron: { name: meron, detail: '2.0 kg' }, wala: { name: wala, detail: '2.0 kg' } });
