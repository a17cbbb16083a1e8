import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployedOrchestrations, finishedRun } from '../../../test/orchestrationsKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { appVersions, deployments } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const as = (organizationId: string) => ({ 'x-organization-id': organizationId });
type Session = Awaited<ReturnType<typeof signIn>>;

const flows = {
  lookup: {
    trigger: { type: 'manual' },
    steps: [
      { id: 'fetch', type: 'http', method: 'GET', url: '/api/workers/v1/workers?limit=2', next: 'say' },
      { id: 'say', type: 'log', message: '"looked up " & $string($count(last.body.data)) & " workers"' },
    ],
  },
};

/**
 * The explicit end of a licence (docs/decisions/license-end.md), all through the API: Acme licenses its
 * app to Bright, Bright deploys the granted version and runs it, Acme ends the licence; from then on
 * Bright's runs and logs of the app answer 404 and its deployment is gone, while Acme's own stays.
 */
describe('ending a licence takes the app, its runs, logs and deployment from the licensee', () => {
  let ctx: TestContext;
  let admin: Session; // Acme's admin: licenses.manage
  let licensee: Session; // Bright's admin
  let app: Awaited<ReturnType<typeof deployedOrchestrations>>;
  let versionId: string;
  let licenseId: string;
  let runId: string;

  const runs = (path = '') => `/apphub/v1/apps/${app.appId}/orchestration-runs${path}`;
  const searchLogs = () => {
    const now = Date.now();
    return licensee.request('POST', '/observability/v1/logs/search', {
      headers: as(BRIGHT),
      payload: {
        start: new Date(now - 3_600_000).toISOString(),
        end: new Date(now).toISOString(),
        appId: app.appId,
        filters: [{ column: 'runId', condition: 'stringEquals', value: runId }],
      },
    });
  };
  const deploymentsOf = (organizationId: string) =>
    ctx.database.db
      .select({ tenant: deployments.tenant })
      .from(deployments)
      .where(and(eq(deployments.appId, app.appId), eq(deployments.organizationId, organizationId)));

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    let developer: Session;
    [admin, developer, licensee] = await Promise.all([
      signIn(ctx.app, 'admin@demo.example'),
      signIn(ctx.app, 'developer@demo.example'),
      signIn(ctx.app, 'dsc@demo.example'),
    ]);
    app = await deployedOrchestrations(developer, ACME, {
      referenceId: 'ends_here',
      tenant: 'acme_dev',
      flows,
    });
    // The lifecycle to Production (review, certify, signing) is tested in apps; here it is the premise.
    const [version] = await ctx.database.db
      .update(appVersions)
      .set({ environment: 'Production', reviewState: 'CERTIFIED' })
      .where(eq(appVersions.appId, app.appId))
      .returning({ id: appVersions.id });
    versionId = version!.id;
  });
  afterAll(() => ctx?.close());

  it('grants, and the licensee deploys the granted version, runs it and reads its log', async () => {
    const granted = await admin.request('POST', `/auth/v1/organizations/${ACME}/licenses`, {
      headers: as(ACME),
      payload: {
        appId: app.appId,
        consumerOrganizationId: BRIGHT,
        licenseStart: new Date().toISOString().slice(0, 10),
      },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    licenseId = granted.json().id;
    const deployed = await licensee.request('POST', '/aos/v1/deploy', {
      headers: as(BRIGHT),
      payload: { versionId, tenant: 'bright_dev', environment: 'Development' },
    });
    expect(deployed.statusCode, deployed.body).toBe(201);
    const launched = await licensee.request('POST', runs(), {
      headers: as(BRIGHT),
      payload: { orchestration: 'lookup', tenant: 'bright_dev', inputs: {} },
    });
    expect(launched.statusCode, launched.body).toBe(201);
    runId = launched.json().id;
    const run = await finishedRun(licensee, BRIGHT, app.appId, runId);
    expect(run).toMatchObject({ status: 'SUCCEEDED', tenant: 'bright_dev' });
    const search = await searchLogs();
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.map((line: { message: string }) => line.message)).toContain(
      'looked up 2 workers',
    );
    expect(await deploymentsOf(BRIGHT)).toEqual([{ tenant: 'bright_dev' }]);
  });

  it('ends the licence through its end call, undeploying the app from the licensee', async () => {
    const ended = await admin.request('POST', `/auth/v1/organizations/${ACME}/licenses/${licenseId}/end`, {
      headers: as(ACME),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ id: licenseId, status: 'Expired' });
    expect(await deploymentsOf(BRIGHT)).toEqual([]);
    const registry = await licensee.request('GET', '/aos/v1/registry?referenceId=ends_here', {
      headers: as(BRIGHT),
    });
    expect(registry.statusCode, registry.body).toBe(200);
    expect(registry.json().data).toEqual([]);
    // The licensor's own deployment is its own: it stays.
    expect(await deploymentsOf(ACME)).toEqual([{ tenant: 'acme_dev' }]);
  });

  it("answers 404 to the licensee's runs and logs routes of the app from then on", async () => {
    const headers = as(BRIGHT);
    const answers = {
      runs: await licensee.request('GET', runs(), { headers }),
      run: await licensee.request('GET', runs(`/${runId}`), { headers }),
      launch: await licensee.request('POST', runs(), {
        headers,
        payload: { orchestration: 'lookup', tenant: 'bright_dev', inputs: {} },
      }),
      orchestrations: await licensee.request('GET', `/apphub/v1/apps/${app.appId}/orchestrations`, {
        headers,
      }),
      logs: await searchLogs(),
      earliestLog: await licensee.request('GET', `/observability/v1/logs/earliest-date?appId=${app.appId}`, {
        headers,
      }),
      grantedVersion: await licensee.request('GET', `/apphub/v1/apps/${app.appId}/granted-version`, {
        headers,
      }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.statusCode]))).toEqual({
      runs: 404,
      run: 404,
      launch: 404,
      orchestrations: 404,
      logs: 404,
      earliestLog: 404,
      grantedVersion: 404,
    });
    const licensed = await licensee.request('GET', '/apphub/v1/licensedApps', { headers });
    expect(licensed.json().data.map((l: { appId: string }) => l.appId)).not.toContain(app.appId);
  });
});
