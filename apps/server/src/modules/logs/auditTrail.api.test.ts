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

  const page = async () => {
    const query = new URLSearchParams({ from: since, to: new Date().toISOString(), length: '100' });
    const res = await admin.request('GET', `/observability/v1/audits?${query}`, { headers: acme });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AuditPage).data;
  };
  const trail = async () => (await page()).map((row) => [row.action, row.target, row.actorEmail]);
  /** A new app whose first build has finished: its id and its version's. */
  const createApp = async (name: string, referenceId: string) => {
    const created = await admin.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name, referenceId, type: 'EXTEND', source: 'scratch' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await waitForBuild(admin, ACME, created.json().build.id);
    return { appId: created.json().app.id as string, versionId: created.json().version.id as string };
  };

  it('writes create, license, retire, unretire and delete, with who and which app', async () => {
    const { appId } = await createApp('Audited', 'audited_app');
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

  it('writes rename, lifecycle, certify, deploy and access changes with before and after', async () => {
    const { appId, versionId } = await createApp('Traced', 'traced_app');
    const call = async (
      session: typeof admin,
      method: 'POST' | 'PATCH' | 'PUT',
      url: string,
      payload?: object,
    ) => {
      // The reviewer acts for the version's company without being a member: no company header.
      const headers = session === admin ? acme : {};
      const res = await session.request(method, url, { headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await call(admin, 'PATCH', `/apphub/v1/apps/${appId}`, { name: 'Traced renamed' });
    // The same name again is no change, and no audit line.
    await call(admin, 'PATCH', `/apphub/v1/apps/${appId}`, { name: 'Traced renamed' });
    await call(admin, 'POST', `/apphub/v1/versions/${versionId}/promote`, { to: 'Sandbox' });
    await call(admin, 'POST', `/apphub/v1/versions/${versionId}/review`);
    const reviewer = await signIn(ctx.app, 'reviewer@demo.example');
    await call(reviewer, 'POST', `/apphub/v1/versions/${versionId}/certify`);
    await call(admin, 'POST', '/aos/v1/deploy', { versionId, tenant: 'acme_sb', environment: 'Sandbox' });
    await call(admin, 'POST', `/auth/v1/apps/${appId}/permissions`, { name: 'read' });
    await call(admin, 'POST', `/auth/v1/apps/${appId}/roles`, { name: 'viewer', permissions: [] });
    await call(admin, 'PUT', `/auth/v1/apps/${appId}/roles/viewer/permissions/read`);

    const lines = (await page()).filter((row) => row.appId === appId);
    const changes = lines.map((row) => [row.action, row.actorEmail, row.before, row.after]);
    expect(changes).toEqual([
      ['apps.access.role.grant', 'admin@demo.example', { permissions: [] }, { permissions: ['read'] }],
      ['apps.access.role.create', 'admin@demo.example', null, { permissions: [] }],
      ['apps.access.permission.create', 'admin@demo.example', null, null],
      [
        'apps.deploy',
        'admin@demo.example',
        { tenant: 'acme_sb', version: null },
        { tenant: 'acme_sb', version: '0.1.0' },
      ],
      [
        'apps.version.certify',
        'reviewer@demo.example',
        { version: '0.1.0', environment: 'Sandbox', reviewState: 'IN_REVIEW' },
        { version: '0.1.0', environment: 'Sandbox', reviewState: 'CERTIFIED' },
      ],
      [
        'apps.version.review',
        'admin@demo.example',
        { version: '0.1.0', environment: 'Sandbox', reviewState: 'NONE' },
        { version: '0.1.0', environment: 'Sandbox', reviewState: 'IN_REVIEW' },
      ],
      [
        'apps.version.promote',
        'admin@demo.example',
        { version: '0.1.0', environment: 'Development', reviewState: 'NONE' },
        { version: '0.1.0', environment: 'Sandbox', reviewState: 'NONE' },
      ],
      ['apps.update', 'admin@demo.example', { name: 'Traced' }, { name: 'Traced renamed' }],
      ['apps.create', 'admin@demo.example', null, null],
    ]);
    expect(lines.find((row) => row.action === 'apps.version.promote')?.message).toBe(
      'Promoted app Traced renamed (traced_app): version 0.1.0 from Development to Sandbox',
    );
  });

  it('writes nothing for a refused change', async () => {
    const before = (await trail()).length;
    const res = await admin.request('POST', '/apphub/v1/apps/no_such_app/retire', { headers: acme });
    expect(res.statusCode).toBe(404);
    expect(await trail()).toHaveLength(before);
  });
});
