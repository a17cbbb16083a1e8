import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployIntegration, integrationWithOrchestrations } from '../../../test/orchestrationsKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { buildApp } from '../../app.ts';
import { logs, orchestrationApprovals } from '../../db/schema/index.ts';
import { createJobs, type Jobs } from '../../platform/jobs/jobs.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };

const flows = {
  expense: {
    trigger: { type: 'manual' },
    steps: [
      {
        id: 'ask',
        type: 'approval',
        approver: 'role',
        role: 'admin',
        onApprove: 'yes',
        onReject: 'no',
        timeoutSeconds: 3600,
        onTimeout: 'late',
      },
      { id: 'yes', type: 'transform', expression: '"approved by " & steps.ask.decision', next: 'done' },
      { id: 'no', type: 'end', status: 'cancelled' },
      { id: 'late', type: 'transform', expression: '"nobody decided"', next: 'done' },
      { id: 'done', type: 'end' },
    ],
  },
  strict: {
    trigger: { type: 'manual' },
    steps: [
      { id: 'ask', type: 'approval', approver: 'role', role: 'admin', onApprove: 'done', onReject: 'done' },
      { id: 'done', type: 'end' },
    ],
  },
  managers: {
    trigger: { type: 'manual' },
    steps: [
      { id: 'ask', type: 'approval', approver: 'manager', onApprove: 'done', onReject: 'done' },
      { id: 'done', type: 'end' },
    ],
  },
};

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Approval steps (docs/product/orchestrations.md ORCH-6): a run waits, across a restart of the app, for a
 * member of the named role to approve or reject it on its page; the approver is notified; who may decide is
 * checked and the decision audited; nobody deciding in time takes the timeout path or fails the run.
 */
