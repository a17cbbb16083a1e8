import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleEntry } from '../serveCommand.ts';
import { oneByteSource } from './oneByteSource.ts';
import { sourceUrls } from './sourceUrls.ts';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
/** What `npm run serve:built` (and so `npm start`) runs; beside the database template, ignored by git. */
export const bundleFile = fileURLToPath(new URL(`../../../../${bundleEntry}`, import.meta.url));

/**
 * The entry `npm run serve:built` runs: it turns Node's compile cache on before the bundle is compiled,
 * which only a module loaded before it can do. The bundle's compiled code is then read back at each
 * start instead of compiled again: its import took 407-515 ms instead of 555-671 (bench/README, "A
 * bundled server"). The cache sits beside the bundle (gone with it); Node checks each
 * entry against the source, and a folder it cannot write leaves the start uncached, not failed.
 * `enableCompileCache` covers this thread only: the worker threads (PGlite, tasks, expressions), which
 * load their modules from source, read the cache from `NODE_COMPILE_CACHE`, which each reads as it starts
 * (a task thread's imports: 430-540 ms of CPU without, 220-250 warm; bench/README, "A fresh start's
 * seconds"). One an operator set is left as it is.
 */
function entryStub(bundleName: string): string {
  return [
    "import module from 'node:module';",
    "import { fileURLToPath } from 'node:url';",
    "const compileCache = fileURLToPath(new URL('./.compile-cache', import.meta.url));",
    'module.enableCompileCache?.(compileCache);',
    'process.env.NODE_COMPILE_CACHE ??= compileCache;',
    `await import(${JSON.stringify(`./${bundleName}`)});`,
    '',
  ].join('\n');
}

/**
 * Packages left to Node's resolution instead of bundled; kept short, since each one loads from its own
 * files at start (bench/README, "A bundled server"):
 * - @electric-sql/pglite: finds its WebAssembly and data files next to its own modules (import.meta.url);
 *   the main thread only uses its wire-protocol parser and types, the database itself runs in the PGlite
 *   thread, which loads it from source anyway.
 * - piscina: the task threads' pool (platform/threads/taskPool.ts) starts each thread on its own
 *   `worker.js`, found from `__dirname`, which a bundled ES module does not have.
 */
const external = ['@electric-sql/pglite', 'piscina'];

/**
 * The server's main thread as one ES module: resolving and reading ~3,000 small files
 * was most of an existing start's 1.4 s of imports. `entry` is the file to run; the bundle and its source
 * map go beside it (`server.bundle.mjs`). Returns the files unwritten, the entry last, so the caller can
 * put each in place whole.
 */
export async function bundleServer(
  entry = bundleFile,
  warn: (message: string) => void = (message) => process.stderr.write(`${message}\n`),
): Promise<{ path: string; contents: Uint8Array }[]> {
  const outfile = entry.replace(/\.mjs$/, '.bundle.mjs');
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
    // V8 keeps the bundle's text for the life of the process, and its line ends once a stack trace is
    // formatted: whitespace minified, 16.5 -> 11.2 MB and 432,900 -> 5,300 lines (bench/README, "The
    // minified bundle again"). Not minifySyntax: it drops the name of a function or class expression
    // nothing inside refers to, and oidc-provider's ID token class reads its lifetime by its own name
    // (`ttl[this.name]`), so every sign-in failed at the token endpoint (docs/decisions/bundled-server.md).
    minifyWhitespace: true,
    // Bundled CommonJS packages call require() for Node's built-ins, which an ES module lacks.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  const encoder = new TextEncoder();
  const stub = encoder.encode(entryStub(path.basename(outfile)));
  const files = await Promise.all(
    result.outputFiles.map(async (file) =>
      file.path === outfile
        ? { path: file.path, contents: encoder.encode(await oneByteSource(file.text, warn)) }
        : file,
    ),
  );
  return [...files, { path: entry, contents: stub }];
}
