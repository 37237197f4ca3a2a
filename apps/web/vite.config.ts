import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// A relative path: Vite bundles the config's relative imports, but would hand a workspace package's
// TypeScript to Node, which cannot load it.
import { PINNED_MERCHANT_META } from '../../packages/contracts/src/site-page';
import { lazyRoutes, ROUTE_PRELOADS_META, routePreloads, staticClosure } from './src/route-preloads';

// In development the API server runs on 8080 and Vite proxies the API paths to it.
const api = 'http://localhost:8080';

const EARLY_FETCH = /[\\/]apps[\\/]web[\\/]src[\\/]early-fetch\.ts$/;
const ROUTER = fileURLToPath(new URL('src/app/router.tsx', import.meta.url));

/**
 * Loads src/early-fetch.ts, an entry of its own, from index.html ahead of the start-up code and
 * `async`, so start-up's first API calls leave while that code downloads (decision 046). Only in
 * the build: in development the start-up code asks for them itself, as it does whenever these
 * answers are missing.
 */
function earlyFetchScript(): Plugin {
  return {
    name: 'early-fetch-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && EARLY_FETCH.test(output.facadeModuleId ?? ''),
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error('early-fetch-script: no entry chunk of src/early-fetch.ts in the build');
        if (chunk.imports.length > 0)
          throw new Error(`early-fetch-script: src/early-fetch.ts must import nothing (${chunk.imports.join(', ')})`);
        // Each lazy page's code, for early-fetch.ts to preload on a visit that starts there (src/route-preloads.ts).
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const loaded = new Set(chunks.filter((output) => output.isEntry).flatMap((entry) => [...staticClosure(entry, chunks)]));
        const routes = lazyRoutes(readFileSync(ROUTER, 'utf8'));
        const preloads = routePreloads(routes, chunks, loaded, (module) => path.resolve(path.dirname(ROUTER), `${module}.tsx`));
        if (Object.keys(preloads).length < routes.length)
          throw new Error(`early-fetch-script: no chunk for ${routes.filter((route) => !preloads[route.path]).map((route) => route.path)}`);
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' },
          { tag: 'meta', attrs: { name: ROUTE_PRELOADS_META, content: JSON.stringify(preloads) }, injectTo: 'head' },
        ];
      },
    },
  };
}

/**
 * The start-up stylesheet written into index.html as a `<style>` (decision 046): a linked one
 * blocks the first paint until it has downloaded, one more round trip on a phone's connection
 * (Lighthouse: about 150 ms), for some 7 KB that every page needs anyway. The `<link>` stays,
 * `disabled` (a browser neither fetches nor applies it), because Vite's preload helper looks for
 * that link before it adds a lazy chunk's stylesheets; without it the helper would load the start
 * styles again after the lazy chunks' own and change the cascade.
 */
function inlineStartStylesheet(): Plugin {
  return {
    name: 'inline-start-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"([^>]*) href="\/([^"]+\.css)">/g, (tag, attributes: string, fileName: string) => {
          const asset = context.bundle?.[fileName];
          if (!asset || asset.type !== 'asset') throw new Error(`inline-start-stylesheet: ${fileName} is not in the build`);
          const css = String(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`inline-start-stylesheet: ${fileName} contains </style`);
          return `<style>${css}</style>\n    <link rel="stylesheet"${attributes} href="/${fileName}" disabled>`;
        });
      },
    },
  };
}

/**
 * A build pinned to one brand (`VITE_MERCHANT`) names it in index.html, so the server writes the
 * page (title, colours) for that brand and not for the host's (site-page.ts).
 */
function pinnedMerchantMeta(): Plugin {
  let merchant: string | undefined;
  return {
    name: 'pinned-merchant-meta',
    configResolved(config) {
      merchant = config.env.VITE_MERCHANT || undefined;
    },
    transformIndexHtml() {
      return merchant ? [{ tag: 'meta', attrs: { name: PINNED_MERCHANT_META, content: merchant }, injectTo: 'head' }] : [];
    },
  };
}

export default defineConfig({
  plugins: [react(), earlyFetchScript(), inlineStartStylesheet(), pinnedMerchantMeta()],
  server: {
    port: 5173,
    // The sandbox payment gateway's page is served by the API server too (decision 016).
    proxy: { '/wps': api, '/lgw': api, '/lotto': api, '/healthz': api, '/sandbox-pay': api },
  },
  // Texts (packages/i18n locales) as one JSON.parse of a string, which V8 reads faster than the
  // same data as an object literal; the start-up code carries the default language's.
  json: { stringify: true, namedExports: false },
  build: {
    // WEB_OUT_DIR: a journey run of its own builds elsewhere (scripts/run-e2e.mjs, E2E_DIST).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'early-fetch': fileURLToPath(new URL('src/early-fetch.ts', import.meta.url)),
      },
      output: {
        // Everything the entry imports statically (the start-up code: React, the router, the
        // layouts, the home route) in one chunk. Left to itself the bundler cut it into some 35
        // small chunks shared with the lazy pages, each one more request on a phone's connection
        // before the first paint (decision 046). Lazy pages stay chunks of their own; the entry
        // modules themselves stay entry chunks, so the manifest still names index.html's entry.
        codeSplitting: {
          groups: [
            {
              name: 'start',
              tags: ['$initial'],
              test: (id) => !/[\\/]apps[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$/.test(id) && !EARLY_FETCH.test(id),
            },
          ],
        },
      },
    },
  },
});
