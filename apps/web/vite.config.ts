/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPublicPages } from './prerender/prerenderPublicPages.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
const apiPaths = [
  '/api',
  '/auth/v1',
  '/auth/v2',
  '/apphub',
  '/aos',
  '/observability',
  '/orchestrate/insights',
  '/sub-api',
  '/oidc',
  '/sandbox',
  '/interaction',
];

export default defineConfig({
  plugins: [react(), prerenderPublicPages()],
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, changeOrigin: false, ws: true }])),
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
