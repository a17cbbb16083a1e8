import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  type PrerenderedManifest,
  SIGNED_IN_HINT_COOKIE,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture } from '../../test/logCapture.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { createLogger } from './logging.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';

const HOME =
  '<!doctype html><html lang="en"><div id="root"><h1>Build, license and run extension apps</h1></div>';
/** Not the page compressed: a test that reads them knows the server sent the build's twins as they are. */
const HOME_BR = Buffer.from('brotli twin of home');
const HOME_GZ = Buffer.from('gzip twin of home');
const INDEX_BR = Buffer.from('brotli twin of index');
const INDEX_GZ = Buffer.from('gzip twin of index');

/** A build's prerendered pages: `/` for this server's settings, `/about` for another product name. */
function writePrerendered(webDist: string) {
  const dir = path.join(webDist, PRERENDERED_DIR);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'home.html'), HOME);
  fs.writeFileSync(path.join(dir, 'home.html.br'), HOME_BR);
  fs.writeFileSync(path.join(dir, 'home.html.gz'), HOME_GZ);
  fs.writeFileSync(path.join(dir, 'about.html'), '<div id="root">About another product</div>');
  const manifest: PrerenderedManifest = {
    language: 'en',
    pages: [
      { path: '/', file: 'home.html', configReads: { productName: 'Workday', 'flags.copilot': false } },
      { path: '/about', file: 'about.html', configReads: { productName: 'Another product' } },
    ],
  };
  fs.writeFileSync(path.join(dir, PRERENDERED_MANIFEST), JSON.stringify(manifest));
}

describe('web app serving', () => {
  let ctx: TestContext;
  const log = logCapture();
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(webDist, 'index.html.br'), INDEX_BR);
    fs.writeFileSync(path.join(webDist, 'index.html.gz'), INDEX_GZ);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app");');
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(webDist, 'errors'));
    fs.writeFileSync(
      path.join(webDist, 'errors', 'forbidden.html'),
      '<title>Access Denied | Developers</title><a class="brand" href="/"><!--product-->Developers</a>',
    );
    writePrerendered(webDist);
    ctx = await createTestApp(
      { WEB_DIST: webDist },
      { serveWeb: true, logger: createLogger({ logLevel: 'info' }, log.destination) },
    );
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('writes a line at info for a page and a missing file, not for each file served', async () => {
    const loggedUrls = () =>
      log.lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter(Boolean);
    await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    await ctx.app.inject({ method: 'GET', url: '/assets/app-gone.js' });
    await ctx.app.inject({ method: 'GET', url: '/console/apps' });
    expect(loggedUrls()).toEqual(expect.arrayContaining(['/assets/app-gone.js', '/console/apps']));
    expect(loggedUrls()).not.toContain('/assets/app-abc123.js');
    expect(loggedUrls()).not.toContain('/favicon.svg');
  });

  it('serves hashed assets immutable for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves the static error pages with the deployment's product name", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/errors/forbidden.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const product = ctx.config.productName;
    expect(res.body).toBe(
      `<title>Access Denied | ${product} Developers</title><a class="brand" href="/">${product} Developers</a>`,
    );
  });

  it('serves unhashed files with no-cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/index.html', '/console/apps', '/does-not-exist', '/auth', '/orchestrate/app/7'])(
    'answers GET %s with index.html, revalidated every time',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('answers a signed-out GET / with the prerendered page, its content in the HTML', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/?from=mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(res.body).toBe(HOME);
    expect(res.body).toContain('Build, license and run extension apps');
  });

  const asked = (url: string, acceptEncoding: string, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url, headers: { 'accept-encoding': acceptEncoding } });

  it("answers a signed-out / with the build's brotli or gzip twin of its page, compressed by no visit", async () => {
    for (const [acceptEncoding, encoding, twin] of [
      ['gzip, deflate, br, zstd', 'br', HOME_BR],
      ['gzip', 'gzip', HOME_GZ],
      ['br;q=0.5, gzip', 'gzip', HOME_GZ],
      ['*', 'br', HOME_BR],
    ] as const) {
      const res = await asked('/', acceptEncoding);
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(res.rawPayload, acceptEncoding).toEqual(twin);
      expect(res.headers['content-length'], acceptEncoding).toBe(String(twin.length));
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    }
  });

  it('answers a signed-out / as built to a client that takes neither encoding', async () => {
    for (const acceptEncoding of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await asked('/', acceptEncoding);
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(res.body, acceptEncoding).toBe(HOME);
      expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    }
  });

  it('answers HEAD / with the headers GET / has for the same encoding, and no body', async () => {
    const get = await asked('/', 'br');
    const head = await asked('/', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const header of ['content-encoding', 'content-length', 'content-type', 'vary', 'cache-control']) {
      expect(head.headers[header], header).toBe(get.headers[header]);
    }
  });

  it('answers GET / with the app shell to a signed-in user, whose / is their dashboard', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', cookies: { [SIGNED_IN_HINT_COOKIE]: '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(res.body).toBe(INDEX);
  });

  it("answers a client route with the app shell's twin as the build wrote it", async () => {
    const res = await asked('/console/apps', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload).toEqual(INDEX_BR);
    expect(res.headers.vary).toBe('Accept-Encoding');
    const gzip = await asked('/console/apps', 'gzip');
    expect(gzip.rawPayload).toEqual(INDEX_GZ);
  });

  it('answers the app shell where the prerendered page read a setting this server has otherwise', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(res.body).toBe(INDEX);
  });

  it('serves no prerendered file at its own path', async () => {
    for (const file of ['home.html', PRERENDERED_MANIFEST]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/${PRERENDERED_DIR}/${file}` });
      expect(res.body).toBe(INDEX);
    }
  });

  it('answers a missing asset with a JSON 404, never the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it.each(['POST', 'PUT', 'DELETE'])('answers %s on an unknown page path with a JSON 404', async (method) => {
    const res = await ctx.app.inject({ method: method as 'POST', url: '/console/apps' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'not_found', message: `No API route for ${method} /console/apps` });
  });

  it('still answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/v1/x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it.each([
    '/.well-known/webfinger',
    '/.well-known/security.txt',
    '/.well-known/oauth-authorization-server/oidc',
  ])('answers the unserved well-known URI %s with a JSON 404, never the page (RFC 8615)', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it.each(['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration'])(
    "serves the API clients' metadata at %s beside the web app",
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ issuer: ctx.config.publicUrl });
    },
  );

  // Control characters (docs/decisions/control-characters.md) on the paths no route declares: the static
  // files and the pages' fallback.
  it('answers a NUL or another control character in a file or page path without a 500', async () => {
    for (const url of [
      '/%00',
      '/assets/%00',
      '/assets/app-abc123.js%00',
      '/apps/%01x',
      '/favicon.svg%00.js',
      '/api/%00',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
  });
});

describe('web app serving without a build', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-empty-'));
    ctx = await createTestApp({ WEB_DIST: webDist }, { serveWeb: true });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers pages with 503 saying how to build, and API paths as usual', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/console/apps' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});
