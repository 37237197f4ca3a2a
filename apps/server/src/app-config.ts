import type { RandomSource } from '@pkg/games/random';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Cluster } from './lib/cluster.ts';
import type { CountryLookup } from './lib/geo.ts';
import type { PasswordHasher } from './lib/password.ts';

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  lookupCountry: CountryLookup;
  /** Signs cookies and challenges, seals stored private keys (APP_SECRET). */
  secret: string;
  /** Makes captcha texts; tests pass a fixed one to read the image. Random by default. */
  captchaText?: () => string;
  /**
   * Hashes passwords and payment passwords; argon2id (createPasswordHasher) by default. The ledger
   * benchmark passes a cheap one to measure the money path without argon2's fixed cost, which it
   * times on its own.
   */
  passwordHasher?: PasswordHasher;
  /**
   * What this process shares with the other server processes (decision 045): live events, cache
   * invalidations, locks and rate-limit counters. The local cluster (one process) when absent; the
   * caller that made it closes it after the app.
   */
  cluster?: Cluster;
  /** Draws house game outcomes (decision 024): cryptoRandomSource() by default; tests pass seededRandom. */
  random?: RandomSource;
  config: AppConfig;
}

/** The app's settings (main.ts reads them from the environment, env.ts); each module's install reads its own. */
export interface AppConfig {
  trustProxy: boolean | string;
  logLevel: string;
  bodyLimitBytes: number;
  rateLimitPerMinute: number;
  brandCacheMs: number;
  webDist: string;
  /** Folder of the built back office, served under /backoffice/; empty or unbuilt serves none. */
  backofficeDist?: string;
  defaultMerchant: string;
  /** Password hashes allowed in flight at once; more get 429 (DESIGN.md section 6). */
  argon2MaxInFlight: number;
  /** Per-IP credential calls (login, register, password) a minute; free play the same an hour. */
  credentialRateLimit: number;
  /**
   * Each vendor's budget of seamless wallet calls per caller address (VENDOR_RATE_LIMIT_PER_SECOND,
   * decision 044): `max` calls per `windowMs`; 10,000 a second when absent.
   */
  vendorWalletRateLimit?: { max: number; windowMs: number };
  /** Days a seamless wallet call stays in vendor_wallet_calls (VENDOR_CALL_RETENTION_DAYS); 90 when absent. */
  vendorCallRetentionDays?: number;
  /** Milliseconds between prunes of vendor_wallet_calls (main.ts: hourly); absent or 0 defines the job without scheduling it (tests). */
  vendorCallPruneEveryMs?: number;
  /** SMS gateway that takes `{ to, body }` as JSON (SMS_HTTP_URL); empty keeps texts in sms_outbox only. */
  smsHttpUrl: string;
  /** Bearer token for the SMS gateway (SMS_HTTP_TOKEN). */
  smsHttpToken: string;
  /** Firebase ID token keys: a JWK set or X.509 map URL (FIREBASE_KEYS_URL); Google's by default. */
  firebaseKeysUrl?: string;
  /** The same keys from a file, for a server that cannot reach Google (FIREBASE_KEYS_FILE); wins over the URL. */
  firebaseKeysFile?: string;
  /** SMTP server for e-mail (SMTP_URL, smtp:// or smtps://); empty keeps messages in email_outbox only. */
  smtpUrl: string;
  /** Sender address of every e-mail (MAIL_FROM); required with smtpUrl. */
  mailFrom: string;
  /** Make the payload key pair at start rather than on the first login (seconds of RSA work). */
  warmPayloadKey?: boolean;
  /** Run the built-in sandbox payment gateway (SANDBOX_GATEWAY, decision 016); off when absent. */
  sandboxGateway?: boolean;
  /** HMAC secret of sandbox gateway callbacks (SANDBOX_GATEWAY_SECRET); derived from the app secret when empty. */
  sandboxGatewaySecret?: string;
  /** Milliseconds between deposit-expiry sweeps (DEPOSIT_EXPIRY_SWEEP_SECONDS); none when absent or 0. */
  depositExpirySweepMs?: number;
  /** Live balance streams (decision 018): heartbeat interval and streams per account; 25 s and 5 when absent. */
  walletStreamHeartbeatMs?: number;
  walletStreamsPerAccount?: number;
  /** Milliseconds between withdrawal auto-receive sweeps (WITHDRAWAL_SWEEP_SECONDS); none when absent or 0. */
  withdrawalSweepMs?: number;
  /** Milliseconds between sweeps that finish interrupted house slot spins (HOUSE_SLOT_SWEEP_SECONDS); none when absent or 0. */
  houseSlotSweepMs?: number;
  /**
   * How often the round engine checks that every open timer table has its round and that no step is
   * stuck (ROUNDS_WATCH_SECONDS, decision 053); absent or 0 defines the job without scheduling it (tests).
   */
  roundsWatchMs?: number;
  /**
   * How often this process's job runner looks for due jobs (JOB_POLL_MS, decision 027); 0 or absent
   * runs none here (tests drive `app.jobs` themselves; a web-only process leaves jobs to others).
   */
  jobPollMs?: number;
  /** How often the lottery plans draws ahead and moves them by the clock (decision 028); 60 s and 1 s when absent. */
  lotteryPlanEveryMs?: number;
  lotteryClockEveryMs?: number;
  /** How often the Vietnamese results feed runs (decision 065); absent or 0 defines the job without scheduling it (tests). */
  lotteryFeedEveryMs?: number;
  /** The directory the results feed's `dir` sources are under; var/lottery-feed when absent. */
  lotteryFeedDir?: string;
  /** How often agents' contract settlements are planned (decision 029); 60 s when absent. */
  agentSettlePlanEveryMs?: number;
  /** How often the referral programme checks invitees (decision 034); 60 s when absent. */
  referralCheckEveryMs?: number;
  /** How often VIP levels are evaluated (decision 033; main.ts: 60 s); absent or 0 defines the jobs without scheduling them (tests). */
  vipEvaluateEveryMs?: number;
  /** How often automatic promotions are planned (decision 030); 60 s when absent. */
  promotionPlanEveryMs?: number;
  /** How often points earning is planned, and its windows' length (decision 032); 60 s and 10 min when absent. */
  pointsPlanEveryMs?: number;
  pointsWindowMs?: number;
  /** How far behind the clock the counting jobs take bets and deposits as committed; 120 s when absent. */
  commitLagMs?: number;
  /**
   * The sportsbook's demo feed (decision 058): how often it runs (SPORTS_FEED_SECONDS; absent or 0
   * defines the job without scheduling it, as tests want) and the brands whose books it keeps alive
   * (SPORTS_DEMO_BRANDS, codes).
   */
  sportsFeedEveryMs?: number;
  sportsDemoBrands?: readonly string[];
  /**
   * The PVP tables (decision 059): how often the turn clock plays the seats whose turn ran out
   * (PVP_TURNS_MS; absent or 0 defines the job without scheduling it, as tests want), and the
   * engine's times (the pause between hands, the grace of a seat away, a stream's presence).
   */
  pvpTurnsEveryMs?: number;
  pvpTiming?: Partial<{ nextHandMs: number; awayMs: number; presenceMs: number }>;
  /** Settlement workers side by side per fixture (SPORTS_SETTLE_WORKERS); 1 on the embedded database, 4 on PostgreSQL when absent. */
  sportsSettleWorkers?: number;
}
