import type { AlertDelivery, WebhookInbox, WebhookInboxRequest } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentAuditLines } from '../../../test/auditLines.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { webhookInboxes } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { publicHttpsTransport } from './logAlertWebhooks.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const INBOXES = '/observability/v1/logs/alert-inboxes';
const RULES = '/observability/v1/logs/alerts';
type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Webhook test inboxes (docs/decisions/webhook-test-inboxes.md): made, read and deleted under the logs'
 * permissions, posted to by anyone with the token, bounded; a rule's delivery to one is handed over
 * in-process (signed, retried, replayed like any other) while every other URL of this host still meets
 * the outbound guard, which is the real one here (only its retry delay is shortened).
 */
describe('webhook test inboxes', () => {
  let ctx: TestContext;
  let admin: Session;
  let developer: Session;
  let dsc: Session;
  let presetId: string;
  let inbox: WebhookInbox;
  const call = (
    who: Session,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    org = ACME,
  ) => who.request(method, url, { headers: { 'x-organization-id': org }, ...(payload ? { payload } : {}) });
  const pathOf = (url: string) => new URL(url).pathname;
  // Each anonymous post from an address of its own: the route's rate limit is tested once, on purpose.
  let address = 0;
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
    });
  const received = async (id = inbox.id) =>
    (await call(dsc, 'GET', `${INBOXES}/${id}/requests`)).json() as {
      total: number;
      data: WebhookInboxRequest[];
    };
  const deliveries = async (ruleId: string) =>
    (await call(developer, 'GET', `${RULES}/${ruleId}/deliveries`)).json().data as AlertDelivery[];
  const firingRule = async (name: string, webhookUrl: string) => {
    const res = await call(developer, 'POST', RULES, {
      presetId,
      name,
      condition: 'above',
      threshold: 0,
      windowMinutes: 10,
      intervalMinutes: 1,
      recipients: { roles: [], userIds: [] },
      webhookUrl,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; webhookSecret: string };
  };

  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      { build: { alertWebhookTransport: { ...publicHttpsTransport, retryDelaySeconds: 1 } } },
    );
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    admin = await signIn(ctx.app, 'admin@demo.example');
    developer = await signIn(ctx.app, 'developer@demo.example');
    dsc = await signIn(ctx.app, 'dsc@demo.example');
    presetId = (
      await call(developer, 'POST', '/observability/v1/logs/presets', {
        name: 'Inbox checks',
        basePreset: 'App Event',
        filters: [],
        layout: { columns: ['date'], order: ['date'], widths: {} },
      })
    ).json().id;
    await ctx.app.services.ingestLogs([
      {
        orgId: ACME,
        appId: null,
        date: new Date(Date.now() - 60_000),
        source: 'test',
        type: 'app_event' as const,
        level: 'info' as const,
        message: 'sync finished',
        attributes: {},
      },
    ]);
  }, 60_000);
  afterAll(() => ctx?.close());

  it('makes an inbox with alerts.manage, shows it with logs.read, and refuses a reader’s change', async () => {
    const created = await call(developer, 'POST', INBOXES);
    expect(created.statusCode, created.body).toBe(201);
    inbox = created.json();
    expect(inbox.url).toMatch(new RegExp(`^${ctx.config.publicUrl}/hooks/v1/inbox/[A-Za-z0-9_-]{32}$`));
    expect(inbox).toMatchObject({ received: 0, lastReceivedAt: null });
    const listed = (await call(dsc, 'GET', INBOXES)).json();
    expect(listed.data.map((each: WebhookInbox) => each.id)).toEqual([inbox.id]);
    expect((await call(dsc, 'POST', INBOXES)).statusCode).toBe(403);
    expect((await call(dsc, 'DELETE', `${INBOXES}/${inbox.id}`)).statusCode).toBe(403);
  });

  it('keeps what anyone with the token posts, with its headers, and withholds credentials', async () => {
    const res = await post(pathOf(inbox.url), '{"hello":"inbox"}', {
      'x-custom': 'kept',
      authorization: 'Bearer secret-of-the-sender',
      cookie: 'session=abc',
    });
    expect(res.statusCode, res.body).toBe(204);
    const [first] = (await received()).data;
    expect(first).toMatchObject({
      method: 'POST',
      body: '{"hello":"inbox"}',
      bodyBytes: 17,
      bodyTruncated: false,
      ruleId: null,
      deliveryId: null,
      signatureVerified: false,
    });
    expect(first!.headers).toMatchObject({
      'x-custom': 'kept',
      authorization: '(withheld)',
      cookie: '(withheld)',
    });
    expect((await post('/hooks/v1/inbox/AbCdEfGhIjKlMnOpQrStUvWx', '{}')).statusCode).toBe(404);
  });

  it('keeps the last 100, newest first, stores 64 KB of a body and refuses one over 256 KB', async () => {
    for (let n = 0; n < 105; n++) expect((await post(pathOf(inbox.url), `{"n":${n}}`)).statusCode).toBe(204);
    const kept = await received();
    expect(kept.total).toBe(100);
    expect(kept.data[0]!.body).toBe('{"n":104}');
    expect(kept.data.at(-1)!.body).toBe('{"n":5}');
    expect((await call(dsc, 'GET', INBOXES)).json().data[0].received).toBe(100);

    const big = `"${'x'.repeat(70 * 1024)}"`;
    expect((await post(pathOf(inbox.url), big)).statusCode).toBe(204);
    const [stored] = (await received()).data;
    expect(stored).toMatchObject({ bodyBytes: big.length, bodyTruncated: true });
    expect(stored!.body).toHaveLength(64 * 1024);
    expect((await post(pathOf(inbox.url), 'y'.repeat(257 * 1024))).statusCode).toBe(413);
  });

  it('limits anonymous posts from one address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 61; n++)
      statuses.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/hooks/v1/inbox/AbCdEfGhIjKlMnOpQrStUvWx',
            payload: '{}',
            headers: { 'content-type': 'application/json' },
            remoteAddress: '203.0.113.77',
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('receives a rule’s delivery in-process, signed with the rule’s secret, and logs it as delivered', async () => {
    const rule = await firingRule('To the inbox', inbox.url);
    await ctx.app.services.logAlerts.evaluate();
    await expect
      .poll(async () => (await deliveries(rule.id))[0]?.status, { timeout: 20_000 })
      .toBe('delivered');
    const [delivery] = await deliveries(rule.id);
    expect(delivery).toMatchObject({ attempts: 1, responseStatus: 204, error: null, url: inbox.url });
    expect(delivery!.responseMs).toBeGreaterThanOrEqual(0);
    const [got] = (await received()).data;
    expect(got).toMatchObject({ ruleId: rule.id, deliveryId: delivery!.id, signatureVerified: true });
    expect(JSON.parse(got!.body)).toMatchObject({ type: 'log_alert.state_changed', ruleId: rule.id });
    expect(got!.headers['x-portal-signature']).toMatch(/^v1=[0-9a-f]{64}$/);

    // The same delivery's headers with another signature: the inbox names the rule and says no.
    const forged = await post(pathOf(inbox.url), got!.body, {
      'x-portal-delivery': delivery!.id,
      'x-portal-timestamp': got!.headers['x-portal-timestamp']!,
      'x-portal-signature': `v1=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(204);
    expect((await received()).data[0]).toMatchObject({ ruleId: rule.id, signatureVerified: false });
    // Another company's inbox is not told which rule of Acme a delivery id belongs to.
    const bright = (await call(dsc, 'POST', INBOXES, undefined, BRIGHT)).json() as WebhookInbox;
    await post(pathOf(bright.url), got!.body, {
      'x-portal-delivery': delivery!.id,
      'x-portal-timestamp': got!.headers['x-portal-timestamp']!,
      'x-portal-signature': got!.headers['x-portal-signature']!,
    });
    const brightGot = (await call(dsc, 'GET', `${INBOXES}/${bright.id}/requests`, undefined, BRIGHT)).json();
    expect(brightGot.data[0]).toMatchObject({ ruleId: null, deliveryId: null, signatureVerified: false });

    // A replay: a new delivery, handed over again and signed anew.
    const replay = await call(developer, 'POST', `${RULES}/${rule.id}/deliveries/${delivery!.id}/replay`);
    expect(replay.statusCode, replay.body).toBe(202);
    const replayId = replay.json().id as string;
    await expect
      .poll(async () => (await deliveries(rule.id)).find((each) => each.id === replayId)?.status, {
        timeout: 20_000,
      })
      .toBe('delivered');
    expect((await received()).data[0]).toMatchObject({ deliveryId: replayId, signatureVerified: true });
  });

  it('retries a delivery the inbox did not take (404), and delivers it once the inbox answers', async () => {
    const second = (await call(developer, 'POST', INBOXES)).json() as WebhookInbox;
    const token = new URL(second.url).pathname.split('/').pop()!;
    // The inbox's token moved aside: the first attempt finds no inbox and is answered 404.
    await ctx.database.db
      .update(webhookInboxes)
      .set({ token: `${token}-away` })
      .where(eq(webhookInboxes.id, second.id));
    const rule = await firingRule('Retried', second.url);
    await ctx.app.services.logAlerts.evaluate();
    await expect
      .poll(async () => (await deliveries(rule.id))[0]?.attempts, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    expect((await deliveries(rule.id))[0]).toMatchObject({
      responseStatus: 404,
      error: 'The receiver answered 404.',
    });
    await ctx.database.db.update(webhookInboxes).set({ token }).where(eq(webhookInboxes.id, second.id));
    await expect
      .poll(async () => (await deliveries(rule.id))[0]?.status, { timeout: 30_000 })
      .toBe('delivered');
    const [delivery] = await deliveries(rule.id);
    expect(delivery!.attempts).toBeGreaterThanOrEqual(2);
    expect(delivery).toMatchObject({ responseStatus: 204, error: null });
    const got = await received(second.id);
    expect(got.total).toBe(1);
    expect(got.data[0]).toMatchObject({ deliveryId: delivery!.id, signatureVerified: true });
  });

  it('still refuses every other URL of this host, and names like it, without a call', async () => {
    const token = new URL(inbox.url).pathname.split('/').pop()!;
    const before = (await received()).total;
    // Plain http is taken for this portal's own inbox URL only.
    for (const url of [
      `${ctx.config.publicUrl}/api/v1/config`,
      `${ctx.config.publicUrl}/hooks/v1/inbox/${token}/more`,
      `http://127.0.0.1:${ctx.config.port}/hooks/v1/inbox/${token}`,
      `http://localhost.evil.example:${ctx.config.port}/hooks/v1/inbox/${token}`,
    ]) {
      const res = await call(developer, 'POST', RULES, {
        presetId,
        name: 'Look-alike',
        condition: 'above',
        threshold: 0,
        windowMinutes: 10,
        intervalMinutes: 1,
        webhookUrl: url,
      });
      expect(res.statusCode, url).toBe(400);
    }
    // Over https the rule is saved, and its delivery meets the guard: refused, never handed to the inbox.
    const lookAlikes = await Promise.all(
      [
        `https://localhost/hooks/v1/inbox/${token}`,
        `https://127.0.0.1:${ctx.config.port}/hooks/v1/inbox/${token}`,
        `https://localhost:${ctx.config.port}/hooks/v1/inbox/${token}`,
      ].map((url, n) => firingRule(`Same host ${n}`, url)),
    );
    await ctx.app.services.logAlerts.evaluate();
    for (const rule of lookAlikes) {
      await expect
        .poll(async () => (await deliveries(rule.id))[0]?.status, { timeout: 20_000 })
        .toBe('failed');
      expect((await deliveries(rule.id))[0]).toMatchObject({
        attempts: 1,
        responseStatus: null,
        error: 'The webhook URL does not reach a public address over https: it was not called.',
      });
    }
    expect((await received()).total).toBe(before);
  });

  it('answers 404 for another company’s inbox, deletes one, and writes both on the audit trail', async () => {
    const bright = (await call(dsc, 'GET', INBOXES, undefined, BRIGHT)).json().data[0] as WebhookInbox;
    expect((await call(developer, 'GET', `${INBOXES}/${bright.id}/requests`)).statusCode).toBe(404);
    expect((await call(developer, 'DELETE', `${INBOXES}/${bright.id}`)).statusCode).toBe(404);
    expect(
      (await call(developer, 'GET', INBOXES)).json().data.map((each: WebhookInbox) => each.id),
    ).not.toContain(bright.id);

    expect((await call(developer, 'DELETE', `${INBOXES}/${inbox.id}`)).statusCode).toBe(204);
    expect((await post(pathOf(inbox.url), '{}')).statusCode).toBe(404);
    expect((await call(dsc, 'GET', `${INBOXES}/${inbox.id}/requests`)).statusCode).toBe(404);
    const lines = await recentAuditLines(admin, ACME);
    const actions = lines.map((line) => line.action);
    expect(actions).toContain('logs.alert.inbox.create');
    expect(actions).toContain('logs.alert.inbox.delete');
    // The token is the inbox's credential: its own lines name the inbox only.
    const own = lines.filter((line) => String(line.action).startsWith('logs.alert.inbox.'));
    expect(own.map((line) => line.target)).toContain(inbox.id);
    expect(JSON.stringify(own)).not.toContain(new URL(inbox.url).pathname.split('/').pop());
  });
});
