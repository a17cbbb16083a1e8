import { readFile } from 'node:fs/promises';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../seed/identityDemo.ts';
import { apps, appVersions, deployments, tenants } from './schema/index.ts';

const migration = new URL('../../drizzle/0007_company_tenants.sql', import.meta.url);
const dataCentres = new URL('../../drizzle/0052_tenant_data_centers.sql', import.meta.url);

const statementsOf = async (file: URL) => (await readFile(file, 'utf8')).split('--> statement-breakpoint');

/** The migration's last statement: the backfill of tenants from the deployments already stored. */
async function backfillStatement(): Promise<string> {
  return (await statementsOf(migration)).at(-1)!;
}

describe('migration 0007: tenants backfilled from existing deployments', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  it('makes one tenant per company and name, the latest deployment deciding a name used twice', async () => {
    const db = ctx.database.db;
    // A database as it was before 0007: deployments, no tenants (and no data centre to give them yet).
    await db.delete(tenants);
    await db.execute(sql`alter table tenants alter column data_center drop not null`);
    const insertApp = async (organizationId: string, referenceId: string) => {
      const [app] = await db
        .insert(apps)
        .values({ organizationId, referenceId, name: referenceId, type: 'EXTEND' })
        .returning();
      const [version] = await db
        .insert(appVersions)
        .values({
          appId: app!.id,
          number: 1,
          version: '1.0.0',
          sourceKey: 'k',
          sourceSize: 1,
          sourceSha256: 'x',
        })
        .returning();
      return { appId: app!.id, versionId: version!.id, organizationId };
    };
    const a = await insertApp(demoOrgs.acme.id, 'old_a');
    const b = await insertApp(demoOrgs.acme.id, 'old_b');
    const c = await insertApp(demoOrgs.bright.id, 'old_c');
    await db.insert(deployments).values([
      { ...a, tenant: 'shared', environment: 'Development', deployedAt: new Date('2026-01-01T00:00:00Z') },
      { ...b, tenant: 'shared', environment: 'Sandbox', deployedAt: new Date('2026-02-01T00:00:00Z') },
      { ...a, tenant: 'live', environment: 'Production' },
      { ...b, tenant: 'live', environment: 'Production' },
      { ...c, tenant: 'shared', environment: 'Implementation' },
    ]);

    await db.execute(sql.raw(await backfillStatement()));

    const rows = await db
      .select({
        organizationId: tenants.organizationId,
        name: tenants.name,
        environment: tenants.environment,
      })
      .from(tenants)
      .orderBy(asc(tenants.organizationId), asc(tenants.name));
    expect(rows).toEqual([
      { organizationId: demoOrgs.acme.id, name: 'live', environment: 'Production' },
      { organizationId: demoOrgs.acme.id, name: 'shared', environment: 'Sandbox' },
      { organizationId: demoOrgs.bright.id, name: 'shared', environment: 'Implementation' },
    ]);
    // Running it again adds nothing.
    await db.execute(sql.raw(await backfillStatement()));
    expect(await db.$count(tenants)).toBe(3);

    // 0052 then gives each its region's first data centre (Acme is in scylla:us, Bright in scylla:de).
    for (const statement of (await statementsOf(dataCentres)).slice(1)) await db.execute(sql.raw(statement));
    const placed = await db
      .select({ name: tenants.name, dataCenter: tenants.dataCenter })
      .from(tenants)
      .orderBy(asc(tenants.organizationId), asc(tenants.name));
    expect(placed).toEqual([
      { name: 'live', dataCenter: 'us-east-1' },
      { name: 'shared', dataCenter: 'us-east-1' },
      { name: 'shared', dataCenter: 'eu-frankfurt-1' },
    ]);
  });

  it('refuses an environment that is not one of the four', async () => {
    await expect(
      ctx.database.db.insert(tenants).values({
        organizationId: demoOrgs.acme.id,
        name: 'odd',
        environment: 'Staging' as never,
        dataCenter: 'us-east-1',
      }),
    ).rejects.toThrow();
  });
});
