import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { clientErrors, pageViews } from '../../db/schema/index.ts';
import { seedIdentityDemo } from '../../seed/identityDemo.ts';

describe('telemetry endpoints', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  it('stores a page view with ids replaced by placeholders', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/page-views',
      payload: { path: '/console/apps/12345?tab=builds', title: 'App', referrerPath: '/console/apps' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await ctx.database.db.select().from(pageViews);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        path: '/console/apps/{id}',
        title: 'App',
        referrerPath: '/console/apps',
        userId: null,
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('keeps the query of a search page view', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/page-views',
      payload: { path: '/search?q=workers' },
    });
    const rows = await ctx.database.db.select({ path: pageViews.path }).from(pageViews);
    expect(rows.map((r) => r.path)).toContain('/search?q=workers');
  });

  it('stores a client error with the user agent', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/errors',
      headers: { 'user-agent': 'TestBrowser/1.0' },
      payload: {
        name: 'ChunkLoadError',
        message: 'Loading chunk 7 failed.',
        path: '/build/42',
        kind: 'chunk',
      },
    });
    expect(res.statusCode).toBe(204);
    const rows = await ctx.database.db.select().from(clientErrors);
    expect(rows).toMatchObject([
      { name: 'ChunkLoadError', kind: 'chunk', path: '/build/{id}', userAgent: 'TestBrowser/1.0' },
    ]);
  });

  it.each([
    ['a page view without a path', '/api/v1/telemetry/page-views', { title: 'x' }],
    ['a relative path', '/api/v1/telemetry/page-views', { path: 'home' }],
    ['an over-long path', '/api/v1/telemetry/page-views', { path: `/${'a'.repeat(3000)}` }],
    [
      'an unknown error kind',
      '/api/v1/telemetry/errors',
      { name: 'E', message: 'm', path: '/', kind: 'oops' },
    ],
    ['an error without a message', '/api/v1/telemetry/errors', { name: 'E', path: '/', kind: 'error' }],
  ])('rejects %s with 400 and stores nothing', async (_case, url, payload) => {
    const before = (await ctx.database.db.select().from(pageViews)).length;
    const res = await ctx.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
    expect((await ctx.database.db.select().from(pageViews)).length).toBe(before);
  });

  it('answers 429 in the error format once a client sends too many', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/telemetry/errors',
        remoteAddress: '203.0.113.9',
        payload: { name: 'E', message: 'm', path: '/', kind: 'error' },
      });
    let last = await send();
    for (let i = 0; i < 130 && last.statusCode !== 429; i++) last = await send();
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ error: 'rate_limited', message: expect.any(String) });
    expect(last.headers['retry-after']).toBeDefined();

    // Another client is not slowed down by the first.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/telemetry/errors',
      remoteAddress: '203.0.113.10',
      payload: { name: 'E', message: 'm', path: '/', kind: 'error' },
    });
    expect(other.statusCode).toBe(204);
  });

  it('gives each signed-in user behind one address a budget of their own', async () => {
    const admin = await signIn(ctx.app, 'admin@demo.example');
    const developer = await signIn(ctx.app, 'developer@demo.example');
    const view = (request: typeof admin.request) =>
      request('POST', '/api/v1/telemetry/page-views', { payload: { path: '/console/apps' } });
    let last = await view(admin.request);
    for (let i = 0; i < 130 && last.statusCode !== 429; i++) last = await view(admin.request);
    expect(last.statusCode).toBe(429);

    // Another user from the same address (inject's 127.0.0.1) still has the whole budget.
    expect((await view(developer.request)).statusCode).toBe(204);
  });
});
