import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { apps, appVersions, orchestrationRuns, orchestrationStepRuns } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
type Session = Awaited<ReturnType<typeof signIn>>;
const at = (iso: string) => new Date(iso);
const definition = { trigger: { type: 'manual' }, steps: [{ id: 'done', type: 'end' }] };

describe('orchestration insights', () => {
  let ctx: TestContext;
  let dev: Session;
  let dsc: Session;
  let payroll: string;

  /** An app with one version, its runs and their steps written as the engine writes them. */
  async function appWithRuns(
    organizationId: string,
    name: string,
    runs: {
      orchestration: string;
      status: string;
      created: string;
      ms?: number;
      steps?: [string, string, number][];
    }[],
  ) {
    const db = ctx.database.db;
    const [app] = await db
      .insert(apps)
      .values({ organizationId, referenceId: name.toLowerCase(), name, type: 'INTEGRATION' })
      .returning();
    const [version] = await db
      .insert(appVersions)
      .values({
        appId: app!.id,
        number: 1,
        version: '1.0.0',
        sourceKey: 'k',
        sourceSize: 1,
        sourceSha256: 'x',
      })
      .returning();
    for (const run of runs) {
      const started = at(run.created);
      const [row] = await db
        .insert(orchestrationRuns)
        .values({
          organizationId,
          appId: app!.id,
          versionId: version!.id,
          tenant: 'acme_sb',
          orchestration: run.orchestration,
          definition: definition as never,
          status: run.status as never,
          trigger: 'manual',
          inputs: {},
          context: { inputs: {}, steps: {}, last: null, loops: [] },
          createdAt: started,
          startedAt: started,
          finishedAt: run.ms === undefined ? null : new Date(started.getTime() + run.ms),
        })
        .returning();
      for (const [seq, [stepId, status, ms]] of (run.steps ?? []).entries())
        await db.insert(orchestrationStepRuns).values({
          runId: row!.id,
          seq,
          stepId,
          type: 'http',
          status: status as never,
          startedAt: started,
          finishedAt: new Date(started.getTime() + ms),
        });
    }
    return app!.id;
  }

  const summary = (session: Session, query: string) =>
    session.request('GET', `/orchestrate/insights/v1/summary?${query}`, { headers: acme });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
    dsc = await signIn(ctx.app, 'dsc@demo.example');
    payroll = await appWithRuns(ACME, 'Payroll sync', [
      {
        orchestration: 'sync',
        status: 'SUCCEEDED',
        created: '2026-03-01T10:00:00Z',
        ms: 1000,
        steps: [['fetch', 'SUCCEEDED', 800]],
      },
      {
        orchestration: 'sync',
        status: 'SUCCEEDED',
        created: '2026-03-01T23:59:00Z',
        ms: 3000,
        steps: [['fetch', 'SUCCEEDED', 2500]],
      },
      {
        orchestration: 'sync',
        status: 'FAILED',
        created: '2026-03-03T08:00:00Z',
        ms: 500,
        steps: [['fetch', 'FAILED', 400]],
      },
      { orchestration: 'sync', status: 'CANCELLED', created: '2026-03-03T09:00:00Z', ms: 100 },
      { orchestration: 'report', status: 'WAITING', created: '2026-03-02T09:00:00Z' },
      // Outside the range: the day after it ends.
      { orchestration: 'sync', status: 'FAILED', created: '2026-03-04T00:00:00Z', ms: 9000 },
    ]);
    // Another company's runs, in the range: never counted for Acme.
    await appWithRuns(demoOrgs.bright.id, 'Bright flows', [
      {
        orchestration: 'sync',
        status: 'FAILED',
        created: '2026-03-02T10:00:00Z',
        ms: 50,
        steps: [['fetch', 'FAILED', 40]],
      },
    ]);
  });
  afterAll(() => ctx?.close());

  it('counts runs per UTC day, rates success over succeeded and failed, and times finished runs and steps', async () => {
    const res = await summary(dev, 'from=2026-03-01&to=2026-03-03');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toEqual([
      { day: '2026-03-01', succeeded: 2, failed: 0, cancelled: 0, unfinished: 0 },
      { day: '2026-03-02', succeeded: 0, failed: 0, cancelled: 0, unfinished: 1 },
      { day: '2026-03-03', succeeded: 0, failed: 1, cancelled: 1, unfinished: 0 },
    ]);
    expect(body.totals).toEqual({
      runs: 5,
      succeeded: 2,
      failed: 1,
      successRate: 2 / 3,
      p50Ms: 1000,
      p95Ms: 2800,
    });
    expect(body.orchestrations).toEqual([
      expect.objectContaining({
        appId: payroll,
        appName: 'Payroll sync',
        orchestration: 'sync',
        runs: 4,
        succeeded: 2,
        failed: 1,
        p50Ms: 1000,
      }),
      expect.objectContaining({
        orchestration: 'report',
        runs: 1,
        successRate: null,
        p50Ms: null,
        p95Ms: null,
      }),
    ]);
    expect(body.slowestSteps).toEqual([
      expect.objectContaining({ stepId: 'fetch', executions: 3, failed: 1, p50Ms: 800 }),
    ]);
    expect(body.failingSteps.map((s: { stepId: string; failed: number }) => [s.stepId, s.failed])).toEqual([
      ['fetch', 1],
    ]);
  });

  it('reads one app when asked, and an empty range as zeros', async () => {
    const other = await summary(dev, `from=2026-03-01&to=2026-03-03&appId=${crypto.randomUUID()}`);
    expect(other.json().totals).toEqual({
      runs: 0,
      succeeded: 0,
      failed: 0,
      successRate: null,
      p50Ms: null,
      p95Ms: null,
    });
    expect(other.json().days).toHaveLength(3);
    const one = await summary(dev, `from=2026-03-04&to=2026-03-04&appId=${payroll}`);
    expect(one.json().totals.runs).toBe(1);
  });

  it('refuses a range backwards or longer than 92 days, a bad date, and who may not read orchestrations', async () => {
    expect((await summary(dev, 'from=2026-03-05&to=2026-03-01')).statusCode).toBe(400);
    const long = await summary(dev, 'from=2026-01-01&to=2026-04-05');
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('at most 92 days');
    expect((await summary(dev, 'from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await summary(dev, 'from=2026-03-01')).statusCode).toBe(400);
    expect((await summary(dsc, 'from=2026-03-01&to=2026-03-03')).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      url: '/orchestrate/insights/v1/summary?from=2026-03-01&to=2026-03-03',
      headers: acme,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
