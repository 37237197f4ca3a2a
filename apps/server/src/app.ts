import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, HEADERS } from '@pkg/contracts/routes';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { CountryLookup } from './lib/geo.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installRequestContext } from './http/request-context.ts';
import { serializeRequest } from './http/request-log.ts';
import { installSecurity } from './http/security.ts';
import { installWebSite } from './http/web-site.ts';
import { createBrandService, installBrandDesk } from './modules/brands/index.ts';
import { createSystemService, systemRoutes } from './modules/system/index.ts';
import { installGames } from './modules/games/index.ts';
import { createAnnouncementService, announcementRoutes, installNotices } from './modules/notices/index.ts';
import { installAgentTeam } from './modules/agent-team/index.ts';
import { installHelpDesk } from './modules/help-desk/index.ts';
import { installReports } from './modules/reports/index.ts';
import { installMessages } from './modules/messages/index.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/password.ts';
import { createAuthGuard } from './http/auth-guard.ts';
import { createKeyRing, createPayloadOpener, payloadCryptoRoutes } from './modules/payload-crypto/index.ts';
import { createCaptchaService, createHumanCheckService, verificationRoutes } from './modules/verification/index.ts';
import {
  createSessionService,
  createLoginFailures,
  createLoginService,
  sessionRoutes,
  createFirebaseKeys,
  GOOGLE_FIREBASE_JWKS_URL,
  createFirebaseTokenVerifier,
  installFirebaseCsp,
} from './modules/session/index.ts';
import { createRegisterService, createAccountService, accountRoutes } from './modules/accounts/index.ts';
import { createHttpSmsProvider, createOutboxProvider, createSmsCodeService, smsRoutes } from './modules/sms/index.ts';
import {
  createExternalSignIn,
  externalSignInRoutes,
  createClientSecretSealer,
  createProviderConfigs,
} from './modules/external-sign-in/index.ts';
import {
  createOutboxMailProvider,
  createSmtpMailProvider,
  createMailer,
  createEmailCodeService,
  createPasswordResetService,
  passwordEmailRoutes,
} from './modules/email/index.ts';
import { createAuthenticatorService, createTwoFactorService, twoFactorRoutes, securityRoutes } from './modules/two-factor/index.ts';
import { createSealer } from './lib/sealed-box.ts';
import { MULTIPART_LIMITS, uploadRoutes, staffUploadRoutes } from './modules/uploads/index.ts';
import { createPaymentPasswordService, paymentPasswordRoutes } from './modules/payment-password/index.ts';
import { createStaffSessions, createStaffAuth, STAFF_TOTP_PURPOSE, createStaffGuard, staffRoutes } from './modules/staff/index.ts';
import { auditChainRoutes } from './modules/audit-chain/index.ts';
import { catalogueRoutes, installOpenApi } from './modules/openapi/index.ts';
import { installDeposits } from './modules/deposits/index.ts';
import { createWalletEventBus, shareWalletEvents } from './lib/wallet-events.ts';
import { installWallet, DEFAULT_STREAM_OPTIONS } from './modules/wallet/index.ts';
import { installWithdrawals } from './modules/withdrawals/index.ts';
import { installVendorWallet } from './modules/vendor-wallet/index.ts';
import { installCatalogDesk } from './modules/catalog-desk/index.ts';
import { installHouseSlots, houseSlotRoundDetail } from './modules/house-slots/index.ts';
import { cryptoRandomSource } from './lib/random.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { createBrandEventBus, shareBrandEvents } from './lib/brand-events.ts';
import { CACHE_CHANNELS, createLocalCluster, type Cluster } from './lib/cluster.ts';
import { installLottery, type LotteryModule } from './modules/lottery/index.ts';
import { installAgentContracts } from './modules/agent-contracts/index.ts';
import { installReferral } from './modules/referral/index.ts';
import { installRewards } from './modules/rewards/index.ts';
import type { PromotionJobs } from './modules/rewards/index.ts';
import { installMissions } from './modules/missions/index.ts';
import { installPoints, EARN_LAG_MS, EARN_WINDOW_MS } from './modules/points/index.ts';
import { installVip } from './modules/vip/index.ts';
import { createResponsibleGaming, installResponsibleGaming, installRgDesk } from './modules/responsible-gaming/index.ts';
import { installMembersDesk } from './modules/members/index.ts';
import type { SettlementJobs } from './modules/agent-contracts/index.ts';
import type { RandomSource } from '@pkg/games/random';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner (decision 027). */
    jobs: JobRunner;
    /** The house lotteries' jobs and settlement (decision 028), for tests and tools. */
    lottery: LotteryModule;
    /** Agents' contract settlement jobs (decision 029), for tests and tools. */
    agentSettlements: SettlementJobs;
    /** Automatic promotions' jobs (decision 030), for tests and tools. */
    promotionJobs: PromotionJobs;
  }
}

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
  config: {
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
     * How often this process's job runner looks for due jobs (JOB_POLL_MS, decision 027); 0 or absent
     * runs none here (tests drive `app.jobs` themselves; a web-only process leaves jobs to others).
     */
    jobPollMs?: number;
    /** How often the lottery plans draws ahead and moves them by the clock (decision 028); 60 s and 1 s when absent. */
    lotteryPlanEveryMs?: number;
    lotteryClockEveryMs?: number;
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
  };
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** Builds the HTTP app on its dependencies. It never listens; main.ts and tests decide that. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, clock, config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'], serializers: { req: serializeRequest } },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers[HEADERS.requestId];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route from here on, for the OpenAPI documents (decision 042).
  const routeCatalogue = catalogueRoutes(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });

  // Scheduled work of every module (sweeps, draws, settlements) runs on one job runner (decision 027).
  const jobs = createJobRunner({ db, clock, log: app.log });
  app.decorate('jobs', jobs);
  const jobPollMs = config.jobPollMs ?? 0;
  app.addHook('onReady', async () => jobs.start(jobPollMs));
  app.addHook('onClose', () => jobs.stop());

  const cluster = deps.cluster ?? createLocalCluster((error) => app.log.error({ err: error }, 'cluster listener failed'));
  installErrorHandling(app);
  await installSecurity(app, config.rateLimitPerMinute, cluster);
  await app.register(cookie, { secret: deps.secret });
  // Image uploads (receipts, proofs): limits apply while streaming (modules/uploads).
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  // A brand changed on any process (brand desk, catalogue desk) is read again on every process.
  const brandCache = createBrandService(db, clock, config.brandCacheMs, config.defaultMerchant);
  cluster.listen(CACHE_CHANNELS.brands, () => brandCache.invalidate());
  const brands = { ...brandCache, invalidate: () => cluster.broadcast(CACHE_CHANNELS.brands, '') };
  installRequestContext(app, brands, deps.lookupCountry);
  // Pages of brands in Firebase mode may load Google's reCAPTCHA (decision 013).
  installFirebaseCsp(app, brands);

  // Liveness answers without touching anything; readiness also asks the database.
  app.get(`${API.health}/live`, async () => ({ status: 'ok' }));
  app.get(API.health, async () => {
    await db.query('select 1');
    return { status: 'ok', database: db.kind };
  });

  const system = createSystemService(db);
  await app.register(systemRoutes(system));

  // Accounts and sessions: encrypted payloads, captcha and human check in front of the credential calls.
  const keyRing = createKeyRing(db, clock, deps.secret, { rotateAfterMs: 24 * 3_600_000, graceMs: 3_600_000 });
  const opener = createPayloadOpener(db, clock, keyRing);
  const captcha = createCaptchaService(db, clock, deps.secret, deps.captchaText);
  const humanCheck = createHumanCheckService(db, clock, deps.secret);
  const hasher = deps.passwordHasher ?? (await createPasswordHasher(config.argon2MaxInFlight));
  const sessions = createSessionService(db, clock);
  // Responsible gaming (decision 037): its gate is built first, as login, deposits, every stake and
  // the auth guard (the player's session time limit) check it.
  const responsibleGaming = createResponsibleGaming({ db, clock, cacheMs: config.brandCacheMs, cluster });
  const guard = createAuthGuard(sessions, responsibleGaming.sessionTime);
  // Announcements are public, but agent notices (type AG) are for agents only.
  await app.register(announcementRoutes(createAnnouncementService(db, clock), guard));
  const smsProvider = config.smsHttpUrl ? createHttpSmsProvider(config.smsHttpUrl, config.smsHttpToken) : createOutboxProvider();
  const smsCodes = createSmsCodeService({ db, clock, secret: deps.secret, provider: smsProvider });
  // E-mail (decision 012): every message recorded in email_outbox, and sent by SMTP when configured.
  const mailer = createMailer({
    db,
    clock,
    provider: config.smtpUrl ? createSmtpMailProvider(config.smtpUrl, config.mailFrom) : createOutboxMailProvider(),
    log: app.log,
  });
  app.addHook('onClose', () => mailer.close());
  const emailCodes = createEmailCodeService({ db, clock, secret: deps.secret, mailer });
  // Two-factor from a new IP (decision 014): authenticator, SMS code, e-mailed code or bank account name.
  const authenticator = createAuthenticatorService({ db, clock, secret: deps.secret, hasher, sessions });
  const twoFactor = createTwoFactorService({ db, clock, authenticator, smsCodes, emailCodes });
  // Firebase mode and Google/Facebook sign-in (decision 013).
  const firebaseKeys = createFirebaseKeys({ url: config.firebaseKeysUrl ?? GOOGLE_FIREBASE_JWKS_URL, file: config.firebaseKeysFile ?? '' });
  const firebase = createFirebaseTokenVerifier({ db, clock, keys: firebaseKeys });
  const login = createLoginService({
    db,
    clock,
    hasher,
    sessions,
    failures: createLoginFailures(clock),
    captcha,
    humanCheck,
    smsCodes,
    twoFactor,
    firebase,
    exclusions: responsibleGaming.gate,
    cluster,
  });
  const paymentPassword = createPaymentPasswordService({ db, clock, hasher, system, sessions });
  const register = createRegisterService({ db, clock, hasher, system, captcha, humanCheck, smsCodes, firebase, paymentPassword });
  const accounts = createAccountService({ db, clock, hasher, sessions, system, smsCodes });
  await app.register(payloadCryptoRoutes(keyRing));
  if (config.warmPayloadKey) app.addHook('onReady', async () => void (await keyRing.current()));
  await app.register(verificationRoutes(captcha, humanCheck));
  const credentialLimit = config.credentialRateLimit;
  await app.register(smsRoutes({ db, smsCodes, humanCheck, credentialLimit }));
  await app.register(sessionRoutes({ login, sessions, opener, guard, credentialLimit }));
  await app.register(accountRoutes({ register, accounts, login, opener, guard, credentialLimit }));
  const signIn = createExternalSignIn({
    db,
    clock,
    sealer: createClientSecretSealer(deps.secret),
    configs: createProviderConfigs(),
    login,
  });
  await app.register(externalSignInRoutes({ signIn, credentialLimit }));
  const resets = createPasswordResetService({ db, clock, secret: deps.secret, hasher, sessions, system, humanCheck, mailer });
  await app.register(passwordEmailRoutes({ resets, opener, credentialLimit }));
  await app.register(twoFactorRoutes({ login, twoFactor, opener, credentialLimit }));
  await app.register(securityRoutes({ twoFactor, authenticator, opener, guard, credentialLimit }));
  await app.register(uploadRoutes({ db, guard }));
  await app.register(paymentPasswordRoutes({ paymentPassword, opener, guard, credentialLimit }));
  const rgService = await installResponsibleGaming(app, responsibleGaming, {
    db,
    clock,
    hasher,
    sessions,
    opener,
    guard,
    moneyLimitPerMinute: credentialLimit,
  });
  // Wallets (decision 018). Every module that moves a player's money publishes to walletEvents after
  // commit, so the player's live balance streams send the new balance.
  // With several processes the buses go through the cluster, so a change on one reaches streams on all (decision 045).
  const walletEvents = shareWalletEvents(
    createWalletEventBus((error) => app.log.error({ err: error }, 'wallet event listener failed')),
    cluster,
  );
  const brandEvents = shareBrandEvents(
    createBrandEventBus((error) => app.log.error({ err: error }, 'brand event listener failed')),
    cluster,
    'brand-events',
  );
  // The same bus keyed by account id: one account's events other than its balance (platform messages, decision 031).
  const accountEvents = shareBrandEvents(
    createBrandEventBus((error) => app.log.error({ err: error }, 'account event listener failed')),
    cluster,
    'account-events',
  );
  await installWallet(app, {
    db,
    clock,
    guard,
    sessions,
    paymentPassword,
    events: walletEvents,
    brandEvents,
    accountEvents,
    transferLimit: credentialLimit,
    stream: {
      heartbeatMs: config.walletStreamHeartbeatMs ?? DEFAULT_STREAM_OPTIONS.heartbeatMs,
      maxStreamsPerAccount: config.walletStreamsPerAccount ?? DEFAULT_STREAM_OPTIONS.maxStreamsPerAccount,
    },
    streamSlots: cluster,
  });
  // The agent centre's team (decision 029): overview, team management, registering downline, invitation, team reports.
  await installAgentTeam(app, { db, clock, guard, opener, register, system, credentialLimit });
  // Back office (apps/backoffice): staff sign in with password and authenticator; every /bo call checks a permission.
  const staffSessions = createStaffSessions(db, clock);
  const staffAuth = createStaffAuth({
    db,
    clock,
    hasher,
    sessions: staffSessions,
    totpSealer: createSealer(deps.secret, STAFF_TOTP_PURPOSE),
  });
  const staffGuard = createStaffGuard(db, staffSessions);
  await app.register(
    staffRoutes({ db, clock, auth: staffAuth, sessions: staffSessions, guard: staffGuard, loginLimitPerMinute: credentialLimit }),
  );
  await app.register(staffUploadRoutes({ db, guard: staffGuard }));
  // The audit logs' hash chains, verified on request (decision 042).
  await app.register(auditChainRoutes({ db, clock, guard: staffGuard }));
  // Responsible gaming's desk (decision 037): staff see and apply a player's limits and breaks.
  await installRgDesk(app, responsibleGaming, { db, clock, brands, service: rgService, guard: staffGuard });
  // Brand settings (decision 039): owners change the brand's look, links, texts and rules; the site follows at once.
  await installBrandDesk(app, { db, clock, brands, guard: staffGuard });
  // The Members desk (decision 038): search, profiles, lock, resets, labels, notes, KYC, the agents tree.
  await installMembersDesk(app, { db, clock, hasher, sessions, guard: staffGuard, playRules: responsibleGaming.cache });
  // Reports (decision 041): GGR/NGR, deposits and withdrawals, players and bonus cost from the ledger, with CSV.
  await installReports(app, { db, staffGuard });
  // Platform messages, feedback, and the notice payload's banners and popups (decision 031).
  await installNotices(app, { db, clock, staffGuard });
  // The help centre's editor (decision 036); the site's /wps/system/helpCenter reads the same tables.
  await installHelpDesk(app, { db, clock, staffGuard });
  await installMessages(app, {
    db,
    clock,
    guard,
    staffGuard,
    jobs,
    brandEvents,
    accountEvents,
    limitPerMinute: config.rateLimitPerMinute,
  });
  // Deposits (decision 016): channels, orders, gateway callbacks, the sandbox gateway, the finance desk's queue, expiry.
  await installDeposits(app, {
    db,
    clock,
    appSecret: deps.secret,
    guard,
    staffGuard,
    jobs,
    events: walletEvents,
    moneyLimitPerMinute: credentialLimit,
    limits: responsibleGaming.gate,
    settings: {
      sandboxGateway: config.sandboxGateway ?? false,
      sandboxGatewaySecret: config.sandboxGatewaySecret ?? '',
      expirySweepMs: config.depositExpirySweepMs ?? 0,
    },
  });
  // Withdrawals (decision 017): payout accounts, requests that hold the money, receipt answers, the desk, adjustments, ledger check.
  await installWithdrawals(app, {
    db,
    clock,
    guard,
    staffGuard,
    paymentPassword,
    events: walletEvents,
    moneyLimitPerMinute: credentialLimit,
    autoReceiveSweepMs: config.withdrawalSweepMs ?? 0,
    jobs,
  });
  // Seamless wallet (decision 023): the vendor wallet API, the betting record and the winners board.
  const vendorWallet = await installVendorWallet(app, {
    db,
    clock,
    appSecret: deps.secret,
    guard,
    events: walletEvents,
    cacheMs: config.brandCacheMs,
    betGate: responsibleGaming.gate,
    ...(config.vendorWalletRateLimit ? { limit: config.vendorWalletRateLimit } : {}),
    jobs,
    callLog: {
      ...(config.vendorCallRetentionDays === undefined ? {} : { retentionDays: config.vendorCallRetentionDays }),
      pruneEveryMs: config.vendorCallPruneEveryMs ?? 0,
    },
  });
  // House lotteries (decision 028): draws and settlements on the job runner, tickets in the betting record.
  const lottery = await installLottery(app, {
    db,
    clock,
    secret: deps.secret,
    guard,
    staffGuard,
    sessions,
    jobs,
    walletEvents,
    brandEvents,
    limitPerMinute: config.rateLimitPerMinute,
    cacheMs: config.brandCacheMs,
    planEveryMs: config.lotteryPlanEveryMs ?? 60_000,
    clockEveryMs: config.lotteryClockEveryMs ?? 1_000,
    betGate: responsibleGaming.gate,
  });
  app.decorate('lottery', lottery);
  // Lottery settings are changed by the operator CLI (npm run lottery), which tells every process.
  cluster.listen(CACHE_CHANNELS.lottery, () => lottery.forgetSettings());
  // Agents' contracts (decision 029): offers and answers in the site, settlement jobs, the back office's desk.
  const agentSettlements = await installAgentContracts(app, {
    db,
    clock,
    guard,
    staffGuard,
    jobs,
    walletEvents,
    limitPerMinute: config.rateLimitPerMinute,
    planEveryMs: config.agentSettlePlanEveryMs ?? 60_000,
  });
  app.decorate('agentSettlements', agentSettlements);
  // Invite friends (decision 034): members' invitations, the recurring check that offers referrers' rewards, the back office's desk.
  await installReferral(app, {
    db,
    clock,
    guard,
    staffGuard,
    jobs,
    register,
    system,
    limitPerMinute: config.rateLimitPerMinute,
    checkEveryMs: config.referralCheckEveryMs ?? 60_000,
  });
  // VIP levels (decision 033): evaluation on the job runner, upgrade bonuses and monthly gifts offered to the reward centre, the desk.
  await installVip(app, {
    db,
    clock,
    guard,
    staffGuard,
    jobs,
    accountEvents,
    limitPerMinute: config.rateLimitPerMinute,
    evaluateEveryMs: config.vipEvaluateEveryMs ?? 0,
  });
  // Promotions, the reward centre and bonus wagering (decision 030): the site's calls, automatic promotions, the desk.
  const promotionJobs = await installRewards(app, {
    db,
    clock,
    guard,
    staffGuard,
    jobs,
    walletEvents,
    limitPerMinute: config.rateLimitPerMinute,
    jobOptions: { planEveryMs: config.promotionPlanEveryMs ?? 60_000, lagMs: config.commitLagMs ?? 120_000 },
  });
  app.decorate('promotionJobs', promotionJobs);
  // Missions (decision 035): progress from valid bets and credited deposits, claims offered to the reward centre, the desk.
  await installMissions(app, {
    db,
    clock,
    guard,
    staffGuard,
    limitPerMinute: config.rateLimitPerMinute,
    leaderboardCacheMs: config.brandCacheMs,
  });
  // Points and the points mall (decision 032): earned from valid bets on the job runner, redeemed and converted under the payment password.
  await installPoints(app, {
    db,
    clock,
    guard,
    staffGuard,
    paymentPassword,
    jobs,
    walletEvents,
    moneyLimitPerMinute: credentialLimit,
    planEveryMs: config.pointsPlanEveryMs ?? 60_000,
    timing: { windowMs: config.pointsWindowMs ?? EARN_WINDOW_MS, lagMs: config.commitLagMs ?? EARN_LAG_MS },
  });
  // Games (decision 022): vendor menus, the lobby calls and the launch, which opens a game session.
  await installGames(app, { db, clock, guard, sessions, gameSessions: vendorWallet.gameSessions, lotteryPathOf: lottery.pathOf });
  // The catalogue desk and outbox viewer (decision 040): vendors, games, game types, deposit channels; SMS and e-mail, masked.
  await installCatalogDesk(app, {
    db,
    clock,
    appSecret: deps.secret,
    guard: staffGuard,
    forgetCaches: () => cluster.broadcast(CACHE_CHANNELS.catalogue, ''),
  });
  // House slot games (decisions 024, 050): the game page's calls; a spin's stake and win posted with it as vendor BTSLOT.
  const houseSlots = await installHouseSlots(app, {
    db,
    clock,
    brands,
    random: deps.random ?? cryptoRandomSource(),
    gameSessions: vendorWallet.gameSessions,
    wallet: vendorWallet.houseWallet,
    events: walletEvents,
    betGate: responsibleGaming.gate,
    limitPerMinute: config.rateLimitPerMinute,
    recoverySweepMs: config.houseSlotSweepMs ?? 0,
    cacheMs: config.brandCacheMs,
    jobs,
  });
  cluster.listen(CACHE_CHANNELS.catalogue, () => {
    brandCache.invalidate();
    vendorWallet.forgetCatalogue();
    houseSlots.forgetCatalogue();
  });
  vendorWallet.setRoundDetail(
    async (brandId, vendorCode, roundId, language) =>
      (await lottery.roundDetail(brandId, vendorCode, roundId, language)) ?? houseSlotRoundDetail(db, brandId, vendorCode, roundId),
  );
  // /openapi.json, /openapi-vendor.json and the reference page /api-docs (decision 042).
  installOpenApi(app, routeCatalogue);
  // The site's page carries the host's brand (title and theme colours; decision 046).
  await installWebSite(app, config.webDist, config.backofficeDist, brands);
  return app;
}
