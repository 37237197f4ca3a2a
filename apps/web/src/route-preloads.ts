/**
 * Which files each lazy page needs, for the early script to preload (decision 046). A visit that
 * starts on a lazy page (/rng, /lottery, ...) otherwise asks for the page's code only once the
 * start-up code has downloaded and run, one more round trip before the page can draw. The build
 * (vite.config.ts) reads the router's lazy routes, finds each page module's chunk and the chunks it
 * imports, and writes the map into index.html as a meta tag; early-fetch.ts reads it and adds
 * `modulepreload` links for the visited path, so the page's code downloads beside the start-up
 * code. Nothing here runs in the browser: it is build-time code, kept beside the router it reads.
 */

/** The meta tag's name in index.html. */
export const ROUTE_PRELOADS_META = 'route-preloads';

/** A lazy route of router.tsx: its path and the module its `page(() => import(...))` loads. */
export interface LazyRoute {
  path: string;
  module: string;
}

// `{ path: '/rng', element: page(() => import('./routes/game-type-routes'), 'RngRoute') }`
const LAZY_ROUTE = /\{\s*path:\s*'([^']+)',\s*element:\s*page\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

/** The router source's lazy routes with a fixed path (the catch-all `*` has no path to preload for). */
export function lazyRoutes(routerSource: string): LazyRoute[] {
  return [...routerSource.matchAll(LAZY_ROUTE)]
    .map((match) => ({ path: match[1] ?? '', module: match[2] ?? '' }))
    .filter((route) => route.path.startsWith('/'));
}

/** What the build knows of a chunk (Rollup's OutputChunk, reduced). */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Each path's files: the chunk whose facade is the page module, then the chunks it imports,
 * transitively, except `loaded` (the start-up code's, already asked for by index.html). Paths whose
 * module has no chunk of its own are left out. `moduleId` turns a route's import into the module id
 * the build reports.
 */
export function routePreloads(
  routes: LazyRoute[],
  chunks: BuiltChunk[],
  loaded: ReadonlySet<string>,
  moduleId: (module: string) => string,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const route of routes) {
    const page = chunks.find((chunk) => chunk.facadeModuleId === moduleId(route.module));
    if (page) result[route.path] = [...importClosure(page, chunks, loaded)].map((file) => `/${file}`);
  }
  return result;
}

/** The chunks the entry loads statically (itself and its imports, transitively). */
export function staticClosure(entry: BuiltChunk, chunks: BuiltChunk[]): Set<string> {
  return importClosure(entry, chunks, new Set());
}

/** `start` and the chunks it imports, transitively, in the order met, without those in `skip`. */
function importClosure(start: BuiltChunk, chunks: BuiltChunk[], skip: ReadonlySet<string>): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (skip.has(file) || seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return seen;
}
