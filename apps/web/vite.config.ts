import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API server runs on 8080 and Vite proxies the API paths to it.
const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // The sandbox payment gateway's page is served by the API server too (decision 016).
    proxy: { '/wps': api, '/lgw': api, '/lotto': api, '/healthz': api, '/sandbox-pay': api },
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
});
