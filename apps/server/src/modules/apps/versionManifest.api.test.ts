import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { builds } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };

describe('GET /apphub/v1/versions/{id}/manifest', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let versionId: string;
  let buildId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Manifested', referenceId: 'manifested', type: 'EXTEND', source: 'scratch' },
    });
    expect(created.statusCode, created.body).toBe(201);
    versionId = created.json().version.id;
    buildId = created.json().build.id;
    await waitForBuild(dev, demoOrgs.acme.id, buildId);
  });
  afterAll(() => ctx?.close());

  it('answers the manifest the succeeded build validated', async () => {
    const res = await dev.request('GET', `/apphub/v1/versions/${versionId}/manifest`, { headers: acme });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      buildId,
      manifest: { referenceId: 'manifested', type: 'EXTEND', version: expect.any(String) },
    });
    expect(res.json().manifest.components.length).toBeGreaterThan(0);
  });

  it('answers 404 for a version without a succeeded build, and to another company', async () => {
    const admin = await signIn(ctx.app, 'dsc@demo.example');
    const other = await admin.request('GET', `/apphub/v1/versions/${versionId}/manifest`, {
      headers: { 'x-organization-id': demoOrgs.bright.id },
    });
    expect(other.statusCode).toBe(404);

    await ctx.database.db.update(builds).set({ status: 'FAILED' }).where(eq(builds.id, buildId));
    const res = await dev.request('GET', `/apphub/v1/versions/${versionId}/manifest`, { headers: acme });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'This version has no successful build yet: its manifest is known once a build of it succeeds.',
    );
  });
});
