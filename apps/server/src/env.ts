import { z } from 'zod';

/**
 * The only reader of process.env. Every setting the server takes, with its default; the README
 * lists the same table.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** A PostgreSQL server; when empty the embedded database in DATA_DIR is used. */
  DATABASE_URL: z.string().default(''),
  DATA_DIR: z.string().default('.data/pglite'),
  /**
   * A Redis server shared by every server process of a deployment (decision 045): live events,
   * cache invalidations, locks and rate limits go through it. Empty: one process, nothing shared.
   * Needs DATABASE_URL (the embedded database belongs to one process).
   */
  REDIS_URL: z.string().default(''),
  /** Put before every Redis key and channel, so several deployments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/)
    .default('lakbay:'),
  /** Brand answered when neither the Merchant header nor the host name names one; empty for none. */
  DEFAULT_MERCHANT: z.string().default(''),
  /** Trust X-Forwarded-For from a reverse proxy: true, false, or a comma-separated list of proxy addresses. */
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(65_536),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  BRAND_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  /** Folder of the built web site; empty to serve the API only. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Folder of the built back office, served under /backoffice/; empty serves none. */
  BACKOFFICE_DIST: z.string().default('apps/backoffice/dist'),
  /**
   * Secret for signing cookies and challenges and for sealing stored private keys; at least 32
   * characters. Required in production on a database server; otherwise one is generated once and
   * kept in `<DATA_DIR>.secret` (lib/app-secret.ts), so the server and the operator CLIs share it.
   */
  APP_SECRET: z.string().min(32).optional(),
  /** Password hashes (argon2id, 19 MiB each) allowed at once; further logins get 429. */
  ARGON2_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(8),
  /** Login, registration and password calls per IP a minute (free play: the same an hour). */
  CREDENTIAL_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Seamless wallet calls a second per vendor and caller address (decision 044); more answer
   * RATE_LIMITED (HTTP 429). Calls naming a vendor code no brand has share one budget per address.
   * The default is five times the ledger bench's 2,000 debits a second.
   */
  VENDOR_RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(1).default(10_000),
  /**
   * Days a seamless wallet call is kept in the call log (vendor_wallet_calls, for support and
   * reconciliation); older rows are deleted by an hourly job. Claims, rounds and the ledger stay.
   */
  VENDOR_CALL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** SMS gateway URL taking a JSON POST of { to, body }; empty keeps every text in the sms_outbox table only. */
  SMS_HTTP_URL: z.string().default(''),
  /** Bearer token sent to the SMS gateway. */
  SMS_HTTP_TOKEN: z.string().default(''),
  /** Where the keys that sign Firebase ID tokens are published (a JWK set or Google's X.509 map); cached per its max-age. */
  FIREBASE_KEYS_URL: z.string().url().default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  /** The same keys from a file (JWK set or X.509 map JSON), for a server without access to Google; wins over the URL. */
  FIREBASE_KEYS_FILE: z.string().default(''),
  /** SMTP server for e-mail, e.g. smtp://user:pass@mail.example.com:587 or smtps://...:465; empty keeps every e-mail in the email_outbox table only. */
  SMTP_URL: z
    .string()
    .regex(/^(smtps?:\/\/.+)?$/, 'must be smtp://... or smtps://...')
    .default(''),
  /** Sender address of every e-mail (the brand's name is shown with it); required when SMTP_URL is set. */
  MAIL_FROM: z.union([z.literal(''), z.email()]).default(''),
  /** Seed the demo brand at start (idempotent). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /**
   * The built-in sandbox payment gateway (decision 016): its payment page credits deposits without
   * real money, so it is on by default only outside production. on, off, or empty for that default.
   */
  SANDBOX_GATEWAY: z.enum(['on', 'off', '']).default(''),
  /** HMAC-SHA256 secret of the sandbox gateway's callbacks (at least 32 characters); derived from APP_SECRET when empty. */
  SANDBOX_GATEWAY_SECRET: z.union([z.literal(''), z.string().min(32)]).default(''),
  /** Seconds between sweeps that mark unpaid or unsubmitted deposit orders expired; 0 runs none. */
  DEPOSIT_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Seconds between sweeps that count paid withdrawals as received once the player's confirmation window ran out; 0 runs none. */
  WITHDRAWAL_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Seconds between sweeps that finish interrupted house slot spins (decision 024); 0 runs none. */
  HOUSE_SLOT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Seconds between the round engine's checks of its tables (decision 053); 0 schedules none. */
  ROUNDS_WATCH_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** Seconds between runs of the sportsbook's demo feed (decision 058); 0 runs none. */
  SPORTS_FEED_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** The brands (codes, comma-separated) whose sportsbooks the demo feed keeps alive; empty: none. */
  SPORTS_DEMO_BRANDS: z.string().default('bituin'),
  /** Workers settling one fixture side by side (decision 058); 0: 1 on the embedded database, 4 on PostgreSQL. */
  SPORTS_SETTLE_WORKERS: z.coerce.number().int().min(0).max(16).default(0),
  /**
   * Seconds between runs of the automatic promotions' planner (first-deposit bonuses, daily
   * rebates; decision 030); 0 runs none in this process.
   */
  PROMOTION_PLAN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Seconds between runs of the points planner (decision 032); 0 runs none in this process. */
  POINTS_PLAN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Length of a points earning window in seconds (decision 032): points arrive once a window closed. */
  POINTS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * How far behind the clock, in seconds, bets and deposits are taken as committed by the jobs that
   * count them (first-deposit bonuses, points): a transaction commits after the time it stamps.
   * Two minutes covers a slow commit on a loaded server; the browser journeys use 2.
   */
  COMMIT_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /**
   * Milliseconds between this process's looks for due jobs (draws, settlements, sweeps; decision
   * 027); 0 runs no jobs in this process (another process must). Several processes may run jobs
   * on one PostgreSQL server: each job runs once.
   */
  JOB_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** The Vietnamese results feed (decision 065): seconds between runs (0: only when staff ask) and the directory its `dir` sources are under. */
  LOTTERY_FEED_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LOTTERY_FEED_DIR: z.string().min(1).max(500).default('var/lottery-feed'),
  /** How often the PVP turn clock plays seats whose turn ran out (decision 059); 0 runs none in this process. */
  PVP_TURNS_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the environment; throws a readable error on a bad value. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Bad environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Whether the sandbox gateway runs (its page credits deposits without money): as SANDBOX_GATEWAY
 * says; when empty, only on the embedded database outside production. A server on PostgreSQL is a
 * deployment, where a forgotten NODE_ENV must not open a free deposit page.
 */
export function sandboxGatewayOn(env: Pick<Env, 'SANDBOX_GATEWAY' | 'NODE_ENV' | 'DATABASE_URL'>): boolean {
  if (env.SANDBOX_GATEWAY !== '') return env.SANDBOX_GATEWAY === 'on';
  return env.NODE_ENV !== 'production' && env.DATABASE_URL === '';
}

/** Turns TRUST_PROXY into what Fastify's trustProxy option takes: true, false or proxy addresses. */
export function trustProxyOption(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}
