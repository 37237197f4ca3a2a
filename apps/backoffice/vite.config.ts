import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is served by the API server under /backoffice/ and calls /bo on the same origin
// (its session cookie is SameSite=Strict). In development Vite proxies /bo to the server on 8080.
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/bo': 'http://localhost:8080' } },
  build: { outDir: process.env.BACKOFFICE_OUT_DIR ?? 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
});
