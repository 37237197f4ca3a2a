import type { FastifyInstance } from 'fastify';
import { openApiRoutes } from './openapi.routes.ts';
import { catalogueRoutes } from './route-catalogue.ts';

/**
 * /openapi.json, /openapi-vendor.json and the reference page /api-docs (decision 042), built from
 * every route registered from now on: install it before the modules' routes.
 */
export function installOpenApi(app: FastifyInstance): void {
  openApiRoutes(app, catalogueRoutes(app));
}
