import type { MetricObject } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

describe('metrics', () => {
  let ctx: TestContext;
  // Every held job, and whether the file is done: a job that starts after the release (the second,
  // queued behind the first) must not hold the jobs' stop for its whole timeout.
  const held: Array<() => void> = [];
  let released = false;
  let admin: Awaited<ReturnType<typeof signIn>> | undefined;
  const acme = { 'x-organization-id': demoOrgs.acme.id };

  async function signedIn() {
    if (!admin) {
      await seedIdentityDemo(ctx.database.db, ctx.config);
      admin = await signIn(ctx.app, 'admin@demo.example');
    }
    return admin;
  }

  async function samples(name: string): Promise<Sample[]> {
    const metric = ctx.app.metrics.registry.getSingleMetric(name) as
      | { get(): Promise<MetricObject & { values: Sample[] }> }
      | undefined;
    if (!metric) throw new Error(`no metric ${name}`);
    return (await metric.get()).values;
  }

  async function requestCount(labels: Record<string, string>): Promise<number> {
    const values = await samples('portal_http_request_duration_seconds');
    const count = values.find(
      (sample) =>
        sample.metricName === 'portal_http_request_duration_seconds_count' &&
        Object.entries(labels).every(([name, value]) => sample.labels[name] === value),
    );
    return count?.value ?? 0;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    // Holds its one running job until released, so the next one stays queued behind it.
    ctx.jobs.define(
      'metrics-held',
      async () => {
        if (!released) await new Promise<void>((resolve) => held.push(resolve));
      },
      { pollingIntervalSeconds: 0.5, localConcurrency: 1 },
    );
    await ctx.jobs.start();
  });

  afterAll(async () => {
    released = true;
    for (const release of held.splice(0)) release();
    await ctx?.close();
  });

  it('counts a request under its route pattern and status class, not its URL', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const before = await requestCount({ method: 'GET', route: '/apphub/v1/apps/:id', status_class: '4xx' });
    const response = await ctx.app.inject({ method: 'GET', url: `/apphub/v1/apps/${id}?x=1` });
    expect(response.statusCode).toBe(401);
    expect(await requestCount({ method: 'GET', route: '/apphub/v1/apps/:id', status_class: '4xx' })).toBe(
      before + 1,
    );
    const routes = (await samples('portal_http_request_duration_seconds')).map((s) => String(s.labels.route));
    expect(routes.some((route) => route.includes(id))).toBe(false);
  });

  it('counts a successful request as 2xx with its duration in seconds', async () => {
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(await requestCount({ method: 'GET', route: '/healthz', status_class: '2xx' })).toBe(1);
    const sum = (await samples('portal_http_request_duration_seconds')).find(
      (s) => s.metricName === 'portal_http_request_duration_seconds_sum' && s.labels.route === '/healthz',
    );
    expect(sum?.value).toBeGreaterThan(0);
    expect(sum?.value).toBeLessThan(5);
  });

  it('counts every unknown path under one label', async () => {
    for (const url of ['/no-such-page', '/apphub/v1/nothing/here', `/x/${'a'.repeat(200)}`])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await requestCount({ method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(3);
    const routes = new Set(
      (await samples('portal_http_request_duration_seconds')).map((s) => String(s.labels.route)),
    );
    expect([...routes].filter((route) => route.includes('nothing') || route.includes('aaaa'))).toEqual([]);
  });

  it('reads the depth, activity and wait of a job queue', async () => {
    await ctx.jobs.send('metrics-held', {});
    await ctx.jobs.send('metrics-held', {});
    await ctx.jobs.send('metrics-held', {}, { startAfter: 3600 });
    const gauge = async (name: string) =>
      (await samples(name)).find((sample) => sample.labels.queue === 'metrics-held')?.value;
    const deadline = Date.now() + 20_000;
    while ((await gauge('portal_jobs_active')) !== 1) {
      if (Date.now() > deadline) throw new Error('the held job never started');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await gauge('portal_jobs_queued')).toBe(1);
    expect(await gauge('portal_jobs_deferred')).toBe(1);
    expect(await gauge('portal_jobs_oldest_queued_age_seconds')).toBeGreaterThan(0);
    // Every queue the modules define is there, idle ones at 0: a label set known in advance.
    expect((await samples('portal_jobs_queued')).find((s) => s.labels.queue === 'builds')?.value).toBe(0);
  });

  it('times a log search by its outcome', async () => {
    const now = Date.now();
    const response = await (await signedIn()).request('POST', '/observability/v1/logs/search', {
      headers: acme,
      payload: { start: new Date(now - 3_600_000).toISOString(), end: new Date(now).toISOString() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const count = (await samples('portal_log_search_duration_seconds')).find(
      (s) => s.metricName === 'portal_log_search_duration_seconds_count' && s.labels.outcome === 'ok',
    );
    expect(count?.value).toBe(1);
    expect(
      await requestCount({ method: 'POST', route: '/observability/v1/logs/search', status_class: '2xx' }),
    ).toBe(1);
  });

  it('times a build by its outcome', async () => {
    const session = await signedIn();
    const created = await session.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Timed build', referenceId: 'timed_build', type: 'JOURNEYS', source: 'scratch' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const finished = await waitForBuild(session, demoOrgs.acme.id, created.json().build.id);
    expect(finished.status).toBe('SUCCEEDED');
    // The worker times the build once it has told its watchers (the status is written first), so a reader
    // that saw SUCCEEDED can be a moment early on a busy machine: a CI run read the metric before it.
    await expect
      .poll(
        async () =>
          (await samples('portal_build_duration_seconds')).find(
            (s) => s.metricName === 'portal_build_duration_seconds_sum' && s.labels.outcome === 'succeeded',
          )?.value ?? 0,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
  });

  it("reports the database's connection use", async () => {
    const text = await ctx.app.metrics.registry.metrics();
    if (ctx.database.kind === 'postgres') {
      expect(text).toMatch(/^portal_db_pool_connections [1-9]/m);
      expect(text).toMatch(/^portal_db_pool_waiting_requests \d/m);
    } else {
      expect(text).toMatch(/^portal_db_pglite_pending_statements \d/m);
    }
  });
});
