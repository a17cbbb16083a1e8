import type {
  CompanyPackages,
  EntitlementPackage,
  EntitlementsSummary,
  PackageHolderPage,
  PackagePage,
  PackagePermissionsMatrix,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const BRIGHT = demoOrgs.bright.id;
const NORTHWIND = demoOrgs.northwind.id;
type Session = Awaited<ReturnType<typeof signIn>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('entitlement packages: staff define them, assign them to companies, and what they grant', () => {
  let ctx: TestContext;
  const s: Record<string, Session> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    for (const who of ['admin', 'staff', 'reviewer']) s[who] = await signIn(ctx.app, `${who}@demo.example`);
  });
  afterAll(() => ctx.close());

  // Staff act on any company without being its members: no company header.
  const as = (who: string, method: Method, url: string, payload?: unknown) =>
    s[who]!.request(method, url, { payload });
  const staff = (method: Method, url: string, payload?: unknown) => as('staff', method, url, payload);
  const create = (payload: unknown) => staff('POST', '/auth/v2/packages', payload);
  const summary = async (org: string) => {
    const res = await staff('GET', `/auth/v1/organizations/${org}/entitlements`);
    expect(res.statusCode).toBe(200);
    return res.json() as EntitlementsSummary;
  };
  const names = (sum: EntitlementsSummary) => sum.entitlements.map((e) => e.name);
  const limitOf = (sum: EntitlementsSummary, measure: string) =>
    sum.usage.find((u) => u.measure === measure)?.limit;
  const assign = (org: string, id: string) =>
    staff('PUT', `/auth/v2/organizations/${org}/entitlementPackages/${id}`, {});
  const unassign = (org: string, id: string) =>
    staff('DELETE', `/auth/v2/organizations/${org}/entitlementPackages/${id}`);

  it('seeds the demo packages, held so the companies keep the entitlements they had', async () => {
    const page = (await staff('GET', '/auth/v2/packages?search=extend')).json() as PackagePage;
    expect(page.data.map((p) => [p.name, p.organizationCount])).toEqual([
      ['Extend Pro Bundle', 1],
      ['Extend Starter', 3],
    ]);
    const northwind = await summary(NORTHWIND);
    expect(names(northwind)).toEqual(['extendbasic']);
    expect(northwind.entitlements[0]!.sources[0]!.package?.name).toBe('Extend Starter');
    expect(limitOf(northwind, 'developmentTenants')).toBe(2);
  });

  it('refuses bad forms with a clear message and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ name: '  ', entitlements: [{ name: 'extendbasic' }] }, 'Package name is required.'],
      [
        { name: 'x'.repeat(101), entitlements: [{ name: 'extendbasic' }] },
        'Package name must be at most 100 characters.',
      ],
      [{ name: 'Empty', entitlements: [] }, 'Choose at least one entitlement.'],
      [
        { name: 'Twice', entitlements: [{ name: 'extendbasic' }, { name: 'extendbasic' }] },
        'Each entitlement can be in a package only once.',
      ],
      [{ name: 'Unknown', entitlements: [{ name: 'extendmega' }] }, 'Choose an entitlement from the list.'],
      [
        { name: 'Negative', entitlements: [{ name: 'extendbasic', limits: { companyUsers: -1 } }] },
        'A limit cannot be negative.',
      ],
      [
        { name: 'Half', entitlements: [{ name: 'extendbasic', limits: { companyUsers: 2.5 } }] },
        'A limit must be a whole number.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(((await staff('GET', '/auth/v2/packages')).json() as PackagePage).total).toBe(3);
  });

  it('lets one of two creates racing for a name win and tells the other, whatever the case', async () => {
    const [a, b] = await Promise.all([
      create({ name: 'Race Pack', entitlements: [{ name: 'Journeys' }] }),
      create({ name: 'race pack', entitlements: [{ name: 'Journeys' }] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toMatch(
      /^A package named race pack already exists\. Choose another name\.$/i,
    );
  });

  it('creates, reads, edits and retires a package; a retired one cannot be given', async () => {
    const made = await create({
      name: 'Tenants Plus',
      description: 'More development tenants',
      entitlements: [{ name: 'extendbasic', limits: { developmentTenants: 7 } }],
    });
    expect(made.statusCode).toBe(201);
    const pkg = made.json() as EntitlementPackage;
    expect(pkg).toMatchObject({ status: 'active', access: 'manage', organizationCount: 0 });
    expect((await staff('GET', `/auth/v2/packages/${pkg.id}`)).json()).toMatchObject({
      name: 'Tenants Plus',
    });
    const edited = await staff('PUT', `/auth/v2/packages/${pkg.id}`, {
      name: 'Tenants Plus',
      description: 'Seven development tenants',
      entitlements: [{ name: 'extendbasic', limits: { developmentTenants: 7 } }],
    });
    expect(edited.json()).toMatchObject({ description: 'Seven development tenants' });
    const clash = await staff('PUT', `/auth/v2/packages/${pkg.id}`, {
      name: 'extend starter',
      entitlements: [{ name: 'Journeys' }],
    });
    expect(clash.statusCode).toBe(409);
    expect((await staff('GET', '/auth/v2/packages/00000000-0000-4000-8000-0000000000ff')).statusCode).toBe(
      404,
    );

    const retired = await create({ name: 'Old Pack', entitlements: [{ name: 'Journeys' }] });
    const oldId = (retired.json() as EntitlementPackage).id;
    expect(
      (await staff('PUT', `/auth/v2/packages/${oldId}/status`, { status: 'retired' })).json(),
    ).toMatchObject({ status: 'retired' });
    const refused = await assign(ACME, oldId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Old Pack is retired: it can no longer be given to a company.');
  });

  it("grants a package's entitlements with its limits, and takes away only what nothing else grants", async () => {
    const pkg = (
      await create({
        name: 'SAML and Tenants',
        entitlements: [{ name: 'extendbasic', limits: { developmentTenants: 7 } }, { name: 'extendsaml' }],
      })
    ).json() as EntitlementPackage;
    expect(limitOf(await summary(ACME), 'developmentTenants')).toBe(5);
    const given = await assign(ACME, pkg.id);
    expect(given.statusCode).toBe(200);
    expect((given.json() as CompanyPackages).data.map((p) => p.name)).toContain('SAML and Tenants');
    expect((await assign(ACME, pkg.id)).statusCode).toBe(200);
    const held = await summary(ACME);
    expect(limitOf(held, 'developmentTenants')).toBe(7);
    const saml = held.entitlements.find((e) => e.name === 'extendsaml')!;
    expect(saml.sources.map((source) => source.package?.name ?? 'direct')).toEqual([
      'direct',
      'SAML and Tenants',
    ]);
    const holders = (
      await staff('GET', `/auth/v2/packages/${pkg.id}/organizations?start=0&length=10`)
    ).json() as PackageHolderPage;
    expect(holders).toMatchObject({
      total: 1,
      data: [{ organizationUuid: ACME, organizationName: 'Acme Health' }],
    });

    // Staff's direct grant cannot be taken back as if the package's were; the package's stays.
    expect((await unassign(ACME, pkg.id)).statusCode).toBe(200);
    const after = await summary(ACME);
    expect(names(after)).not.toContain('extendbasic');
    expect(names(after)).toContain('extendsaml');
    expect(limitOf(after, 'developmentTenants')).toBe(5);
    expect((await unassign(ACME, pkg.id)).statusCode).toBe(404);
  });

  it('an edit reaches every company holding the package, and SAML goes off when its extendsaml goes', async () => {
    const pkg = (
      await create({ name: 'Edit Reach', entitlements: [{ name: 'Journeys' }] })
    ).json() as EntitlementPackage;
    await assign(NORTHWIND, pkg.id);
    await staff('PUT', `/auth/v2/packages/${pkg.id}`, {
      name: 'Edit Reach',
      entitlements: [{ name: 'Hackathon' }],
    });
    const held = names(await summary(NORTHWIND));
    expect(held).toContain('Hackathon');
    expect(held).not.toContain('Journeys');

    // Acme's sign-on is on; once extendsaml comes only from a package, the package's edit takes it away.
    const samlOn = async () =>
      (
        (
          await s.admin!.request('GET', `/auth/v2/organizations/${ACME}/saml`, {
            headers: { 'x-organization-id': ACME },
          })
        ).json() as { enabled: boolean }
      ).enabled;
    expect(await samlOn()).toBe(true);
    const signOn = (
      await create({ name: 'Sign-on', entitlements: [{ name: 'extendsaml' }] })
    ).json() as EntitlementPackage;
    await assign(ACME, signOn.id);
    expect((await staff('DELETE', `/auth/v1/organizations/${ACME}/entitlements/extendsaml`)).statusCode).toBe(
      200,
    );
    expect(await samlOn()).toBe(true);
    const viaPackage = await staff('DELETE', `/auth/v1/organizations/${ACME}/entitlements/extendsaml`);
    expect(viaPackage.json().message).toBe(
      'The company holds extendsaml through a package only: remove the package to take it away.',
    );
    await staff('PUT', `/auth/v2/packages/${signOn.id}`, {
      name: 'Sign-on',
      entitlements: [{ name: 'Journeys' }],
    });
    expect(names(await summary(ACME))).not.toContain('extendsaml');
    expect(await samlOn()).toBe(false);
  });

  it('refuses a company its access policy does not admit, with the reason', async () => {
    const pkg = (
      await create({ name: 'Customers Only', entitlements: [{ name: 'Journeys' }] })
    ).json() as EntitlementPackage;
    const policy = await staff('PUT', `/auth/v2/packages/${pkg.id}/accessPolicies`, {
      organizationTypes: ['Customer'],
      regions: [],
    });
    expect(policy.json()).toEqual({ organizationTypes: ['Customer'], regions: [] });
    expect(
      (
        await staff('PUT', `/auth/v2/packages/${pkg.id}/accessPolicies`, {
          organizationTypes: ['Pirate'],
          regions: [],
        })
      ).statusCode,
    ).toBe(400);
    const refused = await assign(BRIGHT, pkg.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Customers Only is only for Customer companies; this company is Partner.',
    );
    expect(names(await summary(BRIGHT))).not.toContain('Journeys');
    expect((await assign(ACME, pkg.id)).statusCode).toBe(200);
  });

  it('keeps staff routes for staff, and a company admin to their own company', async () => {
    expect((await as('admin', 'GET', '/auth/v2/packages')).statusCode).toBe(403);
    expect(
      (await as('admin', 'POST', '/auth/v2/packages', { name: 'Mine', entitlements: [{ name: 'Journeys' }] }))
        .statusCode,
    ).toBe(403);
    const starter = ((await staff('GET', '/auth/v2/packages?search=starter')).json() as PackagePage).data[0]!;
    expect(
      (await as('admin', 'PUT', `/auth/v2/organizations/${ACME}/entitlementPackages/${starter.id}`, {}))
        .statusCode,
    ).toBe(403);
    const own = await s.admin!.request('GET', `/auth/v2/organizations/${ACME}/entitlementPackages`, {
      headers: { 'x-organization-id': ACME },
    });
    expect(own.statusCode).toBe(200);
    expect(
      (await as('admin', 'GET', `/auth/v2/organizations/${demoOrgs.globex.id}/entitlementPackages`))
        .statusCode,
    ).toBe(404);

    // The reviewer holds admin.portal, which sees packages but gives and changes none.
    expect((await as('reviewer', 'GET', `/auth/v2/packages/${starter.id}`)).json()).toMatchObject({
      access: 'view',
    });
    expect(
      (await as('reviewer', 'PUT', `/auth/v2/organizations/${ACME}/entitlementPackages/${starter.id}`, {}))
        .statusCode,
    ).toBe(403);
    expect((await as('reviewer', 'GET', '/auth/v2/packages/permissions')).statusCode).toBe(403);
    const cell = await staff('PUT', `/auth/v2/packages/${starter.id}/permissions/admin.portal`, {
      level: 'none',
    });
    expect(cell.json().levels['admin.portal']).toBe('none');
    expect((await as('reviewer', 'GET', `/auth/v2/packages/${starter.id}`)).statusCode).toBe(404);
    const locked = await staff('PUT', `/auth/v2/packages/${starter.id}/permissions/admin.packages`, {
      level: 'view',
    });
    expect(locked.statusCode).toBe(409);
    const matrix = (await staff('GET', '/auth/v2/packages/permissions')).json() as PackagePermissionsMatrix;
    expect(matrix.packages.find((p) => p.id === starter.id)?.levels).toMatchObject({
      'admin.packages': 'manage',
      'admin.companies': 'assign',
      'admin.portal': 'none',
    });
  });

  it('writes every change on the audit trail with before and after', async () => {
    const lines = await ctx.database.db.execute(
      `select org_id, message, attributes from logs where type = 'audit' and attributes->>'action' like 'packages.%'`,
    );
    const rows = (
      lines as { rows: { org_id: string; message: string; attributes: Record<string, unknown> }[] }
    ).rows;
    const messages = rows.map((row) => row.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Created the entitlement package Tenants Plus',
        'Changed the entitlement package Tenants Plus',
        'Retired the entitlement package Old Pack',
        'Gave the entitlement package SAML and Tenants to Acme Health',
        'Took the entitlement package SAML and Tenants from the company',
        'Changed the access policy of the entitlement package Customers Only',
        'Set admin.portal to none on the entitlement package Extend Starter',
      ]),
    );
    const edit = rows.find((row) => row.message === 'Changed the entitlement package Tenants Plus')!;
    expect(edit.attributes.before).toMatchObject({ description: 'More development tenants' });
    expect(edit.attributes.after).toMatchObject({ description: 'Seven development tenants' });
    expect(
      rows.filter((row) => row.message.startsWith('Gave the entitlement package SAML')).map((r) => r.org_id),
    ).toContain(ACME);
  });
});
