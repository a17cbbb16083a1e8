import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

type Hit = {
  kind: string;
  key: string;
  title: string;
  url: string;
  snippet: { text: string; match: boolean }[];
};

describe('search: one index over docs, catalog, API operations and the company’s apps', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof signIn>>;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let producer: Awaited<ReturnType<typeof signIn>>;
  const acme = { 'x-organization-id': demoOrgs.acme.id };
  const anonymous = (query: string, version = 'v1') =>
    ctx.app.inject({ method: 'GET', url: `/sub-api/${version}/search?${query}`, headers: { host: HOST } });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.contentReady;
    await seedIdentityDemo(ctx.database.db, ctx.config);
    staff = await signIn(ctx.app, 'staff@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
    producer = await signIn(ctx.app, 'producer@demo.example');
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: {
        name: 'Quarterly payroll checker',
        referenceId: 'payroll_checker',
        type: 'EXTEND',
        builtOnProvider: false,
        source: 'scratch',
      },
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  it('finds catalog apps and API operations without a session, title words first, with marked snippets', async () => {
    const res = await anonymous('q=barcod');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Hit[] };
    expect(data[0]).toMatchObject({ kind: 'catalog', url: '/app-catalog/asset-barcoding' });
    const workers = (await anonymous('q=Get_Workers&filter=api')).json();
    expect(workers.data[0]).toMatchObject({
      kind: 'api',
      title: 'Get_Workers',
      url: '/documentation/soap-api',
    });
    expect(workers.data.every((hit: Hit) => hit.kind === 'api')).toBe(true);
    const tenants = (await anonymous('q=tenant token', 'v2')).json();
    expect(tenants.counts.doc).toBeGreaterThan(0);
    expect(tenants.data[0].snippet.some((part: { match: boolean }) => part.match)).toBe(true);
  });

  it('finds a company’s app only for its members with apps.read, and keeps it current', async () => {
    expect((await anonymous('q=payroll checker')).json().total).toBe(0);
    expect((await dev.request('GET', '/sub-api/v1/search?q=payroll%20checker')).json().total).toBe(0);
    const mine = (
      await dev.request('GET', '/sub-api/v1/search?q=payroll%20checker', { headers: acme })
    ).json();
    expect(mine.data[0]).toMatchObject({ kind: 'app', title: 'Quarterly payroll checker' });
    const other = await producer.request('GET', '/sub-api/v1/search?q=payroll%20checker', {
      headers: { 'x-organization-id': demoOrgs.globex.id },
    });
    expect(other.json().total).toBe(0);
    // Another company's id in the header is refused by the auth hook, never answered with its apps.
    const spoofed = await producer.request('GET', '/sub-api/v1/search?q=payroll', { headers: acme });
    expect(spoofed.statusCode).toBe(403);

    const id = mine.data[0].key;
    const renamed = await dev.request('PATCH', `/apphub/v1/apps/${id}`, {
      headers: acme,
      payload: { name: 'Ledger auditor' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await dev.request('GET', '/sub-api/v1/search?q=quarterly', { headers: acme })).json().total).toBe(
      0,
    );
    expect(
      (await dev.request('GET', '/sub-api/v1/search?q=ledger', { headers: acme })).json().data[0].key,
    ).toBe(id);
  });

  it('tolerates a misspelt title where the engine has pg_trgm', async () => {
    const res = (await anonymous('q=barcodign')).json();
    expect(res.data.map((hit: Hit) => hit.url)).toContain('/app-catalog/asset-barcoding');
  });

  it('pages the same list page after page, full-text hits first and look-alike titles after', async () => {
    for (const q of ['barcodign', 'tenant', 'catalg apps']) {
      const whole = (await anonymous(`q=${encodeURIComponent(q)}&length=50`)).json();
      const keys: string[] = [];
      for (let start = 0; start < Math.min(whole.total, 6); start += 2) {
        const page = (await anonymous(`q=${encodeURIComponent(q)}&length=2&start=${start}`)).json();
        expect(page.total, q).toBe(whole.total);
        keys.push(...page.data.map((hit: Hit) => hit.url));
      }
      expect(keys, q).toEqual(whole.data.slice(0, keys.length).map((hit: Hit) => hit.url));
    }
  });

  it('never fails on hostile or empty queries: a result or the empty state', async () => {
    for (const q of [
      `a & !b | (c:*) <-> 'd'`,
      `"unclosed`,
      '\\\\',
      'x'.repeat(10_000),
      'the and of',
      '',
      '!!!',
      'tenant:* & (',
    ]) {
      const res = await anonymous(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q.slice(0, 20)).toBe(200);
      expect(res.json()).toHaveProperty('total');
    }
    expect((await anonymous('q=')).json()).toEqual({ total: 0, data: [] });
    expect((await anonymous(`q=${'x'.repeat(10_001)}`)).statusCode).toBe(400);
    // An unknown filter searches everything; paging is bounded.
    expect((await anonymous('q=worker&filter=nonsense')).statusCode).toBe(200);
    expect((await anonymous('q=worker&length=500')).statusCode).toBe(400);
    const paged = (await anonymous('q=worker&length=2&start=1')).json();
    expect(paged.data.length).toBeLessThanOrEqual(2);
  });

  it('lets staff with admin.docs rebuild the index, and no one else', async () => {
    expect((await dev.request('POST', '/sub-api/v1/search/indexer/reindex')).statusCode).toBe(403);
    const res = await staff.request('POST', '/sub-api/v1/search/indexer/reindex');
    expect(res.statusCode).toBe(200);
    expect(res.json().indexed).toMatchObject({ catalog: 4, app: 1 });
    expect(res.json().indexed.api).toBeGreaterThan(10);
    expect((await dev.request('GET', '/sub-api/v1/search?q=ledger', { headers: acme })).json().total).toBe(1);
  });

  it('finds a page as soon as staff publish it, and loses it when they unpublish it', async () => {
    const source = `---\ntitle: Zanzibar routing\nsummary: A rare word.\nsection: operations\norder: 9\nupdated: 2026-11-24\n---\nBody.\n`;
    await staff.request('POST', '/sub-api/v1/docs', {
      payload: { slug: 'zanzibar', source, published: true },
    });
    expect((await anonymous('q=zanzibar')).json().data[0]).toMatchObject({
      kind: 'doc',
      url: '/documentation/zanzibar',
    });
    await staff.request('PUT', '/sub-api/v1/docs/zanzibar', { payload: { source, published: false } });
    expect((await anonymous('q=zanzibar')).json().total).toBe(0);
  });
});
