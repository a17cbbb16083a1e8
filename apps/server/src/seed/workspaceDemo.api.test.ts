import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { orchestrationRuns } from '../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from './identityDemo.ts';
import { seedOrchestrationsDemo } from './orchestrationsDemo.ts';
import { seedWorkspaceDemo } from './workspaceDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
type Session = Awaited<ReturnType<typeof signIn>>;

describe('the demo world: apps through their lifecycle, deployments and licenses', () => {
  let ctx: TestContext;
  let admin: Session;
  const get = async (org: string, url: string) => {
    const res = await admin.request('GET', url, { headers: { 'x-organization-id': org } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const versionsOf = async (referenceId: string, org = ACME) =>
    (await get(org, `/apphub/v1/apps/${referenceId}/versions`)).data as {
      id: string;
      number: number;
      environment: string;
      reviewState: string;
      latestBuild: {
        id: string;
        status: string;
        signature: string | null;
        signatureKeyId: string | null;
      } | null;
    }[];

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    const { apps, catalog, licenses, deploy, storage } = ctx.app.services;
    await seedWorkspaceDemo({
      db: ctx.database.db,
      apps,
      catalog,
      licenses,
      deploy,
      storage,
      logger: pino({ level: 'silent' }),
      now: new Date(),
    });
    await seedOrchestrationsDemo(ctx.app.services.orchestrations.service);
    admin = await signIn(ctx.app, 'admin@demo.example');
  }, 180_000);
  afterAll(() => ctx?.close());

  it("ships a studio collection in Acme's worker directory sync, valid under the schema", async () => {
    const { data } = await get(ACME, '/apphub/v1/studio/collections');
    const sync = data.find((a: { referenceId: string }) => a.referenceId === 'acme_worker_directory_sync');
    expect(sync.collections).toEqual([
      {
        id: 'directory_smoke',
        path: 'collections/directory_smoke.json',
        name: 'Directory smoke test',
        requestCount: 2,
      },
    ]);
  });

  it('has a version whose build FAILED on an invalid source, with the build log saying why', async () => {
    const versions = await versionsOf('acme_benefits_enrollment');
    const failed = versions.find((v) => v.number === 2)!;
    expect(failed.latestBuild?.status).toBe('FAILED');
    expect(versions.find((v) => v.number === 1)?.latestBuild?.status).toBe('SUCCEEDED');
    const logs = await get(ACME, `/apphub/v1/builds/${failed.latestBuild!.id}/logs`);
    const text = (logs.data as { message: string }[]).map((l) => l.message).join('\n');
    expect(text).toContain('pages/compare.json');
    expect(text).toMatch(/Build FAILED/);
  });

  it('has versions promoted to Implementation and Sandbox, and one certified and signed in Production', async () => {
    const [production] = await versionsOf('acme_worker_directory_sync');
    expect(production).toMatchObject({ environment: 'Production', reviewState: 'CERTIFIED' });
    expect(production?.latestBuild?.status).toBe('SUCCEEDED');
    const { keys } = await get(ACME, '/apphub/v1/signing-keys');
    expect(production?.latestBuild?.signatureKeyId).toBe(keys[0].kid);
    expect(production?.latestBuild?.signature).toMatch(/^[\w-]{86}$/);
    const signing = await get(ACME, `/apphub/v1/builds/${production!.latestBuild!.id}/logs`);
    expect((signing.data as { message: string }[]).some((l) => l.message.startsWith('Signed sha256:'))).toBe(
      true,
    );
    // One waits in the provider reviewers' queue.
    expect((await versionsOf('acme_asset_barcoding'))[0]).toMatchObject({
      environment: 'Sandbox',
      reviewState: 'IN_REVIEW',
    });
    expect((await versionsOf('bright_onboarding_journey', BRIGHT))[0]?.environment).toBe('Sandbox');
  });

  it('has runs of the worker directory sync made by the engine: waiting, failed and succeeded', async () => {
    const runs = await get(ACME, '/apphub/v1/apps/acme_worker_directory_sync/orchestration-runs');
    expect(runs.data.map((run: { status: string }) => run.status)).toEqual([
      'WAITING',
      'FAILED',
      'SUCCEEDED',
    ]);
    const failed = runs.data[1];
    expect(failed).toMatchObject({ errorStep: 'lookup', tenant: 'acme_impl' });
    expect(failed.error).toMatch(/^GET \/api\/workers\/v1\/workers\/W-99999 answered 404/);
    const succeeded = await get(
      ACME,
      `/apphub/v1/apps/acme_worker_directory_sync/orchestration-runs/${runs.data[2].id}`,
    );
    expect(succeeded.steps.map((step: { stepId: string }) => step.stepId)).toEqual([
      'fetch',
      'summarize',
      'which',
      'later',
      'note',
      'done',
    ]);
  });

  it('deploys versions to the demo tenants', async () => {
    const acme = (await get(ACME, '/aos/v1/registry')).data as { tenant: string; environment: string }[];
    expect(acme.map((d) => `${d.tenant}/${d.environment}`).sort()).toEqual([
      'acme_dev/Development',
      'acme_impl/Implementation',
      'acme_prod/Production',
      'acme_sb/Sandbox',
    ]);
    // Bright's own app, and the sync it runs under Acme's licence.
    const bright = (await get(BRIGHT, '/aos/v1/registry')).data as { tenant: string }[];
    expect(bright.map((d) => d.tenant).sort()).toEqual(['bright_impl', 'bright_sb']);
  });

  it('licenses three Acme apps to Bright: two Active (one in Production) and one Expired', async () => {
    const licensed = (await get(BRIGHT, '/apphub/v1/licensedApps')).data as {
      status: string;
      referenceId: string;
    }[];
    expect(licensed.map((l) => l.status).sort()).toEqual(['Active', 'Active', 'Expired']);
    expect(licensed.find((l) => l.referenceId === 'acme_worker_directory_sync')?.status).toBe('Active');
  });

  it("has the licensee's own runs and logs of the licensed sync on its tenant", async () => {
    const dana = await signIn(ctx.app, 'dsc@demo.example');
    const read = async (url: string, init: { method?: 'GET' | 'POST'; payload?: object } = {}) => {
      const res = await dana.request(init.method ?? 'GET', url, {
        headers: { 'x-organization-id': BRIGHT },
        ...(init.payload ? { payload: init.payload } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const runs = await read('/apphub/v1/apps/acme_worker_directory_sync/orchestration-runs');
    expect(runs.data.map((run: { status: string; tenant: string }) => `${run.tenant}/${run.status}`)).toEqual(
      ['bright_impl/FAILED', 'bright_impl/SUCCEEDED'],
    );
    const end = new Date().toISOString();
    const start = new Date(Date.now() - 86_400_000).toISOString();
    const logs = await read('/observability/v1/logs/search', {
      method: 'POST',
      payload: {
        start,
        end,
        filters: [{ column: 'source', condition: 'stringEquals', value: 'orchestration' }],
      },
    });
    expect(logs.data.length).toBeGreaterThan(0);
  });

  it("runs the sync's nightly on its schedule on every tenant it is deployed to, and each run succeeds", async () => {
    // The minute the schedule names, on a day the test chooses (yesterday): as the 01:30 tick of a demo
    // server started the day before would see it.
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const minute = new Date(`${day}T01:30:00Z`);
    const { launched } = await ctx.app.services.orchestrations.tickSchedules(new Date(`${day}T01:30:10Z`));
    const rows = await ctx.database.db
      .select()
      .from(orchestrationRuns)
      .where(and(eq(orchestrationRuns.orchestration, 'nightly'), eq(orchestrationRuns.scheduledFor, minute)));
    expect(rows).toHaveLength(launched);
    expect(rows.map((row) => row.tenant)).toEqual(expect.arrayContaining(['acme_impl', 'bright_impl']));
    for (const row of rows) {
      const stop = Date.now() + 60_000;
      let run = row;
      while (['QUEUED', 'RUNNING'].includes(run.status) && Date.now() < stop) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        const [now] = await ctx.database.db
          .select()
          .from(orchestrationRuns)
          .where(eq(orchestrationRuns.id, row.id));
        run = now!;
      }
      expect(run.status, `${run.tenant}: ${run.error ?? ''}`).toBe('SUCCEEDED');
    }
  }, 120_000);

  it('writes the build lines and the month of demo logs to the log store', async () => {
    const end = new Date().toISOString();
    const start = new Date(Date.now() - 29 * 86_400_000).toISOString();
    const res = await admin.request('POST', '/observability/v1/logs/search', {
      headers: { 'x-organization-id': ACME },
      payload: { start, end, preset: 'App Event', limit: 10 },
    });
    expect(res.json().data.length).toBe(10);
    const builds = await admin.request('POST', '/observability/v1/logs/search', {
      headers: { 'x-organization-id': ACME },
      payload: { start, end, filters: [{ column: 'source', condition: 'stringEquals', value: 'build' }] },
    });
    expect(builds.json().data.length).toBeGreaterThan(10);
  });
});
