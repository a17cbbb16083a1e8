import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from './identityDemo.ts';
import { seedLogAlertsDemo } from './logAlertsDemo.ts';

const ACME = demoOrgs.acme.id;

describe('the demo world’s alert rules', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    // What the demo's month of logs holds in its last day: app events of Acme's apps.
    await ctx.app.services.ingestLogs(
      [1, 2].map((hours) => ({
        orgId: ACME,
        appId: null,
        date: new Date(Date.now() - hours * 3_600_000),
        source: 'demo',
        type: 'app_event' as const,
        level: 'info' as const,
        message: 'Sync finished',
        attributes: {},
      })),
    );
    await seedLogAlertsDemo(ctx.app.services.logPresets, ctx.app.services.logAlerts);
  }, 60_000);
  afterAll(() => ctx?.close());

  it('has one firing and one OK rule on the demo apps’ events, and tells Acme’s developers', async () => {
    const developer = await signIn(ctx.app, 'developer@demo.example');
    const headers = { 'x-organization-id': ACME };
    const rules = (await developer.request('GET', '/observability/v1/logs/alerts', { headers })).json();
    expect(rules.data.map((rule: { name: string; state: string }) => [rule.name, rule.state])).toEqual([
      ['App events in the last day', 'firing'],
      ['Apps gone quiet', 'ok'],
    ]);
    const inbox = (await developer.request('GET', '/sub-api/v1/notifications/inbox', { headers })).json();
    expect(inbox.data[0]).toMatchObject({
      kind: 'log_alert',
      data: { rule: 'App events in the last day', count: '2' },
    });
  });
});
