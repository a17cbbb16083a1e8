import type { AlertRule } from '@portal/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { logAlertRules } from '../../db/schema/index.ts';
import { createJobs, type Jobs } from '../../platform/jobs/jobs.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { ALERT_EVALUATION_QUEUE, type TickResult } from './logAlertEvaluation.ts';

const ACME = demoOrgs.acme.id;
const RULES = '/observability/v1/logs/alerts';
type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Evaluation (docs/alerts.md): the count of the preset's lines in the window against the condition,
 * each rule once per tick however many ticks run, and a webhook to a private address refused.
 */
describe('alert evaluation', () => {
  let ctx: TestContext;
  let developer: Session;
  let admin: Session;
  let presetId: string;
  const call = (who: Session, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    who.request(method, url, { headers: { 'x-organization-id': ACME }, ...(payload ? { payload } : {}) });
  const createRule = async (patch: Record<string, unknown>) => {
    const res = await call(developer, 'POST', RULES, {
      presetId,
      name: `rule ${Math.random()}`,
      condition: 'above',
      threshold: 3,
      windowMinutes: 5,
      intervalMinutes: 1,
      recipients: { roles: ['admin'], userIds: [] },
      ...patch,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const get = async (id: string) => (await call(developer, 'GET', `${RULES}/${id}`)).json() as AlertRule;
  const allDue = () => ctx.database.db.update(logAlertRules).set({ nextEvaluationAt: new Date(0) });
  const line = (level: 'error' | 'info', agoMs: number, message = 'payroll run') => ({
    orgId: ACME,
    appId: 'payroll-sync',
    date: new Date(Date.now() - agoMs),
    source: 'test',
    type: 'app_event' as const,
    level,
    message,
    attributes: {},
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    developer = await signIn(ctx.app, 'developer@demo.example');
    admin = await signIn(ctx.app, 'admin@demo.example');
    const preset = await call(developer, 'POST', '/observability/v1/logs/presets', {
      name: 'Payroll errors',
      basePreset: 'App Event',
      appId: 'payroll-sync',
      filters: [{ column: 'message', condition: 'stringMatch', value: 'pay.*run' }],
      layout: { columns: ['date', 'message'], order: ['date', 'message'], widths: {} },
    });
    presetId = preset.json().id;
    // Five matching lines in the last five minutes, one older, two that the filter leaves out.
    await ctx.app.services.ingestLogs([
      ...[10_000, 20_000, 30_000, 40_000, 50_000].map((ago) => line('error', ago)),
      line('error', 10 * 60_000),
      line('info', 15_000, 'login'),
      { ...line('error', 15_000), appId: 'other-app' },
    ]);
  }, 60_000);
  afterAll(() => ctx?.close());

  it('fires above and stays OK below the threshold, with the count in the history', async () => {
    const above = await createRule({ condition: 'above', threshold: 4 });
    const notAbove = await createRule({ condition: 'above', threshold: 5 });
    const below = await createRule({ condition: 'below', threshold: 6 });
    const notBelow = await createRule({ condition: 'below', threshold: 5 });
    await ctx.app.services.logAlerts.evaluate();
    expect(await get(above)).toMatchObject({ state: 'firing', lastCount: 5 });
    expect(await get(notAbove)).toMatchObject({ state: 'ok', lastCount: 5 });
    expect(await get(below)).toMatchObject({ state: 'firing', lastCount: 5 });
    expect(await get(notBelow)).toMatchObject({ state: 'ok', lastCount: 5 });

    const history = (await call(developer, 'GET', `${RULES}/${above}/history`)).json();
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({ fromState: 'ok', toState: 'firing', count: 5 });
    const { windowStart, windowEnd } = history.data[0];
    expect(Date.parse(windowEnd) - Date.parse(windowStart)).toBe(5 * 60_000);
    // A rule that stays OK has no state change to record.
    expect((await call(developer, 'GET', `${RULES}/${notAbove}/history`)).json().total).toBe(0);

    // The firing rule's recipients (the admin role) have it in the portal's inbox, linked to the lines.
    const inbox = (await call(admin, 'GET', '/sub-api/v1/notifications/inbox')).json();
    const { name } = await get(above);
    const notice = inbox.data.find(
      (entry: { kind: string; data: { rule: string } }) =>
        entry.kind === 'log_alert' && entry.data.rule === name,
    );
    expect(notice.data).toMatchObject({ state: 'firing', count: '5', preset: 'Payroll errors' });
    expect(notice.link).toContain(`presetId=${presetId}`);
    expect(notice.link).toContain(`start=${encodeURIComponent(windowStart)}`);
  });

  it('reports no data when the window holds no matching line, and OK once it does', async () => {
    const quiet = await createRule({ condition: 'no_data', threshold: null, windowMinutes: 5 });
    await ctx.database.db.update(logAlertRules).set({ nextEvaluationAt: new Date(0) });
    await ctx.app.services.logAlerts.evaluate();
    expect((await get(quiet)).state).toBe('ok');
    // The same preset over a window with nothing in it: a preset of lines that never come.
    const never = (
      await call(developer, 'POST', '/observability/v1/logs/presets', {
        name: 'Never',
        basePreset: 'App Event',
        filters: [{ column: 'message', condition: 'stringEquals', value: 'no such line' }],
        layout: { columns: ['date'], order: ['date'], widths: {} },
      })
    ).json().id;
    const silent = await createRule({ presetId: never, condition: 'no_data', threshold: null });
    await ctx.app.services.logAlerts.evaluate();
    expect(await get(silent)).toMatchObject({ state: 'no_data', lastCount: 0 });
    const history = (await call(developer, 'GET', `${RULES}/${silent}/history`)).json();
    expect(history.data[0]).toMatchObject({ fromState: 'ok', toState: 'no_data', count: 0 });
  });

  /**
   * The cron job of the test app ticks too (each minute): it may take some of the rules first, so the
   * checks are that no rule is taken by two ticks and that every rule due was taken.
   */
  it('evaluates a rule once when two ticks run at once', async () => {
    for (const threshold of [1, 2, 3]) await createRule({ threshold });
    await allDue();
    const [first, second] = await Promise.all([
      ctx.app.services.logAlerts.evaluate(),
      ctx.app.services.logAlerts.evaluate(),
    ]);
    const taken = [...first!.ruleIds, ...second!.ruleIds];
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.length).toBeGreaterThanOrEqual(3);
    // Not due again until its interval has passed.
    expect((await ctx.app.services.logAlerts.evaluate()).evaluated).toBe(0);
  });

  it('evaluates a rule once when the tick job is taken by two workers', async () => {
    for (const threshold of [1, 2, 3]) await createRule({ threshold });
    await allDue();
    const results: TickResult[] = [];
    const logger = pino({ level: 'silent' });
    const runners: Jobs[] = [0, 1].map(() => {
      const jobs = createJobs(ctx.database, { logger, schema: 'alert_ticks' });
      jobs.define(
        ALERT_EVALUATION_QUEUE,
        async () => void results.push(await ctx.app.services.logAlerts.evaluate()),
        { pollingIntervalSeconds: 0.5 },
      );
      return jobs;
    });
    try {
      // One after the other: on PGlite both share one connection, where pg-boss's install lock is no lock.
      for (const jobs of runners) await jobs.start();
      // A tick forwarded twice, one job for each worker.
      await runners[0]!.send(ALERT_EVALUATION_QUEUE, {});
      await runners[1]!.send(ALERT_EVALUATION_QUEUE, {});
      await expect.poll(() => results.length, { timeout: 30_000, interval: 200 }).toBe(2);
    } finally {
      for (const jobs of runners) await jobs.stop(1_000);
    }
    const taken = results.flatMap((result) => result.ruleIds);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a webhook to this host or a private network, and records why', async () => {
    const hook = await createRule({
      condition: 'above',
      threshold: 0,
      webhookUrl: 'https://127.0.0.1:9/hook',
    });
    const privateHook = await createRule({
      condition: 'above',
      threshold: 0,
      webhookUrl: 'https://10.1.2.3/hook',
    });
    await ctx.app.services.logAlerts.evaluate();
    for (const id of [hook, privateHook]) {
      await expect
        .poll(
          async () => (await call(developer, 'GET', `${RULES}/${id}/deliveries`)).json().data[0]?.status,
          {
            timeout: 20_000,
          },
        )
        .toBe('failed');
      const [delivery] = (await call(developer, 'GET', `${RULES}/${id}/deliveries`)).json().data;
      expect(delivery).toMatchObject({
        attempts: 1,
        responseStatus: null,
        error: 'The webhook URL does not reach a public address over https: it was not called.',
      });
    }
  });
});
