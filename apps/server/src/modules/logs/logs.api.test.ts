import type { LogSearchResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAgo, logLine, testIngest } from '../../../test/logsFixtures.ts';
import { HOST, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { apps } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const UMBRELLA = demoOrgs.umbrella.id;
const ACCESS_ROWS = 620;
// Apps the lines belong to: a search narrowed to an app the company may not see is a 404
// (docs/product/logs.md LOGS-11).
const A1 = '0000000a-0000-4000-8000-0000000000a1';
const A2 = '0000000a-0000-4000-8000-0000000000a2';
const B1 = '0000000b-0000-4000-8000-0000000000b1';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('logs API', () => {
  let ctx: TestContext;
  let admin: Session;
  let member: Session;
  const now = Date.now();
  const range = { start: hoursAgo(72, now).toISOString(), end: new Date(now).toISOString() };

  const search = (who: Session, org: string, body: Record<string, unknown>) =>
    who.request('POST', '/observability/v1/logs/search', {
      headers: { 'x-organization-id': org },
      payload: { ...range, ...body },
    });
  const found = async (body: Record<string, unknown>, org = ACME) => {
    const res = await search(admin, org, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LogSearchResponse;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.database.db.insert(apps).values([
      { id: A1, organizationId: ACME, referenceId: 'app_a1', name: 'App A1', type: 'EXTEND' },
      { id: A2, organizationId: ACME, referenceId: 'app_a2', name: 'App A2', type: 'EXTEND' },
      { id: B1, organizationId: BRIGHT, referenceId: 'app_b1', name: 'App B1', type: 'EXTEND' },
    ]);
    const { ingest } = testIngest(ctx.database);
    // Acme: 620 access lines of app-a1 over the last two days, every 10th a 503 POST.
    await ingest(
      Array.from({ length: ACCESS_ROWS }, (_, i) =>
        logLine({
          orgId: ACME,
          appId: A1,
          date: hoursAgo(48 * (i / ACCESS_ROWS) + 0.01, now),
          level: i % 10 === 0 ? 'error' : 'info',
          message: i % 10 === 0 ? `POST /api/v1/expenses 503 ${i}ms` : `GET /api/v1/workers 200 ${i}ms`,
          attributes: {
            method: i % 10 === 0 ? 'POST' : 'GET',
            status: i % 10 === 0 ? 503 : 200,
            durationMs: i,
          },
        }),
      ),
    );
    await ingest([
      logLine({
        orgId: ACME,
        appId: A2,
        date: hoursAgo(1, now),
        type: 'app_event',
        source: 'orchestration',
        message: 'payment "failed", retry\nnext=1',
        attributes: { eventName: 'payment.failed', userId: 'ada@acme.example' },
      }),
      logLine({
        orgId: ACME,
        date: hoursAgo(2, now),
        type: 'audit',
        source: 'portal',
        message: 'ada retired app-a2',
        attributes: { actor: 'ada', action: 'apps.retire' },
      }),
      logLine({
        orgId: ACME,
        date: hoursAgo(60, now),
        type: 'remote_api',
        source: 'integration',
        message: '=cmd|calc',
        attributes: { method: 'PUT', status: 201 },
      }),
      // Bright writes under an app id Acme also uses: the company still decides what is visible.
      logLine({ orgId: BRIGHT, appId: A1, date: hoursAgo(3, now), message: 'bright line one' }),
      logLine({ orgId: BRIGHT, appId: B1, date: hoursAgo(4, now), message: 'bright line two' }),
    ]);
    admin = await signIn(ctx.app, 'admin@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
  });
  afterAll(() => ctx?.close());

  describe('search', () => {
    it('answers the newest 500 lines first and says the limit was reached', async () => {
      const body = await found({});
      expect(body.data).toHaveLength(500);
      expect(body.limitReached).toBe(true);
      const dates = body.data.map((row) => row.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(body).not.toHaveProperty('earliestDate');
      const earliest = await admin.request('GET', '/observability/v1/logs/earliest-date', {
        headers: { 'x-organization-id': ACME },
      });
      expect(earliest.json()).toEqual({ earliestDate: hoursAgo(60, now).toISOString() });
    });

    it('does not claim the limit when everything fits', async () => {
      const body = await found({
        limit: 500,
        filters: [{ column: 'level', condition: 'stringEquals', value: 'error' }],
      });
      expect(body.data).toHaveLength(ACCESS_ROWS / 10);
      expect(body.limitReached).toBe(false);
    });

    it('maps the built-in presets to log types', async () => {
      expect((await found({ preset: 'Audit Activity' })).data.map((r) => r.message)).toEqual([
        'ada retired app-a2',
      ]);
      expect((await found({ preset: 'App Event' })).data.map((r) => r.type)).toEqual(['app_event']);
      expect((await found({ preset: 'Remote API' })).data).toHaveLength(1);
      expect((await found({ preset: 'Access Detail', limit: 10 })).limitReached).toBe(true);
    });

    it('combines an app, a preset and filters', async () => {
      const body = await found({
        appId: A1,
        preset: 'Access Detail',
        filters: [
          { column: 'method', condition: 'stringEquals', value: 'POST' },
          { column: 'status', condition: 'numberGreaterThan', value: '499' },
          { column: 'message', condition: 'stringMatch', value: '(?i)^post /api/v1/\\w+ 5\\d\\d\\b' },
        ],
      });
      expect(body.data).toHaveLength(ACCESS_ROWS / 10);
      expect(body.data.every((row) => row.attributes.status === 503)).toBe(true);
    });

    it('supports every filter condition', async () => {
      const count = async (filter: Record<string, unknown>) =>
        (await found({ filters: [filter] })).data.length;
      expect(await count({ column: 'source', condition: 'stringNotEquals', value: 'gateway' })).toBe(3);
      expect(await count({ column: 'message', condition: 'stringNotMatch', value: '^(GET|POST) ' })).toBe(3);
      expect(await count({ column: 'status', condition: 'numberEquals', value: 201 })).toBe(1);
      expect(await count({ column: 'durationMs', condition: 'numberLessThan', value: '5' })).toBe(5);
      expect(await count({ column: 'status', condition: 'numberNotEquals', value: '200' })).toBe(
        ACCESS_ROWS / 10 + 3,
      );
      expect(await count({ column: 'eventName', condition: 'columnExists' })).toBe(1);
      expect(await count({ column: 'appId', condition: 'columnDoesNotExist' })).toBe(2);
      expect(await count({ column: 'userId', condition: 'stringEquals', value: 'ada@acme.example' })).toBe(1);
    });
  });

  describe('visibility', () => {
    it('shows each company only its own lines, even for an app id both use', async () => {
      const bright = await found({}, BRIGHT);
      expect(bright.data.map((row) => row.message).sort()).toEqual(['bright line one', 'bright line two']);
      const brightApp = await found({ appId: B1 }, BRIGHT);
      expect(brightApp.data.map((row) => row.message)).toEqual(['bright line two']);
      // Acme's app is not Bright's to search, even though a Bright line carries its id.
      expect((await search(admin, BRIGHT, { appId: A1 })).statusCode).toBe(404);
      const acme = await found({
        filters: [{ column: 'message', condition: 'stringMatch', value: 'bright' }],
      });
      expect(acme.data).toEqual([]);
    });

    it('refuses a company the user does not belong to, and a role without logs.read', async () => {
      expect((await search(admin, UMBRELLA, {})).statusCode).toBe(403);
      expect((await search(member, ACME, {})).statusCode).toBe(403);
    });

    it('needs a session and the CSRF token', async () => {
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/observability/v1/logs/search',
        headers: { host: HOST, 'x-organization-id': ACME },
        payload: range,
      });
      expect(anonymous.statusCode).toBe(401);
      const noCsrf = await ctx.app.inject({
        method: 'POST',
        url: '/observability/v1/logs/search',
        headers: { host: HOST, cookie: admin.jar.header(), 'x-organization-id': ACME },
        payload: range,
      });
      expect(noCsrf.statusCode).toBe(403);
      expect(noCsrf.json().message).toMatch(/xsrf-token/);
    });
  });

  describe('bad input', () => {
    const refused = async (body: Record<string, unknown>) => {
      const res = await search(admin, ACME, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };

    it('refuses a regex that is not RE2 with its text', async () => {
      const message = await refused({
        filters: [{ column: 'message', condition: 'stringMatch', value: '(?<=x)y' }],
      });
      expect(message).toBe('Filter 1 (message): Value must be a valid regular expression.');
    });

    it('refuses an RE2 construct PostgreSQL cannot run, saying which', async () => {
      const message = await refused({
        filters: [{ column: 'message', condition: 'stringMatch', value: '\\pL+' }],
      });
      expect(message).toContain('Value must be a valid regular expression.');
      expect(message).toContain('Unicode classes');
    });

    it("refuses the attack run's regex before it reaches the database", async () => {
      const pattern = '(\\w{0,100}){0,10}(\\w{0,100}){0,10}q';
      const message = await refused({
        filters: [{ column: 'message', condition: 'stringMatch', value: pattern }],
      });
      expect(message).toContain('repeats nested so that their counts multiply past 256');
      const download = await admin.request(
        'GET',
        `/observability/v1/logs/download?${new URLSearchParams({ ...range, format: 'csv', filters: JSON.stringify([{ column: 'message', condition: 'stringMatch', value: pattern }]) })}`,
        { headers: { 'x-organization-id': ACME } },
      );
      expect(download.statusCode).toBe(400);
    });

    it('refuses the same expansion hidden behind an atom after the inner group, and deeply nested repeats', async () => {
      for (const [value, reason] of [
        [
          '((\\w{0,100})x){0,10}((\\w{0,100})x){0,10}q',
          'repeats nested so that their counts multiply past 256',
        ],
        ['(((\\w*x)*y)*z)*q', 'repeats nested more than 3 deep'],
      ]) {
        const message = await refused({ filters: [{ column: 'message', condition: 'stringMatch', value }] });
        expect(message).toContain('Value must be a valid regular expression.');
        expect(message).toContain(reason);
      }
    });

    it('refuses a range that starts too far back, and future dates', async () => {
      expect(await refused({ start: hoursAgo(31 * 24, now).toISOString() })).toBe(
        'The start can be at most 30 days back.',
      );
      expect(await refused({ end: new Date(now + 3_600_000).toISOString() })).toBe(
        'Dates and times in the future are not allowed.',
      );
      expect(await refused({ start: range.end, end: range.start })).toBe(
        'The end must not be before the start.',
      );
    });

    it('names an unknown column', async () => {
      expect(
        await refused({ filters: [{ column: 'colour', condition: 'stringEquals', value: 'red' }] }),
      ).toBe('Filter 1 (colour): Unknown column: colour.');
    });

    it('refuses a text value for a number condition', async () => {
      expect(
        await refused({ filters: [{ column: 'status', condition: 'numberGreaterThan', value: 'five' }] }),
      ).toBe('Filter 1 (status): Value must be a number: status is compared as a number.');
    });

    it('refuses more than 500 rows', async () => {
      expect(await refused({ limit: 501 })).toMatch(/limit/);
    });
  });

  describe('schemas, suggestions, earliest date', () => {
    it('lists the columns with their types', async () => {
      const res = await admin.request('GET', '/observability/v1/logs/schemas');
      const columns = res.json().columns as { name: string; type: string }[];
      expect(columns.slice(0, 3).map((c) => c.name)).toEqual(['appId', 'date', 'source']);
      expect(columns.find((c) => c.name === 'status')?.type).toBe('number');
    });

    it('suggests frequent values starting with the prefix', async () => {
      const res = await admin.request('GET', '/observability/v1/logs/suggestions?column=method&prefix=P', {
        headers: { 'x-organization-id': ACME },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().values).toEqual(['POST', 'PUT']);
      const bad = await admin.request('GET', '/observability/v1/logs/suggestions?column=colour', {
        headers: { 'x-organization-id': ACME },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('answers the earliest date of the company or of an app', async () => {
      const res = await admin.request('GET', `/observability/v1/logs/earliest-date?appId=${B1}`, {
        headers: { 'x-organization-id': BRIGHT },
      });
      expect(res.json()).toEqual({ earliestDate: hoursAgo(4, now).toISOString() });
    });
  });

  describe('download', () => {
    const download = (query: Record<string, string>) =>
      admin.request('GET', `/observability/v1/logs/download?${new URLSearchParams({ ...range, ...query })}`);

    it('streams every line of the range as CSV, not capped at 500, with correct escaping', async () => {
      const res = await download({ format: 'csv', organizationId: ACME });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="logs-.*\.csv"$/);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const body = res.body;
      expect(body.startsWith('date,appId,source,type,level,message,attributes\r\n')).toBe(true);
      // Records end with CRLF; the one message with a bare LF stays inside its quoted field.
      expect(body.split('\r\n').filter(Boolean)).toHaveLength(1 + ACCESS_ROWS + 3);
      expect(body).toContain(',"payment ""failed"", retry\nnext=1",');
      expect(body).toContain(",'=cmd|calc,");
    });

    it('streams NDJSON with the same filters as the search', async () => {
      const res = await download({
        format: 'ndjson',
        organizationId: ACME,
        preset: 'Access Detail',
        filters: JSON.stringify([{ column: 'status', condition: 'numberEquals', value: '503' }]),
      });
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toHaveLength(ACCESS_ROWS / 10);
      expect(new Set(lines.map((l) => l.attributes.status))).toEqual(new Set([503]));
    });

    it('validates the download before streaming', async () => {
      const res = await download({
        organizationId: ACME,
        filters: '[{"column":"nope","condition":"columnExists"}]',
      });
      expect(res.statusCode).toBe(400);
      expect((await download({})).statusCode).toBe(400);
      expect((await download({ organizationId: UMBRELLA })).statusCode).toBe(403);
    });

    it('records downloads in the audit trail', async () => {
      const audit = await found({ preset: 'Audit Activity', end: new Date().toISOString() });
      expect(audit.data.some((row) => row.attributes.action === 'logs.download')).toBe(true);
    });
  });

  // Last: its line would change the counts the tests above expect.
  it('names the apps of the lines it returns', async () => {
    const [app] = await ctx.database.db
      .insert(apps)
      .values({ organizationId: ACME, referenceId: 'named_app', name: 'Named App', type: 'EXTEND' })
      .returning({ id: apps.id });
    const { ingest } = testIngest(ctx.database);
    await ingest([logLine({ orgId: ACME, appId: app!.id, date: hoursAgo(0.5, now), message: 'named line' })]);
    const body = await found({
      filters: [{ column: 'message', condition: 'stringEquals', value: 'named line' }],
    });
    expect(body.data.map((row) => row.appId)).toEqual([app!.id]);
    expect(body.appNames).toEqual({ [app!.id]: 'Named App' });
    const others = await found({ appId: A1 });
    expect(others.data.length).toBeGreaterThan(0);
    expect(others.appNames).toEqual({ [A1]: 'App A1' });
  });
});
