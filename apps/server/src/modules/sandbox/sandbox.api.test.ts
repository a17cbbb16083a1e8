import { sandboxRestVersions } from '@portal/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { generateDataset } from './dataset.ts';
import { restServices } from './restOperations.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
type Session = Awaited<ReturnType<typeof signIn>>;

describe('the sandbox tenant: data, REST API, tenant tokens and the log store', () => {
  let ctx: TestContext;
  let dev: Session;
  let admin: Session;
  let full: string;
  let readOnly: string;
  let devToken: string;

  const tenantId = async (session: Session, org: string, name: string) =>
    (await session.request('GET', `/auth/v1/organizations/${org}/tenants`))
      .json()
      .data.find((t: { name: string }) => t.name === name).id as string;
  const tokenFor = async (session: Session, tenant: string, scopes: string[], headers = acme) => {
    await session.request('POST', '/auth/v2/consents', { headers, payload: { tenantId: tenant, scopes } });
    const res = await session.request('POST', `/auth/v1/tenants/${tenant}/connect`, {
      headers,
      payload: { scopes },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().access_token as string;
  };
  const call = (
    token: string | undefined,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
    admin = await signIn(ctx.app, 'admin@demo.example');
    const sb = await tenantId(dev, demoOrgs.acme.id, 'acme_sb');
    full = await tokenFor(dev, sb, [
      'workers.read',
      'workers.write',
      'absenceManagement.read',
      'absenceManagement.write',
      'financials.read',
      'financials.write',
      'organizations.read',
      'jobProfiles.read',
    ]);
    readOnly = await tokenFor(admin, sb, ['workers.read']);
    devToken = await tokenFor(dev, await tenantId(dev, demoOrgs.acme.id, 'acme_dev'), [
      'workers.read',
      'workers.write',
    ]);
  });
  afterAll(() => ctx.close());

  it('generates the same data for a tenant every time, and other data for another tenant', () => {
    const a = generateDataset('acme_sb', 50);
    expect(generateDataset('acme_sb', 50)).toEqual(a);
    expect(generateDataset('acme_dev', 50).workers[0]).not.toEqual(a.workers[0]);
    expect(a.workers).toHaveLength(50);
  });

  it('seeds the tenant on first use and pages its workers with the total (v1 flat)', async () => {
    const res = await call(full, 'GET', '/sandbox/acme_sb/api/workers/v1/workers?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2000, limit: 100, offset: 0 });
    expect(page.data).toHaveLength(100);
    expect(page.data[0]).toMatchObject({
      id: 'W-00001',
      firstName: expect.any(String),
      jobTitle: expect.any(String),
      annualSalary: expect.any(Number),
    });
    const end = (await call(full, 'GET', '/sandbox/acme_sb/api/workers/v1/workers?offset=5000')).json();
    expect(end).toEqual({ total: 2000, limit: 20, offset: 5000, data: [] });
  });

  it('answers v2 with a structured name, primary job and compensation', async () => {
    const v1 = (await call(full, 'GET', '/sandbox/acme_sb/api/workers/v1/workers/W-00042')).json();
    // The versions the web links to are the ones served.
    for (const [service, versions] of Object.entries(sandboxRestVersions))
      expect(Object.keys(restServices[service as keyof typeof restServices]).map(Number)).toEqual(versions);
    const v2 = (await call(full, 'GET', '/sandbox/acme_sb/api/workers/v2/workers/W-00042')).json();
    expect(v2.name).toEqual({
      given: v1.firstName,
      family: v1.lastName,
      formatted: `${v1.firstName} ${v1.lastName}`,
    });
    expect(v2.primaryJob).toMatchObject({ title: v1.jobTitle, organizationId: v1.organizationId });
    expect(v2.compensation).toEqual({ annualSalary: v1.annualSalary, currency: v1.currency });
    expect(v2).not.toHaveProperty('firstName');
  });

  it('searches, and writes persist for this tenant only', async () => {
    const found = (await call(full, 'GET', '/sandbox/acme_sb/api/workers/v1/workers?search=W-0004')).json();
    expect(found.total).toBe(10);
    const patched = await call(full, 'PATCH', '/sandbox/acme_sb/api/workers/v1/workers/W-00042', {
      location: 'Lisbon, PT',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(
      (await call(full, 'GET', '/sandbox/acme_sb/api/workers/v2/workers/W-00042')).json().primaryJob.location,
    ).toBe('Lisbon, PT');
    const other = (await call(devToken, 'GET', '/sandbox/acme_dev/api/workers/v1/workers/W-00042')).json();
    expect(other.location).not.toBe('Lisbon, PT');

    const request = {
      workerId: 'W-00042',
      type: 'Vacation',
      startDate: '2026-12-21',
      endDate: '2026-12-24',
      hours: 32,
    };
    const created = await call(
      full,
      'POST',
      '/sandbox/acme_sb/api/absenceManagement/v1/timeOffRequests',
      request,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      ...request,
      status: 'Submitted',
      id: expect.stringMatching(/^TOR-\d{6}$/),
    });
    const again = await call(
      full,
      'GET',
      `/sandbox/acme_sb/api/absenceManagement/v1/timeOffRequests/${created.json().id}`,
    );
    expect(again.json().id).toBe(created.json().id);
    const invoice = await call(full, 'POST', '/sandbox/acme_sb/api/financials/v1/invoices', {
      supplierId: 'SUP-0001',
      number: 'A-1',
      amount: 99.5,
      currency: 'EUR',
      invoiceDate: '2026-11-24',
      dueDate: '2026-12-24',
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json()).toMatchObject({ amount: 99.5, status: 'Draft', id: 'INV-000801' });
    const balances = (
      await call(full, 'GET', '/sandbox/acme_sb/api/absenceManagement/v1/workers/W-00042/balances')
    ).json();
    expect(balances.data.map((b: { plan: string }) => b.plan)).toEqual(['Sick', 'Vacation']);
    for (const path of [
      'organizations/v1/organizations',
      'jobProfiles/v1/jobProfiles',
      'financials/v1/suppliers',
    ])
      expect((await call(full, 'GET', `/sandbox/acme_sb/api/${path}`)).json().total).toBeGreaterThan(0);
  });

  it('refuses no token, a bad or other tenant’s token (401 with WWW-Authenticate), a missing scope (403)', async () => {
    const url = '/sandbox/acme_sb/api/workers/v1/workers';
    const none = await call(undefined, 'GET', url);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="sandbox"');
    const bad = await call('ptt_not-a-token', 'GET', url);
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toContain('error="invalid_token"');
    expect((await call(devToken, 'GET', url)).statusCode).toBe(401);
    const scope = await call(readOnly, 'PATCH', `${url}/W-00001`, { location: 'X' });
    expect(scope.statusCode).toBe(403);
    expect(scope.headers['www-authenticate']).toContain('scope="workers.write"');
    expect((await call(readOnly, 'GET', '/sandbox/acme_sb/api/financials/v1/invoices')).statusCode).toBe(403);
  });

  it("answers 404 for an unknown tenant or another company's, without saying which", async () => {
    const unknown = await call(full, 'GET', '/sandbox/nobody_sb/api/workers/v1/workers');
    const foreign = await call(full, 'GET', '/sandbox/bright_sb/api/workers/v1/workers');
    expect(unknown.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
  });

  it('refuses bodies that fail the schema with the failing path, malformed JSON, and unknown ids', async () => {
    const bad = await call(full, 'POST', '/sandbox/acme_sb/api/absenceManagement/v1/timeOffRequests', {
      workerId: 'W-00001',
      type: 'Vacation',
      startDate: '2026-12-24',
      endDate: '2026-12-21',
      hours: 8,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('endDate');
    const extra = await call(full, 'PATCH', '/sandbox/acme_sb/api/workers/v1/workers/W-00001', { salary: 1 });
    expect(extra.statusCode).toBe(400);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/acme_sb/api/financials/v1/invoices',
      headers: { authorization: `Bearer ${full}`, 'content-type': 'application/json' },
      payload: '{"supplierId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await call(full, 'GET', '/sandbox/acme_sb/api/workers/v1/workers/W-99999')).statusCode).toBe(404);
    const noWorker = await call(full, 'POST', '/sandbox/acme_sb/api/absenceManagement/v1/timeOffRequests', {
      workerId: 'W-99999',
      type: 'Sick',
      startDate: '2026-12-21',
      endDate: '2026-12-21',
      hours: 8,
    });
    expect(noWorker.statusCode).toBe(400);
    expect((await call(full, 'GET', '/sandbox/acme_sb/api/workers/v1/workers?limit=101')).statusCode).toBe(
      400,
    );
  });

  it('serves a valid OpenAPI 3.1 document per service and version', async () => {
    for (const path of [
      'workers/v1',
      'workers/v2',
      'organizations/v1',
      'jobProfiles/v1',
      'absenceManagement/v1',
      'financials/v1',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/sandbox/acme_sb/api/${path}/openapi.json` });
      expect(res.statusCode).toBe(200);
      const result = await new Validator().validate(res.json());
      expect(result.valid, `${path}: ${JSON.stringify(result.errors)}`).toBe(true);
      expect(res.json().openapi).toBe('3.1.0');
    }
    const v2 = (
      await ctx.app.inject({ method: 'GET', url: '/sandbox/acme_sb/api/workers/v2/openapi.json' })
    ).json();
    expect(Object.keys(v2.paths)).toEqual(['/workers', '/workers/{id}']);
  });

  it('writes every call to the log store as a remote API line of the company', async () => {
    await call(full, 'GET', '/sandbox/acme_sb/api/jobProfiles/v1/jobProfiles/JP-001');
    const search = async () =>
      (
        await dev.request('POST', '/observability/v1/logs/search', {
          headers: acme,
          payload: {
            start: new Date(Date.now() - 3_600_000).toISOString(),
            end: new Date().toISOString(),
            preset: 'Remote API',
            filters: [{ column: 'url', condition: 'stringMatch', value: 'JP-001' }],
          },
        })
      ).json();
    await expect.poll(async () => (await search()).data?.length ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    const [line] = (await search()).data;
    expect(line).toMatchObject({
      type: 'remote_api',
      source: 'sandbox',
      attributes: { tenant: 'acme_sb', status: 200, method: 'GET' },
    });
  });
});
