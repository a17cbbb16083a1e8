import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../seed/identityDemo.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** Not the script compressed: a test that reads it knows the server sent the file as it is. */
const SCRIPT_BR = Buffer.from('brotli twin');
const SCRIPT_GZ = Buffer.from('gzip twin');
const INDEX = `<!doctype html><html lang="en"><head><title>Portal</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;

describe('compressed answers', () => {
  let ctx: TestContext;
  let webDist: string;
  let session: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-compress-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), SCRIPT_BR);
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), SCRIPT_GZ);
    fs.writeFileSync(path.join(webDist, 'assets', 'plain-abc123.js'), SCRIPT);
    ctx = await createTestApp({ WEB_DIST: webDist }, { serveWeb: true });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    session = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const openApi = (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a JSON answer over 1 KB in brotli to a browser that takes it, the same JSON inside', async () => {
    const plain = await openApi();
    const res = await openApi('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('sends gzip to a client that takes only gzip, and nothing compressed to one that names none', async () => {
    const gzip = await openApi('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toHaveProperty('openapi');
    const plain = await openApi();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toHaveProperty('openapi');
  });

  it('leaves a JSON answer under 1 KB as it is', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('status');
  });

  it('compresses the page shell the server answers for a client route', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/console/apps',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it("sends a file's precompressed twin as it is, the best one the client takes", async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload).toEqual(SCRIPT_BR);
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(SCRIPT_GZ);
    const none = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(SCRIPT);
  });

  it('compresses a text file the build left without twins (a source map, a file under 1 KB)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/plain-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('streams a log download uncompressed, so it flushes as it is written', async () => {
    const end = new Date(Date.now() - 60_000);
    const start = new Date(end.getTime() - 3_600_000);
    const q = new URLSearchParams({ start: start.toISOString(), end: end.toISOString(), format: 'csv' });
    const res = await session.request('GET', `/observability/v1/logs/download?${q}`, {
      headers: { 'accept-encoding': 'br, gzip', 'x-organization-id': demoOrgs.acme.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a compressed request body: it is refused, not read', async () => {
    const body = zlib.gzipSync(JSON.stringify({ name: 'x'.repeat(100) }));
    const res = await session.request('POST', '/apphub/v1/apps', {
      headers: {
        'content-encoding': 'gzip',
        'content-type': 'application/json',
        'x-organization-id': demoOrgs.acme.id,
      },
      payload: body,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
