import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API server runs on 8080 and Vite proxies the API paths to it.
const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/wps': api, '/lgw': api, '/lotto': api, '/healthz': api },
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
});
