import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartBody, waitForBuild } from '../../../test/appsTestKit.ts';
import { openCompanySocket } from '../../../test/companySocket.ts';
import { integrationWithOrchestrations } from '../../../test/orchestrationsKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { tokenEndpoint } from '../../../test/tokenEndpoint.ts';
import { logs, orchestrationRuns, orchestrationStepRuns } from '../../db/schema/index.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { webhookSignature } from './webhooks.service.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
type Session = Awaited<ReturnType<typeof signIn>>;

const end = { id: 'done', type: 'end' };
const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const HR = 'urn:portal:sandbox:Human_Resources';
/** An http step posting a SOAP envelope (the expression `body`) to the sandbox's HR service. */
const soapCall = (body: string, more: object = {}) => ({
  id: 'call',
  type: 'http',
  method: 'POST',
  url: '/soap/Human_Resources',
  format: 'soap',
  body,
  ...more,
});
const flows = {
  main: {
    trigger: { type: 'api', inputs: [{ name: 'limit', type: 'number' }] },
    steps: [
      { id: 'shape', type: 'transform', expression: '{"limit": inputs.limit}', next: 'check' },
      { id: 'check', type: 'condition', when: 'steps.shape.limit > 0', ifTrue: 'fetch', ifFalse: 'done' },
      {
        id: 'fetch',
        type: 'http',
        method: 'GET',
        url: '/api/workers/v1/workers?limit={{steps.shape.limit}}',
        next: 'count',
      },
      {
        id: 'count',
        type: 'transform',
        expression: '{"total": last.body.total, "got": $count(last.body.data)}',
        next: 'each',
      },
      { id: 'each', type: 'loop', items: '[1, 2, 3]', do: 'double', next: 'note' },
      { id: 'double', type: 'transform', expression: 'item * 2' },
      { id: 'note', type: 'log', message: '"doubled " & $join(last.$string(), ",")', next: 'done' },
      end,
    ],
  },
  flaky: {
    trigger: { type: 'manual' },
    steps: [
      {
        id: 'call',
        type: 'http',
        method: 'GET',
        url: '/api/workers/v1/workers/NOPE',
        retry: { max: 2, backoffSeconds: 1 },
        onError: 'recover',
        next: 'done',
      },
      {
        id: 'recover',
        type: 'transform',
        expression: '{"caught": error.step, "why": error.message}',
        next: 'done',
      },
      end,
    ],
  },
  hooked: {
    trigger: { type: 'webhook', inputs: [{ name: 'employee', type: 'string' }] },
    steps: [{ id: 'greet', type: 'transform', expression: '"hello " & inputs.employee' }],
  },
  nightly: {
    trigger: { type: 'schedule', cron: '0 2 * * *' },
    steps: [{ id: 'stamp', type: 'transform', expression: '"ran on schedule"' }],
  },
  waiter: {
    trigger: { type: 'manual' },
    steps: [
      // Long enough for a poll every 100 ms to see the run WAITING on a loaded machine, where one read
      // can take most of a second: with 1 s, a run once finished before any read saw it.
      { id: 'pause', type: 'wait', seconds: 3, next: 'after' },
      { id: 'after', type: 'transform', expression: '"resumed"' },
    ],
  },
  slow: {
    trigger: { type: 'manual' },
    steps: [
      { id: 'pause', type: 'wait', seconds: 3600, next: 'after' },
      { id: 'after', type: 'transform', expression: '"resumed"' },
    ],
  },
  spin: {
    trigger: { type: 'manual' },
    steps: [
      { id: 'again', type: 'transform', expression: '1', next: 'check' },
      { id: 'check', type: 'condition', when: 'true', ifTrue: 'again', ifFalse: 'done' },
      end,
    ],
  },
  big: {
    trigger: { type: 'manual' },
    steps: [{ id: 'grow', type: 'transform', expression: '$join([1..5000].$string(), ",")' }],
  },
  hostile: {
    trigger: { type: 'manual' },
    steps: [
      {
        id: 'peek',
        type: 'transform',
        expression:
          '{"c": $type(constructor), "p": $type(process), "proto": $type($$.__proto__), "env": $type(process.env)}',
        next: 'call',
      },
      { id: 'call', type: 'transform', expression: 'inputs.constructor.constructor("return process")()' },
    ],
  },
  outside: {
    trigger: { type: 'manual' },
    steps: [{ id: 'steal', type: 'http', method: 'GET', url: '/../../apphub/v1/apps' }],
  },
  cycle: {
    trigger: { type: 'manual' },
    steps: [
      { id: 'first', type: 'transform', expression: '1', next: 'second' },
      { id: 'second', type: 'transform', expression: '2', next: 'first' },
    ],
  },
  fanout: {
    trigger: { type: 'manual' },
    steps: [
      { id: 'seed', type: 'transform', expression: '3', next: 'split' },
      { id: 'split', type: 'parallel', branches: ['people', 'math'], join: 'merge' },
      { id: 'people', type: 'http', method: 'GET', url: '/api/workers/v1/workers?limit=2', next: 'tally' },
      { id: 'tally', type: 'transform', expression: '$count(last.body.data)', next: 'merge' },
      { id: 'math', type: 'transform', expression: 'last * 2', next: 'square' },
      { id: 'square', type: 'transform', expression: 'last * last', next: 'merge' },
      { id: 'merge', type: 'transform', expression: '{"people": last.people, "math": last.math}' },
    ],
  },
  'branch-fails': {
    trigger: { type: 'manual' },
    steps: [
      { id: 'split', type: 'parallel', branches: ['broken', 'fine'], join: 'merge' },
      { id: 'broken', type: 'fail', message: 'This branch gives up.' },
      { id: 'fine', type: 'transform', expression: '1', next: 'fine2' },
      { id: 'fine2', type: 'transform', expression: '2', next: 'merge' },
      { id: 'merge', type: 'transform', expression: 'last' },
    ],
  },
  'retry-in-branch': {
    trigger: { type: 'manual' },
    steps: [
      { id: 'split', type: 'parallel', branches: ['call', 'other'], join: 'merge' },
      {
        id: 'call',
        type: 'http',
        method: 'GET',
        url: '/api/workers/v1/workers/NOPE',
        retry: { max: 1, backoffSeconds: 3600 },
        onError: 'caught',
        next: 'merge',
      },
      { id: 'caught', type: 'transform', expression: '"caught " & error.step', next: 'merge' },
      { id: 'other', type: 'transform', expression: '"other"', next: 'merge' },
      { id: 'merge', type: 'transform', expression: 'last' },
    ],
  },
  'stray-branch': {
    trigger: { type: 'manual' },
    steps: [
      { id: 'split', type: 'parallel', branches: ['lost', 'home'], join: 'merge' },
      { id: 'lost', type: 'transform', expression: '1' },
      { id: 'home', type: 'transform', expression: '2', next: 'merge' },
      { id: 'merge', type: 'transform', expression: 'last' },
    ],
  },
  soap: {
    trigger: { type: 'manual', inputs: [{ name: 'count', type: 'number' }] },
    steps: [
      soapCall(
        `'<?xml version="1.0"?><env:Envelope xmlns:env="${SOAP11}"><env:Body><hr:Get_Workers_Request xmlns:hr="${HR}"><hr:Response_Filter><hr:Count>' & $string(inputs.count) & '</hr:Count></hr:Response_Filter></hr:Get_Workers_Request></env:Body></env:Envelope>'`,
        { soapAction: 'Get_Workers', next: 'total' },
      ),
      { id: 'total', type: 'transform', expression: '$number(last.body.**.Total_Results)' },
    ],
  },
  'soap-fault': {
    trigger: { type: 'manual' },
    steps: [
      soapCall(
        `'<env:Envelope xmlns:env="${SOAP11}"><env:Body><hr:Nope_Request xmlns:hr="${HR}"/></env:Body></env:Envelope>'`,
      ),
    ],
  },
  graphql: {
    trigger: { type: 'manual' },
    steps: [
      {
        id: 'call',
        type: 'http',
        method: 'POST',
        url: '/graphql',
        format: 'graphql',
        query: 'query($n: Int) { workers(first: $n) { edges { node { id } } } }',
        variables: '{"n": 2}',
        next: 'count',
      },
      { id: 'count', type: 'transform', expression: '$count(last.body.data.workers.edges)' },
    ],
  },
  undeclared: {
    trigger: { type: 'manual', inputs: [] },
    steps: [{ id: 'read', type: 'transform', expression: 'inputs.ghost' }],
  },
  defaulted: {
    trigger: {
      type: 'api',
      inputs: [
        { name: 'limit', type: 'number', default: 2 },
        { name: 'note', type: 'string', required: false },
      ],
    },
    steps: [
      { id: 'shape', type: 'transform', expression: '{"limit": inputs.limit}', next: 'done' },
      { id: 'done', type: 'end', status: 'completed' },
    ],
  },
};

