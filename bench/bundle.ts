import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type Asset = { file: string; bytes: number; gzipBytes: number };

export type BundleResult = {
  /** What index.html loads before anything renders: entry script, its modulepreloads, stylesheets. */
  shell: { js: Asset[]; css: Asset[] };
  /** What the home route `/` adds on first load: its lazy chunk, that chunk's static imports, its CSS. */
  home: { js: Asset[]; css: Asset[] };
  /** Every other JS and CSS file in dist/assets: loaded only when a route needs it. */
  lazy: Asset[];
};

function measureFile(dist: string, file: string): Asset {
  const content = fs.readFileSync(path.join(dist, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\//, ''));
}

/** Static imports of a built chunk (`import"./x.js"`, `from"./x.js"`), not dynamic `import("./x.js")`. */
function staticImports(dist: string, file: string): string[] {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const dir = path.posix.dirname(file);
  return [...code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.\/[^"']+\.js)["']/g)].map((m) =>
    path.posix.join(dir, m[1]!),
  );
}

function closure(dist: string, roots: string[], exclude: Set<string>): string[] {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || exclude.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(dist, file));
  }
  return [...seen];
}

/** Sizes of the built web app (apps/web/dist after `npm run build`), gzip level 9 as a CDN would serve. */
export function measureBundle(dist: string): BundleResult {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = attributeValues(html, /<script[^>]*type="module"[^>]*src="([^"]+)"/g);
  const preloads = attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  const styles = attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const shellJs = [...new Set([...entry, ...preloads])];
  const shellSet = new Set([...shellJs, ...styles]);

  const assets = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => `assets/${f}`);
  const homeRoots = assets.filter((f) => /^assets\/HomePage-[^/]+\.js$/.test(f));
  const homeJs = closure(dist, homeRoots, new Set(shellJs));
  // Vite names a chunk's CSS after the chunk: HomePage-<hash>.css belongs to HomePage-<hash>.js.
  const homeCss = assets.filter((f) => /^assets\/HomePage-[^/]+\.css$/.test(f));
  const homeSet = new Set([...homeJs, ...homeCss]);

  const bySize = (a: Asset, b: Asset) => b.gzipBytes - a.gzipBytes;
  return {
    shell: {
      js: shellJs.map((f) => measureFile(dist, f)),
      css: styles.map((f) => measureFile(dist, f)),
    },
    home: {
      js: homeJs.map((f) => measureFile(dist, f)).sort(bySize),
      css: homeCss.map((f) => measureFile(dist, f)),
    },
    lazy: assets
      .filter((f) => !shellSet.has(f) && !homeSet.has(f))
      .map((f) => measureFile(dist, f))
      .sort(bySize),
  };
}

/**
 * What one lazily loaded page adds to the shell when its route opens: the chunks whose names match
 * `page` (Vite names a chunk after its module), their static imports, and their CSS, minus the shell.
 */
export function routeChunks(dist: string, page: RegExp): { js: Asset[]; css: Asset[] } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const shell = new Set([
    ...attributeValues(html, /<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]);
  const assets = fs.readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`);
  const roots = assets.filter((f) => f.endsWith('.js') && page.test(path.posix.basename(f)));
  const js = closure(dist, roots, shell);
  // Vite names a chunk's CSS after the chunk, with a hash of its own: Name-<hash>.js, Name-<hash>.css.
  const names = new Set(js.map((f) => path.posix.basename(f).replace(/-[^-]+\.js$/, '')));
  const css = assets.filter(
    (f) =>
      f.endsWith('.css') && !shell.has(f) && names.has(path.posix.basename(f).replace(/-[^-]+\.css$/, '')),
  );
  return { js: js.map((f) => measureFile(dist, f)), css: css.map((f) => measureFile(dist, f)) };
}

/** Built files whose names match `pattern` (chunks loaded by a dynamic import or as web workers). */
export function filesMatching(dist: string, pattern: RegExp, extension: 'js' | 'css' = 'js'): Asset[] {
  return fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith(`.${extension}`) && pattern.test(f))
    .map((f) => measureFile(dist, `assets/${f}`));
}

export function totalGzip(assets: Asset[]): number {
  return assets.reduce((sum, a) => sum + a.gzipBytes, 0);
}
