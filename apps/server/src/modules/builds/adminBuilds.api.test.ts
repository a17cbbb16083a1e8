import { defaultScriptGlobals } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { recordModel } from '../../../test/sourceFixtures.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { zipBuffer } from '../../platform/zip/testZips.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = demoOrgs.acme.id;
const MB = 1024 * 1024;
type Session = Awaited<ReturnType<typeof signIn>>;

/** A valid source with a 1.5 MB stored (uncompressed) notes file: over a 1 MB source size limit. */
function source(referenceId: string) {
  const manifest = {
    referenceId,
    name: 'Admin build test',
    type: 'EXTEND',
    version: '1.0.0',
    description: 'For /admin/build.',
    components: [{ id: 'record', kind: 'model', path: recordModel.name }],
  };
  return zipBuffer([
    { name: 'manifest.json', data: JSON.stringify(manifest) },
    recordModel,
    { name: 'docs/notes.md', data: 'n'.repeat(1.5 * MB), compress: false },
  ]);
}

describe('/admin/build: staff see every build, cancel and retry, and set the limits each build reads', () => {
  let ctx: TestContext;
  let staff: Session;
  let dev: Session;

  const upload = async (referenceId: string) => {
    const form = multipartBody(
      { name: `App ${referenceId}`, referenceId, type: 'EXTEND', builtOnProvider: 'true' },
      { name: 'app.zip', data: await source(referenceId) },
    );
    const res = await dev.request('POST', '/apphub/v1/apps/upload', {
      headers: { 'x-organization-id': acme, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().build.id as string;
  };
  const setEnv = (payload: object, session = staff) =>
    session.request('PUT', '/apphub/v1/admin/build-env', {
      payload: { allowedScriptGlobals: defaultScriptGlobals, ...payload },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    staff = await signIn(ctx.app, 'staff@demo.example');
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx?.close());

  it('answers 403 to a developer, 401 without a session, 400 for a setting out of its bounds', async () => {
    expect((await dev.request('GET', '/apphub/v1/admin/builds')).statusCode).toBe(403);
    expect((await dev.request('GET', '/apphub/v1/admin/build-env')).statusCode).toBe(403);
    expect(
      (await setEnv({ maxSourceBytes: MB, maxEntries: 100, buildTimeoutSeconds: 60 }, dev)).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/apphub/v1/admin/builds/queue' })).statusCode).toBe(
      401,
    );
    const low = await setEnv({ maxSourceBytes: 10, maxEntries: 100, buildTimeoutSeconds: 60 });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toContain('The source size limit is a whole number from 1048576 to');
    const env = (await staff.request('GET', '/apphub/v1/admin/build-env')).json();
    expect(env).toMatchObject({ maxSourceBytes: 100 * MB, maxEntries: 2000, updatedAt: null });
  });

  it('fails a build over the source size limit staff lowered, with the message the limit gives', async () => {
    const saved = await setEnv({ maxSourceBytes: MB, maxEntries: 2000, buildTimeoutSeconds: 120 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ maxSourceBytes: MB, updatedBy: 'staff@demo.example' });
    const id = await upload('admin_build_big');
    const build = await waitForBuild(dev, acme, id);
    expect(build.status).toBe('FAILED');
    expect(build.error).toBe("The source expands to more than 1.0 MB, the build's source size limit.");
    const finished = (await staff.request('GET', '/apphub/v1/admin/builds?state=finished')).json();
    expect(finished.data[0]).toMatchObject({
      id,
      status: 'FAILED',
      referenceId: 'admin_build_big',
      version: '1.0.0',
      organizationId: acme,
      requestedBy: 'developer@demo.example',
    });
  });

  it('retries the failed build as a new build of its version, which reads the raised limit', async () => {
    await setEnv({ maxSourceBytes: 10 * MB, maxEntries: 2000, buildTimeoutSeconds: 120 });
    const failed = (await staff.request('GET', '/apphub/v1/admin/builds?state=finished')).json().data[0];
    const retried = await staff.request('POST', `/apphub/v1/admin/builds/${failed.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().id).not.toBe(failed.id);
    expect((await waitForBuild(dev, acme, retried.json().id)).status).toBe('SUCCEEDED');
    // Only the version's newest build, and only a failed or cancelled one, may be retried.
    expect((await staff.request('POST', `/apphub/v1/admin/builds/${failed.id}/retry`)).statusCode).toBe(409);
    expect(
      (await staff.request('POST', `/apphub/v1/admin/builds/${retried.json().id}/retry`)).statusCode,
    ).toBe(409);
  });

  it("lets the app's developer retry its failed build from the console: a new build, audited; another company's is a 404", async () => {
    await setEnv({ maxSourceBytes: MB, maxEntries: 2000, buildTimeoutSeconds: 120 });
    const id = await upload('console_retry_big');
    expect((await waitForBuild(dev, acme, id)).status).toBe('FAILED');
    const retry = (session: Session, buildId: string, org = acme) =>
      session.request('POST', `/apphub/v1/builds/${buildId}/retry`, {
        headers: { 'x-organization-id': org },
      });

    const other = await signIn(ctx.app, 'dsc@demo.example');
    expect((await retry(other, id, demoOrgs.bright.id)).statusCode).toBe(404);

    const retried = await retry(dev, id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().id).not.toBe(id);
    // A real build of the same source: the limit is still 1 MB, so it fails the same way.
    expect((await waitForBuild(dev, acme, retried.json().id)).status).toBe('FAILED');
    expect((await retry(dev, id)).statusCode).toBe(409);
    const audits = await ctx.database.db.execute(
      `select attributes->>'message' as message from logs where type = 'audit' and attributes->>'action' = 'builds.retry' and attributes->>'target' = '${id}'`,
    );
    expect((audits as { rows: { message: string }[] }).rows).toHaveLength(1);
    await setEnv({ maxSourceBytes: 10 * MB, maxEntries: 2000, buildTimeoutSeconds: 120 });
  });

  it('cancels a build that has not finished: it ends CANCELLED and stays so; a finished one is a 409', async () => {
    const id = await upload('admin_build_cancel');
    const cancelled = await staff.request('POST', `/apphub/v1/admin/builds/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id,
      status: 'CANCELLED',
      error: 'Cancelled by provider staff.',
    });
    // Whatever the worker was doing, it stores nothing and changes nothing once the build is cancelled.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const build = (
      await dev.request('GET', `/apphub/v1/builds/${id}`, { headers: { 'x-organization-id': acme } })
    ).json();
    expect(build).toMatchObject({ status: 'CANCELLED', artifactChecksum: null });
    expect((await staff.request('POST', `/apphub/v1/admin/builds/${id}/cancel`)).statusCode).toBe(409);
    // The app's company sees who stopped its build; the settings' changes are in the staff's company.
    const audits = await ctx.database.db.execute(
      `select org_id, attributes->>'action' as action, attributes->>'target' as target from logs where type = 'audit' and attributes->>'action' like 'builds.%'`,
    );
    const rows = (audits as { rows: { org_id: string; action: string; target: string }[] }).rows;
    expect(rows).toContainEqual({ org_id: acme, action: 'builds.cancel', target: id });
    expect(rows.some((r) => r.action === 'builds.retry' && r.org_id === acme)).toBe(true);
    expect(rows.some((r) => r.action === 'builds.env.update')).toBe(true);
    const missing = '00000000-0000-4000-8000-0000000000aa';
    expect((await staff.request('POST', `/apphub/v1/admin/builds/${missing}/cancel`)).statusCode).toBe(404);
  });

  it("shows pg-boss's figures for the build queues and this process's worker", async () => {
    const res = await staff.request('GET', '/apphub/v1/admin/builds/queue');
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json();
    expect(status.queues.map((q: { queue: string }) => q.queue).sort()).toEqual(['build-signing', 'builds']);
    expect(status.thisProcess).toMatchObject({ runner: expect.stringContaining(`:${process.pid}`) });
    expect((await staff.request('GET', '/apphub/v1/admin/builds?state=waiting')).json().total).toBe(0);
  });

  it('validates a zip against the current limits without building it; a developer gets 403', async () => {
    await setEnv({ maxSourceBytes: MB, maxEntries: 2000, buildTimeoutSeconds: 120 });
    const validate = async (data: Buffer, session = staff) => {
      const form = multipartBody({}, { name: 'app.zip', data });
      return session.request('POST', '/apphub/v1/admin/build-utils/validate', {
        headers: form.headers,
        payload: form.payload,
      });
    };
    const tooBig = await validate(await source('admin_build_check'));
    expect(tooBig.statusCode, tooBig.body).toBe(200);
    expect(tooBig.json()).toMatchObject({
      ok: false,
      issueCount: 1,
      issues: [
        {
          code: 'zip_too_large',
          message: "The source expands to more than 1.0 MB, the build's source size limit.",
        },
      ],
    });
    await setEnv({ maxSourceBytes: 10 * MB, maxEntries: 2000, buildTimeoutSeconds: 120 });
    const fine = (await validate(await source('admin_build_check'))).json();
    expect(fine).toMatchObject({
      ok: true,
      referenceId: 'admin_build_check',
      version: '1.0.0',
      files: 3,
      issues: [],
    });
    const broken = await zipBuffer([{ name: 'manifest.json', data: '{ not json' }]);
    expect((await validate(broken)).json()).toMatchObject({
      ok: false,
      issues: [{ code: 'manifest_invalid_json' }],
    });
    expect((await validate(broken, dev)).statusCode).toBe(403);
    const finished = (await staff.request('GET', '/apphub/v1/admin/builds?state=finished')).json();
    expect(finished.data.some((b: { referenceId: string }) => b.referenceId === 'admin_build_check')).toBe(
      false,
    );
  });

  it('refuses a script using a global staff removed from the list, in the build and the zip check', async () => {
    const limits = { maxSourceBytes: 10 * MB, maxEntries: 2000, buildTimeoutSeconds: 120 };
    const bad = await setEnv({ ...limits, allowedScriptGlobals: ['Math', 'Math', 'not-a-name'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("'Math' is listed twice in the allowed script APIs.");
    const withoutJson = defaultScriptGlobals.filter((name) => name !== 'JSON');
    const saved = await setEnv({ ...limits, allowedScriptGlobals: withoutJson });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().allowedScriptGlobals).toEqual(withoutJson);

    const referenceId = 'admin_build_script';
    const manifest = {
      referenceId,
      name: 'Script API test',
      type: 'EXTEND',
      version: '1.0.0',
      description: 'For the allowed script APIs.',
      components: [
        { id: 'record', kind: 'model', path: recordModel.name },
        { id: 'calc', kind: 'script', path: 'scripts/calc.js' },
      ],
    };
    const script =
      'export function main(input) {\n  const n = Math.max(1, 2);\n  return JSON.stringify({ n, input });\n}\n';
    const zip = await zipBuffer([
      { name: 'manifest.json', data: JSON.stringify(manifest) },
      recordModel,
      { name: 'scripts/calc.js', data: script },
    ]);
    const message = "scripts/calc.js:3: 'JSON' is not an allowed script API.";
    const form = multipartBody({}, { name: 'app.zip', data: zip });
    const checked = await staff.request('POST', '/apphub/v1/admin/build-utils/validate', {
      headers: form.headers,
      payload: form.payload,
    });
    expect(checked.json()).toMatchObject({ ok: false, issues: [{ code: 'component_invalid', message }] });

    const upload = multipartBody(
      { name: 'Script API test', referenceId, type: 'EXTEND', builtOnProvider: 'true' },
      { name: 'app.zip', data: zip },
    );
    const res = await dev.request('POST', '/apphub/v1/apps/upload', {
      headers: { 'x-organization-id': acme, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const build = await waitForBuild(dev, acme, res.json().build.id);
    expect(build).toMatchObject({ status: 'FAILED', error: message });
  });
});
