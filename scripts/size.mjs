// Start-up weight of the web site: the JavaScript and CSS a first visit to the home route (/index)
// downloads before it can render, each compressed the way a server or CDN would send it (gzip -9
// and brotli). It prints figures against the budget and asserts none: `npm run size` builds first.
//
// What counts, read from the build's manifest (build.manifest in apps/web/vite.config.ts):
// - the entry chunk and, recursively, its static imports (the manifest's `imports`) with their
//   CSS. The router imports the home route, its layout and the header eagerly, so all that is
//   inside these chunks already;
// - the early API calls' entry (apps/web/src/early-fetch.ts), which index.html loads beside it.
// No dynamic import is counted: apps/web/src/lib/i18n.ts `initI18n()` awaits only the shown
// language's texts; the default language (TY) is bundled in the entry, and the English fallback
// loads once the page is idle (decision 046).
// What does not count: the other dynamic imports. Every page but the home route is a lazy route
// (apps/web/src/app/router.tsx), and the notice modal loads only when `?modal=notices` is opened
// (apps/web/src/app/modal-host.tsx). Source maps are never fetched by a visitor.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
/** The budget for the start-up JavaScript, gzip-compressed. KB is 1,000 bytes, as Vite prints. */
const JS_BUDGET_GZIP = 150_000;
/** The manifest key of the early API calls' entry (see above). */
const EARLY_KEY = 'src/early-fetch.ts';

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
if (!entryKey) throw new Error('no index.html entry in the manifest');

/** file -> why it counts; the first reason found wins. */
const counted = new Map();
function visit(key, why) {
  const chunk = manifest[key];
  if (!chunk || counted.has(chunk.file)) return;
  counted.set(chunk.file, why);
  for (const css of chunk.css ?? []) if (!counted.has(css)) counted.set(css, `CSS of ${chunk.name ?? key}`);
  for (const imported of chunk.imports ?? []) visit(imported, 'static import');
}
visit(entryKey, 'entry');
visit(EARLY_KEY, 'entry (early API calls)');
// What index.html itself names (script, modulepreload, stylesheet) should be exactly the static
// set; a difference means the manifest walk above no longer matches what the browser fetches.
const staticFiles = new Set(counted.keys());
const named = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]));

const rows = [...counted].map(([file, why]) => {
  const bytes = readFileSync(path.join(dist, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    why,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
});

const kb = (bytes) => (bytes / 1000).toFixed(2);
const sum = (kind, field) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + row[field], 0);
console.log('\nStart-up JavaScript and CSS of the home route (/index), sizes in KB (1,000 bytes)\n');
console.table(
  rows
    .sort((a, b) => b.kind.localeCompare(a.kind) || b.gzip - a.gzip)
    .map((row) => ({ file: row.file, why: row.why, raw: kb(row.raw), gzip: kb(row.gzip), brotli: kb(row.brotli) })),
);
console.table(
  ['js', 'css'].map((kind) => ({
    total: kind.toUpperCase(),
    files: rows.filter((row) => row.kind === kind).length,
    raw: kb(sum(kind, 'raw')),
    gzip: kb(sum(kind, 'gzip')),
    brotli: kb(sum(kind, 'brotli')),
  })),
);
const jsGzip = sum('js', 'gzip');
const verdict = jsGzip <= JS_BUDGET_GZIP ? 'within' : 'over';
console.log(
  `JS total (gzip): ${kb(jsGzip)} KB, budget at most ${kb(JS_BUDGET_GZIP)} KB: ${verdict} (${((100 * jsGzip) / JS_BUDGET_GZIP).toFixed(0)}%)`,
);

const unlisted = [...staticFiles].filter((file) => !named.has(file));
const extra = [...named].filter((file) => !staticFiles.has(file));
if (unlisted.length > 0 || extra.length > 0) {
  console.warn(
    `note: index.html and the manifest disagree (not in index.html: ${unlisted.join(', ') || '-'}; only in index.html: ${extra.join(', ') || '-'})`,
  );
}
