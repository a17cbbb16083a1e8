import type { AuditPage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const acme = { 'x-organization-id': ACME };

describe('the audit trail records app and license changes', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signIn>>;
  const since = new Date(Date.now() - 60_000).toISOString();

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    admin = await signIn(ctx.app, 'admin@demo.example');
  });
  afterAll(() => ctx.close());

  const trail = async () => {
    const query = new URLSearchParams({ from: since, to: new Date().toISOString() });
    const res = await admin.request('GET', `/observability/v1/audits?${query}`, { headers: acme });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AuditPage).data.map((row) => [row.action, row.target, row.actorEmail]);
  };

  it('writes create, license, retire, unretire and delete, with who and which app', async () => {
    const created = await admin.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Audited', referenceId: 'audited_app', type: 'EXTEND', source: 'scratch' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const appId = created.json().app.id as string;
    await waitForBuild(admin, ACME, created.json().build.id);
    const licensed = await admin.request('POST', `/auth/v1/organizations/${ACME}/licenses`, {
      headers: acme,
      payload: {
        appId,
        consumerOrganizationId: BRIGHT,
        licenseStart: '2026-01-01',
        licenseEnd: '2099-12-31',
      },
    });
    expect(licensed.statusCode, licensed.body).toBe(201);
    expect(
      (await admin.request('POST', `/apphub/v1/apps/${appId}/retire`, { headers: acme })).statusCode,
    ).toBe(200);
    expect(
      (await admin.request('POST', `/apphub/v1/apps/${appId}/unretire`, { headers: acme })).statusCode,
    ).toBe(200);
    expect((await admin.request('DELETE', `/apphub/v1/apps/${appId}`, { headers: acme })).statusCode).toBe(
      204,
    );
    expect(await trail()).toEqual([
      ['apps.delete', 'audited_app', 'admin@demo.example'],
      ['apps.unretire', 'audited_app', 'admin@demo.example'],
      ['apps.retire', 'audited_app', 'admin@demo.example'],
      ['licenses.create', BRIGHT, 'admin@demo.example'],
      ['apps.create', 'audited_app', 'admin@demo.example'],
    ]);
  });

  it('writes nothing for a refused change', async () => {
    const before = (await trail()).length;
    const res = await admin.request('POST', '/apphub/v1/apps/no_such_app/retire', { headers: acme });
    expect(res.statusCode).toBe(404);
    expect(await trail()).toHaveLength(before);
  });
});
