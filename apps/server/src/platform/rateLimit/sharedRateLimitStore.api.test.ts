import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { buildApp } from '../../app.ts';
import { rateLimitHits } from '../../db/schema/index.ts';
import { createJobs } from '../jobs/jobs.ts';
import { rateLimitRepository } from './rateLimit.repository.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('rate-limit counters in the database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('counts each hit of a key in its window and says how long the window has left', async () => {
    const repo = rateLimitRepository(ctx.database.db);
    const first = await repo.hit('count|203.0.113.1', 60_000);
    const second = await repo.hit('count|203.0.113.1', 60_000);
    expect(first.hits).toBe(1);
    // The window starts at the key's first request, whatever the clock says: a burst gets the limit once.
    expect(first.ttlMs).toBe(60_000);
    expect(second.hits).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    expect(await repo.peek('count|203.0.113.1', 60_000)).toMatchObject({ hits: 2 });
    // Another client, or the same client on another route, starts at one.
    expect((await repo.hit('count|203.0.113.2', 60_000)).hits).toBe(1);
    expect(await repo.peek('never|203.0.113.1', 60_000)).toEqual({ hits: 0, ttlMs: 0 });
  });

  it('gives parallel hits distinct counts: none is lost to a read-then-write race', async () => {
    const repo = rateLimitRepository(ctx.database.db);
    const counts = await Promise.all(Array.from({ length: 20 }, () => repo.hit('race|203.0.113.3', 60_000)));
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new count when the window ends, and purges ended windows', async () => {
    const repo = rateLimitRepository(ctx.database.db);
    await repo.hit('short|203.0.113.4', 200);
    const deadline = Date.now() + 10_000;
    let next = await repo.hit('short|203.0.113.4', 200);
    while (next.hits !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await repo.hit('short|203.0.113.4', 200);
    }
    expect(next.hits).toBe(1);
    expect(next.ttlMs).toBeGreaterThan(100);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await repo.peek('short|203.0.113.4', 200)).toEqual({ hits: 0, ttlMs: 0 });
    expect(await repo.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db.select().from(rateLimitHits);
    expect(left.some((row) => row.key === 'short|203.0.113.4')).toBe(false);
  });
});

/**
 * Two portal instances on one PostgreSQL stand for two processes: a client's requests to one count
 * against its limit on the other. PGlite has one process, so its counts stay in memory.
 */
describe.runIf(onPostgres)('rate limits across processes on one PostgreSQL', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestApp();
    const jobs = createJobs(ctx.database, { logger: pino({ level: 'silent' }) });
    other = await buildApp(
      { config: ctx.config, database: ctx.database, jobs },
      { serveWeb: false, logger: false, loadContent: 'onFirstRead' },
    );
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const redeem = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/v1/token', remoteAddress, payload: {} });

  it('answers 429 on one instance once the limit is used up through the other', async () => {
    // /api/v1/token allows 30 a minute per client; a bad body still counts (the limit runs first).
    for (let i = 0; i < 30; i++) expect((await redeem(ctx.app, '198.51.100.7')).statusCode).toBe(400);
    const refused = await redeem(other, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client still gets through on both.
    expect((await redeem(other, '198.51.100.8')).statusCode).toBe(400);
  });

  it('counts each route apart', async () => {
    // The sign-in form has its own 30 a minute: the client that used up /api/v1/token above still posts it.
    const form = await other.inject({
      method: 'POST',
      url: '/oidc/interaction/no-such-interaction/login',
      remoteAddress: '198.51.100.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.example&password=x',
    });
    expect(form.statusCode).not.toBe(429);
    expect(form.headers['x-ratelimit-remaining']).toBe('29');
  });
});
