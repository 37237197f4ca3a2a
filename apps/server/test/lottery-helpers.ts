import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { LotteryDraw, OpenedNumero, PlaceOrderBody } from '@pkg/contracts/lottery';
import { API, HEADERS } from '@pkg/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { fairResult } from '@pkg/games/lottery/fair-draw';
import type { LotteryFormat } from '@pkg/games/lottery/lottery-types';
import { buildApp, type AppDeps } from '../src/app.ts';
import { offlineCountryLookup } from '../src/lib/geo.ts';
import { createSealer } from '../src/lib/sealed-box.ts';
import { drawContext } from '../src/modules/lottery/draws/draw-schedule.ts';
import { DRAW_SEED_PURPOSE } from '../src/modules/lottery/install-lottery.ts';
import { authed } from './auth-helpers.ts';
import { demoHeaders, TEST_APP_SECRET, type TestApp } from './test-app.ts';

/** Runs every due job (planning, the clock, draws, settlements) until none is left. */
export async function runJobs(t: TestApp): Promise<void> {
  await t.app.jobs.drain();
}

/** Moves the test clock to `at` (never backwards) and runs what fell due. */
export async function advanceTo(t: TestApp, at: Date | string): Promise<void> {
  const target = new Date(at).getTime();
  const now = t.clock.now().getTime();
  assert.ok(target >= now, `cannot go back from ${new Date(now).toISOString()} to ${new Date(target).toISOString()}`);
  t.clock.advanceMs(target - now);
  await runJobs(t);
}

/** The open draw of a game (and the ones after it), as the betting page reads it. */
export async function opened(t: TestApp, token: string, gameCode: string, stationCode?: string): Promise<OpenedNumero> {
  const query = new URLSearchParams({ gameCode, ...(stationCode ? { stationCode } : {}) });
  const response = await t.app.inject({ url: `${API.lotteryOpenedNumero}?${query}`, headers: authed(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as OpenedNumero;
}

/** The draw open for bets now; fails when none is. */
export async function openDraw(t: TestApp, token: string, gameCode: string, stationCode?: string): Promise<LotteryDraw> {
  const { current } = await opened(t, token, gameCode, stationCode);
  assert.ok(current && current.status === 'open', `no open draw of ${gameCode}: ${JSON.stringify(current)}`);
  return current;
}

/** Sends an order as the site does (JSON, session token, Idempotency-Key). */
export function placeOrder(t: TestApp, token: string, body: PlaceOrderBody, key: string = randomUUID()) {
  return t.app.inject({ method: 'POST', url: API.lotteryOrders, headers: authed(token, { [HEADERS.idempotencyKey]: key }), payload: body });
}

/** A public lottery read (bare answer). */
export async function lotteryGet<T>(t: TestApp, url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const response = await t.app.inject({ url: search ? `${url}?${search}` : url, headers: { ...demoHeaders(), ...headers } });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return response.json() as T;
}

/** The stored draw row by game and number. */
export async function drawRow(t: TestApp, gameCode: string, numero: string) {
  const [row] = await t.db.query<{
    id: string;
    status: string;
    result: string[] | null;
    seed: string | null;
    seedHash: string | null;
    settledVersion: number;
  }>(
    `select id::text as id, status, result, seed, seed_hash as "seedHash", settled_version as "settledVersion"
       from lottery_draws where game_code = $1 and draw_no = $2`,
    [gameCode, numero],
  );
  assert.ok(row, `no draw ${gameCode} ${numero}`);
  return row;
}

/** The result a house draw will have: its sealed seed opened with the test secret (tests pick winning and losing bets with it). */
export async function peekResult(t: TestApp, gameCode: string, numero: string): Promise<string[]> {
  const [row] = await t.db.query<{ sealed: string; format: LotteryFormat; brand: string }>(
    `select d.seed_sealed as sealed, l.format, m.code as brand from lottery_draws d join merchants m on m.id = d.merchant_id
       join lottery_games l on l.merchant_id = d.merchant_id and l.game_code = d.game_code where d.game_code = $1 and d.draw_no = $2`,
    [gameCode, numero],
  );
  assert.ok(row?.sealed, `no house draw ${gameCode} ${numero}`);
  const context = drawContext(row.brand, gameCode, numero);
  const seed = createSealer(TEST_APP_SECRET, DRAW_SEED_PURPOSE).open(row.sealed, context);
  assert.ok(seed);
  return fairResult(row.format, seed.toString('hex'), context).numbers;
}

/** Builds a second app over the test app's database and clock: another server process for racing tests. */
export async function secondProcess(t: TestApp, overrides: Partial<AppDeps['config']> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    db: t.db,
    clock: t.clock,
    lookupCountry: offlineCountryLookup,
    secret: TEST_APP_SECRET,
    config: {
      trustProxy: true,
      logLevel: 'silent',
      bodyLimitBytes: 65_536,
      rateLimitPerMinute: 10_000,
      brandCacheMs: 0,
      webDist: '',
      defaultMerchant: '',
      argon2MaxInFlight: 2,
      credentialRateLimit: 10_000,
      smsHttpUrl: '',
      smsHttpToken: '',
      smtpUrl: '',
      mailFrom: '',
      ...overrides,
    },
  });
  await app.ready();
  return app;
}