describe('orchestration runs: the engine, the API trigger and its limits', () => {
  let ctx: TestContext;
  let dev: Session;
  let appId: string;

  const runs = (path = '') => `/apphub/v1/apps/${appId}/orchestration-runs${path}`;
  const launch = (orchestration: string, inputs: object = {}, session = dev) =>
    session.request('POST', runs(), {
      headers: acme,
      payload: { orchestration, tenant: 'acme_dev', inputs },
    });
  const read = async (id: string) => (await dev.request('GET', runs(`/${id}`), { headers: acme })).json();
  const until = async (id: string, done: (run: { status: string }) => boolean, timeoutMs = 15_000) => {
    const stop = Date.now() + timeoutMs;
    for (;;) {
      const run = await read(id);
      if (done(run)) return run;
      if (Date.now() > stop) throw new Error(`run ${id} still ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const finished = (id: string, timeoutMs?: number) =>
    until(id, (run) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(run.status), timeoutMs);
  const launched = async (orchestration: string, inputs: object = {}) => {
    const res = await launch(orchestration, inputs);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    const body = multipartBody(
      { name: 'Flows', referenceId: 'flows', type: 'INTEGRATION' },
      { name: 'flows.zip', data: await integrationWithOrchestrations('flows', flows) },
    );
    const res = await dev.request('POST', '/apphub/v1/apps/upload', {
      headers: { ...acme, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    appId = res.json().app.id;
    const build = await waitForBuild(dev, ACME, res.json().build.id);
    expect(build.status, JSON.stringify(build)).toBe('SUCCEEDED');
    const deployed = await dev.request('POST', '/aos/v1/deploy', {
      headers: acme,
      payload: { versionId: res.json().version.id, tenant: 'acme_dev', environment: 'Development' },
    });
    expect(deployed.statusCode, deployed.body).toBe(201);
  });
  afterAll(() => ctx.close());

  it('lists the deployed orchestrations with their inputs', async () => {
    const res = await dev.request('GET', `/apphub/v1/apps/${appId}/orchestrations`, { headers: acme });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({
        orchestration: 'main',
        tenant: 'acme_dev',
        trigger: 'api',
        inputs: [{ name: 'limit', type: 'number', required: true }],
      }),
    );
  });

  it('runs transform, condition, http to the sandbox, a loop and a log to SUCCEEDED, each step stored', async () => {
    const id = await launched('main', { limit: 3 });
    const run = await finished(id);
    expect(run).toMatchObject({
      status: 'SUCCEEDED',
      trigger: 'manual',
      error: null,
      output: { message: 'doubled 2,4,6' },
    });
    expect(run.steps.map((s: { stepId: string }) => s.stepId)).toEqual([
      'shape',
      'check',
      'fetch',
      'count',
      'each',
      'double',
      'each',
      'double',
      'each',
      'double',
      'each',
      'note',
      'done',
    ]);
    const byId = (stepId: string) => run.steps.find((s: { stepId: string }) => s.stepId === stepId);
    expect(byId('fetch')).toMatchObject({ status: 'SUCCEEDED', attempts: 1, output: { status: 200 } });
    expect(byId('count').output).toEqual({ total: expect.any(Number), got: 3 });
    expect(run.steps.at(-2).input).toEqual({ last: [2, 4, 6] });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    const lines = await ctx.database.db
      .select({ type: logs.type, message: logs.message })
      .from(logs)
      .where(and(eq(logs.orgId, ACME), sql`${logs.type} in ('app_event', 'audit', 'remote_api')`));
    const messages = lines.map((l) => `${l.type}: ${l.message}`);
    expect(messages).toContain('app_event: doubled 2,4,6');
    expect(messages.some((m) => m.startsWith('audit: Launched orchestration main of app Flows'))).toBe(true);
    expect(
      messages.some((m) => m.startsWith('remote_api: GET /sandbox/acme_dev/api/workers/v1/workers')),
    ).toBe(true);
  });

  /** A portal token of a new client of Acme's developer, with `scope`, asked for as an OAuth client does. */
  const portalTokenOf = async (name: string, scope: string) => {
    const admin = await signIn(ctx.app, 'admin@demo.example');
    const developer = demoUsers.find((u) => u.email === 'developer@demo.example')!.id;
    const created = await admin.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: {
        name,
        type: 'confidential',
        grantTypes: ['client_credentials'],
        scopes: [scope],
        tenantIds: [],
        ownerId: developer,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { client, secret } = created.json();
    const token = await tokenEndpoint(ctx.app)({ grant_type: 'client_credentials', scope: 'portal' }, [
      client.id,
      secret,
    ]);
    expect(token.statusCode, token.body).toBe(200);
    return token.json().access_token as string;
  };

  it("is the API trigger for an API client's portal token: launch with inputs, poll, list, cancel", async () => {
    const bearer = { authorization: `Bearer ${await portalTokenOf('Flow runner', 'portal.orchestrations')}` };
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer, ...(payload ? { payload } : {}) });
    const res = await call('POST', runs(), {
      orchestration: 'main',
      tenant: 'acme_dev',
      inputs: { limit: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ trigger: 'api', inputs: { limit: 1 } });
    const run = await finished(res.json().id);
    expect(run.status).toBe('SUCCEEDED');
    expect((await call('GET', runs(`/${run.id}`))).json().steps.length).toBe(run.steps.length);
    expect((await call('GET', runs('?length=1'))).json().data).toHaveLength(1);
    const waiting = await call('POST', runs(), { orchestration: 'slow', tenant: 'acme_dev' });
    await until(waiting.json().id, (r) => r.status === 'WAITING');
    expect((await call('POST', runs(`/${waiting.json().id}/cancel`))).json().status).toBe('CANCELLED');
  });

  it("publishes runs to a portal token's socket only when its scopes let it read runs", async () => {
    const tokenFor = async (scope: string) => ({ bearer: await portalTokenOf(`Listener ${scope}`, scope) });
    // The owner may read runs; a token whose scopes do not let it read them gets no more on its socket.
    const [runner, reader] = await Promise.all([
      openCompanySocket(ctx.app, await tokenFor('portal.orchestrations'), ACME),
      openCompanySocket(ctx.app, await tokenFor('portal.apps.read'), ACME),
    ]);
    const id = await launched('defaulted');
    await vi.waitFor(() => expect(runner.runStatuses(id).at(-1)).toBe('SUCCEEDED'), { timeout: 10_000 });
    runner.close();
    reader.close();
    expect(runner.runStatuses(id)).toEqual(['QUEUED', 'RUNNING', 'SUCCEEDED']);
    expect(reader.runEvents()).toEqual([]);
  });

  it('retries a failing step with back-off, then takes its error path', async () => {
    const run = await finished(await launched('flaky'));
    expect(run.status).toBe('SUCCEEDED');
    expect(run.steps[0]).toMatchObject({ stepId: 'call', status: 'FAILED', attempts: 3 });
    expect(run.steps[0].error).toMatch(/^GET \/api\/workers\/v1\/workers\/NOPE answered 404/);
    expect(run.steps[1]).toMatchObject({
      stepId: 'recover',
      status: 'SUCCEEDED',
      output: { caught: 'call' },
    });
  });

  it('waits durably and resumes from a delayed job', async () => {
    const id = await launched('waiter');
    const waiting = await until(id, (run) => run.status === 'WAITING');
    expect(waiting.steps[0]).toMatchObject({ stepId: 'pause', status: 'WAITING' });
    expect(waiting.resumeAt).not.toBeNull();
    const run = await finished(id);
    expect(run).toMatchObject({ status: 'SUCCEEDED', output: 'resumed' });
    expect(run.steps.map((s: { status: string }) => s.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
  });

  it('cancels a waiting run (audited), and refuses to cancel it twice', async () => {
    const id = await launched('slow');
    await until(id, (run) => run.status === 'WAITING');
    const res = await dev.request('POST', runs(`/${id}/cancel`), { headers: acme });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('CANCELLED');
    expect((await read(id)).steps[0].status).toBe('CANCELLED');
    expect((await dev.request('POST', runs(`/${id}/cancel`), { headers: acme })).statusCode).toBe(409);
    const audited = await ctx.database.db
      .select({ message: logs.message })
      .from(logs)
      .where(and(eq(logs.orgId, ACME), eq(logs.type, 'audit'), sql`${logs.attributes}->>'target' = ${id}`));
    expect(audited.map((l) => l.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Cancelled a run of orchestration slow of app Flows/)]),
    );
  });

  it("publishes each status of a run to its company's sockets that may read runs, and to no other", async () => {
    const member = await signIn(ctx.app, 'member@demo.example');
    const outsider = await signIn(ctx.app, 'admin@demo.example');
    const [developers, members, bright] = await Promise.all([
      openCompanySocket(ctx.app, dev, ACME),
      // An Acme member without orchestrations.read: the runs API answers 403, so the socket says nothing.
      openCompanySocket(ctx.app, member, ACME),
      openCompanySocket(ctx.app, outsider, demoOrgs.bright.id),
    ]);
    const resumed = await launched('waiter');
    const cancelled = await launched('slow');
    await until(cancelled, (run) => run.status === 'WAITING');
    expect((await dev.request('POST', runs(`/${cancelled}/cancel`), { headers: acme })).statusCode).toBe(200);
    await vi.waitFor(
      () => {
        expect(developers.runStatuses(resumed).at(-1)).toBe('SUCCEEDED');
        expect(developers.runStatuses(cancelled).at(-1)).toBe('CANCELLED');
      },
      { timeout: 10_000 },
    );
    for (const socket of [developers, members, bright]) socket.close();
    // In the order the run took them, each once: a wait, then the job that takes the run up again.
    expect(developers.runStatuses(resumed)).toEqual(['QUEUED', 'RUNNING', 'WAITING', 'RUNNING', 'SUCCEEDED']);
    expect(developers.runStatuses(cancelled)).toEqual(['QUEUED', 'RUNNING', 'WAITING', 'CANCELLED']);
    expect(developers.runEvents()).toContainEqual({
      type: 'run',
      runId: resumed,
      appId,
      orchestration: 'waiter',
      status: 'SUCCEEDED',
    });
    expect(members.runEvents()).toEqual([]);
    expect(bright.events).toEqual([]);
  });

  it('gives hostile expressions nothing of the process, and refuses a step calling outside the sandbox', async () => {
    const run = await finished(await launched('hostile'));
    // Every name is a field of the run data (none has them); calling what is not there gives nothing.
    expect(run.steps[0].output).toEqual({});
    expect(run).toMatchObject({ status: 'SUCCEEDED', output: null });
    const outside = await launch('outside');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(
      "Step 'steal' calls /../../apphub/v1/apps, which is not a path of the tenant's sandbox APIs (such as /api/workers/v1/workers).",
    );
  });

  it('runs parallel branches interleaved, each step row naming its branch, and joins their outputs', async () => {
    const run = await finished(await launched('fanout'));
    expect(run).toMatchObject({ status: 'SUCCEEDED', output: { people: 2, math: 36 } });
    expect(run.steps.map((s: { stepId: string; branch: string | null }) => [s.stepId, s.branch])).toEqual([
      ['seed', null],
      ['split', null],
      ['people', 'people'],
      ['math', 'math'],
      ['tally', 'people'],
      ['square', 'math'],
      ['merge', null],
    ]);
    // Each branch starts from the parallel step's input; the join reads every branch's last output.
    expect(run.steps[3].input).toEqual({ last: 3 });
    expect(run.steps.at(-1).input).toEqual({ last: { people: 2, math: 36 } });
  });

  it('fails the run when a branch fails with no error path, stopping the other branches', async () => {
    const run = await finished(await launched('branch-fails'));
    expect(run).toMatchObject({ status: 'FAILED', errorStep: 'broken' });
    expect(run.error).toBe(
      "This branch gives up. (in the branch 'broken' of 'split'; the other branches were stopped)",
    );
    // The other branch had started, and goes no further.
    expect(run.steps.map((s: { stepId: string }) => s.stepId)).toEqual(['split', 'broken']);
    const stray = await launch('stray-branch');
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toBe(
      "Step 'lost' in the branch 'lost' of 'split' does not go on to the join 'merge': give it a next step.",
    );
  });

  it('cancels a run mid-parallel, and resumes one after a crash mid-parallel', async () => {
    const { db } = ctx.database;
    const backingOff = async () => {
      const id = await launched('retry-in-branch');
      await until(id, (run) => {
        const r = run as { resumeAt?: string | null; steps?: { status: string }[] };
        return r.steps?.[1]?.status === 'FAILED' && !!r.resumeAt;
      });
      return id;
    };
    const cancelled = await backingOff();
    const res = await dev.request('POST', runs(`/${cancelled}/cancel`), { headers: acme });
    expect(res.json().status).toBe('CANCELLED');
    expect((await read(cancelled)).steps.map((s: { stepId: string }) => s.stepId)).toEqual(['split', 'call']);

    // The job died during the retry of a branch's step: the sweep runs it again, the branch takes its
    // error path and both branches join.
    const crashed = await backingOff();
    await db
      .update(orchestrationRuns)
      .set({ holder: 'dead-job', heartbeatAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(orchestrationRuns.id, crashed));
    await db
      .update(orchestrationStepRuns)
      .set({ status: 'RUNNING' })
      .where(and(eq(orchestrationStepRuns.runId, crashed), eq(orchestrationStepRuns.stepId, 'call')));
    expect(await ctx.app.services.orchestrations.engine.sweep()).toEqual({ recovered: 1, failed: 0 });
    const run = await finished(crashed);
    expect(run).toMatchObject({ status: 'SUCCEEDED', output: { call: 'caught call', other: 'other' } });
    expect(
      run.steps.map((s: { stepId: string; branch: string | null }) => `${s.stepId}@${s.branch}`),
    ).toEqual(['split@null', 'call@call', 'caught@call', 'other@other', 'merge@null']);
  });

  it('calls a SOAP operation with an envelope built by an expression, and reads its XML answer as JSON', async () => {
    const run = await finished(await launched('soap', { count: 3 }));
    expect(run, JSON.stringify(run.steps)).toMatchObject({ status: 'SUCCEEDED', output: 2000 });
    expect(run.steps[0].output.status).toBe(200);
    const fault = await finished(await launched('soap-fault'));
    expect(fault).toMatchObject({ status: 'FAILED', errorStep: 'call' });
    expect(fault.error).toMatch(/^POST \/soap\/Human_Resources answered 500: No operation Nope_Request/);
  });

  it('calls the GraphQL API with a query and variables', async () => {
    const run = await finished(await launched('graphql'));
    expect(run, JSON.stringify(run.steps)).toMatchObject({ status: 'SUCCEEDED', output: 2 });
    const lines = await ctx.database.db
      .select({ message: logs.message })
      .from(logs)
      .where(and(eq(logs.orgId, ACME), eq(logs.type, 'remote_api')));
    expect(lines.some((l) => l.message.startsWith('POST /sandbox/acme_dev/graphql'))).toBe(true);
  });

  it('ends a loop that never ends at the step limit, and a payload over the limit', async () => {
    const limits = ctx.app.services.orchestrations.limits;
    limits.maxSteps = 30;
    limits.maxPayloadBytes = 10_000;
    try {
      const spin = await finished(await launched('spin'));
      expect(spin).toMatchObject({ status: 'FAILED', stepCount: 30 });
      expect(spin.error).toBe('The run started 30 steps, its limit: does a loop never end?');
      const big = await finished(await launched('big'));
      expect(big).toMatchObject({ status: 'FAILED', errorStep: 'grow' });
      expect(big.error).toMatch(
        /^The step's output is \d+ bytes, over the limit of 10000 bytes between steps\.$/,
      );
      const tooBig = await launch('main', { limit: 1, pad: 'x'.repeat(20_000) });
      expect(tooBig.statusCode).toBe(413);
    } finally {
      limits.maxSteps = 1000;
      limits.maxPayloadBytes = 256 * 1024;
    }
  });

  // docs/product/orchestrations.md ORCH-3: an empty launch of the demo's directory_check once reached the
  // sandbox with limit=0.
  it('runs a left-out input with its declared default, lists the default, and still checks what is given', async () => {
    const listed = (
      await dev.request('GET', `/apphub/v1/apps/${appId}/orchestrations`, { headers: acme })
    ).json();
    expect(listed.data).toContainEqual(
      expect.objectContaining({
        orchestration: 'defaulted',
        inputs: [
          { name: 'limit', type: 'number', required: true, default: 2 },
          { name: 'note', type: 'string', required: false },
        ],
      }),
    );
    const run = await finished(await launched('defaulted', {}));
    expect(run).toMatchObject({ status: 'SUCCEEDED', inputs: { limit: 2 } });
    expect((await finished(await launched('defaulted', { limit: 7 }))).inputs).toEqual({ limit: 7 });
    const wrong = await launch('defaulted', { limit: 'many' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("The input 'limit' must be a number, not a string.");
  });

  it('refuses before a run: a cycle, an undeclared or missing input, naming the step or input', async () => {
    const cycle = await launch('cycle');
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe(
      "Step 'first' is on a cycle that no condition can leave: the run would never end.",
    );
    const undeclared = await launch('undeclared');
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.json().message).toContain("Step 'read' reads the input 'ghost'");
    const missing = await launch('main');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("The input 'limit' is required.");
    expect((await launch('nothing')).statusCode).toBe(404);
    const notDeployed = await dev.request('POST', runs(), {
      headers: acme,
      payload: { orchestration: 'main', tenant: 'acme_prod', inputs: { limit: 1 } },
    });
    expect(notDeployed.statusCode).toBe(404);
  });

  it("answers another company's app and run as missing, and a member without rights 403", async () => {
    // A developer of Bright (and admin of Acme), acting for Bright.
    const outsider = await signIn(ctx.app, 'admin@demo.example');
    const [first] = (await dev.request('GET', runs(), { headers: acme })).json().data;
    const org = { 'x-organization-id': demoOrgs.bright.id };
    for (const [method, url] of [
      ['GET', runs()],
      ['GET', runs(`/${first.id}`)],
      ['POST', runs(`/${first.id}/cancel`)],
      ['GET', `/apphub/v1/apps/${appId}/orchestrations`],
    ] as const)
      expect((await outsider.request(method, url, { headers: org })).statusCode, url).toBe(404);
    const stolen = await outsider.request('POST', runs(), {
      headers: org,
      payload: { orchestration: 'main', tenant: 'acme_dev', inputs: { limit: 1 } },
    });
    expect(stolen.statusCode).toBe(404);
    const member = await signIn(ctx.app, 'member@demo.example');
    expect((await launch('waiter', {}, member)).statusCode).toBe(403);
  });

  it('lists runs newest first in pages, filtered by status', async () => {
    const page = (await dev.request('GET', runs('?length=2'), { headers: acme })).json();
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(5);
    const failed = (await dev.request('GET', runs('?status=FAILED'), { headers: acme })).json();
    expect(failed.data.length).toBeGreaterThan(0);
    expect(failed.data.every((r: { status: string }) => r.status === 'FAILED')).toBe(true);
  });

  it('after a crash: fails a run held by a dead job clearly, and sends a lost one again', async () => {
    const { db } = ctx.database;
    const long = new Date(Date.now() - 10 * 60_000);
    // A job died mid-step: held, heartbeat stale, its step RUNNING.
    const dead = await launched('slow');
    await until(dead, (run) => run.status === 'WAITING');
    await db
      .update(orchestrationRuns)
      .set({ status: 'RUNNING', holder: 'dead-job', heartbeatAt: long })
      .where(eq(orchestrationRuns.id, dead));
    await db
      .update(orchestrationStepRuns)
      .set({ status: 'RUNNING' })
      .where(eq(orchestrationStepRuns.runId, dead));
    // A wait long overdue whose job was lost.
    const lost = await launched('slow');
    await until(lost, (run) => run.status === 'WAITING');
    await db
      .update(orchestrationRuns)
      .set({ heartbeatAt: long, resumeAt: long })
      .where(eq(orchestrationRuns.id, lost));

    const socket = await openCompanySocket(ctx.app, dev, ACME);
    // This sweep, or the minute's cron sweep when it falls in between (CI saw it on a loaded machine,
    // this call then counting only the lost run): the runs' ends are the test, and nothing is left after.
    await ctx.app.services.orchestrations.engine.sweep();
    const failed = await read(dead);
    expect(failed).toMatchObject({ status: 'FAILED', errorStep: 'after' });
    expect(failed.error).toMatch(/^The process running this step stopped/);
    expect(failed.steps[0]).toMatchObject({ status: 'FAILED' });
    expect(await finished(lost)).toMatchObject({ status: 'SUCCEEDED', output: 'resumed' });
    expect(await ctx.app.services.orchestrations.engine.sweep()).toEqual({ recovered: 0, failed: 0 });
    // The sweep's ends and take-ups reach the sockets like any other.
    await vi.waitFor(() => expect(socket.runStatuses(lost).at(-1)).toBe('SUCCEEDED'), { timeout: 10_000 });
    socket.close();
    expect(socket.runStatuses(dead)).toEqual(['FAILED']);
    expect(socket.runStatuses(lost)).toEqual(['RUNNING', 'SUCCEEDED']);
  });

  it('launches a scheduled orchestration once for each minute its cron names, however many ticks come', async () => {
    const tick = ctx.app.services.orchestrations.tickSchedules;
    expect(await tick(new Date('2026-03-01T01:59:30Z'))).toEqual({ launched: 0 });
    expect(await tick(new Date('2026-03-01T02:00:10Z'))).toEqual({ launched: 1 });
    // A second tick in the minute, another process's, and a late one: the minute has its run.
    const again = await Promise.all([
      tick(new Date('2026-03-01T02:00:50Z')),
      tick(new Date('2026-03-01T02:00:51Z')),
      tick(new Date('2026-03-01T02:01:05Z')),
    ]);
    expect(again.map((r) => r.launched)).toEqual([0, 0, 0]);
    const runs = await ctx.database.db
      .select()
      .from(orchestrationRuns)
      .where(eq(orchestrationRuns.orchestration, 'nightly'));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', tenant: 'acme_dev', startedBy: null });
    expect(runs[0]!.scheduledFor?.toISOString()).toBe('2026-03-01T02:00:00.000Z');
    expect(await finished(runs[0]!.id)).toMatchObject({ status: 'SUCCEEDED', output: 'ran on schedule' });
    // The next day is another minute.
    expect(await tick(new Date('2026-03-02T02:00:00Z'))).toEqual({ launched: 1 });
  });

  it('starts a run from a signed webhook call, and refuses a bad signature, a stale or missing timestamp and a rotated secret', async () => {
    const hooks = `/apphub/v1/apps/${appId}/orchestration-webhooks`;
    const made = await dev.request('POST', hooks, {
      headers: acme,
      payload: { tenant: 'acme_dev', orchestration: 'hooked' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id, url, secret } = made.json();
    expect(url).toBe(`${ctx.config.publicUrl}/apphub/v1/hooks/${id}`);
    expect(secret).toMatch(/^[\w-]{43}$/);
    const listed = await dev.request('GET', hooks, { headers: acme });
    expect(listed.json().data).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);

    const call = (body: string, options: { key?: string; at?: number; signature?: string } = {}) => {
      const timestamp = String(options.at ?? Math.floor(Date.now() / 1000));
      return ctx.app.inject({
        method: 'POST',
        url: `/apphub/v1/hooks/${id}`,
        headers: {
          'content-type': 'application/json',
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature':
            options.signature ?? webhookSignature(options.key ?? secret, timestamp, body),
        },
        payload: body,
      });
    };
    const accepted = await call('{"employee":"Ada"}');
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(await finished(accepted.json().runId)).toMatchObject({
      status: 'SUCCEEDED',
      trigger: 'webhook',
      inputs: { employee: 'Ada' },
      output: 'hello Ada',
    });

    // The signature is over the exact bytes: a changed body, another key, an old or absent timestamp.
    const signedForOther = webhookSignature(
      secret,
      String(Math.floor(Date.now() / 1000)),
      '{"employee":"Bob"}',
    );
    expect((await call('{"employee":"Eve"}', { signature: signedForOther })).statusCode).toBe(401);
    expect((await call('{"employee":"Eve"}', { key: 'not-the-secret' })).statusCode).toBe(401);
    const stale = await call('{}', { at: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/timestamp/);
    const unsigned = await ctx.app.inject({ method: 'POST', url: `/apphub/v1/hooks/${id}`, payload: {} });
    expect(unsigned.statusCode).toBe(401);
    // Signed, but not inputs.
    expect((await call('[1,2]')).statusCode).toBe(400);
    expect((await call('not json')).statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/apphub/v1/hooks/${crypto.randomUUID()}`,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);

    // Rotating makes the old secret useless at once; removing the webhook refuses every call.
    const rotated = await dev.request('POST', hooks, {
      headers: acme,
      payload: { tenant: 'acme_dev', orchestration: 'hooked' },
    });
    expect(rotated.json().id).toBe(id);
    expect((await call('{"employee":"Ada"}')).statusCode).toBe(401);
    expect((await call('{"employee":"Ada"}', { key: rotated.json().secret })).statusCode).toBe(202);
    const removed = await dev.request('DELETE', `${hooks}/${id}`, { headers: acme });
    expect(removed.statusCode).toBe(204);
    expect((await call('{}', { key: rotated.json().secret })).statusCode).toBe(404);

    // Only a deployed webhook orchestration has one, and only the app's company makes it.
    const notWebhook = await dev.request('POST', hooks, {
      headers: acme,
      payload: { tenant: 'acme_dev', orchestration: 'main' },
    });
    expect(notWebhook.statusCode).toBe(400);
    const bright = await dev.request('POST', hooks, {
      headers: { 'x-organization-id': demoOrgs.bright.id },
      payload: { tenant: 'acme_dev', orchestration: 'hooked' },
    });
    expect([403, 404]).toContain(bright.statusCode);
  });
});
