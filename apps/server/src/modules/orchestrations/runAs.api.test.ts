import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployIntegration } from '../../../test/orchestrationsKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { memberships, orchestrationRuns } from '../../db/schema/index.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { sampleSourceZip } from '../catalog/samples.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
const developer = demoUsers.find((user) => user.email === 'developer@demo.example')!;

/**
 * The demo's Worker directory sync, as the catalog ships it: its `nightly` orchestration runs on its
 * schedule with nobody launching it, so it acts for the person who deployed it (orchestration-run-as.md).
 */

/** A day before today (UTC), as yyyy-mm-dd: the ticks are days the test chooses, never fixed dates. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
describe('a scheduled run acts for whoever deployed the app', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let appId: string;

  const finished = async (id: string) => {
    const stop = Date.now() + 60_000;
    for (;;) {
      const res = await dev.request('GET', `/apphub/v1/apps/${appId}/orchestration-runs/${id}`, {
        headers: acme,
      });
      expect(res.statusCode, res.body).toBe(200);
      const run = res.json();
      if (['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(run.status)) return run;
      if (Date.now() > stop) throw new Error(`run ${id} still ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };
  const scheduledRun = async (minute: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(orchestrationRuns)
      .where(and(eq(orchestrationRuns.appId, appId), eq(orchestrationRuns.scheduledFor, new Date(minute))));
    expect(row).toBeDefined();
    return row!;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    appId = await deployIntegration(dev, ACME, {
      name: 'Nightly sync',
      referenceId: 'nightly_sync',
      zip: await sampleSourceZip('worker-directory-sync', { referenceId: 'nightly_sync' }),
      tenant: 'acme_dev',
    });
  }, 120_000);
  afterAll(() => ctx.close());

  it("runs nightly on its schedule as its deployer, writing each active worker's email to the sandbox", async () => {
    const tick = ctx.app.services.orchestrations.tickSchedules;
    const day = daysAgo(2);
    expect(await tick(new Date(`${day}T01:30:10Z`))).toEqual({ launched: 1 });
    const row = await scheduledRun(`${day}T01:30:00Z`);
    expect(row).toMatchObject({ trigger: 'schedule', startedBy: null, actsAs: developer.id });
    const run = await finished(row.id);
    expect(run.status, run.error).toBe('SUCCEEDED');
    const sent = run.steps.filter((s: { stepId: string }) => s.stepId === 'send');
    expect(sent.length).toBeGreaterThan(0);
    // Each PATCH answered with the worker as the sandbox now holds it.
    for (const step of sent) {
      expect(step.status).toBe('SUCCEEDED');
      expect(step.output.status).toBe(200);
      expect(step.output.body.email).toBe(step.output.body.email.trim().toLowerCase());
    }
    const workers = run.steps.find((s: { stepId: string }) => s.stepId === 'fetch').output.body.data;
    const active = workers.filter((w: { status: string }) => w.status === 'Active');
    expect(sent).toHaveLength(active.length);
  }, 90_000);

  it('fails the run clearly once its deployer has left the company, calling nothing', async () => {
    await ctx.database.db
      .delete(memberships)
      .where(and(eq(memberships.userId, developer.id), eq(memberships.organizationId, ACME)));
    try {
      const tick = ctx.app.services.orchestrations.tickSchedules;
      const day = daysAgo(1);
      expect(await tick(new Date(`${day}T01:30:10Z`))).toEqual({ launched: 1 });
      const row = await scheduledRun(`${day}T01:30:00Z`);
      dev = await signIn(ctx.app, 'admin@demo.example');
      const run = await finished(row.id);
      expect(run).toMatchObject({ status: 'FAILED', errorStep: 'fetch' });
      expect(run.error).toContain('is no longer a member of the company');
    } finally {
      await ctx.database.db
        .insert(memberships)
        .values({
          userId: developer.id,
          organizationId: ACME,
          associationType: 'PRIMARY',
          roles: ['developer'],
        })
        .onConflictDoNothing();
    }
  }, 90_000);
});
