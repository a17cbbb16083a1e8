import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { apps, appVersions, builds } from '../../db/schema/index.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';
import type { BuildsService } from '../builds/builds.service.ts';
import { appsService } from './apps.service.ts';

const admin = demoUsers.find((user) => user.email === 'admin@demo.example')!;
const actor = { userId: admin.id, organizationId: demoOrgs.acme.id };
const fields = (referenceId: string) => ({
  name: 'Crash test',
  referenceId,
  type: 'EXTEND' as const,
  builtOnProvider: false,
});

/**
 * docs/product/apps.md APPS-3: a crash between the version's commit and its build's insert left a version
 * that never built, and a retry of the upload got 409. The version and its build now commit together.
 */
describe('a version and its build are written together', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  /** The apps service with a builds module that dies where the crash happened: writing the build. */
  const crashingWhenTheBuildIsWritten = () =>
    appsService({
      db: ctx.database.db,
      storage: ctx.app.services.storage,
      catalog: ctx.app.services.catalog,
      builds: {
        scheduleIn: async () => {
          throw new Error('the process died here');
        },
        queue: async () => {
          throw new Error('never reached');
        },
      } as unknown as BuildsService,
    });

  it('leaves no app and no version when the build cannot be written, so the same create succeeds after', async () => {
    await expect(
      crashingWhenTheBuildIsWritten().createFromForm(actor, fields('crash_test_app'), 'scratch'),
    ).rejects.toThrow('the process died here');
    const leftovers = await ctx.database.db.select().from(apps).where(eq(apps.referenceId, 'crash_test_app'));
    expect(leftovers).toEqual([]);

    const created = await ctx.app.services.apps.createFromForm(actor, fields('crash_test_app'), 'scratch');
    const [build] = await ctx.database.db
      .select()
      .from(builds)
      .where(eq(builds.versionId, created.version.id));
    expect(build?.status).toMatch(/SCHEDULED|QUEUED/);
  });

  it('leaves the earlier versions as they were when a new version cannot be written', async () => {
    const created = await ctx.app.services.apps.createFromForm(actor, fields('crash_test_upload'), 'scratch');
    const before = await ctx.database.db
      .select()
      .from(appVersions)
      .where(eq(appVersions.appId, created.app.id));
    const copy = crashingWhenTheBuildIsWritten().copy(actor, created.app.id, {
      name: 'Copy',
      referenceId: 'crash_test_copy',
    });
    await expect(copy).rejects.toThrow('the process died here');
    expect(await ctx.database.db.select().from(apps).where(eq(apps.referenceId, 'crash_test_copy'))).toEqual(
      [],
    );
    expect(
      await ctx.database.db.select().from(appVersions).where(eq(appVersions.appId, created.app.id)),
    ).toEqual(before);
  });
});
