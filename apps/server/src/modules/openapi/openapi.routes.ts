import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { playerApiDocument, vendorApiDocument, type OpenApiDocument } from './openapi-document.ts';
import type { CataloguedRoute } from './route-catalogue.ts';

/** Where the documents and the reference page are served (decision 042). */
export const OPENAPI_PATHS = { player: '/openapi.json', vendor: '/openapi-vendor.json', docs: '/api-docs' } as const;

const OWN_DIR = fileURLToPath(new URL('./api-docs/', import.meta.url));
const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The reference page's files: ours, and Swagger UI's from the swagger-ui-dist package. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: path.join(SWAGGER_DIR, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: path.join(SWAGGER_DIR, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'swagger-ui-standalone-preset.js': {
    file: path.join(SWAGGER_DIR, 'swagger-ui-standalone-preset.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'init.js': { file: path.join(OWN_DIR, 'init.js'), type: 'text/javascript; charset=utf-8' },
};

/**
 * Serves the OpenAPI documents, built once from the catalogued routes on first request (every
 * route is registered by then), and the reference page at /api-docs. The page runs under the
 * site's Content-Security-Policy unchanged: its scripts and styles are files of this origin, and
 * Swagger UI's inline styles and data: images are already allowed.
 */
export function openApiRoutes(app: FastifyInstance, routes: readonly CataloguedRoute[]): void {
  let player: OpenApiDocument | undefined;
  let vendor: OpenApiDocument | undefined;
  const files = new Map<string, Promise<Buffer>>();
  const fileOf = (name: string) => {
    const cached = files.get(name) ?? readFile(name);
    files.set(name, cached);
    return cached;
  };

  app.get(OPENAPI_PATHS.player, async (_request, reply) => {
    player ??= playerApiDocument(routes);
    return reply.header('cache-control', 'no-cache').send(player);
  });
  app.get(OPENAPI_PATHS.vendor, async (_request, reply) => {
    vendor ??= vendorApiDocument();
    return reply.header('cache-control', 'no-cache').send(vendor);
  });
  app.get(OPENAPI_PATHS.docs, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await fileOf(path.join(OWN_DIR, 'index.html'))),
  );
  app.get<{ Params: { asset: string } }>(`${OPENAPI_PATHS.docs}/:asset`, async (request, reply) => {
    const asset = ASSETS[request.params.asset];
    if (!asset) return reply.callNotFound();
    return reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=3600')
      .send(await fileOf(asset.file));
  });
}
