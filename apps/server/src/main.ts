import { readEnv, sandboxGatewayOn, trustProxyOption } from './env.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { openDb } from './db/client.ts';
import { readyDatabase } from './seed/ready-database.ts';
import { systemClock } from './lib/clock.ts';
import { offlineCountryLookup } from './lib/geo.ts';
import { buildApp } from './app.ts';
import { createLocalCluster } from './lib/cluster.ts';
import { createRedisCluster } from './lib/cluster-redis.ts';

/** The server process: read settings, open and migrate the database, seed, listen, stop cleanly. */
const env = readEnv();
if (env.REDIS_URL && !env.DATABASE_URL) {
  console.error('REDIS_URL needs DATABASE_URL: processes of a cluster share a PostgreSQL server, the embedded database serves one process');
  process.exit(1);
}
const db = await openDb(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
await readyDatabase(db, env.SEED_DEMO === 'true');

// Cluster errors before the app (and its logger) exists go to stderr.
let logClusterError = (error: unknown, what: string) => console.error(`cluster: ${what}`, error);
// Several processes share live events, cache invalidations, locks and rate limits through Redis (decision 045).
const cluster = env.REDIS_URL
  ? createRedisCluster({
      url: env.REDIS_URL,
      prefix: env.REDIS_PREFIX,
      onError: (error, what) => logClusterError(error, what),
    })
  : createLocalCluster();
await cluster.ready();

const app = await buildApp({
  db,
  cluster,
  clock: systemClock,
  lookupCountry: offlineCountryLookup,
  secret: resolveAppSecret(env),
  config: {
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    brandCacheMs: env.BRAND_CACHE_MS,
    webDist: env.WEB_DIST,
    backofficeDist: env.BACKOFFICE_DIST,
    defaultMerchant: env.DEFAULT_MERCHANT,
    argon2MaxInFlight: env.ARGON2_MAX_IN_FLIGHT,
    credentialRateLimit: env.CREDENTIAL_RATE_LIMIT,
    vendorWalletRateLimit: { max: env.VENDOR_RATE_LIMIT_PER_SECOND, windowMs: 1_000 },
    vendorCallRetentionDays: env.VENDOR_CALL_RETENTION_DAYS,
    vendorCallPruneEveryMs: 3_600_000,
    smsHttpUrl: env.SMS_HTTP_URL,
    smsHttpToken: env.SMS_HTTP_TOKEN,
    firebaseKeysUrl: env.FIREBASE_KEYS_URL,
    firebaseKeysFile: env.FIREBASE_KEYS_FILE,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    warmPayloadKey: true,
    sandboxGateway: sandboxGatewayOn(env),
    sandboxGatewaySecret: env.SANDBOX_GATEWAY_SECRET,
    depositExpirySweepMs: env.DEPOSIT_EXPIRY_SWEEP_SECONDS * 1000,
    withdrawalSweepMs: env.WITHDRAWAL_SWEEP_SECONDS * 1000,
    houseSlotSweepMs: env.HOUSE_SLOT_SWEEP_SECONDS * 1000,
    roundsWatchMs: env.ROUNDS_WATCH_SECONDS * 1000,
    sportsFeedEveryMs: env.SPORTS_FEED_SECONDS * 1000,
    sportsDemoBrands: env.SPORTS_DEMO_BRANDS.split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    ...(env.SPORTS_SETTLE_WORKERS > 0 ? { sportsSettleWorkers: env.SPORTS_SETTLE_WORKERS } : {}),
    jobPollMs: env.JOB_POLL_MS,
    lotteryFeedEveryMs: env.LOTTERY_FEED_SECONDS * 1000,
    lotteryFeedDir: env.LOTTERY_FEED_DIR,
    pvpTurnsEveryMs: env.PVP_TURNS_MS,
    vipEvaluateEveryMs: 60_000,
    promotionPlanEveryMs: env.PROMOTION_PLAN_SECONDS * 1000,
    pointsPlanEveryMs: env.POINTS_PLAN_SECONDS * 1000,
    pointsWindowMs: env.POINTS_WINDOW_SECONDS * 1000,
    commitLagMs: env.COMMIT_LAG_SECONDS * 1000,
  },
});

logClusterError = (error, what) => app.log.error({ err: error }, `cluster: ${what}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  // Stop taking requests, let the ones in flight finish, then close the database.
  await app.close();
  await cluster.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(`site and API on http://localhost:${env.PORT} (${db.kind} database)`);
