// Proves the build's map of each lazy page's files (route-preloads.ts): every lazy route of the
// router with a path is found, and each maps to its page chunk and the chunks that one imports,
// without the start-up code's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lazyRoutes, routePreloads, staticClosure, type BuiltChunk } from './route-preloads.ts';

const ROUTER_SOURCE = readFileSync(new URL('./app/router.tsx', import.meta.url), 'utf8');

test('every lazy route of the router is read with its page module, the catch-all left out', () => {
  const routes = lazyRoutes(ROUTER_SOURCE);
  const lazyCount = [...ROUTER_SOURCE.matchAll(/element: page\(/g)].length;
  assert.equal(routes.length, lazyCount - 1, 'all but the catch-all *');
  assert.ok(routes.some((route) => route.path === '/rng' && route.module === './routes/game-type-routes'));
  assert.ok(routes.some((route) => route.path === '/house-slots/play' && route.module === './routes/house-slots-route'));
  assert.ok(routes.every((route) => route.path.startsWith('/') && route.module.startsWith('./routes/')));
});

test("a page's files are its chunk and what it imports, without the start-up code's", () => {
  const chunks: BuiltChunk[] = [
    { fileName: 'assets/index.js', facadeModuleId: '/app/index.html', imports: ['assets/start.js'] },
    { fileName: 'assets/start.js', facadeModuleId: null, imports: [] },
    {
      fileName: 'assets/games.js',
      facadeModuleId: '/app/src/app/routes/game-type-routes.tsx',
      imports: ['assets/start.js', 'assets/grid.js'],
    },
    { fileName: 'assets/grid.js', facadeModuleId: null, imports: ['assets/start.js', 'assets/page.js'] },
    { fileName: 'assets/page.js', facadeModuleId: null, imports: ['assets/grid.js'] },
  ];
  const loaded = staticClosure(chunks[0] as BuiltChunk, chunks);
  assert.deepEqual([...loaded].sort(), ['assets/index.js', 'assets/start.js']);
  const routes = [
    { path: '/rng', module: './routes/game-type-routes' },
    { path: '/gone', module: './routes/gone-route' },
  ];
  const map = routePreloads(routes, chunks, loaded, (module) => `/app/src/app/${module.slice(2)}.tsx`);
  assert.deepEqual(map, { '/rng': ['/assets/games.js', '/assets/grid.js', '/assets/page.js'] });
});
