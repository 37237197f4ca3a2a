import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BACKOFFICE_BASE } from '@pkg/contracts/backoffice-routes';
import { isApiPath } from './request-context.ts';
import { sendFailure } from './error-handler.ts';
import { createSitePage, type PageBrands } from './site-page.ts';
import { installWebAppManifest } from './web-app-manifest.ts';

/** A built single-page site and the address it is served under. */
interface Site {
  prefix: string;
  root: string;
}

/**
 * Serves the built sites with history-mode fallback: the players' site at / and the back office
 * at /backoffice/. A GET for a page address (no file extension, or .html like /register.html) that
 * is no file answers the site's index.html, so deep links like /vip work on reload. A missing asset
 * (/assets/x.js) is a plain 404, never HTML, and unknown API paths get the envelope. The players'
 * site's page is written for the brand of the host, or the one a pinned build names (site-page.ts).
 */
export async function installWebSite(
  app: FastifyInstance,
  webDist: string,
  backofficeDist = '',
  brands: PageBrands = { byHost: async () => null, byCode: async () => null },
) {
  const sites: Site[] = [
    { prefix: BACKOFFICE_BASE, root: builtSite(backofficeDist) },
    { prefix: '/', root: builtSite(webDist) },
  ].filter((site) => site.root !== '');
  for (const [index, site] of sites.entries()) {
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      index: false,
      // Only the first registration adds reply.sendFile; the fallback below names its root anyway.
      decorateReply: index === 0,
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
  const backoffice = sites.find((site) => site.prefix === BACKOFFICE_BASE);
  if (backoffice) {
    app.get(BACKOFFICE_BASE.slice(0, -1), (_request, reply) => reply.redirect(BACKOFFICE_BASE));
    // The folder address itself is the console's start page (the static handler would treat it as a directory).
    app.get(BACKOFFICE_BASE, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', backoffice.root));
  }
  const player = sites.find((site) => site.prefix === '/');
  // The installable site's manifest and icons, per host like the page (decision 063).
  if (player) installWebAppManifest(app, brands);
  const sendPlayerPage = player ? createSitePage(player.root, brands) : null;
  // The site's root is a page too (the app sends it on to /index); the static handler refused it as a directory (decision 043).
  if (sendPlayerPage) app.get('/', sendPlayerPage);
  app.setNotFoundHandler((request, reply) => {
    const site = sites.find((candidate) => request.url.startsWith(candidate.prefix));
    if (isApiPath(request.url) || !site || (request.method !== 'GET' && request.method !== 'HEAD') || !isPageAddress(request.url)) {
      return sendFailure(request, reply, 'not_found');
    }
    if (site === player && sendPlayerPage) return sendPlayerPage(request, reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', site.root);
  });
}

/** The absolute folder of a built site, or '' when there is none (not built, or not configured). */
function builtSite(dist: string): string {
  const root = dist ? path.resolve(dist) : '';
  return root !== '' && existsSync(path.join(root, 'index.html')) ? root : '';
}

function isPageAddress(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const extension = path.extname(pathname);
  return extension === '' || extension === '.html';
}
