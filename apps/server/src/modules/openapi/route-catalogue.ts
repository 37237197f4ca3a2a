import type { FastifyInstance, FastifySchema } from 'fastify';

/** A route as registered: its method, its Fastify path (`:param`) and its schema, if any. */
export interface CataloguedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/**
 * Records every route registered on the app from now on (decision 042): the OpenAPI documents are
 * built from these routes' zod schemas, so a new route with a contract shows up by itself. Call
 * before any route is registered; HEAD twins of GET routes are left out.
 */
export function catalogueRoutes(app: FastifyInstance): CataloguedRoute[] {
  const routes: CataloguedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
  return routes;
}
