import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployedOrchestrations } from '../../../test/orchestrationsKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
type Deployed = Awaited<ReturnType<typeof deployedOrchestrations>>;

const escapes = ['env', 'net', 'evaluate', 'load'] as const;
const flows = Object.fromEntries(
  escapes.map((fn) => [
    fn,
    { trigger: { type: 'manual' }, steps: [{ id: 'reach', type: 'script', script: 'escape', function: fn }] },
  ]),
);

/**
 * Reaches for Node through the Function constructor every function carries: the build's check of global
 * names sees only `Math`, which the default list allows, so this source builds.
 */
const throughConstructor = `
const compile = Math.constructor.constructor;
export function env() { return compile('return process.env')(); }
export function net() { return compile('return fetch("http://127.0.0.1:9/")')(); }
export function evaluate() { return compile('return eval("1 + 1")')(); }
export function load() { return compile('return require("node:fs")')(); }
`;
/** Names them outright: it builds only while staff allow the names. */
const byName = `
export function env() { return process.env.HOME; }
export function net() { return fetch('http://127.0.0.1:9/'); }
export function evaluate() { return eval('1 + 1'); }
export function load() { return require('node:fs').readdirSync('/'); }
`;

/**
 * With the default allowed script APIs (docs/decisions/allowed-script-apis.md), a script step that reaches
 * for process.env, fetch(), eval() or require ends its run FAILED at that step with a step error, however
 * it got past the build (docs/decisions/orchestration-scripts.md).
 */
describe('script steps cannot escape the sandbox under the default allowed script APIs', () => {
  let ctx: TestContext;
  let dev: Session;
  let staff: Session;
  let defaults: Record<string, unknown>;
  let constructorApp: Deployed;
  let namedApp: Deployed;

  const saveBuildEnv = async (allowedScriptGlobals: unknown) => {
    const { maxSourceBytes, maxEntries, buildTimeoutSeconds } = defaults;
    const saved = await staff.request('PUT', '/apphub/v1/admin/build-env', {
      payload: { maxSourceBytes, maxEntries, buildTimeoutSeconds, allowedScriptGlobals },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    staff = await signIn(ctx.app, 'staff@demo.example');
    defaults = (await staff.request('GET', '/apphub/v1/admin/build-env')).json();
    const acme = demoOrgs.acme.id;
    constructorApp = await deployedOrchestrations(dev, acme, {
      referenceId: 'escape_constructor',
      tenant: 'acme_dev',
      flows,
      scripts: { escape: throughConstructor },
    });
    // Built while staff allowed the names, run after they went back to the default list.
    const allowed = defaults.allowedScriptGlobals as string[];
    await saveBuildEnv([...allowed, 'process', 'fetch', 'eval', 'require']);
    namedApp = await deployedOrchestrations(dev, acme, {
      referenceId: 'escape_named',
      tenant: 'acme_dev',
      flows,
      scripts: { escape: byName },
    });
    await saveBuildEnv(allowed);
  });
  afterAll(() => ctx?.close());

  it('keeps the default list without eval, Function, process, fetch or require', () => {
    expect(defaults.allowedScriptGlobals).toEqual(expect.arrayContaining(['Math', 'JSON', 'console']));
    for (const name of ['eval', 'Function', 'process', 'fetch', 'require'])
      expect(defaults.allowedScriptGlobals).not.toContain(name);
  });

  it.each(escapes)('fails %s through the Function constructor: a script cannot compile code', async (fn) => {
    expect(await constructorApp.finished(await constructorApp.launch(fn))).toMatchObject({
      status: 'FAILED',
      errorStep: 'reach',
      error:
        "The script threw EvalError: 'Function' is not an allowed script API: a script cannot compile code.",
      steps: [expect.objectContaining({ stepId: 'reach', status: 'FAILED' })],
    });
  });

  it.each([
    ['env', 'process'],
    ['net', 'fetch'],
    ['evaluate', 'eval'],
    ['load', 'require'],
  ])('fails %s, which names %s, as a name the sandbox does not define', async (fn, name) => {
    expect(await namedApp.finished(await namedApp.launch(fn))).toMatchObject({
      status: 'FAILED',
      errorStep: 'reach',
      error: `The script threw ReferenceError: '${name}' is not defined`,
      steps: [expect.objectContaining({ stepId: 'reach', status: 'FAILED' })],
    });
  });
});
