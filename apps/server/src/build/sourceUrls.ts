import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';

/**
 * The server finds its files next to its sources: worker entries (`new Worker(new URL('./x.mjs',
 * import.meta.url))`), task modules run by runTask, the docs' and tutorials' content, the migrations, the
 * sign-in page's CSS, the sandbox's GraphQL schemas, the web build. Bundled, `import.meta.url` would be the
 * bundle's own URL and every one of them would point into dist/. So each of the portal's own files gets
 * its original URL back, written relative to the bundle (`new URL('../src/x.ts', import.meta.url).href`):
 * the files keep loading from the source tree that ships with the checkout, and the bundle stays
 * relocatable with it (no absolute path is baked in). Worker threads thus run from source, off the start
 * path, as they did before.
 */
export function withSourceUrl(text: string, sourceFile: string, outDir: string): string {
  // Only `import.meta.url` is given back; the bundle would silently answer its own for the others.
  const other = /import\.meta\.(dirname|filename|resolve)\b/.exec(text);
  if (other)
    throw new Error(`${sourceFile}: use new URL(..., import.meta.url), not ${other[0]}, in the server`);
  if (!text.includes('import.meta.url')) return text;
  const relative = path.relative(outDir, sourceFile).split(path.sep).join('/');
  return text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
}

const loaders: Record<string, Loader> = { '.ts': 'ts', '.tsx': 'tsx', '.mjs': 'js', '.js': 'js' };

/** esbuild plugin applying withSourceUrl to every file outside node_modules. */
export function sourceUrls(outDir: string): Plugin {
  return {
    name: 'source-urls',
    setup(build) {
      build.onLoad({ filter: /\.(ts|tsx|mjs|js)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta')) return undefined;
        return {
          contents: withSourceUrl(text, args.path, outDir),
          loader: loaders[path.extname(args.path)],
        };
      });
    },
  };
}
