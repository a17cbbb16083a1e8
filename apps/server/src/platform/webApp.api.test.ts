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

/** A build's prerendered pages: `/` for this server's settings, `/about` for another product name. */
function writePrerendered(webDist: string) {
  const dir = path.join(webDist, PRERENDERED_DIR);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'home.html'), HOME);
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
    expect(res.headers.vary).toBe('Cookie');
    expect(res.body).toBe(HOME);
    expect(res.body).toContain('Build, license and run extension apps');
  });

  it('answers GET / with the app shell to a signed-in user, whose / is their dashboard', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', cookies: { [SIGNED_IN_HINT_COOKIE]: '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Cookie');
    expect(res.body).toBe(INDEX);
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
