import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

/**
 * Security headers and a strict Content-Security-Policy on every response, and a per-IP rate limit
 * on the API. Scripts only from this origin, never inline. Styles may also be inline: the dialog's
 * scroll lock injects a <style> element, and inline CSS cannot run script; images may also come
 * from https CDNs and data URLs (captcha images).
 */
export async function installSecurity(app: FastifyInstance, rateLimitPerMinute: number) {
  await app.register(helmet, {
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
  await app.register(rateLimit, {
    max: rateLimitPerMinute,
    timeWindow: '1 minute',
    // Pages and assets are cheap and cached; the limit guards the API.
    allowList: (request) => !/^\/(wps|lgw|lotto)\//.test(request.url),
  });
}
