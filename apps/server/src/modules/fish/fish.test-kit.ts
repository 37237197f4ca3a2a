/**
 * Helpers of the fish tests (decision 061): players with a game session of the title (accounts made
 * directly, funded through the ledger), the page's calls, a service of its own over the test app's
 * database with a given random source (and a hook inside the batch's transaction), and what a
 * player's money and records look like.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { API } from '@pkg/contracts/routes';
import type { RandomSource } from '@pkg/games/random';
import { createBrandService } from '../brands/brand.service.ts';
import { createHouseGameContexts } from '../games/house-game-context.ts';
import { createGameSessions } from '../vendor-wallet/game-sessions.ts';
import { demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { fund } from '../../../test/wallet-helpers.ts';
import { FISH_GAME_CODE, FISH_VENDOR_CODE } from './fish-title.ts';
import { createFishService, type FishService } from './fish.service.ts';

export interface FishPlayer {
  id: string;
  gameToken: string;
  currency: string;
}

let serial = 0;

/** A player (a fresh account, funded in PHP unless trial) with a game session of the fish title. */
export async function fishPlayer(t: TestApp, options: { fundMinor?: bigint; trial?: boolean } = {}): Promise<FishPlayer> {
  serial += 1;
  const accountType = options.trial ? 4 : 0;
  const [row] = await t.db.query<{ id: string }>(
    `insert into accounts (merchant_id, username, account_type) select id, $1, $2 from merchants where code = 'bituin' returning id::text as id`,
    [`fish${process.pid % 1000}x${serial}`, accountType],
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
    vendorCode: FISH_VENDOR_CODE,
    gameCode: FISH_GAME_CODE,
    language: 'EN',
  });
  return { id: row.id, gameToken: session.token, currency };
}

/** A call of the fish page's API as `player`. */
export function fishCall(t: TestApp, player: Pick<FishPlayer, 'gameToken'>, url: string, body?: object) {
  return t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: demoHeaders({ [GAME_TOKEN_HEADER]: player.gameToken }),
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** `count` shots at `target` with stake `stakeMinor`. */
export function shots(count: number, target = 'clownfish', stakeMinor = '100') {
  return Array.from({ length: count }, () => ({ target, stakeMinor }));
}

/** A batch body with a fresh key. */
export function batch(count: number, target?: string, stakeMinor?: string) {
  return { key: randomUUID(), shots: shots(count, target, stakeMinor) };
}

/** The fire call. */
export function fire(t: TestApp, player: FishPlayer, body: object) {
  return fishCall(t, player, API.fishFire, body);
}

/** A fish service over the test app's database with `random` (no gate), and a hook inside each batch's transaction. */
export function fishService(t: TestApp, random: RandomSource, beforeRecord?: () => Promise<void>): FishService {
  const contexts = createHouseGameContexts({
    db: t.db,
    clock: t.clock,
    sessions: createGameSessions(t.db, t.clock),
    brands: createBrandService(t.db, t.clock, 0),
    cacheMs: 0,
  });
  return createFishService({ db: t.db, clock: t.clock, contexts, random, ...(beforeRecord ? { beforeRecord } : {}) });
}

/** A random source whose draws are always the largest: nothing is ever caught and no feature goes off. */
export const NEVER: RandomSource = { int: (maxExclusive: number) => maxExclusive - 1 } as RandomSource;

/** What the player has and what was recorded for it: balance, batches, rounds, claims, ledger transfers of BTFISH. */
export async function stateOf(t: TestApp, player: FishPlayer) {
  const [row] = await t.db.query<{ balance: string; batches: number; rounds: number; claims: number; transfers: number }>(
    `select
       (select coalesce(sum(balance - held), 0)::text from ledger_accounts where owner_account_id = $1 and kind = 'player_main') as balance,
       (select count(*)::int from fish_batches where account_id = $1) as batches,
       (select count(*)::int from game_rounds where account_id = $1 and vendor_code = 'BTFISH') as rounds,
       (select count(*)::int from vendor_wallet_transactions where account_id = $1 and vendor_code = 'BTFISH') as claims,
       (select count(*)::int from ledger_transfers where idempotency_key like '%:BTFISH:%'
          and (debit_account_id in (select id from ledger_accounts where owner_account_id = $1)
            or credit_account_id in (select id from ledger_accounts where owner_account_id = $1))) as transfers`,
    [player.id],
  );
  assert.ok(row);
  return { balanceMinor: BigInt(row.balance), batches: row.batches, rounds: row.rounds, claims: row.claims, transfers: row.transfers };
}
