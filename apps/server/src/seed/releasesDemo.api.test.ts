import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from './identityDemo.ts';
import { seedReleasesDemo } from './releasesDemo.ts';
import { seedWorkspaceDemo } from './workspaceDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };

describe('the demo world: a promotion board with something to roll back to on the first start', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    const { apps, catalog, licenses, deploy, storage } = ctx.app.services;
    const logger = pino({ level: 'silent' });
    const now = new Date();
    await seedWorkspaceDemo({ db: ctx.database.db, apps, catalog, licenses, deploy, storage, logger, now });
    await seedReleasesDemo({ apps, deploy, storage });
    dev = await signIn(ctx.app, 'developer@demo.example');
  }, 240_000);
  afterAll(() => ctx?.close());

  it("shows acme_dev running the expense approval's second version, with the first to go back to", async () => {
    const res = await dev.request('GET', '/apphub/v1/apps/acme_expense_approval/board', { headers: acme });
    expect(res.statusCode, res.body).toBe(200);
    const development = res.json().columns[0];
    expect(development.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const acmeDev = development.tenants.find((t: { tenant: string }) => t.tenant === 'acme_dev');
    expect(acmeDev).toMatchObject({ current: { number: 2, version: '1.3.0' }, previous: { number: 1 } });

    const [second, first] = development.versions;
    const diff = await dev.request(
      'GET',
      `/apphub/v1/apps/acme_expense_approval/diff?from=${first.id}&to=${second.id}`,
      { headers: acme },
    );
    expect(diff.json().files.map((f: { path: string }) => f.path)).toEqual([
      'manifest.json',
      'pages/submit.json',
    ]);
    expect(diff.json().manifest).toEqual([
      { key: 'version', change: 'changed', before: '"1.2.0"', after: '"1.3.0"' },
    ]);
  });
});
