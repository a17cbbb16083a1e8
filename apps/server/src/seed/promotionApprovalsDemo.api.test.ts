import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../test/appsTestKit.ts';
import { signIn } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from './identityDemo.ts';
import { DEMO_PROMOTED_APP, seedPromotionApprovalsDemo } from './promotionApprovalsDemo.ts';

const ACME = demoOrgs.acme.id;
const headers = { 'x-organization-id': ACME };

describe('the demo world’s promotion approvals', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
  }, 60_000);
  afterAll(() => ctx?.close());

  it('leaves one open request waiting for the demo admin, in their inbox', async () => {
    const developer = await signIn(ctx.app, 'developer@demo.example');
    const created = await developer.request('POST', '/apphub/v1/apps', {
      headers,
      payload: { name: 'Home card', referenceId: DEMO_PROMOTED_APP, type: 'EXTEND', source: 'scratch' },
    });
    await waitForBuild(developer, ACME, created.json().build.id);

    await seedPromotionApprovalsDemo(ctx.app.services.apps, ctx.app.services.promotionApprovals);

    const admin = await signIn(ctx.app, 'admin@demo.example');
    const open = (await admin.request('GET', '/apphub/v1/promotion-requests?state=OPEN', { headers })).json();
    expect(open.data).toEqual([
      expect.objectContaining({ toEnvironment: 'Sandbox', approverRole: 'admin', mayDecide: true }),
    ]);
    const inbox = (await admin.request('GET', '/sub-api/v1/notifications/inbox', { headers })).json();
    expect(inbox.data.map((entry: { kind: string }) => entry.kind)).toContain('promotion_requested');
    const version = (
      await developer.request('GET', `/apphub/v1/versions/${open.data[0].versionId}`, { headers })
    ).json();
    expect(version.environment).toBe('Development');
  });
});
