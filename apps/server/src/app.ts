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

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  lookupCountry: CountryLookup;
  /** Signs cookies and challenges, seals stored private keys (APP_SECRET). */
  secret: string;
  config: {
    trustProxy: boolean | string;
    logLevel: string;
    bodyLimitBytes: number;
    rateLimitPerMinute: number;
    brandCacheMs: number;
    webDist: string;
    defaultMerchant: string;
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

  await app.register(systemRoutes(createSystemService(db)));
  await app.register(vendorRoutes(createVendorService(db)));
  await app.register(announcementRoutes(createAnnouncementService(db, clock)));
  await installWebSite(app, config.webDist);
  return app;
}
