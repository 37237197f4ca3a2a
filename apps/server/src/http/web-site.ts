import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './request-context.ts';
import { sendFailure } from './error-handler.ts';

/**
 * Serves the built web site with history-mode fallback: any GET that is not an API path or a file
 * answers index.html, so deep links like /vip work on reload. Unknown API paths get the envelope.
 */
export async function installWebSite(app: FastifyInstance, webDist: string) {
  const root = webDist ? path.resolve(webDist) : '';
  const hasSite = root !== '' && existsSync(path.join(root, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Built assets carry a content hash in their names, so they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !hasSite || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendFailure(request, reply, 'not_found');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
