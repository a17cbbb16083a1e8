import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/testApp.ts';

const json = { 'content-type': 'application/json' };

/** docs/architecture.md "Sessions and security": the headers every response carries, errors included. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain('frame-ancestors');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The sign-in popup needs its opener (docs/product/sign-in.md SIGNIN-6): never COOP same-origin.
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
}

describe('HTTP behaviour', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ BODY_LIMIT: '2048' });
  });
  afterAll(() => ctx.close());

  it('answers a malformed JSON body with 400 bad_request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/page-views',
      headers: json,
      payload: '{"path": "/home",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringContaining('not valid JSON') });
    expectSecurityHeaders(res.headers);
  });

  it('answers a body that fails the schema with 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/page-views',
      headers: json,
      payload: { path: 'no-leading-slash' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringContaining('path') });
  });

  it("answers a query zod refuses with sentences naming each field, not zod's own words", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sub-api/v2/search?q=x&length=500&start=-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: 'start must be at least 0. length must be at most 50.',
    });
  });

  it('answers a body over BODY_LIMIT with 413 payload_too_large', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/page-views',
      headers: json,
      payload: { path: `/${'x'.repeat(4096)}` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: expect.any(String) });
    expectSecurityHeaders(res.headers);
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/apphub/v1/x'],
    ['GET', '/auth/v1/x'],
    ['DELETE', '/observability/v1/logs/1'],
    ['GET', '/orchestrate/insights/runs'],
  ])('answers an unknown API path %s %s with a JSON 404', async (method, url) => {
    const res = await ctx.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'not_found', message: `No API route for ${method} ${url}` });
    expectSecurityHeaders(res.headers);
  });

  it('answers a page with a JSON 404 when the process serves no web app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/console/apps' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers a body of the wrong content type with 415 unsupported_media_type', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/page-views',
      headers: { 'content-type': 'text/plain' },
      payload: 'path=/home',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_media_type', message: expect.any(String) });
    expectSecurityHeaders(res.headers);
  });

  it('answers a form post (a cross-site form could send one) with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/errors',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('sends the security headers on a successful response, without HSTS over plain http', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-42.a' },
    });
    expect(given.headers['x-request-id']).toBe('lb-42.a');
    const made = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'two words\u0007' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('HTTP behaviour behind https (COOKIE_SECURE)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ COOKIE_SECURE: 'true' });
  });
  afterAll(() => ctx.close());

  it('sends HSTS on every response, errors included', async () => {
    for (const url of ['/healthz', '/api/nope']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(res.headers);
    }
  });
});
