import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEADERS } from '@pkg/contracts/routes';
import type { Cluster } from '../lib/cluster.ts';
import { installErrorHandling } from './error-handler.ts';
import { installGuardFirst } from './guard-first.ts';
import { installMultipart } from './multipart.ts';
import { serializeRequest } from './request-log.ts';
import { installSecurity } from './security.ts';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The Fastify instance: logging, proxies, body limit, request ids (the caller's when well formed), zod schemas. */
export function createHttpApp(config: { logLevel: string; trustProxy: boolean | string; bodyLimitBytes: number }): FastifyInstance {
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
  app.addHook('onSend', async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });
  return app;
}

/**
 * What every request meets before a route: errors mapped to the failure envelope, security headers
 * and the per-IP rate limit (shared by the cluster's processes), signed cookies, guards before the
 * input is read (decision 060), multipart limits.
 */
export async function installHttpEdge(app: FastifyInstance, deps: { secret: string; cluster: Cluster; rateLimitPerMinute: number }) {
  installErrorHandling(app);
  await installSecurity(app, deps.rateLimitPerMinute, deps.cluster);
  await app.register(cookie, { secret: deps.secret });
  // After the rate limit's own route hook, so a route's limit is counted before its guard runs.
  installGuardFirst(app);
  await installMultipart(app);
}
