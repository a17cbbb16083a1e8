import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployedOrchestrations } from '../../../test/orchestrationsKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { logs } from '../../db/schema/index.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };

const scriptFlow = (fn: string, before: object[] = []) => ({
  trigger: { type: 'manual' },
  steps: [...before, { id: 'run', type: 'script', script: 'calc', function: fn }],
});
const flows = {
  total: scriptFlow('total', [{ id: 'numbers', type: 'transform', expression: '[1, 2, 3]', next: 'run' }]),
  spin: scriptFlow('spin'),
  hoard: scriptFlow('hoard'),
  probe: scriptFlow('probe'),
  reach: scriptFlow('reach'),
};
const calc = `
export function total(input) {
  const sum = input.last.reduce((a, b) => a + b, 0);
  console.log('summing', input.steps.numbers.length, 'numbers');
  return { sum, doubled: input.last.map((n) => n * 2) };
}
export function spin() {
  for (;;) {}
}
export function hoard() {
  const kept = [];
  for (;;) kept.push(new Array(1000).fill(kept.length));
}
export function probe() {
  return [typeof require, typeof process, typeof fetch, eval('typeof process'), Function('return typeof process')()];
}
export function reach() {
  return require('node:child_process').execSync('id').toString();
}
`;
/** Names staff may allow, so the build lets the hostile scripts through: the sandbox has none of them. */
const hostileGlobals = ['require', 'process', 'fetch', 'eval', 'Function'];

describe('orchestration script steps', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let scripted: Awaited<ReturnType<typeof deployedOrchestrations>>;
  let appId: string;

  const read = (id: string) => scripted.read(id);
  const launched = (orchestration: string) => scripted.launch(orchestration);
  const finished = (id: string) => scripted.finished(id);

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    const limits = ctx.app.services.orchestrations.limits;
    limits.scriptTimeoutMs = 2000;
    limits.scriptMemoryBytes = 8 * 1024 * 1024;
    dev = await signIn(ctx.app, 'developer@demo.example');
    const staff = await signIn(ctx.app, 'staff@demo.example');
    const env = (await staff.request('GET', '/apphub/v1/admin/build-env')).json();
    const saved = await staff.request('PUT', '/apphub/v1/admin/build-env', {
      payload: {
        maxSourceBytes: env.maxSourceBytes,
        maxEntries: env.maxEntries,
        buildTimeoutSeconds: env.buildTimeoutSeconds,
        allowedScriptGlobals: [...env.allowedScriptGlobals, ...hostileGlobals],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    scripted = await deployedOrchestrations(dev, ACME, {
      referenceId: 'scripted',
      tenant: 'acme_dev',
      flows,
      scripts: { calc },
    });
    appId = scripted.appId;
  });
  afterAll(() => ctx.close());

  it("runs a script step on the step before's output, its console in the run's log", async () => {
    const run = await finished(await launched('total'));
    expect(run).toMatchObject({ status: 'SUCCEEDED', output: { sum: 6, doubled: [2, 4, 6] } });
    expect(run.steps.at(-1)).toMatchObject({ stepId: 'run', type: 'script', status: 'SUCCEEDED' });
    const lines = await ctx.database.db
      .select({ message: logs.message, level: logs.level })
      .from(logs)
      .where(and(eq(logs.orgId, ACME), eq(logs.type, 'app_event'), eq(logs.appId, appId)));
    expect(lines).toContainEqual({ message: 'summing 3 numbers', level: 'info' });
  });

  it('fails a script that never ends at its time limit, answering requests all the while', async () => {
    const id = await launched('spin');
    // Each read below is a request the server answers while the script runs.
    let seenRunning = false;
    let run = await read(id);
    while (!['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(run.status)) {
      if (run.steps.some((s: { stepId: string; status: string }) => s.status === 'RUNNING')) {
        seenRunning = true;
        const other = await dev.request('GET', `/apphub/v1/apps/${appId}/orchestrations`, { headers: acme });
        expect(other.statusCode).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = await read(id);
    }
    expect(seenRunning).toBe(true);
    expect(run).toMatchObject({
      status: 'FAILED',
      errorStep: 'run',
      error: 'The script ran longer than its limit of 2000 ms.',
    });
  });

  it('fails a script that allocates without bound at its memory limit, and runs the next', async () => {
    const run = await finished(await launched('hoard'));
    expect(run).toMatchObject({
      status: 'FAILED',
      error: 'The script used more than its memory limit of 8 MB.',
    });
    expect(await finished(await launched('total'))).toMatchObject({ status: 'SUCCEEDED' });
  });

  it('gives a script nothing of Node even when staff allow the names: require, process, fetch, eval', async () => {
    const probe = await finished(await launched('probe'));
    expect(probe).toMatchObject({
      status: 'SUCCEEDED',
      output: ['undefined', 'undefined', 'undefined', 'undefined', 'undefined'],
    });
    expect(await finished(await launched('reach'))).toMatchObject({
      status: 'FAILED',
      errorStep: 'run',
      error: "The script threw ReferenceError: 'require' is not defined",
    });
  });
});
