import type { ActiveUsersResponse, AuditPage, MetricsResponse, SelfUsagesResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAgo, logLine, testIngest } from '../../../test/logsFixtures.ts';
import { HOST, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { apps } from '../../db/schema/index.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const UMBRELLA = demoOrgs.umbrella.id;
const ADMIN_ID = demoUsers.find((u) => u.email === 'admin@demo.example')!.id;
const DEVELOPER_ID = demoUsers.find((u) => u.email === 'developer@demo.example')!.id;

type Session = Awaited<ReturnType<typeof signIn>>;

describe('metrics, usages, users and audits API', () => {
  let ctx: TestContext;
  let admin: Session;
  let developer: Session;
  let member: Session;
  let acmeApp: string;
  let brightApp: string;
  const now = Date.now();
  const range = { from: hoursAgo(6, now).toISOString(), to: new Date(now).toISOString() };

  const get = (who: Session, path: string, query: Record<string, string>, org = ACME) =>
    who.request('GET', `/observability/v1/${path}?${new URLSearchParams(query)}`, {
      headers: { 'x-organization-id': org },
    });
  const ok = async <T>(path: string, query: Record<string, string> = {}, who = admin) => {
    const res = await get(who, path, { ...range, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const refused = async (query: Record<string, string>, path = 'metrics', status = 400) => {
    const res = await get(admin, path, { ...range, ...query });
    expect(res.statusCode, res.body).toBe(status);
    return res.json().message as string;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const db = ctx.database.db;
    const made = await db
      .insert(apps)
      .values([
        { organizationId: ACME, referenceId: 'metrics_acme', name: 'Metrics App', type: 'EXTEND' },
        { organizationId: BRIGHT, referenceId: 'metrics_bright', name: 'Bright App', type: 'EXTEND' },
      ])
      .returning({ id: apps.id });
    acmeApp = made[0]!.id;
    brightApp = made[1]!.id;
    const { ingest } = testIngest(ctx.database);
    await ingest([
      // Ten requests 90 minutes ago: 10..100 ms, the first two 503s, alternating two users.
      ...Array.from({ length: 10 }, (_, i) =>
        logLine({
          orgId: ACME,
          appId: acmeApp,
          date: hoursAgo(1.5, now),
          level: i < 2 ? 'error' : 'info',
          attributes: {
            status: i < 2 ? 503 : 200,
            durationMs: (i + 1) * 10,
            userId: i % 2 ? 'ada@acme.example' : 'admin@demo.example',
          },
        }),
      ),
      ...Array.from({ length: 5 }, () =>
        logLine({
          orgId: ACME,
          appId: acmeApp,
          date: hoursAgo(4.5, now),
          attributes: { status: 200, durationMs: 100, userId: 'sam@acme.example' },
        }),
      ),
      ...Array.from({ length: 2 }, () =>
        logLine({
          orgId: ACME,
          appId: acmeApp,
          date: hoursAgo(1, now),
          type: 'app_event',
          source: 'orchestration',
          attributes: { eventName: 'expense.submitted', userId: 'dana@acme.example' },
        }),
      ),
      // An app id the portal does not know (a deleted app): its lines still count, without a name.
      ...Array.from({ length: 3 }, () =>
        logLine({ orgId: ACME, appId: 'gone-app', date: hoursAgo(2, now), attributes: { status: 404 } }),
      ),
      logLine({
        orgId: ACME,
        appId: acmeApp,
        date: hoursAgo(0.5, now),
        type: 'audit',
        source: 'portal',
        message: 'Retired Metrics App',
        attributes: { actor: ADMIN_ID, action: 'apps.retire', target: acmeApp },
      }),
      logLine({
        orgId: ACME,
        date: hoursAgo(0.2, now),
        type: 'audit',
        source: 'portal',
        message: '=Downloaded logs',
        attributes: { actor: DEVELOPER_ID, action: 'logs.download' },
      }),
      // An old line outside the range, and another company's traffic: neither counts.
      logLine({ orgId: ACME, appId: acmeApp, date: hoursAgo(30, now), attributes: { status: 500 } }),
      ...Array.from({ length: 7 }, () =>
        logLine({
          orgId: BRIGHT,
          appId: brightApp,
          date: hoursAgo(1, now),
          attributes: { status: 500, durationMs: 5000, userId: 'pat@bright.example' },
        }),
      ),
    ]);
    admin = await signIn(ctx.app, 'admin@demo.example');
    developer = await signIn(ctx.app, 'developer@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
  });
  afterAll(() => ctx?.close());

  describe('metrics', () => {
    it('counts requests, errors, users and latency percentiles of the company in the range', async () => {
      const body = await ok<MetricsResponse>('metrics');
      expect(body.interval).toBe('hour');
      expect(body.totals).toEqual({ requests: 18, errors: 2, users: 4, p50: 80, p95: 100, p99: 100 });
      expect(body.buckets.reduce((sum, b) => sum + b.requests, 0)).toBe(18);
      // The 90-minute-old requests may share their hour with the 2-hour-old ones (no duration).
      const busiest = body.buckets.find((b) => b.errors === 2)!;
      expect(busiest.requests).toBeGreaterThanOrEqual(10);
      expect(busiest).toMatchObject({ p50: 55, p99: 99.1 });
      // Every hour of the range is a point, quiet ones as zero.
      expect(body.buckets.length).toBeGreaterThanOrEqual(6);
      expect(body.buckets.filter((b) => b.requests === 0).every((b) => b.p50 === null)).toBe(true);
    });

    it('gives usage per app, the busiest first, with names of known apps', async () => {
      const body = await ok<MetricsResponse>('metrics');
      expect(body.apps).toEqual([
        { appId: acmeApp, name: 'Metrics App', requests: 15, errors: 2, users: 4 },
        { appId: 'gone-app', name: null, requests: 3, errors: 0, users: 0 },
      ]);
    });

    it('narrows to one app and takes an explicit interval', async () => {
      const body = await ok<MetricsResponse>('metrics', { appId: acmeApp, interval: 'minute' });
      expect(body.interval).toBe('minute');
      expect(body.totals.requests).toBe(15);
      expect(body.buckets.length).toBeGreaterThan(300);
      expect(body.apps.map((a) => a.appId)).toEqual([acmeApp]);
    });

    it('picks minutes for a short range and days for a long one', async () => {
      const short = await ok<MetricsResponse>('metrics', { from: hoursAgo(1, now).toISOString() });
      expect(short.interval).toBe('minute');
      const long = await ok<MetricsResponse>('metrics', { from: hoursAgo(24 * 10, now).toISOString() });
      expect(long.interval).toBe('day');
      expect(long.totals.requests).toBe(19);
      expect(long.totals.errors).toBe(3);
    });

    it('answers an empty range with zero buckets', async () => {
      const body = await ok<MetricsResponse>('metrics', {
        from: hoursAgo(20, now).toISOString(),
        to: hoursAgo(10, now).toISOString(),
      });
      expect(body.totals.requests).toBe(0);
      expect(body.totals.p50).toBeNull();
      expect(body.apps).toEqual([]);
      expect(body.buckets.every((b) => b.requests === 0)).toBe(true);
    });

    it("shows each company only its own traffic, and refuses another company's app", async () => {
      const bright = await ok<MetricsResponse>('metrics', {}, admin).then(() =>
        get(admin, 'metrics', range, BRIGHT),
      );
      expect(bright.json().totals.requests).toBe(7);
      expect(await refused({ appId: brightApp }, 'metrics', 404)).toBe(
        `Unknown app: ${brightApp}. Choose an app of the selected company.`,
      );
    });

    it('refuses a company the user is not in and a role without analytics.read', async () => {
      expect((await get(admin, 'metrics', range, UMBRELLA)).statusCode).toBe(403);
      expect((await get(member, 'metrics', range)).statusCode).toBe(403);
      const anonymous = await ctx.app.inject({
        method: 'GET',
        url: `/observability/v1/metrics?${new URLSearchParams(range)}`,
        headers: { host: HOST, 'x-organization-id': ACME },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('bad input', () => {
    it('refuses an end before the start', async () => {
      expect(await refused({ from: range.to, to: hoursAgo(30, now).toISOString() })).toBe(
        'The end must not be before the start.',
      );
    });

    it('refuses future dates', async () => {
      expect(await refused({ to: new Date(now + 3_600_000).toISOString() })).toBe(
        'Dates and times in the future are not allowed.',
      );
    });

    it('refuses a range that starts too far back', async () => {
      expect(await refused({ from: hoursAgo(31 * 24, now).toISOString() })).toBe(
        'The start can be at most 30 days back.',
      );
    });

    it('refuses an unknown app as not found', async () => {
      expect(await refused({ appId: 'no-such-app' }, 'metrics', 404)).toBe(
        'Unknown app: no-such-app. Choose an app of the selected company.',
      );
      expect(await refused({ appId: '00000000-0000-4000-8000-00000000dead' }, 'metrics', 404)).toMatch(
        /^Unknown app/,
      );
    });

    it('refuses an unknown interval, and one too fine for the range', async () => {
      expect(await refused({ interval: 'week' })).toMatch(/interval.*minute, hour, day/);
      expect(await refused({ from: hoursAgo(24 * 20, now).toISOString(), interval: 'minute' })).toBe(
        'The interval minute gives more than 1500 points for this range: choose a longer interval or a shorter range.',
      );
    });

    it('refuses dates that are not ISO 8601', async () => {
      expect(await refused({ from: 'yesterday' })).toMatch(/ISO 8601/);
      expect(await refused({ from: 'yesterday' }, 'usages/self')).toMatch(/ISO 8601/);
      expect(await refused({ to: 'soon' }, 'audits')).toMatch(/ISO 8601/);
    });
  });

  describe('usages and users of self', () => {
    it("gives the signed-in user's own requests and actions per app", async () => {
      const body = await ok<SelfUsagesResponse>('usages/self');
      expect(body.data).toEqual([
        {
          appId: acmeApp,
          name: 'Metrics App',
          requests: 5,
          events: 0,
          actions: 1,
          lastSeen: hoursAgo(0.5, now).toISOString(),
        },
      ]);
      const dev = await ok<SelfUsagesResponse>('usages/self', {}, developer);
      expect(dev.data).toMatchObject([{ appId: null, requests: 0, actions: 1 }]);
    });

    it("lists the company's active users, the most active first", async () => {
      const body = await ok<ActiveUsersResponse>('users/self');
      expect(body.total).toBe(5);
      expect(body.data.map((u) => [u.user, u.lines])).toEqual([
        ['admin@demo.example', 6],
        ['ada@acme.example', 5],
        ['sam@acme.example', 5],
        ['dana@acme.example', 2],
        ['developer@demo.example', 1],
      ]);
    });

    it('applies the range rules and the permission', async () => {
      expect(await refused({ from: hoursAgo(31 * 24, now).toISOString() }, 'users/self')).toBe(
        'The start can be at most 30 days back.',
      );
      expect((await get(member, 'usages/self', range)).statusCode).toBe(403);
    });
  });

  describe('admin user audit', () => {
    it('pages the audit lines of the company, newest first, with who did it', async () => {
      const page = await ok<AuditPage>('audits', { length: '1' });
      expect(page.total).toBe(2);
      expect(page.actions).toEqual(['apps.retire', 'logs.download']);
      expect(page.data).toMatchObject([
        { actor: DEVELOPER_ID, actorEmail: 'developer@demo.example', action: 'logs.download' },
      ]);
      const second = await ok<AuditPage>('audits', { length: '1', start: '1' });
      expect(second.data).toMatchObject([{ action: 'apps.retire', target: acmeApp, appId: acmeApp }]);
    });

    it('filters by user (id or part of the email) and by action', async () => {
      const byEmail = await ok<AuditPage>('audits', { user: 'developer@' });
      expect(byEmail.data.map((r) => r.action)).toEqual(['logs.download']);
      const byId = await ok<AuditPage>('audits', { user: ADMIN_ID });
      expect(byId.data.map((r) => r.action)).toEqual(['apps.retire']);
      const byAction = await ok<AuditPage>('audits', { action: 'apps.retire' });
      expect(byAction.total).toBe(1);
      const none = await ok<AuditPage>('audits', { user: '100%_x' });
      expect(none).toMatchObject({ total: 0, data: [] });
    });

    it('is for company admins only', async () => {
      expect((await get(developer, 'audits', range)).statusCode).toBe(403);
      expect((await get(developer, 'audits/export', range)).statusCode).toBe(403);
    });

    it('refuses a bad page', async () => {
      expect(await refused({ length: '0' }, 'audits')).toMatch(/length/);
    });

    it('exports the filtered lines as CSV, and records the export', async () => {
      const res = await get(admin, 'audits/export', { ...range, organizationId: ACME }, '');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="audits-/);
      const lines = res.body.split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('date,actor,actorEmail,action,target,appId,message,before,after');
      expect(lines).toHaveLength(3);
      // A message a spreadsheet would run as a formula is defused.
      expect(lines[1]).toContain("'=Downloaded logs");
      const after = await ok<AuditPage>('audits', { to: new Date().toISOString() });
      expect(after.data[0]).toMatchObject({ action: 'audits.export', actor: ADMIN_ID });
    });
  });
});