describe('orchestration approval steps', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let jobs: Jobs;
  let dev: Session;
  let admin: Session;
  let appId: string;

  const runs = (path = '') => `/apphub/v1/apps/${appId}/orchestration-runs${path}`;
  const read = async (session: Session, id: string) => {
    const res = await session.request('GET', runs(`/${id}`), { headers: acme });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const launched = async (orchestration: string) => {
    const res = await dev.request('POST', runs(), {
      headers: acme,
      payload: { orchestration, tenant: 'acme_dev', inputs: {} },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const until = async (session: Session, id: string, statuses: string[]) => {
    const stop = Date.now() + 30_000;
    for (;;) {
      const run = await read(session, id);
      if (statuses.includes(run.status)) return run;
      if (Date.now() > stop) throw new Error(`run ${id} still ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const decide = (session: Session, id: string, decision: 'approve' | 'reject', comment?: string) =>
    session.request('POST', runs(`/${id}/approval`), {
      headers: acme,
      payload: { decision, ...(comment ? { comment } : {}) },
    });
  const signInBoth = async () => {
    dev = await signIn(app, 'developer@demo.example');
    admin = await signIn(app, 'admin@demo.example');
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    app = ctx.app;
    jobs = ctx.jobs;
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await jobs.start();
    await signInBoth();
    appId = await deployIntegration(dev, ACME, {
      name: 'Approvals',
      referenceId: 'approvals',
      zip: await integrationWithOrchestrations('approvals', flows),
      tenant: 'acme_dev',
    });
  }, 60_000);
  afterAll(async () => {
    if (app !== ctx.app) {
      await app.close();
      await jobs.stop();
    }
    await ctx.close();
  });

  it('waits across a restart for an admin, who is notified, and goes on when the admin approves', async () => {
    const id = await launched('expense');
    const waiting = await until(dev, id, ['WAITING']);
    expect(waiting.steps).toMatchObject([{ stepId: 'ask', type: 'approval', status: 'WAITING' }]);
    expect(waiting.approvals).toMatchObject([
      { stepId: 'ask', role: 'admin', decision: null, approvers: ['Ada Admin'], mayDecide: false },
    ]);
    expect((await read(admin, id)).approvals[0].mayDecide).toBe(true);

    const inbox = (await admin.request('GET', '/sub-api/v1/notifications/inbox', { headers: acme })).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.data[0]).toMatchObject({
      kind: 'approval_requested',
      data: { app: 'Approvals', orchestration: 'expense', step: 'ask', role: 'admin' },
      link: `/console/apps/view/${appId}/orchestration-activity/${id}`,
      readAt: null,
    });
    const devInbox = (await dev.request('GET', '/sub-api/v1/notifications/inbox', { headers: acme })).json();
    expect(devInbox.unread).toBe(0);

    // The developer may read the run but not decide it.
    const refused = await decide(dev, id, 'approve');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe('Only a member with the role admin may approve or reject this step.');

    // A restart: this process's app and job workers stop; a new one opens on the same database.
    await app.close();
    await jobs.stop();
    jobs = createJobs(ctx.database, { logger: pino({ level: 'silent' }) });
    app = await buildApp(
      { config: ctx.config, database: ctx.database, jobs },
      { serveWeb: false, logger: false, loadContent: 'onFirstRead' },
    );
    await app.ready();
    await jobs.start();
    await signInBoth();
    expect((await read(dev, id)).status).toBe('WAITING');

    const approved = await decide(admin, id, 'approve', 'Within budget.');
    expect(approved.statusCode, approved.body).toBe(200);
    const run = await until(dev, id, ['SUCCEEDED', 'FAILED', 'CANCELLED']);
    expect(run).toMatchObject({ status: 'SUCCEEDED', output: 'approved by approved' });
    expect(run.steps.map((s: { stepId: string; status: string }) => [s.stepId, s.status])).toEqual([
      ['ask', 'SUCCEEDED'],
      ['yes', 'SUCCEEDED'],
      ['done', 'SUCCEEDED'],
    ]);
    expect(run.steps[0].output).toMatchObject({ decision: 'approved', comment: 'Within budget.' });
    expect(run.approvals).toMatchObject([
      {
        decision: 'approved',
        decidedBy: 'Ada Admin',
        comment: 'Within budget.',
        approvers: [],
        mayDecide: false,
      },
    ]);

    // Decided once: a second decision is refused.
    const again = await decide(admin, id, 'reject');
    expect(again.statusCode, again.body).toBe(409);

    const audited = await ctx.database.db
      .select({ message: logs.message })
      .from(logs)
      .where(and(eq(logs.orgId, ACME), eq(logs.type, 'audit'), sql`${logs.attributes}->>'target' = ${id}`));
    expect(audited.map((line) => line.message)).toContainEqual(
      expect.stringMatching(/^Approved step ask of a run of orchestration expense of app Approvals/),
    );
  }, 90_000);

  it('takes the reject path when the admin rejects', async () => {
    const id = await launched('expense');
    await until(dev, id, ['WAITING']);
    expect((await decide(admin, id, 'reject')).statusCode).toBe(200);
    const run = await until(dev, id, ['SUCCEEDED', 'FAILED', 'CANCELLED']);
    expect(run.status).toBe('CANCELLED');
    expect(run.steps.map((s: { stepId: string }) => s.stepId)).toEqual(['ask', 'no']);
    expect(run.approvals[0]).toMatchObject({ decision: 'rejected', decidedBy: 'Ada Admin' });
  }, 60_000);

  it('takes the timeout path once nobody decided in time, or fails the run without one', async () => {
    const engine = app.services.orchestrations.engine;
    const expire = async (id: string) => {
      const [row] = await ctx.database.db
        .update(orchestrationApprovals)
        .set({ deadline: new Date(Date.now() - 1000) })
        .where(eq(orchestrationApprovals.runId, id))
        .returning();
      // The deadline's own job, as it would come then.
      await engine.runJob({ runId: id, seq: row!.seq, attempt: 0 }, 'deadline-job');
    };
    const late = await launched('expense');
    await until(dev, late, ['WAITING']);
    await expire(late);
    const run = await until(dev, late, ['SUCCEEDED', 'FAILED', 'CANCELLED']);
    expect(run).toMatchObject({ status: 'SUCCEEDED', output: 'nobody decided' });
    expect(run.approvals[0]).toMatchObject({ decision: 'timed_out', decidedBy: null });
    expect((await decide(admin, late, 'approve')).statusCode).toBe(409);

    const strict = await launched('strict');
    await until(dev, strict, ['WAITING']);
    await expire(strict);
    const failed = await until(dev, strict, ['SUCCEEDED', 'FAILED', 'CANCELLED']);
    expect(failed).toMatchObject({ status: 'FAILED', errorStep: 'ask' });
    expect(failed.error).toContain('Nobody with the role admin decided before');
  }, 60_000);

  it('refuses before a run an approver the portal cannot find', async () => {
    const res = await dev.request('POST', runs(), {
      headers: acme,
      payload: { orchestration: 'managers', tenant: 'acme_dev', inputs: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Step 'ask' asks a worker's manager to approve");
  });
});
