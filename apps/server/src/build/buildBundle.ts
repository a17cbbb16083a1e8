/**
 * `npm run build`'s step that writes apps/server/dist/server.mjs, the bundle it loads and its source map
 * (bundle.ts). Each is written to a temporary name and renamed, so a server starting meanwhile reads a
 * whole file.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleFile, bundleServer } from './bundle.ts';

const startedAt = performance.now();
await mkdir(path.dirname(bundleFile), { recursive: true });
for (const output of await bundleServer(bundleFile)) {
  const partial = `${output.path}.${process.pid}.partial`;
  await writeFile(partial, output.contents);
  await rename(partial, output.path);
}
process.stdout.write(
  `Bundled the server into ${path.relative(process.cwd(), bundleFile)} in ${Math.round(performance.now() - startedAt)} ms\n`,
);
