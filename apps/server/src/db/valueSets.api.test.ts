import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../seed/identityDemo.ts';
import { apps, builds, logs, memberships, organizations } from './schema/index.ts';

/**
 * The value sets of packages/contracts are the database's too. A value outside them is
 * refused by PostgreSQL itself (CHECK constraints from migration 0010), whatever code wrote it.
 */
describe('value sets enforced by the database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());
  const acme = demoOrgs.acme.id;
  // `as never`: the types refuse these values already; the point is that the database does too.
  const invalid = (value: string) => value as never;

  it('refuses an app type outside INTEGRATION, JOURNEYS, EXTEND', async () => {
    await expect(
      ctx.database.db
        .insert(apps)
        .values({ organizationId: acme, referenceId: 'odd_type', name: 'Odd', type: invalid('extension') }),
    ).rejects.toThrow();
    await ctx.database.db
      .insert(apps)
      .values({ organizationId: acme, referenceId: 'good_type', name: 'Good', type: 'EXTEND' });
  });

  it('refuses a build status, a company type, an association type and a role outside their sets', async () => {
    const db = ctx.database.db;
    const admin = demoUsers.find((user) => user.email === 'admin@demo.example')!;
    await ctx.app.services.apps.createFromForm(
      { userId: admin.id, organizationId: acme },
      { name: 'Built', referenceId: 'value_sets_build', type: 'EXTEND', builtOnProvider: false },
      'scratch',
    );
    await expect(db.update(builds).set({ status: invalid('DONE') })).rejects.toThrow();
    await expect(db.update(organizations).set({ organizationType: invalid('Startup') })).rejects.toThrow();
    await expect(db.update(memberships).set({ associationType: invalid('GUEST') })).rejects.toThrow();
    await expect(db.update(memberships).set({ roles: ['admin', invalid('owner')] })).rejects.toThrow();
  });

  it('refuses a log line of an unknown type or level, on the partitioned log store too', async () => {
    const row = {
      orgId: acme,
      appId: null,
      date: new Date(),
      source: 'test',
      level: 'info' as const,
      message: 'x',
      attributes: {},
    };
    await expect(ctx.database.db.insert(logs).values({ ...row, type: invalid('metric') })).rejects.toThrow();
    await expect(
      ctx.database.db.insert(logs).values({ ...row, type: 'audit', level: invalid('fatal') }),
    ).rejects.toThrow();
  });
});
