import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import type { GameType } from '@pkg/contracts/game-types';
import { writePointSettings } from '../src/modules/points/point-settings.queries.ts';
import { movePoints } from '../src/modules/points/point-journal.queries.ts';
import { demoBrandId } from './ledger-helpers.ts';
import type { TestApp } from './test-app.ts';
import { moneyHeaders, PIN, type TestPlayer } from './withdrawal-helpers.ts';

/** Switches points on for the demo brand with these rates (valid bet minor units per point). */
export async function enablePoints(
  t: TestApp,
  rates: Partial<Record<GameType, bigint>>,
  convert: { points: bigint; cash: bigint; min: bigint } = { points: 100n, cash: 100n, min: 100n },
  enabled = true,
) {
  const brandId = await demoBrandId(t.db);
  await t.db.transaction((tx) =>
    writePointSettings(tx, {
      brandId,
      enabled,
      rates: Object.entries(rates).map(([gameType, perPoint]) => ({ gameType: gameType as GameType, validBetPerPointMinor: perPoint })),
      convertPoints: convert.points,
      convertCashMinor: convert.cash,
      minConvertPoints: convert.min,
      at: t.clock.now(),
    }),
  );
  return brandId;
}

/** A round of a player as a vendor's settle leaves it (status settled, or cancelled). */
export async function round(
  t: TestApp,
  accountId: string,
  gameType: string,
  stakeMinor: bigint,
  settledAt: string,
  status: 'settled' | 'cancelled' | 'open' = 'settled',
) {
  await t.db.query(
    `insert into game_rounds (merchant_id, vendor_code, round_id, account_id, game_code, game_type, currency, stake_minor, win_minor, status, started_at, settled_at)
     values ($1, 'TEST', $2, $3, 'test-game', $4, 'PHP', $5, 0, $6, $7, $8)`,
    [
      await demoBrandId(t.db),
      randomUUID(),
      accountId,
      gameType,
      stakeMinor.toString(),
      status,
      settledAt,
      status === 'open' ? null : settledAt,
    ],
  );
}

/** Gives a player points directly through the journal (as an approved adjustment would). */
export async function givePoints(t: TestApp, accountId: string, points: bigint) {
  const brandId = await demoBrandId(t.db);
  await t.db.transaction((tx) =>
    movePoints(tx, { brandId, accountId, kind: 'adjust', points, sourceKey: `test:${randomUUID()}`, at: t.clock.now() }),
  );
}

/** A player's balance, and the sum of the journal (they must always agree). */
export async function pointsOf(t: TestApp, accountId: string): Promise<{ balance: bigint; journal: bigint; entries: number }> {
  const [row] = await t.db.query<{ balance: string; journal: string; entries: number }>(
    `select coalesce((select balance from point_balances where account_id = $1), 0)::text as balance,
            coalesce((select sum(points) from point_journal where account_id = $1), 0)::text as journal,
            (select count(*)::int from point_journal where account_id = $1) as entries`,
    [accountId],
  );
  assert.ok(row);
  return { balance: BigInt(row.balance), journal: BigInt(row.journal), entries: row.entries };
}

/** Adds a good to the demo brand; answers its id. */
export async function addGoods(
  t: TestApp,
  fields: {
    name?: string;
    kind?: 'physical' | 'virtual';
    points: bigint;
    stock: number;
    requiredValidBetMinor?: bigint;
    enabled?: boolean;
  },
): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `insert into point_goods (merchant_id, name, kind, points_required, amount_required_minor, stock, unit, enabled, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'pc', $7, $8, $8) returning id::text as id`,
    [
      await demoBrandId(t.db),
      fields.name ?? 'Test good',
      fields.kind ?? 'virtual',
      fields.points.toString(),
      (fields.requiredValidBetMinor ?? 0n).toString(),
      fields.stock,
      fields.enabled ?? true,
      t.clock.now().toISOString(),
    ],
  );
  assert.ok(row);
  return row.id;
}

/** Redeems as the player over HTTP. */
export function redeem(t: TestApp, player: TestPlayer, body: Record<string, unknown>, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: API.redeemPointReward,
    headers: moneyHeaders(player.token, key),
    payload: { quantity: 1, paymentPassword: PIN, ...body },
  });
}

/** Converts as the player over HTTP. */
export function convert(t: TestApp, player: TestPlayer, points: string, key: string = randomUUID(), pin = PIN) {
  return t.app.inject({
    method: 'POST',
    url: API.convertPoint,
    headers: moneyHeaders(player.token, key),
    payload: { points, paymentPassword: pin },
  });
}

/** Everything a refused points call must leave as it was. */
export async function pointsWorld(t: TestApp): Promise<string> {
  const [row] = await t.db.query<Record<string, string>>(
    `select (select string_agg(account_id || ':' || balance, ',' order by account_id) from point_balances) as balances,
       (select count(*) from point_journal)::text as journal,
       (select string_agg(id || ':' || stock || ':' || redeemed, ',' order by id) from point_goods) as goods,
       (select count(*) from point_redemptions)::text as redemptions,
       (select count(*) from point_conversions)::text as conversions,
       (select count(*) from point_requests)::text as requests,
       (select count(*) from ledger_transfers)::text as transfers`,
  );
  return JSON.stringify(row);
}
