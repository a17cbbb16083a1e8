import { type AccountStatus, accountTransitions, type CompanyWrite } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { logs, organizations, tenants } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import {
  OVERDUE_AFTER_MS,
  PROVISIONING_RETRY_LIMIT,
  provisioningRunner,
  sweepOverdue,
} from './companies.provisioning.ts';
import { companiesRepository } from './companies.repository.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

const form = (overrides: Partial<CompanyWrite> = {}): CompanyWrite => ({
  organizationName: 'Zephyr Foods',
  organizationType: 'Customer',
  region: 'scylla:us',
  billingId: 'ZF-1',
  tenantPrefix: 'zephyr',
  emailDomains: ['zephyr.example'],
  ...overrides,
});

describe('companies: /auth/v1/organizations for provider staff', () => {
  let ctx: TestContext;
  let staff: Session;
  let admin: Session;

  const create = (payload: CompanyWrite) => staff.request('POST', '/auth/v1/organizations', { payload });
  const get = async (id: string) => (await staff.request('GET', `/auth/v1/organizations/${id}`)).json();
  const waitForStatus = async (id: string, status: AccountStatus) => {
    for (let i = 0; i < 100; i++) {
      if ((await get(id)).accountStatus === status) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`company ${id} never reached ${status}`);
  };
  const auditActions = async (organizationId: string) =>
    (
      await ctx.database.db
        .select({ action: sql<string>`${logs.attributes} ->> 'action'` })
        .from(logs)
        .where(and(eq(logs.orgId, organizationId), eq(logs.type, 'audit')))
    ).map((r) => r.action);

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    staff = await signIn(ctx.app, 'staff@demo.example');
    admin = await signIn(ctx.app, 'admin@demo.example');
  });
  afterAll(() => ctx.close());

  it('needs admin.companies on every route', async () => {
    const id = demoOrgs.acme.id;
    const calls: [string, string, object?][] = [
      ['GET', '/auth/v1/organizations'],
      ['POST', '/auth/v1/organizations', form()],
      ['GET', `/auth/v1/organizations/${id}`],
      ['PUT', `/auth/v1/organizations/${id}`, form()],
      ['GET', '/auth/v1/organizations/billings/ZF-1'],
      ['GET', '/auth/v1/organizations/billingIdCheck?billingId=ZF-1'],
      ['GET', '/auth/v1/organizations/associate?lookupBy=acme'],
      ['POST', '/auth/v1/organizations/associate', { organizationUuid: id, associatedOrganizationUuid: id }],
      ['DELETE', `/auth/v1/organizations/${id}/associate`],
      ['POST', `/auth/v1/organizations/${id}/account-status`, { accountStatus: 'DELETION_REQUESTED' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await admin.request(method as 'GET', url, payload ? { payload } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("lets staff read any company's members and licenses for its page, read-only", async () => {
    const members = await staff.request('GET', `/auth/v1/organizations/${demoOrgs.globex.id}/users`);
    expect(members.statusCode).toBe(200);
    expect(members.json().total).toBeGreaterThan(0);
    const licenses = await staff.request('GET', `/auth/v1/organizations/${demoOrgs.globex.id}/licenses`);
    expect(licenses.statusCode).toBe(200);
    // A company admin still reads only their own companies.
    expect(
      (await admin.request('GET', `/auth/v1/organizations/${demoOrgs.globex.id}/users`)).statusCode,
    ).toBe(403);
  });

  it('refuses every bad field with the texts of docs/product/companies.md COMPANIES-5, writing nothing', async () => {
    const cases: [Partial<CompanyWrite>, string][] = [
      [{ organizationName: ' ' }, 'Company name is required.'],
      [{ billingId: '' }, 'Billing ID is required.'],
      [{ tenantPrefix: '' }, 'Tenant prefix is required.'],
      [{ tenantPrefix: 'Bad-Prefix' }, 'Tenant prefix must begin with a letter'],
      [{ region: '' }, 'Region is required.'],
      [{ region: 'mars:1' }, 'There is no region mars:1. Choose one of the listed regions.'],
      [{ emailDomains: [] }, 'At least one domain is required.'],
      [{ emailDomains: ['not a domain'] }, 'Enter a domain such as example.com.'],
      // Education and Hackathon are the test companies: digits only.
      [
        { organizationType: 'Education', billingId: 'EDU-1' },
        'Billing IDs of test companies contain digits only.',
      ],
      [
        { organizationType: 'Hackathon', billingId: '12a' },
        'Billing IDs of test companies contain digits only.',
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await create(form({ ...overrides, billingId: overrides.billingId ?? 'BAD-1' }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await staff.request('GET', '/auth/v1/organizations/billings/BAD-1')).statusCode).toBe(404);
  });

  it('creates a company INITIATED and the job provisions it with its tenants', async () => {
    const res = await create(form({ emailDomains: ['Zephyr.example', 'zephyr.example', 'zf.example'] }));
    expect(res.statusCode).toBe(201);
    const company = res.json();
    expect(company).toMatchObject({
      organizationName: 'Zephyr Foods',
      billingId: 'ZF-1',
      emailDomains: ['zephyr.example', 'zf.example'],
      accountStatus: 'INITIATED',
      linkedTo: null,
    });
    await waitForStatus(company.organizationUuid, 'PROVISIONED');
    // Settled: nothing is due for the sweep any more.
    const row = await companiesRepository(ctx.database.db).byId(company.organizationUuid);
    expect(row?.provisioningDueAt).toBeNull();
    const made = await ctx.database.db
      .select({ name: tenants.name, environment: tenants.environment })
      .from(tenants)
      .where(eq(tenants.organizationId, company.organizationUuid));
    expect(made.map((t) => t.name).sort()).toEqual(['zephyr_dev', 'zephyr_impl', 'zephyr_prod', 'zephyr_sb']);
    // With the default entitlement, from the day it was provisioned.
    const held = (
      await staff.request('GET', `/auth/v1/organizations/${company.organizationUuid}/entitlements`)
    ).json();
    expect(held.entitlements.map((e: { name: string }) => e.name)).toEqual(['extendbasic']);
    const actions = await auditActions(company.organizationUuid);
    expect(actions).toContain('companies.create');
    expect(actions.filter((a) => a === 'companies.status')).toHaveLength(2);
    // A test company with a digits-only billing ID is fine.
    expect(
      (await create(form({ organizationType: 'Hackathon', billingId: '777', tenantPrefix: 'hack7' })))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a duplicate billing ID, and of two creates racing for one the index lets one win', async () => {
    const again = await create(form({ organizationName: 'Other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Billing ID already exists. Please enter a unique billing ID.');
    const race = await Promise.all([
      create(form({ organizationName: 'Racer A', billingId: 'RACE-1', tenantPrefix: 'ra' })),
      create(form({ organizationName: 'Racer B', billingId: 'RACE-1', tenantPrefix: 'rb' })),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Billing ID already exists. Please enter a unique billing ID.',
    );
    const holders = await ctx.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.billingId, 'RACE-1'));
    expect(holders).toHaveLength(1);
  });

  it('looks a billing ID up, 404 when nobody holds it', async () => {
    const found = await staff.request('GET', '/auth/v1/organizations/billings/ZF-1');
    expect(found.json()).toMatchObject({
      billingId: 'ZF-1',
      organization: { organizationName: 'Zephyr Foods' },
    });
    expect((await staff.request('GET', '/auth/v1/organizations/billings/NOPE')).statusCode).toBe(404);
  });

  it('answers the billing ID check with 200 whether the ID is free or held, and by whom', async () => {
    const check = (billingId: string) =>
      staff.request(
        'GET',
        `/auth/v1/organizations/billingIdCheck?billingId=${encodeURIComponent(billingId)}`,
      );
    const held = await check(' ZF-1 ');
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ billingId: 'ZF-1', holder: { organizationName: 'Zephyr Foods' } });
    const free = await check('NOPE');
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ billingId: 'NOPE', holder: null });
    expect((await check('')).statusCode).toBe(400);
  });

  it('lists by name with search, type and region filters and start/length paging', async () => {
    const list = async (query: string) =>
      (await staff.request('GET', `/auth/v1/organizations?${query}`)).json();
    const all = await list('length=100');
    const names = all.data.map((c: { organizationName: string }) => c.organizationName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(all.total).toBe(all.data.length);
    const page = await list('start=1&length=2');
    expect(page).toMatchObject({
      total: all.total,
      data: [{ organizationName: names[1] }, { organizationName: names[2] }],
    });
    expect((await list('search=zf.example')).data.map((c: { billingId: string }) => c.billingId)).toEqual([
      'ZF-1',
    ]);
    expect((await list('search=zf-1')).total).toBe(1);
    expect((await list('search=100%25')).total).toBe(0);
    const partners = await list('organizationType=Partner');
    expect(partners.data.every((c: { organizationType: string }) => c.organizationType === 'Partner')).toBe(
      true,
    );
    const de = await list('region=scylla:de');
    expect(de.data.map((c: { organizationName: string }) => c.organizationName)).toContain(
      demoOrgs.bright.name,
    );
    expect((await staff.request('GET', '/auth/v1/organizations?region=mars')).statusCode).toBe(400);
  });

  it('edits a company, auditing the fields that changed', async () => {
    const id = demoOrgs.acme.id;
    const res = await staff.request('PUT', `/auth/v1/organizations/${id}`, {
      payload: form({
        organizationName: 'Acme Health',
        billingId: 'ACME-9',
        tenantPrefix: 'acme',
        emailDomains: ['acme.example'],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ billingId: 'ACME-9', organizationName: 'Acme Health' });
    const taken = await staff.request('PUT', `/auth/v1/organizations/${id}`, { payload: form() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Billing ID already exists. Please enter a unique billing ID.');
    expect(await auditActions(id)).toContain('companies.update');
    expect(
      (
        await staff.request('PUT', `/auth/v1/organizations/${crypto.randomUUID()}`, {
          payload: form({ billingId: 'X-1' }),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('links companies by the rules of docs/product/companies.md COMPANIES-7: not to a linked one, not the same type, no cycle', async () => {
    const link = (from: string, to: string) =>
      staff.request('POST', '/auth/v1/organizations/associate', {
        payload: { organizationUuid: from, associatedOrganizationUuid: to },
      });
    const { acme, bright, northwind, initech, globex } = demoOrgs;
    const sameType = await link(acme.id, initech.id);
    expect(sameType.statusCode).toBe(409);
    expect(sameType.json().message).toBe('Two companies of the same type cannot be linked.');
    expect((await link(acme.id, acme.id)).json().message).toBe('A company cannot be linked to itself.');

    // The demo world's linked pair: Northwind is linked to Acme. Unlinked, then linked again.
    expect((await get(northwind.id)).linkedTo).toMatchObject({ organizationUuid: acme.id });
    expect(
      (await staff.request('DELETE', `/auth/v1/organizations/${northwind.id}/associate`)).statusCode,
    ).toBe(200);
    const linked = await link(northwind.id, acme.id);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().linkedTo).toMatchObject({ organizationUuid: acme.id });
    expect(
      (await get(acme.id)).linkedFrom.map((c: { organizationUuid: string }) => c.organizationUuid),
    ).toEqual([northwind.id]);
    const cycle = await link(acme.id, northwind.id);
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().message).toBe('These companies cannot be linked: the links would form a cycle.');
    const toLinked = await link(bright.id, northwind.id);
    expect(toLinked.json().message).toBe('This company is already linked to another company.');
    const fromLinked = await link(northwind.id, globex.id);
    expect(fromLinked.json().message).toBe('This company is already linked. Unlink it first.');

    const lookup = await staff.request(
      'GET',
      `/auth/v1/organizations/associate?lookupBy=${encodeURIComponent('acme')}`,
    );
    expect(lookup.json().data.map((c: { organizationUuid: string }) => c.organizationUuid)).toContain(
      acme.id,
    );
    expect(
      (await staff.request('GET', '/auth/v1/organizations/associate?lookupBy=ACME-9')).json().data,
    ).toHaveLength(1);

    // Retyping a linked company into its partner's type breaks the rule too.
    const retyped = await staff.request('PUT', `/auth/v1/organizations/${acme.id}`, {
      payload: form({
        organizationName: 'Acme Health',
        organizationType: 'Software Partner',
        billingId: 'ACME-9',
        tenantPrefix: 'acme',
        emailDomains: ['acme.example'],
      }),
    });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().message).toBe('Two companies of the same type cannot be linked.');

    const unlinked = await staff.request('DELETE', `/auth/v1/organizations/${northwind.id}/associate`);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().linkedTo).toBeNull();
    const again = await staff.request('DELETE', `/auth/v1/organizations/${northwind.id}/associate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This company is not linked to another company.');

    const actions = await auditActions(northwind.id);
    expect(actions).toContain('companies.link');
    expect(actions).toContain('companies.unlink');
  });

  it('refuses every status step outside the transition table with 409', async () => {
    const { acme, bright, umbrella } = demoOrgs;
    const move = (id: string, accountStatus: AccountStatus) =>
      staff.request('POST', `/auth/v1/organizations/${id}/account-status`, { payload: { accountStatus } });
    // Steps only the job takes, or none takes.
    for (const [id, to] of [
      [acme.id, 'PROVISIONING'],
      [bright.id, 'PROVISIONED'],
      [umbrella.id, 'PROVISIONED'],
      [acme.id, 'DELETION_SCHEDULED'],
    ] as const) {
      const res = await move(id, to);
      expect(res.statusCode, to).toBe(409);
    }
    expect(accountTransitions.some((t) => t.from === 'DELETION_SCHEDULED')).toBe(false);
    // A deletion request: the job schedules it.
    expect((await move(acme.id, 'DELETION_REQUESTED')).statusCode).toBe(200);
    await waitForStatus(acme.id, 'DELETION_SCHEDULED');
    expect((await move(acme.id, 'PROVISIONED')).statusCode).toBe(409);
  });

  it('retries an ERROR_APES company from the start', async () => {
    const res = await staff.request('POST', `/auth/v1/organizations/${demoOrgs.initech.id}/account-status`, {
      payload: { accountStatus: 'INITIATED' },
    });
    expect(res.statusCode).toBe(200);
    await waitForStatus(demoOrgs.initech.id, 'PROVISIONED');
  });

  it('sends the job of a company whose job was never sent (a crash after the commit), and only that', async () => {
    const repo = companiesRepository(ctx.database.db);
    const lost = await repo.insert({
      name: 'Lost Job Co',
      organizationType: 'Partner',
      region: 'scylla:us',
      billingId: 'LOST-1',
      tenantPrefix: 'lost',
      emailDomains: ['lost.example'],
    });
    const sent: string[] = [];
    const queue = { provision: async (id: string) => void sent.push(id) };
    expect(await sweepOverdue(repo, queue)).toBe(0);
    expect(await sweepOverdue(repo, queue, new Date(Date.now() + 2 * OVERDUE_AFTER_MS))).toBe(1);
    expect(sent).toEqual([lost.id]);
    // The demo world's companies shown INITIATED or PROVISIONING are not due: they stay as shown.
    expect(sent).not.toContain(demoOrgs.stateU.id);
    expect(sent).not.toContain(demoOrgs.bright.id);
  });

  it('marks ERROR_APES when provisioning fails on its last attempt, and retries before that', async () => {
    const created = (
      await create(form({ organizationName: 'Doomed', billingId: 'DOOM-1', tenantPrefix: 'doom' }))
    ).json();
    await waitForStatus(created.organizationUuid, 'PROVISIONED');
    const repo = companiesRepository(ctx.database.db);
    // Back to the start, with a tenant service that fails: the runner the queue calls, run by hand.
    await ctx.database.db
      .update(organizations)
      .set({ accountStatus: 'INITIATED' })
      .where(eq(organizations.id, created.organizationUuid));
    const failing = provisioningRunner({
      repo,
      tenants: { ensure: async () => Promise.reject(new Error('tenant service down')) },
      entitlements: { grantDefault: async () => true },
      audit: async () => {},
      logger: { info: () => {}, warn: () => {} },
    });
    await expect(failing(created.organizationUuid, { retryCount: 0 })).rejects.toThrow('tenant service down');
    expect((await get(created.organizationUuid)).accountStatus).toBe('PROVISIONING');
    expect(await failing(created.organizationUuid, { retryCount: PROVISIONING_RETRY_LIMIT })).toEqual({
      status: 'ERROR_APES',
    });
    expect((await get(created.organizationUuid)).accountStatus).toBe('ERROR_APES');
  });
});
