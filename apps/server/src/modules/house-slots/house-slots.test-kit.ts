/**
 * Helpers of the house slot tests: a funded player with a game session token, calls of the game
 * page's API, and the house slot services built over a database or a wallet that can fail on cue.
 */
import assert from 'node:assert/strict';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import type { RandomSource } from '@pkg/games/random';
import type { Db } from '../../db/client.ts';
import type { WalletEvent } from '../../lib/wallet-events.ts';
import { createBrandService } from '../brands/brand.service.ts';
import type { Brand } from '../brands/brand.types.ts';
import { createGameSessions } from '../vendor-wallet/game-sessions.ts';
import { HOUSE_VENDOR_CODE, houseVendorSecret } from '../vendor-wallet/signature.ts';
import { createVendorWalletClient, type WalletSend } from '../vendor-wallet/wallet-client.ts';
import { demoHeaders, TEST_APP_SECRET, type TestApp } from '../../../test/test-app.ts';
import { fund, newPlayer } from '../../../test/wallet-helpers.ts';
import { createHouseSlots } from './install-house-slots.ts';

/** The title most tests play: 20 credits a spin, so PHP stakes are 20, 40, 100 ... centavos. */
export const SLOT_GAME = 'bituin-lines';

/** A player of the demo brand with a game session of a house slot title. */
export interface SlotPlayer {
  id: string;
  /** The site's session token. */
  token: string;
  /** The game session token of the launch URL. */
  gameToken: string;
}

/** The demo brand as the server sees it. */
export async function demoBrand(t: TestApp): Promise<Brand> {
  const brand = await createBrandService(t.db, t.clock, 0).byCode('bituin');
  assert.ok(brand);
  return brand;
}

/** Opens a game session of a house slot title for an account, as the launch does. */
export async function openGameSession(t: TestApp, accountId: string, gameCode = SLOT_GAME, accountType = 0): Promise<string> {
  const session = await createGameSessions(t.db, t.clock).open({
    brand: await demoBrand(t),
    account: { id: accountId, accountType },
    vendorCode: HOUSE_VENDOR_CODE,
    gameCode,
    language: 'EN',
  });
  return session.token;
}

/** Registers a player, funds its main wallet (PHP minor units) and opens a game session. */
export async function slotPlayer(t: TestApp, fundMinor = 100_000n, gameCode = SLOT_GAME): Promise<SlotPlayer> {
  const player = await newPlayer(t, 'slot', { pin: false });
  if (fundMinor > 0n) await fund(t, player.id, fundMinor);
  return { id: player.id, token: player.token, gameToken: await openGameSession(t, player.id, gameCode) };
}

/** A call of the game page's API with the game session token. */
export function slotCall(t: TestApp, url: string, gameToken: string, body?: object) {
  return t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: demoHeaders({ [GAME_TOKEN_HEADER]: gameToken }),
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** The wallet API sent in-process, as the app's house wallet does. */
export function injectSend(t: TestApp): WalletSend {
  return async (path, rawBody, headers) => {
    const response = await t.app.inject({ method: 'POST', url: path, payload: rawBody, headers });
    return { statusCode: response.statusCode, body: response.body };
  };
}

/**
 * The house slot services over the test app's wallet API, with a chosen random source, `send`
 * (wrap injectSend to fail at a step) and database (the test app's, or a wrapper of it that fails
 * on cue). Spins untouched for 1 second count as interrupted. `published` collects the wallet
 * events of the spins.
 */
export function slotKit(t: TestApp, options: { random: RandomSource; send?: WalletSend; db?: Db }) {
  const wallet = createVendorWalletClient({
    vendorCode: HOUSE_VENDOR_CODE,
    secret: houseVendorSecret(TEST_APP_SECRET),
    clock: t.clock,
    send: options.send ?? injectSend(t),
  });
  const gameSessions = createGameSessions(t.db, t.clock);
  const published: WalletEvent[] = [];
  const built = createHouseSlots(
    {
      db: options.db ?? t.db,
      clock: t.clock,
      brands: createBrandService(t.db, t.clock, 0),
      random: options.random,
      gameSessions,
      wallet,
      limitPerMinute: 10_000,
      recoverySweepMs: 0,
      cacheMs: 0,
      resumeAfterMs: 1_000,
      events: { publish: (event) => void published.push(event) },
    },
    t.app.log,
  );
  return { ...built, wallet, published };
}

/** The spendable PHP balance of an account's main wallet, read through the wallet API. */
export async function walletBalance(t: TestApp, accountId: string): Promise<bigint> {
  const wallet = createVendorWalletClient({
    vendorCode: HOUSE_VENDOR_CODE,
    secret: houseVendorSecret(TEST_APP_SECRET),
    clock: t.clock,
    send: injectSend(t),
  });
  const answer = await wallet.balance({ playerId: accountId });
  assert.equal(answer.status, 'OK');
  return BigInt(answer.balance ?? '0');
}
