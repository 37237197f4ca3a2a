import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './request-context.ts';
import { sendFailure } from './error-handler.ts';

/**
 * Serves the built web site with history-mode fallback: a GET for a page address (no file
 * extension, or .html like /register.html) that is no file answers index.html, so deep links like
 * /vip work on reload. A missing asset (/assets/x.js) is a plain 404, never HTML, and unknown API
 * paths get the envelope.
 */
export async function installWebSite(app: FastifyInstance, webDist: string) {
  const root = webDist ? path.resolve(webDist) : '';
  const hasSite = root !== '' && existsSync(path.join(root, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // The plugin's own cache-control ("public, max-age=0") would overwrite the one set below.
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Built assets carry a content hash in their names, so they never change; everything else
        // (index.html above all) must be revalidated so a new build shows at once.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !hasSite || (request.method !== 'GET' && request.method !== 'HEAD') || !isPageAddress(request.url)) {
      return sendFailure(request, reply, 'not_found');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

function isPageAddress(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const extension = path.extname(pathname);
  return extension === '' || extension === '.html';
}
