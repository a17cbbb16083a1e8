import path from 'node:path';
import { createServer } from 'vite';

/**
 * Runs `use` on a module of the app loaded through Vite's SSR module loader, which transforms only the
 * modules it imports (a second full build for Node.js would double the build time), then closes the loader.
 * For the build's steps after the client bundle: the prerendered pages, the routes' preloads.
 */
export async function withSsrModule<T, R>(
  root: string,
  id: string,
  use: (module: T) => Promise<R>,
): Promise<R> {
  const server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    // Nothing is served to a browser: no dependency pre-bundling (it would bundle every dependency of
    // the app, monaco's workers included). Dependencies load as Node.js modules.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await use((await server.ssrLoadModule(id)) as T);
  } finally {
    await server.close();
  }
}
