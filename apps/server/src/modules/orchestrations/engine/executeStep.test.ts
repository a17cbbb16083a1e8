import type { OrchestrationStep, RunContext } from '@portal/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { executeStep, type StepDeps } from './executeStep.ts';
import { createExpressions } from './expressions.ts';
import { defaultLimits } from './limits.ts';
import { ScriptError } from './scripts.ts';

const expressions = createExpressions({ timeoutMs: 1000 });
afterAll(() => expressions.close());

const run = {
  runId: 'r1',
  organizationId: 'o1',
  appId: 'a1',
  versionId: 'v1',
  tenant: 'acme_dev',
  orchestration: 'flow',
  startedBy: 'u1',
  actsAs: 'u1',
};
const context = (partial: Partial<RunContext> = {}): RunContext => ({
  inputs: { id: 'W 1/2' },
  steps: {},
  last: null,
  loops: [],
  ...partial,
});
const deps = (overrides: Partial<StepDeps> = {}): StepDeps => ({
  expressions,
  script: vi.fn(async () => ({ value: null, console: [] })),
  sandbox: vi.fn(async () => ({ status: 200, body: { ok: true } })),
  notify: vi.fn(async () => ({ notified: 1, mailed: 0, mailFailed: 0 })),
  log: vi.fn(async () => {}),
  limits: defaultLimits,
  ...overrides,
});

describe('executeStep', () => {
  it('walks a loop: enters the body per item, then passes the results on', async () => {
    const loop: OrchestrationStep = {
      id: 'each',
      type: 'loop',
      items: '[10, 20]',
      do: 'body',
      next: 'after',
    };
    const ctx = context();
    expect(await executeStep(loop, ctx, run, deps())).toEqual({
      type: 'done',
      output: { index: 0, item: 10 },
      next: 'body',
    });
    // The engine records each body's end on the frame (runEngine's follow); here by hand.
    ctx.loops[0]!.results.push(11);
    ctx.loops[0]!.index = 1;
    expect(await executeStep(loop, ctx, run, deps())).toMatchObject({
      output: { index: 1, item: 20 },
      next: 'body',
    });
    ctx.loops[0]!.results.push(21);
    ctx.loops[0]!.index = 2;
    expect(await executeStep(loop, ctx, run, deps())).toEqual({
      type: 'done',
      output: [11, 21],
      next: 'after',
    });
    expect(ctx.loops).toEqual([]);
  });

  it('refuses a loop over something that is not a list, or over its item limit', async () => {
    const loop: OrchestrationStep = { id: 'each', type: 'loop', items: '"text"', do: 'body' };
    await expect(executeStep(loop, context(), run, deps())).rejects.toThrow(
      'The loop expression must give a list.',
    );
    const many: OrchestrationStep = { id: 'each', type: 'loop', items: '[1..5]', do: 'body' };
    await expect(
      executeStep(many, context(), run, deps({ limits: { ...defaultLimits, maxLoopItems: 3 } })),
    ).rejects.toThrow('The list has 5 items, over the limit of 3.');
  });

  it('calls the sandbox with the URL placeholders encoded and the body evaluated; a 4xx fails the step', async () => {
    const sandbox = vi.fn(async () => ({ status: 201, body: { id: 'x' } }));
    const step: OrchestrationStep = {
      id: 'put',
      type: 'http',
      method: 'PUT',
      url: '/api/workers/v1/workers/{{inputs.id}}',
      body: '{"name": inputs.id}',
    };
    expect(await executeStep(step, context(), run, deps({ sandbox }))).toEqual({
      type: 'done',
      output: { status: 201, body: { id: 'x' } },
    });
    expect(sandbox).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/sandbox/acme_dev/api/workers/v1/workers/W%201%2F2',
        body: { name: 'W 1/2' },
      }),
    );
    const refused = vi.fn(async () => ({ status: 403, body: { message: 'Missing scope workers.write' } }));
    await expect(executeStep(step, context(), run, deps({ sandbox: refused }))).rejects.toThrow(
      'PUT /api/workers/v1/workers/W%201%2F2 answered 403: Missing scope workers.write',
    );
  });

  it('branches on a condition, logs an app event line, and fails a fail step for good', async () => {
    const when: OrchestrationStep = {
      id: 'c',
      type: 'condition',
      when: 'inputs.id = "nope"',
      ifTrue: 'a',
      ifFalse: 'b',
    };
    expect(await executeStep(when, context(), run, deps())).toEqual({
      type: 'done',
      output: { value: false },
      next: 'b',
    });
    const log = vi.fn(async () => {});
    const line: OrchestrationStep = { id: 'l', type: 'log', level: 'warn', message: '"seen " & inputs.id' };
    await executeStep(line, context(), run, deps({ log }));
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'app_event',
        level: 'warn',
        message: 'seen W 1/2',
        appId: 'a1',
        source: 'orchestration',
      }),
    );
    const fail: OrchestrationStep = { id: 'f', type: 'fail', message: 'No workers' };
    await expect(executeStep(fail, context(), run, deps())).rejects.toMatchObject({
      message: 'No workers',
      final: true,
    });
  });

  it("calls a script's function with the data expressions read, its console to the run's log", async () => {
    const script = vi.fn(async () => ({
      value: { n: 3 },
      console: [{ level: 'warn' as const, message: 'hm' }],
    }));
    const log = vi.fn(async () => {});
    const step: OrchestrationStep = { id: 's', type: 'script', script: 'calc', function: 'total', next: 'x' };
    expect(await executeStep(step, context({ last: 2 }), run, deps({ script, log }))).toEqual({
      type: 'done',
      output: { n: 3 },
    });
    expect(script).toHaveBeenCalledWith({
      versionId: 'v1',
      script: 'calc',
      fn: 'total',
      input: { inputs: { id: 'W 1/2' }, steps: {}, last: 2 },
    });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        level: 'warn',
        message: 'hm',
        attributes: expect.objectContaining({ step: 's' }),
      }),
    );
    // A script's failure is the step's, with the console it wrote before failing still logged.
    const failing = vi.fn(async () => {
      throw new ScriptError('The script threw Error: no', [{ level: 'info', message: 'before' }]);
    });
    const logged = vi.fn(async () => {});
    await expect(
      executeStep({ ...step, function: undefined }, context(), run, deps({ script: failing, log: logged })),
    ).rejects.toMatchObject({ name: 'StepFailure', message: 'The script threw Error: no' });
    expect(failing).toHaveBeenCalledWith(expect.objectContaining({ fn: 'main' }));
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'before' }));
  });
});
