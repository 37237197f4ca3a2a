import assert from 'node:assert/strict';
import type { GameType } from '@pkg/contracts/game-types';
import { API } from '@pkg/contracts/routes';
import { demoHeaders, type TestApp } from '../../../test/test-app.ts';

/** Test helpers of the games module: catalogue rows written straight into the database, and the calls. */

/** The id of a brand by its code. */
export async function brandIdOf(t: TestApp, code = 'bituin'): Promise<string> {
  const [row] = await t.db.query<{ id: string }>('select id::text as id from merchants where code = $1', [code]);
  assert.ok(row, `brand ${code}`);
  return row.id;
}

/** Adds a vendor to a brand. */
export async function addVendor(
  t: TestApp,
  vendor: { brand?: string; code: string; type: GameType; isGame?: 'GAME' | 'VASSALAGE'; launchUrl?: string; sort?: number },
): Promise<void> {
  await t.db.query(
    `insert into game_vendors (merchant_id, vendor_code, vassalage, display_name, game_type, logo_url, is_game, launch_url, sort)
     values ($1, $2, $2, $2, $3, '/vendors/x.svg', $4, $5, $6)`,
    [await brandIdOf(t, vendor.brand), vendor.code, vendor.type, vendor.isGame ?? 'VASSALAGE', vendor.launchUrl ?? '', vendor.sort ?? 50],
  );
}

/** Adds a game to a brand's vendor. */
export async function addGame(
  t: TestApp,
  game: {
    brand?: string;
    vendor: string;
    code: string;
    name: string;
    names?: Record<string, string>;
    type?: GameType;
    category?: string;
    hot?: boolean;
    isNew?: boolean;
    roomId?: string;
    sort?: number;
  },
): Promise<void> {
  await t.db.query(
    `insert into games (merchant_id, vendor_code, game_code, display_name, names, game_type, category, icon_url, is_hot, is_new, room_id, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      await brandIdOf(t, game.brand),
      game.vendor,
      game.code,
      game.name,
      JSON.stringify(game.names ?? {}),
      game.type ?? 'RNG',
      game.category ?? '',
      `/games/${game.code}.svg`,
      game.hot ?? false,
      game.isNew ?? false,
      game.roomId ?? null,
      game.sort ?? 0,
    ],
  );
}

/** GET with the demo headers (plus any given); the raw response. */
export function getCall(t: TestApp, url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return t.app.inject({ method: 'GET', url: search ? `${url}?${search}` : url, headers: demoHeaders(headers) });
}

/** The game codes of a game list page (asserting it succeeded). */
export async function listedCodes(t: TestApp, query: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<string[]> {
  const response = await getCall(t, API.gameList, query, headers);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value.games.map((game: { gameCode: string }) => game.gameCode);
}

/** Starts a free-play (trial) session and returns its token. */
export async function trialToken(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value.token as string;
}
