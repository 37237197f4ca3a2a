import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, HEADERS } from '@pkg/contracts/routes';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { CountryLookup } from './lib/geo.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installRequestContext } from './http/request-context.ts';
import { installSecurity } from './http/security.ts';
import { installWebSite } from './http/web-site.ts';
import { createBrandService } from './modules/brands/brand.service.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createVendorService } from './modules/games/vendor.service.ts';
import { vendorRoutes } from './modules/games/vendor.routes.ts';
import { createAnnouncementService } from './modules/notices/announcement.service.ts';
import { announcementRoutes } from './modules/notices/announcement.routes.ts';
import { createPasswordHasher } from './lib/password.ts';
import { createAuthGuard } from './http/auth-guard.ts';
import { createKeyRing } from './modules/payload-crypto/key-ring.ts';
import { createPayloadOpener } from './modules/payload-crypto/open-payload.ts';
import { payloadCryptoRoutes } from './modules/payload-crypto/payload-crypto.routes.ts';
import { createCaptchaService } from './modules/verification/captcha.service.ts';
import { createHumanCheckService } from './modules/verification/human-check.service.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createLoginFailures } from './modules/session/login-failures.ts';
import { createLoginService } from './modules/session/login.service.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { createRegisterService } from './modules/accounts/register.service.ts';
import { createAccountService } from './modules/accounts/account.service.ts';
import { accountRoutes } from './modules/accounts/account.routes.ts';
import { createHttpSmsProvider, createOutboxProvider } from './modules/sms/sms-provider.ts';
import { createSmsCodeService } from './modules/sms/sms-code.service.ts';
import { smsRoutes } from './modules/sms/sms.routes.ts';
import { createSealer } from './lib/sealed-box.ts';
import { createStaffSessions } from './modules/staff/staff-session.ts';
import { createStaffAuth, STAFF_TOTP_PURPOSE } from './modules/staff/staff-auth.service.ts';
import { createStaffGuard } from './modules/staff/staff-guard.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  lookupCountry: CountryLookup;
  /** Signs cookies and challenges, seals stored private keys (APP_SECRET). */
  secret: string;
  /** Makes captcha texts; tests pass a fixed one to read the image. Random by default. */
  captchaText?: () => string;
  config: {
    trustProxy: boolean | string;
    logLevel: string;
    bodyLimitBytes: number;
    rateLimitPerMinute: number;
    brandCacheMs: number;
    webDist: string;
    defaultMerchant: string;
    /** Password hashes allowed in flight at once; more get 429 (DESIGN.md section 6). */
    argon2MaxInFlight: number;
    /** Per-IP credential calls (login, register, password) a minute; free play the same an hour. */
    credentialRateLimit: number;
    /** SMS gateway that takes `{ to, body }` as JSON (SMS_HTTP_URL); empty keeps texts in sms_outbox only. */
    smsHttpUrl: string;
    /** Bearer token for the SMS gateway (SMS_HTTP_TOKEN). */
    smsHttpToken: string;
    /** Make the payload key pair at start rather than on the first login (seconds of RSA work). */
    warmPayloadKey?: boolean;
  };
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** Builds the HTTP app on its dependencies. It never listens; main.ts and tests decide that. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, clock, config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
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
  app.addHook('onSend', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });

  installErrorHandling(app);
  await installSecurity(app, config.rateLimitPerMinute);
  await app.register(cookie, { secret: deps.secret });

  const brands = createBrandService(db, clock, config.brandCacheMs, config.defaultMerchant);
  installRequestContext(app, brands, deps.lookupCountry);

  // Liveness answers without touching anything; readiness also asks the database.
  app.get(`${API.health}/live`, async () => ({ status: 'ok' }));
  app.get(API.health, async () => {
    await db.query('select 1');
    return { status: 'ok', database: db.kind };
  });

  const system = createSystemService(db);
  await app.register(systemRoutes(system));
  await app.register(vendorRoutes(createVendorService(db)));
  await app.register(announcementRoutes(createAnnouncementService(db, clock)));

  // Accounts and sessions: encrypted payloads, captcha and human check in front of the credential calls.
  const keyRing = createKeyRing(db, clock, deps.secret, { rotateAfterMs: 24 * 3_600_000, graceMs: 3_600_000 });
  const opener = createPayloadOpener(db, clock, keyRing);
  const captcha = createCaptchaService(db, clock, deps.secret, deps.captchaText);
  const humanCheck = createHumanCheckService(db, clock, deps.secret);
  const hasher = await createPasswordHasher(config.argon2MaxInFlight);
  const sessions = createSessionService(db, clock);
  const guard = createAuthGuard(db, sessions);
  const smsProvider = config.smsHttpUrl ? createHttpSmsProvider(config.smsHttpUrl, config.smsHttpToken) : createOutboxProvider();
  const smsCodes = createSmsCodeService({ db, clock, secret: deps.secret, provider: smsProvider });
  const login = createLoginService({ db, clock, hasher, sessions, failures: createLoginFailures(clock), captcha, humanCheck, smsCodes });
  const register = createRegisterService({ db, clock, hasher, system, captcha, humanCheck, smsCodes });
  const accounts = createAccountService({ db, clock, hasher, sessions, system, smsCodes });
  await app.register(payloadCryptoRoutes(keyRing));
  if (config.warmPayloadKey) app.addHook('onReady', async () => void (await keyRing.current()));
  await app.register(verificationRoutes(captcha, humanCheck));
  const credentialLimit = config.credentialRateLimit;
  await app.register(smsRoutes({ db, smsCodes, humanCheck, credentialLimit }));
  await app.register(sessionRoutes({ login, sessions, opener, guard, credentialLimit }));
  await app.register(accountRoutes({ register, accounts, login, opener, guard, credentialLimit }));
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
  await installWebSite(app, config.webDist);
  return app;
}
