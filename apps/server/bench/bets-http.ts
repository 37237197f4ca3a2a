/**
 * Bets through the HTTP API (ledger.bench.ts runs it): the house slot vendor's signed debit calls
 * to the seamless wallet API, `POST /vendor-wallet/BTSLOT/debit` (decision 023), each with its game
 * session token, its own transaction id and an HMAC signature under the house vendor's secret,
 * sent over a real socket by the load generator in a worker thread (http-load.ts). Each debit is
 * one stake from the player's main wallet to a house shard, plus what the API adds: the session,
 * the vendor and signature checks, the round row and the call log.
 */
import { API } from '@pkg/contracts/routes';
import { WALLET_HEADERS } from '@pkg/contracts/vendor-wallet';
import type { Db } from '../src/db/client.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createBrandService } from '../src/modules/brands/brand.service.ts';
import { createGameSessions } from '../src/modules/vendor-wallet/game-sessions.ts';
import { HOUSE_VENDOR_CODE, houseVendorSecret, signWalletRequest } from '../src/modules/vendor-wallet/signature.ts';
import { BENCH_APP_SECRET, runLoad, startBenchApp, type HttpRun } from './wallet-http.ts';

/** Times `bets` signed debit calls, `concurrency` at once, spread over the players (funded main wallets). */
export async function benchBetsHttp(options: {
  db: Db;
  brandCode: string;
  owners: string[];
  bets: number;
  concurrency: number;
  percentile: (values: number[], p: number) => number;
  random: (below: number) => number;
}): Promise<HttpRun> {
  const { db, owners, random, concurrency } = options;
  const brand = await createBrandService(db, systemClock, 0).byCode(options.brandCode);
  if (!brand) throw new Error(`no brand ${options.brandCode}`);
  const [game] = await db.query<{ code: string }>(
    `select game_code as code from games where merchant_id = $1 and vendor_code = $2 order by game_code limit 1`,
    [brand.id, HOUSE_VENDOR_CODE],
  );
  const gameCode = game?.code ?? 'bench-slot';
  // One game session per player, opened as a launch opens it.
  const sessions = createGameSessions(db, systemClock);
  const tokens: string[] = [];
  for (const owner of owners) {
    const opened = await sessions.open({
      brand,
      account: { id: owner, accountType: 0 },
      vendorCode: HOUSE_VENDOR_CODE,
      gameCode,
      language: 'EN',
    });
    tokens.push(opened.token);
  }
  // Signed up front (the signature window is five minutes), so the load generator only sends.
  const secret = houseVendorSecret(BENCH_APP_SECRET);
  const runTag = Date.now().toString(36);
  const calls = Array.from({ length: options.bets }, (_unused, index) => {
    const id = `http-bet-${runTag}-${index}`;
    const body = JSON.stringify({
      requestId: id,
      token: tokens[random(tokens.length)],
      transactionId: id,
      roundId: id,
      gameCode,
      amount: String(1 + random(10)),
      currency: brand.currency.code,
    });
    const timestamp = Date.now();
    return {
      headers: { [WALLET_HEADERS.timestamp]: String(timestamp), [WALLET_HEADERS.signature]: signWalletRequest(secret, timestamp, body) },
      body,
    };
  });

  const { app, base } = await startBenchApp(db, await createPasswordHasher(1), options.brandCode, concurrency);
  try {
    const url = `${base}${API.vendorWallet.replace(':vendorCode', HOUSE_VENDOR_CODE).replace(':action', 'debit')}`;
    const result = await runLoad({ url, headers: { 'content-type': 'application/json' }, okText: '"status":"OK"', concurrency, calls });
    return {
      perSecond: options.bets / (result.elapsedMs / 1000),
      p99Ms: options.percentile(result.latencies, 99),
      failures: result.failures,
    };
  } finally {
    await app.close();
  }
}
