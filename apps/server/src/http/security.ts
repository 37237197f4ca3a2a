import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Cluster } from '../lib/cluster.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False leaves a route's answers without the pages' security headers (the vendor wallet API, which no browser calls). */
    securityHeaders?: boolean;
  }
}

/**
 * Security headers and a strict Content-Security-Policy on every response, and a per-IP rate limit
 * on the API, counted in Redis when the processes form a cluster (decision 045: a client's budget is
 * one whichever process answers). Scripts only from this origin, never inline. Styles may also be inline: the dialog's
 * scroll lock injects a <style> element, and inline CSS cannot run script; images may also come
 * from https CDNs and data URLs (captcha images).
 */
export async function installSecurity(app: FastifyInstance, rateLimitPerMinute: number, cluster: Cluster) {
  // Built once: the @fastify/helmet plugin built helmet's middleware again on every request
  // (parsing the policy each time, about 1.5% of a busy server's CPU).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for the previews of images a player picks before uploading (receipts, feedback, applications).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.securityHeaders === false) {
      done();
      return;
    }
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  await app.register(rateLimit, {
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    // Pages and assets are cheap and cached; the limit guards the API.
    allowList: (request) => !/^\/(wps|lgw|lotto)\//.test(request.url),
    ...(cluster.redis
      ? {
          redis: cluster.redis,
          nameSpace: `${cluster.prefix}rate:`,
          // Redis away: calls are answered without counting rather than refused (the log says so);
          // the limits guard against floods, the money's safety never depends on them.
          skipOnError: true,
        }
      : {}),
  });
}
