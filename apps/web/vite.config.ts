/// <reference types="vitest/config" />

import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { codeSplitting } from './chunkGroups.ts';
import { i18nAllModules } from './i18nAllModules.ts';
import { prerenderPublicPages } from './prerender/prerenderPublicPages.ts';
import { brotliTwinParams, gzipTwinOptions } from './twinSettings.ts';

/** A feature's public entry, `features/<name>/index.ts`. */
const featureEntry = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * React Router's production build, for the web build only: its package resolves to its development build
 * in every condition, which differs in one constant that turns its warnings for developers on. Both entries
 * the app imports, since each brings its own copy of the router's core.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production',
);
const reactRouterAliases = [
  { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
];

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

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: reactRouterAliases } : {},
  plugins: [
    react(),
    prerenderPublicPages(),
    i18nAllModules(),
    // `.br` and `.gz` beside every text file (twinSettings.ts), so the server sends
    // them as they are (platform/webApp.ts) and spends no CPU per request on the web app's files.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: brotliTwinParams }),
        defineAlgorithm('gzip', gzipTwinOptions),
      ],
      include: /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: { codeSplitting },
      // A feature's index.ts only names what other features may use (docs/architecture.md "Boundaries"):
      // importing one thing through it must not load the rest it names, as a library's entry with
      // `sideEffects: false` does not. Without this, each entry became a chunk that loads all it names.
      treeshake: { moduleSideEffects: (id) => (featureEntry.test(id) ? false : undefined) },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, changeOrigin: false, ws: true }])),
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
}));
