// Proves the platform runs as two real server processes (main.ts) on one PostgreSQL server and one
// Redis behind a round-robin proxy (decision 045): a player registers and logs in through the
// proxy (payload key, human check and login land on different processes) and the session works
// on both; a transfer answered by one process reaches the live stream held by the other; signed
// bets and wins sent to both processes leave every wallet exact; and when one process is killed
// (SIGKILL) in the middle of a burst of transfers and house slot spins, the proxy sends the rest to
// the other, every acknowledged movement is in the ledger (a spin settled as it answered), and
// re-sending every key performs each exactly once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test, type TestContext } from 'node:test';
import type { Challenge } from 'altcha-lib/v1/types';
import type { LoginValue, PayloadKeyValue } from '@pkg/contracts/auth';
import { sealPayload } from '@pkg/contracts/payload-seal';
import { API } from '@pkg/contracts/routes';
import { WALLET_HEADERS, type WalletAnswer } from '@pkg/contracts/vendor-wallet';
import { openDb, type Db } from '../../src/db/client.ts';
import { checkInvariants } from '../../src/ledger/invariants.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { createBrandService } from '../../src/modules/brands/brand.service.ts';
import { createGameSessions } from '../../src/modules/vendor-wallet/game-sessions.ts';
import { HOUSE_VENDOR_CODE, houseVendorSecret, signWalletRequest } from '../../src/modules/vendor-wallet/signature.ts';
import { registration, solveHumanCheck } from '../auth-helpers.ts';
import {
  assertStoredAsAnswered,
  burst,
  comparable,
  expectedBalances,
  planCalls,
  prepareWorld,
  recorded,
  sendCall,
  walletBalances,
  winsOf,
  type CallValue,
  type CrashWorld,
} from '../crash/crash-fixture.ts';
import { startServer, type ServerProcess } from '../crash/server-process.ts';
import { openEventStream } from '../event-stream.ts';
import { demoHeaders } from '../test-app.ts';
import { startProxy, type Proxy } from './round-robin-proxy.ts';
import { withScratchDatabase } from '../scratch-database.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? '';
const REDIS_URL = process.env.REDIS_URL ?? '';
const PLAYERS = 8;
const CALLS = 120;
const WIDTH = 8;

async function getValue<T>(base: string, path: string, headers: Record<string, string> = demoHeaders()): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers });
  const body = (await response.json()) as { value: T };
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.value;
}

/** Sends a sealed payload as the site does; the key and the human check come from whichever process the proxy picks. */
async function sealed(base: string, method: 'POST' | 'PUT', path: string, payload: object): Promise<LoginValue> {
  const challenge = await getValue<Challenge>(base, API.humanCheck);
  const key = await getValue<PayloadKeyValue>(base, API.sessionKey);
  const seal = await sealPayload({ ...payload, humanCheck: solveHumanCheck(challenge) }, key, { now: Date.now() });
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...demoHeaders(), 'content-type': 'application/json', encryption: seal.header },
    body: JSON.stringify(seal.body),
  });
  const body = (await response.json()) as { value: LoginValue };
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.value;
}

