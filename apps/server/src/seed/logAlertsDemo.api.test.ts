import type { AlertDelivery, AlertRule, WebhookInbox, WebhookInboxRequest } from '@portal/contracts';
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

  it('delivers the firing rule to Acme’s test inbox while seeding: delivered, and verified in the inbox', async () => {
    const developer = await signIn(ctx.app, 'developer@demo.example');
    const headers = { 'x-organization-id': ACME };
    const rules = (await developer.request('GET', '/observability/v1/logs/alerts', { headers })).json();
    const firing = rules.data.find(
      (rule: AlertRule) => rule.name === 'App events in the last day',
    ) as AlertRule;
    const quiet = rules.data.find((rule: AlertRule) => rule.name === 'Apps gone quiet') as AlertRule;
    expect(quiet.webhookUrl).toBeNull();
    const inboxes = (
      await developer.request('GET', '/observability/v1/logs/alert-inboxes', { headers })
    ).json();
    expect(inboxes.data).toHaveLength(1);
    const [inbox] = inboxes.data as WebhookInbox[];
    expect(firing.webhookUrl).toBe(inbox!.url);
    expect(inbox!.url.startsWith(`${ctx.config.publicUrl}/hooks/v1/inbox/`)).toBe(true);

    // The seed waited for the job: nothing is left pending when the first start is ready.
    const deliveries = (
      await developer.request('GET', `/observability/v1/logs/alerts/${firing.id}/deliveries`, { headers })
    ).json().data as AlertDelivery[];
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ status: 'delivered', responseStatus: 204, attempts: 1 });
    const received = (
      await developer.request('GET', `/observability/v1/logs/alert-inboxes/${inbox!.id}/requests`, {
        headers,
      })
    ).json().data as WebhookInboxRequest[];
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      ruleId: firing.id,
      deliveryId: deliveries[0]!.id,
      signatureVerified: true,
    });
    expect(JSON.parse(received[0]!.body)).toMatchObject({ toState: 'firing', count: 2 });
  });
});
