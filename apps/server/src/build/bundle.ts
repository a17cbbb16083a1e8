import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { sourceUrls } from './sourceUrls.ts';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
/** What `npm run serve:built` (and so `npm start`) runs; beside the database template, ignored by git. */
export const bundleFile = path.join(serverDir, 'dist', 'server.mjs');

/**
 * Packages left to Node's resolution instead of bundled; kept short, since each one loads from its own
 * files at start (bench/README, "A bundled server"):
 * - @electric-sql/pglite: finds its WebAssembly and data files next to its own modules (import.meta.url);
 *   the main thread only uses its wire-protocol parser and types, the database itself runs in the PGlite
 *   thread, which loads it from source anyway.
 */
const external = ['@electric-sql/pglite'];

/**
 * The server's main thread as one ES module (issue 19 item 1): resolving and reading ~3,000 small files
 * was most of an existing start's 1.4 s of imports. Returns the bundle and its source map, unwritten, so
 * the caller can put them in place whole.
 */
export async function bundleServer(outfile = bundleFile) {
  const result = await build({
    entryPoints: [path.join(serverDir, 'src', 'main.ts')],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external,
    plugins: [sourceUrls(path.dirname(outfile))],
    // Linked, without the sources' text (they ship beside it): `node --enable-source-maps` maps a stack
    // trace back to them. Not on by default: loading the map cost 140-250 MB of RSS and 0.3-0.5 s.
    sourcemap: 'linked',
    sourcesContent: false,
    // Bundled CommonJS packages call require() for Node's built-ins, which an ES module lacks.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return result.outputFiles;
}
