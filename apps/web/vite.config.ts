import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API server runs on 8080 and Vite proxies the API paths to it.
const api = 'http://localhost:8080';

/**
 * Start-up always loads the English texts (the fallback language, lib/i18n.ts `initI18n`), but
 * only once the entry chunk runs. A modulepreload link lets the browser fetch them alongside the
 * entry instead of one round trip later (decision 046).
 */
function preloadFallbackTexts(): Plugin {
  return {
    name: 'preload-fallback-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && /[\\/]packages[\\/]i18n[\\/]locales[\\/]en\.json$/.test(output.facadeModuleId ?? ''),
        );
        if (!chunk) throw new Error('preload-fallback-texts: no chunk of locales/en.json in the build');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFallbackTexts()],
  server: {
    port: 5173,
    // The sandbox payment gateway's page is served by the API server too (decision 016).
    proxy: { '/wps': api, '/lgw': api, '/lotto': api, '/healthz': api, '/sandbox-pay': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the start-up code: React, the router, the
        // layouts, the home route) in one chunk. Left to itself the bundler cut it into some 35
        // small chunks shared with the lazy pages, each one more request on a phone's connection
        // before the first paint (decision 046). Lazy pages stay chunks of their own; the entry
        // module itself stays the entry chunk, so the manifest still names index.html's entry.
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'], test: (id) => !/[\\/]apps[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$/.test(id) }],
        },
      },
    },
  },
});
