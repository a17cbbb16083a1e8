import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  allModulesPath,
  DEFAULT_LANGUAGE,
  PRERENDERED_DIR,
  type PublicConfig,
  SIGNED_IN_CONTEXT_ELEMENT_ID,
  type SignedInContext,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './errorHandler.ts';
import { pageBody, readPrecompressedPage } from './precompressedPage.ts';
import { isSignedOutVisitor, loadPrerenderedPages } from './prerenderedPages.ts';
import { jsonForScriptBlock } from './scriptJson.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const NO_STORE = 'no-store';

/** What the shell waits for, read for a signed-in page's request; undefined without a live session. */
export type SignedInContextOfPage = (request: FastifyRequest) => Promise<SignedInContext | undefined>;

/**
 * The static error pages (/error, /forbidden: docs/product/shell.md SHELL-15), served with the deployment's
 * product name.
 */
const ERROR_PAGES = ['errors/error.html', 'errors/forbidden.html'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page with the product name where the portal's own pages have it: the title's '| Developers' and the
 * brand's '<!--product-->' marker (a comment, so the file read as it is says 'Developers' alone).
 */
export function withProductName(html: string, productName: string): string {
  const product = escapeHtml(productName);
  return html
    .replace('| Developers</title>', `| ${product} Developers</title>`)
    .replaceAll('<!--product-->', `${product} `);
}

/**
 * The languages' file the web reads first, preloaded: with the config in the page the web asks it as soon as
 * its entry has run, and it downloads beside the entry's scripts instead. The exact URL, and `crossorigin`
 * for the same credentials mode as the http client's same-origin fetch, so the browser hands it that response.
 */
const LANGUAGES_PRELOAD = `<link rel="preload" href="${allModulesPath(DEFAULT_LANGUAGE)}" as="fetch" crossorigin>`;

/**
 * index.html with the signed-in user's context in a data block before `</head>` (never run: the CSP's
 * script-src is untouched), and the first languages' file preloaded; the web reads the block once at start
 * (docs/decisions/signed-in-page-context.md).
 */
function withSignedInContext(indexText: string, context: SignedInContext): string {
  const at = indexText.indexOf('</head>');
  const block = `${LANGUAGES_PRELOAD}<script type="application/json" id="${SIGNED_IN_CONTEXT_ELEMENT_ID}">${jsonForScriptBlock(context)}</script>`;
  return at < 0 ? `${block}${indexText}` : `${indexText.slice(0, at)}${block}${indexText.slice(at)}`;
}

function notFoundJson(reply: FastifyReply, message: string) {
  return reply.status(404).type('application/json').send({ error: 'not_found', message });
}

/**
 * Serves the built web app from `webDist`: hashed assets immutable, everything else revalidated,
 * and every unknown non-API GET answered with index.html so the client router shows the page (or its
 * Not Found). With `webDist` null (API tests, an API-only process) pages answer a JSON 404.
 * Unknown API paths and non-GET requests always answer a JSON 404, never HTML. The public pages the build
 * prerendered answer their own HTML to visitors who are not signed in, when `publicConfig` is given. With
 * `signedInContext`, a page asked with the signed-in hint and a live session carries the user's context.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  productName = '',
  publicConfig?: PublicConfig,
  signedInContext?: SignedInContextOfPage,
): Promise<void> {
  const indexPath = webDist ? path.join(webDist, 'index.html') : null;
  const hasBuild = indexPath !== null && fs.existsSync(indexPath);
  if (webDist && hasBuild) {
    for (const page of ERROR_PAGES) {
      const file = path.join(webDist, page);
      if (!fs.existsSync(file)) continue;
      const html = withProductName(fs.readFileSync(file, 'utf8'), productName);
      app.get(`/${page}`, { schema: { hide: true } }, (_request, reply) =>
        reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html),
      );
    }
    const notServed = new Set(ERROR_PAGES.map((page) => `/${page}`));
    await app.register(fastifyStatic, {
      root: webDist,
      // One route for every file rather than a route per file found at start: the build holds ~830 files,
      // and globbing them and registering 1,660 routes cost 140-250 ms of every start (bench/README). A
      // path that is no file goes on to the not-found handler below, as before.
      wildcard: true,
      // The error pages are answered above, with the product name; the prerendered pages below, at their
      // paths; a folder path (`/`, `/docs/`) goes to the not-found handler below (the client router's page;
      // under /assets/ a JSON 404), not a listing or a 403.
      allowedPath: (pathname) =>
        !pathname.endsWith('/') && !notServed.has(pathname) && !pathname.startsWith(`/${PRERENDERED_DIR}/`),
      index: false,
      // The build writes `.br` and `.gz` beside each text file: the best one the browser accepts is sent,
      // with `Vary: Accept-Encoding`, and nothing is compressed per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashed = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        res.header('Cache-Control', isHashed ? IMMUTABLE : NO_CACHE);
      },
    });
  } else if (webDist) {
    app.log.warn({ webDist }, 'the web app is not built: pages answer 503 until `npm run build`');
  }
  // With the twins the build wrote beside it: a visitor's page is never compressed per request.
  const indexHtml = hasBuild ? readPrecompressedPage(indexPath!) : null;
  const indexText = indexHtml?.html.toString('utf8') ?? '';
  const prerendered =
    webDist && hasBuild && publicConfig ? loadPrerenderedPages(webDist, publicConfig, app.log) : new Map();

  /**
   * The page with the signed-in user's context, or undefined to send it as to anyone: no hint, no live
   * session, or a read that failed (the web then asks as it would without the block).
   */
  const signedInPage = async (request: FastifyRequest): Promise<string | undefined> => {
    if (!signedInContext || request.method !== 'GET' || isSignedOutVisitor(request)) return undefined;
    try {
      const context = await signedInContext(request);
      return context && withSignedInContext(indexText, context);
    } catch (error) {
      request.log.warn(
        { err: error },
        "reading the signed-in page's context failed: the page is sent without it",
      );
      return undefined;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) {
      return notFoundJson(reply, `No API route for ${request.method} ${pathname}`);
    }
    if (!webDist) return notFoundJson(reply, `This process does not serve the web app (${pathname})`);
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    const personal = await signedInPage(request);
    if (personal) {
      // The user's own data: kept by no cache, and never given for another cookie.
      return reply
        .status(200)
        .header('Cache-Control', NO_STORE)
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(personal);
    }
    const page = prerendered.get(pathname);
    // The answer at these paths depends on the signed-in hint: a cache must not give one visitor's to another.
    if (page) reply.header('Vary', 'Cookie');
    const body = pageBody(request, reply, page && isSignedOutVisitor(request) ? page : indexHtml);
    return reply.status(200).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(body);
  });
}
