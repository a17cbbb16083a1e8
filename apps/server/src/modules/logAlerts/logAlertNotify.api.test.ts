import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlertDelivery, AlertWebhookEvent } from '@portal/contracts';
import { alertWebhookEventSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { startSmtpInbox } from '../../../test/smtpInbox.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import type { WebhookTransport } from './logAlertWebhooks.ts';

/** The signature as docs/alerts.md tells a receiver to compute it. */
const expected = (secret: string, timestamp: number, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

const ACME = demoOrgs.acme.id;
const RULES = '/observability/v1/logs/alerts';
type Session = Awaited<ReturnType<typeof signIn>>;
type Call = { headers: http.IncomingHttpHeaders; body: string };

/**
 * A state change told to people and machines (docs/alerts.md): the inbox and mail over a real SMTP
 * server (smtp-server), and a webhook receiver that checks the signature and fails its first call, so
 * the delivery is retried by its job. The receiver listens on 127.0.0.1 over http: the transport below
 * stands in for DNS and TLS only (the outbound guard itself is proven in logAlertEvaluation.api.test.ts).
 */
describe('alert notifications', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  let receiver: http.Server;
  let developer: Session;
  const calls: Call[] = [];
  let failNext = 1;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    receiver = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        body += chunk;
      });
      req.on('end', () => {
        calls.push({ headers: req.headers, body });
        res.statusCode = failNext-- > 0 ? 503 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookPort = (receiver.address() as AddressInfo).port;
    const transport: WebhookTransport = {
      target: async (url) => ({
        url: new URL(url.pathname, `http://hooks.example.com:${hookPort}`),
        address: '127.0.0.1',
        family: 4,
      }),
      client: http,
      retryDelaySeconds: 1,
    };
    ctx = await createTestApp(
      {
        MAIL_URL: smtp.url,
        MAIL_FROM: 'portal@demo.example',
      },
      { build: { alertWebhookTransport: transport } },
    );
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    developer = await signIn(ctx.app, 'developer@demo.example');
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await smtp.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('tells the inbox, smtp.mails the role, and calls the webhook signed, retrying until it answers', async () => {
    const headers = { 'x-organization-id': ACME };
    const preset = await developer.request('POST', '/observability/v1/logs/presets', {
      headers,
      payload: {
        name: 'Sync errors',
        basePreset: 'App Event',
        filters: [{ column: 'level', condition: 'stringEquals', value: 'error' }],
        layout: { columns: ['date'], order: ['date'], widths: {} },
      },
    });
    await ctx.app.services.ingestLogs(
      [1, 2, 3].map((n) => ({
        orgId: ACME,
        appId: null,
        date: new Date(Date.now() - n * 1000),
        source: 'test',
        type: 'app_event' as const,
        level: 'error' as const,
        message: `sync failed ${n}`,
        attributes: {},
      })),
    );
    const created = await developer.request('POST', RULES, {
      headers,
      payload: {
        presetId: preset.json().id,
        name: 'Sync failing',
        condition: 'above',
        threshold: 2,
        windowMinutes: 10,
        intervalMinutes: 1,
        recipients: { roles: ['admin'], userIds: [] },
        webhookUrl: 'https://hooks.example.com/portal-alerts',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, webhookSecret } = created.json();

    await ctx.app.services.logAlerts.evaluate();

    const deliveries = async () =>
      (await developer.request('GET', `${RULES}/${id}/deliveries`, { headers })).json()
        .data as AlertDelivery[];
    await expect
      .poll(async () => (await deliveries())[0]?.status, { timeout: 60_000, interval: 500 })
      .toBe('delivered');
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ attempts: 2, responseStatus: 204, error: null });
    expect(delivery!.responseMs).toBeGreaterThanOrEqual(0);

    // Both calls carry the body signed with the rule's secret over the timestamp and the body.
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const timestamp = Number(call.headers['x-portal-timestamp']);
      expect(Math.abs(Date.now() / 1000 - timestamp)).toBeLessThan(120);
      expect(call.headers['x-portal-signature']).toBe(expected(webhookSecret, timestamp, call.body));
      expect(call.headers['x-portal-signature']).not.toBe(expected('whsec_other', timestamp, call.body));
      const event: AlertWebhookEvent = alertWebhookEventSchema.parse(JSON.parse(call.body));
      expect(event).toMatchObject({
        ruleId: id,
        ruleName: 'Sync failing',
        fromState: 'ok',
        toState: 'firing',
        count: 3,
      });
    }

    // The admin role's members: in the inbox, and by mail through MAIL_URL.
    await expect
      .poll(() => smtp.mails.some((mail) => mail.to.includes('admin@demo.example')), { timeout: 20_000 })
      .toBe(true);
    const mail = smtp.mails.find((each) => each.to.includes('admin@demo.example'))!;
    expect(mail.raw).toContain('Subject: Alert firing: Sync failing');
    expect(mail.raw).toContain('is firing: 3 matching lines in the last 10 minutes');
    const admin = await signIn(ctx.app, 'admin@demo.example');
    const inbox = (await admin.request('GET', '/sub-api/v1/notifications/inbox', { headers })).json();
    expect(inbox.data[0]).toMatchObject({
      kind: 'log_alert',
      data: { rule: 'Sync failing', state: 'firing' },
    });
  });

  it('replays a delivery as a new one, signed anew', async () => {
    const headers = { 'x-organization-id': ACME };
    const [rule] = (await developer.request('GET', RULES, { headers })).json().data;
    const [original] = (await developer.request('GET', `${RULES}/${rule.id}/deliveries`, { headers })).json()
      .data;
    const before = calls.length;
    const replay = await developer.request('POST', `${RULES}/${rule.id}/deliveries/${original.id}/replay`, {
      headers,
    });
    expect(replay.statusCode, replay.body).toBe(202);
    expect(replay.json()).toMatchObject({ replayOf: original.id, status: 'pending' });
    await expect.poll(() => calls.length, { timeout: 20_000 }).toBe(before + 1);
    expect(calls.at(-1)!.body).toBe(calls[0]!.body);
    const dsc = await signIn(ctx.app, 'dsc@demo.example');
    const forbidden = await dsc.request('POST', `${RULES}/${rule.id}/deliveries/${original.id}/replay`, {
      headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
