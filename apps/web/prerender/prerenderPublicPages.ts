import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  type PrerenderedManifest,
  prerenderedManifestSchema,
} from '@portal/contracts';
import Beasties from 'beasties';
import { createServer, type Plugin, type Rollup } from 'vite';
import type * as RenderModule from '../src/prerender/renderPublicPage.tsx';
import { brotliTwinParams, gzipTwinOptions } from '../twinSettings.ts';

const RENDER_ENTRY = '/src/prerender/renderPublicPage.tsx';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `vite build` then prerenders the public pages (`/`, `/about`, `/welcome` paint their content
 * from the HTML, before the script runs) into `<outDir>/prerendered/`, with a manifest the server reads.
 * The pages render through Vite's SSR module loader, which transforms only the modules they import (a
 * second full build for the server would double the build time); CSS module class names are the same
 * as the client build's.
 */
export function prerenderPublicPages(): Plugin {
  let root = '';
  let outDir = '';
  let bundle: Rollup.OutputBundle = {};
  return {
    name: 'portal:prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
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
        const render = (await server.ssrLoadModule(RENDER_ENTRY)) as typeof RenderModule;
        await writePages(await renderAll(render, outDir), bundle, outDir, root);
      } finally {
        await server.close();
      }
    },
  };
}

type Rendered = { page: (typeof RenderModule.publicPages)[number]; result: RenderModule.RenderedPage }[];

async function renderAll(render: typeof RenderModule, outDir: string): Promise<Rendered> {
  // The bundles the browser loads (docs/product/shell.md SHELL-18:
  // /public/static/i18n/{module}/{locale}.json), as built.
  const bundles = Object.fromEntries(
    render.i18nModules.map((module) => {
      const file = path.join(outDir, 'public/static/i18n', module, `${render.DEFAULT_LANGUAGE}.json`);
      return [module, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>];
    }),
  );
  const rendered: Rendered = [];
  for (const page of render.publicPages) {
    rendered.push({ page, result: await render.renderPublicPage(page.path, bundles) });
  }
  return rendered;
}

/**
 * The stylesheet rules the page's markup uses, inlined in its head, and the stylesheets themselves held off
 * the first paint: the shell's stylesheet is some 250 KB (30 KB brotli), one more round trip and its parse
 * before anything painted. Each stays in its place in the head, so the cascade is the one the app has
 * (Mantine's style elements in the markup come after it and win), but as `media="print"`, which does not
 * block a paint; the app's entry turns it on (`app/deferredStyles.ts`: the CSP forbids the inline `onload`
 * that usually does it), and a browser without scripts reads it from `<noscript>`. The files stay whole
 * (`pruneSource: false`): the app's other pages use them as they are.
 */
function inlineCriticalCss(outDir: string) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // Moves the links to the end of the body, from where they are put back below.
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  return async (html: string) => holdStylesheets(await beasties.process(html));
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;

function holdStylesheets(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  if (links.length === 0 || !html.includes('</head>')) throw new Error('prerender: no stylesheet to hold');
  const held = links
    .map((link) => {
      const deferred = link.replace('<link ', '<link media="print" data-deferred-style ');
      return `${deferred}<noscript>${link}</noscript>`;
    })
    .join('\n    ');
  return html.replace(STYLESHEET, '').replace('</head>', () => `  ${held}\n  </head>`);
}

async function writePages(rendered: Rendered, bundle: Rollup.OutputBundle, outDir: string, root: string) {
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no empty #root');
  const dir = path.join(outDir, PRERENDERED_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  const manifest: PrerenderedManifest = { language: '', pages: [] };
  const critical = inlineCriticalCss(outDir);
  for (const { page, result } of rendered) {
    const css = pageStyles(bundle, path.join(root, page.module));
    writeWithTwins(path.join(dir, page.file), await critical(pageHtml(template, result, css)));
    manifest.language = result.language;
    manifest.pages.push({ path: page.path, file: page.file, configReads: result.configReads });
  }
  const checked = prerenderedManifestSchema.parse(manifest);
  fs.writeFileSync(path.join(dir, PRERENDERED_MANIFEST), `${JSON.stringify(checked, null, 2)}\n`);
}

/**
 * The page and its `.br` and `.gz` twins, at the settings of the build's other twins (twinSettings.ts): the
 * server holds all three and sends the one the browser accepts, so no visit compresses a page
 * (apps/server/src/platform/precompressedPage.ts). Written here, not at the server's start: brotli at
 * quality 11 takes about half a second a page (bench/README.md, "The prerendered pages precompressed").
 */
function writeWithTwins(file: string, html: string) {
  const bytes = Buffer.from(html);
  fs.writeFileSync(file, bytes);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, {
      params: { ...brotliTwinParams, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, gzipTwinOptions));
}

/**
 * The stylesheets of the page's chunk and of the chunks it imports statically: its CSS modules must be
 * there at the first paint.
 */
function pageStyles(bundle: Rollup.OutputBundle, moduleId: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
  if (!entry) throw new Error(`prerender: no chunk for ${moduleId} (was the page moved?)`);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(entry);
  return [...css];
}

function pageHtml(template: string, page: RenderModule.RenderedPage, pageCss: string[]) {
  // The stylesheets first in <head>, before the entry script: the first paint waits for them alone.
  const entryStyles = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const styles = [
    ...entryStyles,
    ...pageCss
      .filter((file) => !template.includes(`href="/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  // No modulepreload: the content is in the HTML, and some seventy scripts fetched and compiled at once
  // held its first paint back (LCP of / 476 ms with them, 296 without, same run, bench/README.md). The
  // entry script brings its imports one round trip later, and the client takes over then. (Vite writes
  // each link of index.html on a line of its own.)
  return (
    template
      .split('\n')
      .filter((line) => !/^\s*<link rel="(stylesheet|modulepreload)"/.test(line))
      .join('\n')
      // Mantine's colour scheme is set before the first paint, as its ColorSchemeScript would (an inline
      // script, which the CSP forbids); the portal has only the light scheme.
      .replace(
        /<html lang="[^"]*">/,
        `<html lang="${page.language}" dir="ltr" data-mantine-color-scheme="light">`,
      )
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(page.title)}</title>\n    ${styles.join('\n    ')}`,
      )
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-prerendered="${page.language}">${page.html}</div>`,
      )
  );
}
