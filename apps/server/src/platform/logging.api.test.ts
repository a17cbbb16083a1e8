import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture } from '../../test/logCapture.ts';
import { signIn } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../seed/identityDemo.ts';
import { createLogger } from './logging.ts';

describe('request logs', () => {
  let ctx: TestContext;
  const { lines, destination } = logCapture();
  beforeAll(async () => {
    ctx = await createTestApp({}, { logger: createLogger({ logLevel: 'info' }, destination) });
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  type Entry = {
    reqId?: string;
    msg: string;
    req?: { url: string; headers: Record<string, string> };
    [field: string]: unknown;
  };
  const entries = () => lines.map((line) => JSON.parse(line) as Entry);

  it('writes JSON lines carrying the request id', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/v1/config', headers: { 'x-request-id': 'trace-1' } });
    const mine = entries().filter((entry) => entry.reqId === 'trace-1');
    // One line per request, when it is answered (two lines halved the default throughput).
    expect(mine.map((entry) => entry.msg)).toEqual(['request completed']);
    expect(mine[0]).toMatchObject({
      level: 30,
      req: {
        method: 'GET',
        url: '/api/v1/config',
        route: '/api/v1/config',
        remoteAddress: expect.any(String),
      },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    // Nobody is signed in: no user or company field at all.
    expect(Object.keys(mine[0]!)).not.toContain('userId');
  });

  it('writes no line at info for a probe answered well: the request metrics count it', async () => {
    await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'probe-1' } });
    await ctx.app.inject({ method: 'GET', url: '/readyz', headers: { 'x-request-id': 'probe-2' } });
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/config',
      headers: { 'x-request-id': 'after-probes' },
    });
    expect(entries().some((entry) => entry.reqId === 'after-probes')).toBe(true);
    expect(entries().filter((entry) => entry.reqId?.startsWith('probe-'))).toEqual([]);
  });

  it('names the user and the company of a signed-in request, and the route pattern', async () => {
    const dev = await signIn(ctx.app, 'developer@demo.example');
    await dev.request('GET', '/api/v1/flags', {
      headers: { 'x-request-id': 'trace-3', 'x-organization-id': demoOrgs.acme.id },
    });
    const line = entries().find((entry) => entry.reqId === 'trace-3');
    expect(line).toMatchObject({
      msg: 'request completed',
      userId: dev.info.sub,
      organizationId: demoOrgs.acme.id,
      req: { method: 'GET', url: '/api/v1/flags', route: '/api/v1/flags' },
      res: { statusCode: 200 },
    });
  });

  it('never logs credentials from headers or the sign-in query string', async () => {
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/config?code=secret-code&state=secret-state&tab=1',
      headers: {
        'x-request-id': 'trace-2',
        authorization: 'Bearer secret-bearer',
        cookie: '__Host-sid=secret-session',
        'xsrf-token': 'secret-xsrf',
        'user-agent': 'TestBrowser/1.0',
      },
    });
    const logged = lines.join('\n');
    expect(logged).not.toContain('secret-');
    const incoming = entries().find((entry) => entry.reqId === 'trace-2' && entry.req);
    // Only the headers the line prints are copied: the credentials are not in it at all.
    expect(incoming?.req?.headers).toEqual({ 'user-agent': 'TestBrowser/1.0' });
    expect(incoming?.req?.url).toBe('/api/v1/config?code=%5Bredacted%5D&state=%5Bredacted%5D&tab=1');
  });
});
