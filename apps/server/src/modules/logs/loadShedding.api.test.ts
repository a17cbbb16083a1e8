import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAgo, logLine, testIngest } from '../../../test/logsFixtures.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };

// 200 concurrent log searches were once all accepted; a third took over 10 s and /healthz 10.9 s. Now a
// few run, a few wait, and the rest are told to come back (docs/product/logs.md LOGS-14).
describe('log searches past the concurrency limit', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let dev: Awaited<ReturnType<typeof signIn>>;
  const now = Date.now();
  const body = { start: hoursAgo(24, now).toISOString(), end: new Date(now).toISOString() };

  beforeAll(async () => {
    ctx = await createTestApp({ LOG_QUERY_CONCURRENCY: '2', LOG_QUERY_PER_USER: '1', LOG_QUERY_QUEUE: '2' });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const { ingest } = testIngest(ctx.database);
    await ingest(
      Array.from({ length: 2_000 }, (_, i) =>
        logLine({ orgId: demoOrgs.acme.id, date: hoursAgo(20 * (i / 2_000), now), message: `line ${i}` }),
      ),
    );
    admin = await signIn(ctx.app, 'admin@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  const search = (session: typeof admin) =>
    session.request('POST', '/observability/v1/logs/search', { headers: acme, payload: body });

  it('runs some, queues a few and refuses the rest with 503 and Retry-After, never a 500', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => search(i % 2 ? admin : dev)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code !== 200 && code !== 503)).toEqual([]);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers['retry-after']).toBe('5');
    expect(refused[0]!.json().message).toBe(
      'The portal is busy with other log searches. Try again in a few seconds.',
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('gives every slot back: once the crowd is gone, searches run again', async () => {
    for (let i = 0; i < 3; i++) expect((await search(admin)).statusCode).toBe(200);
  });
});