async function twoProcessScenario(t: TestContext, databaseUrl: string): Promise<void> {
  const runId = randomBytes(3).toString('hex');
  const appSecret = randomBytes(32).toString('base64url');
  const db: Db = await openDb({ url: databaseUrl });
  const world: CrashWorld = await prepareWorld(db, PLAYERS, runId);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: `twoproc${runId}:`,
    NODE_ENV: 'test',
    APP_SECRET: appSecret,
    SEED_DEMO: 'true',
    SANDBOX_GATEWAY: 'off',
    RATE_LIMIT_PER_MINUTE: '1000000',
    CREDENTIAL_RATE_LIMIT: '1000000',
    ARGON2_MAX_IN_FLIGHT: String(WIDTH + 4),
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  const servers: ServerProcess[] = [];
  let proxy: Proxy | undefined;
  try {
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    proxy = await startProxy([a.url, b.url]);

    // Registering and logging in through the proxy: key, human check and the call on different processes.
    const username = `dual${runId}`;
    await sealed(proxy.url, 'PUT', API.register, registration(username));
    const login = await sealed(proxy.url, 'POST', API.login, { type: 'username', username, password: 'Lakad2026!' });
    for (const server of [a, b]) {
      const wallets = await getValue<{ sumBalanceMinor: string }>(server.url, API.balance, demoHeaders({ authorization: login.token }));
      assert.equal(wallets.sumBalanceMinor, '0', `the session works on ${server.url}`);
    }
    t.diagnostic(`registered and logged in through the proxy: ${JSON.stringify(Object.fromEntries(proxy.served))}`);

    // A transfer answered by B reaches the stream held by A.
    const streamer = world.players[0] as CrashWorld['players'][number];
    const stream = await openEventStream(a.url, streamer.token);
    try {
      const opened = JSON.parse((await stream.next('balance')).data) as { sumBalanceMinor: string };
      // The first planned call of player 0 sends money to the agent upline, so the total drops by it.
      const call = planCalls(world, 1, `live${runId}`)[0] as ReturnType<typeof planCalls>[number];
      assert.equal(call.kind, 'upline');
      const outcome = await sendCall(b.url, world, call);
      assert.ok(outcome.status === 200, JSON.stringify(outcome));
      const moved = JSON.parse((await stream.next('balance', 10_000)).data) as { sumBalanceMinor: string };
      assert.equal(BigInt(moved.sumBalanceMinor), BigInt(opened.sumBalanceMinor) - call.amount);
    } finally {
      stream.close();
    }

    // Bets and wins from the house vendor, signed, alternating between the processes through the proxy.
    const before = await walletBalances(db, world);
    const brand = await createBrandService(db, systemClock, 0).byCode('bituin');
    assert.ok(brand);
    const [game] = await db.query<{ code: string }>(
      `select game_code as code from games where merchant_id = $1 and vendor_code = $2 limit 1`,
      [brand.id, HOUSE_VENDOR_CODE],
    );
    assert.ok(game, 'the demo has a house slot');
    const sessions = createGameSessions(db, systemClock);
    const tokens: string[] = [];
    for (const player of world.players) {
      tokens.push(
        (
          await sessions.open({
            brand,
            account: { id: player.id, accountType: 0 },
            vendorCode: HOUSE_VENDOR_CODE,
            gameCode: game.code,
            language: 'EN',
          })
        ).token,
      );
    }
    const secret = houseVendorSecret(appSecret);
    const walletCall = async (action: 'debit' | 'credit', body: object): Promise<WalletAnswer> => {
      const raw = JSON.stringify(body);
      const timestamp = Date.now();
      const response = await fetch(
        `${proxy?.url}${API.vendorWallet.replace(':vendorCode', HOUSE_VENDOR_CODE).replace(':action', action)}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [WALLET_HEADERS.timestamp]: String(timestamp),
            [WALLET_HEADERS.signature]: signWalletRequest(secret, timestamp, raw),
          },
          body: raw,
        },
      );
      return (await response.json()) as WalletAnswer;
    };
    const change = new Map<string, bigint>();
    await Promise.all(
      world.players.map(async (player, index) => {
        let net = 0n;
        for (let round = 0; round < 6; round += 1) {
          const id = `dual-${runId}-${index}-${round}`;
          const stake = BigInt(100 + index * 10 + round);
          const common = { requestId: id, transactionId: id, roundId: id, gameCode: game.code, currency: world.currency };
          const debit = await walletCall('debit', { ...common, token: tokens[index], amount: String(stake) });
          assert.equal(debit.status, 'OK', JSON.stringify(debit));
          const win = round % 2 === 0 ? stake * 2n : 0n;
          const credit = await walletCall('credit', {
            ...common,
            requestId: `${id}-w`,
            transactionId: `${id}-w`,
            playerId: player.id,
            amount: String(win),
          });
          assert.equal(credit.status, 'OK', JSON.stringify(credit));
          net += win - stake;
        }
        change.set(`${player.id}:player_main`, net);
      }),
    );
    const afterBets = await walletBalances(db, world);
    for (const [key, value] of before) assert.equal(afterBets.get(key), value + (change.get(key) ?? 0n), `${key} after the bets`);
    t.diagnostic(`bets on both processes exact: ${JSON.stringify(Object.fromEntries(proxy.served))}`);

    // A burst of transfers and spins through the proxy; B is killed part-way; the proxy sends the rest to A.
    const calls = planCalls(world, CALLS, runId);
    const outcomes = await burst(proxy.url, world, calls, WIDTH, { afterAcks: 30, kill: () => b.crash() });
    const sentAfterKill = await burst(
      proxy.url,
      world,
      calls.filter((call) => !outcomes.has(call.key)),
      WIDTH,
    );
    const acknowledged = new Map<string, CallValue>();
    for (const [key, outcome] of [...outcomes, ...sentAfterKill]) {
      if (outcome.status === 200 && outcome.value) acknowledged.set(key, outcome.value);
      else assert.ok(outcome.status === 'no-answer' || outcome.status === 502, `${key}: ${JSON.stringify(outcome)}`);
    }
    const stored = await recorded(db, world, calls);
    for (const call of calls) {
      const value = acknowledged.get(call.key);
      const row = stored.get(call.key);
      if (value) {
        assert.ok(row, `acknowledged ${call.key} is in the ledger`);
        assertStoredAsAnswered(row, value, call);
      }
    }
    t.diagnostic(`burst: ${acknowledged.size} of ${CALLS} acknowledged with B killed after 30; ${stored.size} in the ledger`);

    // Every key again through the proxy (only A is left): each answers once, performed at most once.
    const again = await burst(proxy.url, world, calls, WIDTH);
    const answers = new Map<string, CallValue>();
    for (const [key, outcome] of again) {
      assert.ok(outcome.status === 200 && outcome.value, `${key}: ${JSON.stringify(outcome)}`);
      answers.set(key, outcome.value);
      const first = acknowledged.get(key);
      if (first) assert.deepEqual(comparable(outcome.value), comparable(first), `${key} answers as it did the first time`);
    }
    assert.deepEqual(
      await walletBalances(db, world),
      expectedBalances(world, afterBets, calls, winsOf(calls, answers)),
      'every call moved money exactly once',
    );
    const report = await checkInvariants(db, world.brandId);
    assert.ok(report.ok, 'the books balance');
  } finally {
    await proxy?.close();
    for (const server of servers) await server.stop();
    await db.close();
  }
}

test(
  'two processes behind a proxy share logins, money, bets and live events; killing one loses nothing acknowledged',
  {
    skip: DATABASE_URL && REDIS_URL ? false : 'needs DATABASE_URL (a PostgreSQL server) and REDIS_URL',
    timeout: 600_000,
  },
  async (t) => {
    await withScratchDatabase(DATABASE_URL, 'twoproc', (url) => twoProcessScenario(t, url));
  },
);
