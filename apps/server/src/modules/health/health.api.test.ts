import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';

const databaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

describe('health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers /healthz while the process is up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: databaseKind });
  });

  it('answers /readyz 503 while the demo world is made, and 200 once it is', async () => {
    let made!: () => void;
    ctx.app.demoWorldGate.holdUntil(new Promise<void>((resolve) => (made = resolve)));
    const held = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect([held.statusCode, held.json()]).toEqual([503, { status: 'unavailable', database: databaseKind }]);
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    made();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

/** One GET on a kept-alive connection, its status and body. */
function get(agent: http.Agent, url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      })
      .on('error', reject);
  });
}

describe('health while the server drains', () => {
  it('answers /readyz 503 and /healthz 200, and refuses the rest, on a connection kept open', async () => {
    // Holds the close after the drain has begun, so a request on an open connection reaches the drain's refusal.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let closing!: () => void;
    const closeBegun = new Promise<void>((resolve) => (closing = resolve));
    const ctx = await createTestApp(
      {},
      {
        beforeReady: (app) => {
          app.addHook('preClose', async () => {
            closing();
            await held;
          });
        },
      },
    );
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const origin = `http://127.0.0.1:${port}`;
    expect((await get(agent, `${origin}/readyz`)).status).toBe(200);

    const closed = ctx.close();
    await closeBegun;
    expect(await get(agent, `${origin}/readyz`)).toEqual({
      status: 503,
      body: { status: 'unavailable', database: databaseKind },
    });
    expect(await get(agent, `${origin}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get(agent, `${origin}/api/v1/config`)).toEqual({
      status: 503,
      body: { error: 'unavailable', message: 'The server is shutting down. Try again.' },
    });
    release();
    agent.destroy();
    await closed;
  });
});
