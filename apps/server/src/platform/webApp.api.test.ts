import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/testApp.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';

describe('web app serving', () => {
  let ctx: TestContext;
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
    ctx = await createTestApp({ WEB_DIST: webDist }, { serveWeb: true });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
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

  it.each(['/', '/index.html', '/console/apps', '/does-not-exist', '/auth', '/orchestrate/app/7'])(
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

  // Issue 20 item 6 for the paths no route declares: the static files and the pages' fallback.
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
