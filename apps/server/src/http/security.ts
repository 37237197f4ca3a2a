import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

/**
 * Security headers and a strict Content-Security-Policy on every response, and a per-IP rate limit
 * on the API. Scripts only from this origin; styles from this origin (the theme is set through
 * the CSS object model, which the policy allows); images also from https CDNs and data URLs.
 */
export async function installSecurity(app: FastifyInstance, rateLimitPerMinute: number) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
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
  await app.register(rateLimit, {
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    // Pages and assets are cheap and cached; the limit guards the API.
    allowList: (request) => !/^\/(wps|lgw|lotto)\//.test(request.url),
  });
}
