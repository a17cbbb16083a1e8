import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
type Session = Awaited<ReturnType<typeof signIn>>;

describe('prontoDeploy and prontoStatus: a one-step deploy and its progress', () => {
  let ctx: TestContext;
  let developer: Session;
  let admin: Session;
  let versionId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    [developer, admin] = await Promise.all([
      signIn(ctx.app, 'developer@demo.example'),
      signIn(ctx.app, 'admin@demo.example'),
    ]);
    const res = await developer.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Quick', referenceId: 'quick', type: 'EXTEND', source: 'scratch' },
    });
    versionId = res.json().version.id;
    await waitForBuild(developer, ACME, res.json().build.id);
  });
  afterAll(() => ctx.close());

  const pronto = (tenant: string, who = developer, id = versionId) =>
    who.request('POST', `/apphub/v1/versions/${id}/prontoDeploy`, { headers: acme, payload: { tenant } });
  const status = (id: string, who = developer) =>
    who.request('GET', `/apphub/v1/prontoStatus/${id}`, { headers: acme });

  it("deploys in the tenant's own environment, the status readable until it is done", async () => {
    const started = await pronto('acme_dev');
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({
      versionId,
      tenant: 'acme_dev',
      status: 'QUEUED',
      deployment: null,
    });
    const id = started.json().id;
    let current = (await status(id)).json();
    for (let i = 0; i < 200 && ['QUEUED', 'RUNNING'].includes(current.status); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (await status(id)).json();
    }
    expect(current).toMatchObject({
      id,
      status: 'DEPLOYED',
      message: null,
      deployment: { versionId, tenant: 'acme_dev', environment: 'Development' },
    });
    const registry = await developer.request('GET', '/aos/v1/registry?tenant=acme_dev', { headers: acme });
    expect(registry.json().data).toMatchObject([{ versionId, environment: 'Development' }]);
    // Another user of the same company does not see it, nor does anyone see an id that is not one.
    const foreign = await status(id, admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('There is no pronto deploy with this id for you.');
    expect((await status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await status('not-an-id')).statusCode).toBe(400);
  });

  it('refuses at once what deploy refuses, with its sentences, and queues nothing', async () => {
    const cases: [string, number, string][] = [
      ['acme_nowhere', 404, 'Tenant not found.'],
      ['bright_dev', 404, 'Tenant not found.'],
      ['acme_impl', 409, 'A version in Development cannot be deployed to an Implementation tenant.'],
    ];
    for (const [tenant, code, message] of cases) {
      const res = await pronto(tenant);
      expect(res.statusCode, res.body).toBe(code);
      expect(res.json().message).toBe(message);
    }
    const unknown = await pronto('acme_dev', developer, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Version not found.');
    const bad = await pronto('Bad Name');
    expect(bad.statusCode).toBe(400);
  });
});
