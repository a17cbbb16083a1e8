import { formatMessage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, demoUsers, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
type Session = Awaited<ReturnType<typeof signIn>>;

describe('app builder drafts', () => {
  let ctx: TestContext;
  let dev: Session;
  let member: Session;
  let appId: string;
  let brightAppId: string;
  const draftPath = (id = appId) => `/apphub/v1/apps/${id}/draft`;
  const get = (session: Session = dev, id = appId) =>
    session.request('GET', draftPath(id), { headers: acme });
  const put = (payload: unknown, headers: Record<string, string> = {}) =>
    dev.request('PUT', draftPath(), { headers: { ...acme, ...headers }, payload });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    member = await signIn(ctx.app, 'member@demo.example');
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Drafted', referenceId: 'drafted_app', type: 'JOURNEYS', source: 'scratch' },
    });
    appId = created.json().app.id;
    const admin = demoUsers.find((u) => u.email === 'admin@demo.example')!;
    const bright = await ctx.app.services.apps.createFromForm(
      { userId: admin.id, organizationId: demoOrgs.bright.id },
      { name: 'Theirs', referenceId: 'bright_drafted', type: 'EXTEND', builtOnProvider: false },
      'scratch',
    );
    brightAppId = bright.app.id;
  });
  afterAll(() => ctx.close());

  it('starts from the latest version: its text files, revision 0, no changes', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const draft = res.json();
    expect(draft).toMatchObject({ appId, revision: 0, hasChanges: false, baseVersionNumber: 1 });
    expect(draft.baseVersionId).toBe(draft.latestVersionId);
    expect(Object.keys(draft.files)).toContain('manifest.json');
    expect(res.headers.etag).toBe('"0"');
  });

  it('saves a draft that a reload (another browser) reads back, and a stale save gets 409 with the server draft', async () => {
    const { files, baseVersionId } = (await get()).json();
    const manifest = JSON.parse(files['manifest.json']);
    const edited = { ...files, 'manifest.json': JSON.stringify({ ...manifest, name: 'Edited' }, null, 2) };
    const saved = await put({ revision: 0, baseVersionId, files: edited });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 1, hasChanges: true });

    const reloaded = (await get()).json();
    expect(JSON.parse(reloaded.files['manifest.json']).name).toBe('Edited');

    // A second browser still on revision 0 saves: refused, and it receives what the server has.
    const stale = await put({ revision: 0, baseVersionId, files });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', draft: { revision: 1 } });
    expect(JSON.parse(stale.json().draft.files['manifest.json']).name).toBe('Edited');
    // If-Match carries the revision too, and wins over the body's.
    expect((await put({ revision: 1, baseVersionId, files }, { 'if-match': '"0"' })).statusCode).toBe(409);
    expect((await put({ revision: 0, baseVersionId, files: edited }, { 'if-match': '"1"' })).statusCode).toBe(
      200,
    );
  });

  it('stores a component that is not JSON, and validate reports it with its path and line', async () => {
    const draft = (await get()).json();
    const files = { ...draft.files, 'pages/start.json': '{\n  "title": "Start",\n  oops\n}' };
    const saved = await put({ revision: draft.revision, baseVersionId: draft.baseVersionId, files });
    expect(saved.statusCode).toBe(200);
    const res = await dev.request('POST', `${draftPath()}/validate`, { headers: acme });
    expect(res.statusCode).toBe(200);
    const validation = res.json();
    expect(validation.isValid).toBe(false);
    const issue = validation.issues.find((i: { file?: string }) => i.file === 'pages/start.json');
    expect(issue).toMatchObject({ code: 'component_invalid_json', file: 'pages/start.json' });
    expect(issue.line).toBeGreaterThanOrEqual(1);
  });

  it("validate refuses a script's global that the build environment does not allow, at its line", async () => {
    const draft = (await get()).json();
    const manifest = JSON.parse(draft.files['manifest.json']);
    manifest.components.push({ id: 'calc', kind: 'script', path: 'scripts/calc.js' });
    const files = {
      ...draft.files,
      'manifest.json': JSON.stringify(manifest, null, 2),
      'scripts/calc.js':
        'export function main(input) {\n  const n = Math.max(1, 2);\n  return fetch(input.url, { n });\n}\n',
    };
    const saved = await put({ revision: draft.revision, baseVersionId: draft.baseVersionId, files });
    expect(saved.statusCode, saved.body).toBe(200);
    const validation = (await dev.request('POST', `${draftPath()}/validate`, { headers: acme })).json();
    const issue = validation.issues.find((i: { file?: string }) => i.file === 'scripts/calc.js');
    expect(issue).toEqual({
      code: 'component_invalid',
      file: 'scripts/calc.js',
      message: "scripts/calc.js:3: 'fetch' is not an allowed script API.",
      line: 3,
      column: 10,
    });
  });

  it('refuses a 10 MB paste with 413 and stores nothing', async () => {
    const before = (await get()).json();
    const paste = 'x'.repeat(10 * 1024 * 1024);
    const res = await put({
      revision: before.revision,
      baseVersionId: before.baseVersionId,
      files: { ...before.files, 'pages/start.json': paste },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
    const after = (await get()).json();
    expect(after.revision).toBe(before.revision);
    // Over a file's limit but under the body's: the service's message names the file.
    const big = await put({
      revision: before.revision,
      baseVersionId: before.baseVersionId,
      files: { ...before.files, 'pages/start.json': 'y'.repeat(2 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toContain('pages/start.json');
  });

  it('refuses a path that leaves the source folder', async () => {
    const draft = (await get()).json();
    const res = await put({
      revision: draft.revision,
      baseVersionId: draft.baseVersionId,
      files: { '../x.json': '{}' },
    });
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 for another company's app and 403 to a user who may not edit apps", async () => {
    expect((await get(dev, brightAppId)).statusCode).toBe(404);
    const otherPut = await dev.request('PUT', draftPath(brightAppId), {
      headers: acme,
      payload: { revision: 0, baseVersionId: null, files: {} },
    });
    expect(otherPut.statusCode).toBe(404);
    expect((await get(member)).statusCode).toBe(403);
  });

  it('reset discards the draft back to the latest version with a new revision', async () => {
    const before = (await get()).json();
    const res = await dev.request('DELETE', draftPath(), { headers: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hasChanges: false, revision: before.revision + 1 });
    expect(JSON.parse(res.json().files['manifest.json']).name).toBe('Drafted');
  });

  it('builds the draft into a new version and a build, after which the draft is that version', async () => {
    const draft = (await get()).json();
    const manifest = JSON.parse(draft.files['manifest.json']);
    const files = {
      ...draft.files,
      'manifest.json': JSON.stringify({ ...manifest, version: '0.2.0' }, null, 2),
    };
    const saved = (await put({ revision: draft.revision, baseVersionId: draft.baseVersionId, files })).json();
    const stale = await dev.request('POST', `${draftPath()}/build`, {
      headers: acme,
      payload: { revision: saved.revision - 1 },
    });
    expect(stale.statusCode).toBe(409);

    const res = await dev.request('POST', `${draftPath()}/build`, {
      headers: acme,
      payload: { revision: saved.revision },
    });
    expect(res.statusCode).toBe(201);
    const { version, build } = res.json();
    expect(version).toMatchObject({ number: 2, version: '0.2.0' });
    expect((await waitForBuild(dev, ACME, build.id)).status).toBe('SUCCEEDED');
    const after = (await get()).json();
    expect(after).toMatchObject({
      baseVersionId: version.id,
      latestVersionId: version.id,
      hasChanges: false,
    });
  });

  // docs/product/builder.md BUILDER-7, BUILDER-8: an unchanged draft built twice once gave "0.2.0 (#2)" and
  // "0.2.0 (#3)"; a draft the upload checks refused was said to be a zip file.
  it('refuses an unchanged draft, a version number that exists and a bad manifest, making no version', async () => {
    const versions = async () =>
      (await dev.request('GET', `/apphub/v1/apps/${appId}/versions`, { headers: acme })).json().total;
    const build = (revision: number) =>
      dev.request('POST', `${draftPath()}/build`, { headers: acme, payload: { revision } });
    const before = await versions();
    const pristine = (await get()).json();
    const unchanged = await build(pristine.revision);
    expect(unchanged.statusCode).toBe(409);
    expect(unchanged.json()).toEqual({
      error: 'conflict',
      message: formatMessage('builder.unchanged', { version: '0.2.0', number: 2 }),
    });

    const manifest = JSON.parse(pristine.files['manifest.json']);
    const sameNumber = { ...pristine.files, 'notes.txt': 'a change, the same version' };
    let saved = (
      await put({ revision: pristine.revision, baseVersionId: pristine.baseVersionId, files: sameNumber })
    ).json();
    const taken = await build(saved.revision);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      formatMessage('builder.versionExists', { version: '0.2.0', next: '0.2.1' }),
    );
    // An older version's number is taken too, not only the latest's.
    const older = { ...sameNumber, 'manifest.json': JSON.stringify({ ...manifest, version: '0.1.0' }) };
    saved = (
      await put({ revision: saved.revision, baseVersionId: saved.baseVersionId, files: older })
    ).json();
    expect((await build(saved.revision)).json().message).toContain('Version 0.1.0 already exists.');

    const otherApp = {
      ...sameNumber,
      'manifest.json': JSON.stringify({ ...manifest, version: '0.2.1', referenceId: 'someone_else' }),
    };
    saved = (
      await put({ revision: saved.revision, baseVersionId: saved.baseVersionId, files: otherApp })
    ).json();
    const bad = await build(saved.revision);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^The draft cannot be built: .*reference ID 'someone_else'/);
    expect(bad.json().message).toContain('see Problems');
    expect(bad.json().message).not.toContain('zip');
    expect(await versions()).toBe(before);
    await dev.request('DELETE', draftPath(), { headers: acme });
  });

  it("refuses to build a draft over a colleague's newer version until it is rebased, and a pristine draft follows the latest", async () => {
    const admin = await signIn(ctx.app, 'admin@demo.example');
    const mine = (await get()).json();
    const edited = { ...mine.files, 'notes.txt': 'mine' };
    const saved = (
      await put({ revision: mine.revision, baseVersionId: mine.baseVersionId, files: edited })
    ).json();

    // A colleague builds their own draft: a newer version.
    const theirs = (await get(admin)).json();
    const bumped = {
      ...theirs.files,
      'manifest.json': JSON.stringify({ ...JSON.parse(theirs.files['manifest.json']), version: '0.3.0' }),
    };
    const theirsSaved = (
      await admin.request('PUT', draftPath(), {
        headers: acme,
        payload: { revision: theirs.revision, baseVersionId: theirs.baseVersionId, files: bumped },
      })
    ).json();
    const built = await admin.request('POST', `${draftPath()}/build`, {
      headers: acme,
      payload: { revision: theirsSaved.revision },
    });
    expect(built.statusCode).toBe(201);
    const newer = built.json().version.id;

    const refused = await dev.request('POST', `${draftPath()}/build`, {
      headers: acme,
      payload: { revision: saved.revision },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().draft).toMatchObject({ baseVersionId: mine.baseVersionId, latestVersionId: newer });

    const rebased = await put({ revision: saved.revision, baseVersionId: newer, files: edited });
    expect(rebased.statusCode).toBe(200);
    expect(rebased.json()).toMatchObject({ baseVersionId: newer, hasChanges: true });

    // The colleague's own draft has no changes: it is the latest version's source.
    expect((await get(admin)).json()).toMatchObject({ baseVersionId: newer, hasChanges: false });
  });
  it("lists the company's apps with the collections of the user's draft, and validate points at a bad placeholder", async () => {
    const draft = (await get()).json();
    const manifest = JSON.parse(draft.files['manifest.json']);
    manifest.components.push({ id: 'smoke', kind: 'collection', path: 'collections/smoke.json' });
    const collection = {
      name: 'Smoke',
      requests: [{ id: 'one', name: 'One', method: 'GET', path: '/api/workers/v1/workers/{{workerId}}' }],
    };
    const files = {
      ...draft.files,
      'manifest.json': JSON.stringify(manifest),
      'collections/smoke.json': JSON.stringify(collection),
    };
    const saved = await put({ revision: draft.revision, baseVersionId: draft.baseVersionId, files });
    expect(saved.statusCode).toBe(200);

    const overview = await dev.request('GET', '/apphub/v1/studio/collections', { headers: acme });
    expect(overview.statusCode).toBe(200);
    const mine = overview.json().data.find((a: { appId: string }) => a.appId === appId);
    // Invalid (an unknown variable): listed, without the name and count a valid file would give.
    expect(mine.collections).toEqual([
      { id: 'smoke', path: 'collections/smoke.json', name: null, requestCount: null },
    ]);
    expect(overview.json().data.some((a: { appId: string }) => a.appId === brightAppId)).toBe(false);
    expect((await member.request('GET', '/apphub/v1/studio/collections', { headers: acme })).statusCode).toBe(
      403,
    );

    const validation = (await dev.request('POST', `${draftPath()}/validate`, { headers: acme })).json();
    expect(validation.issues).toContainEqual(
      expect.objectContaining({ file: 'collections/smoke.json', pointer: '/requests/0/path' }),
    );
  });

  it("lists the company's apps that may hold orchestrations with those of the user's draft, in one answer", async () => {
    const draft = (await get()).json();
    const manifest = JSON.parse(draft.files['manifest.json']);
    manifest.components.push({ id: 'nightly', kind: 'orchestration', path: 'orchestrations/nightly.json' });
    const flow = { trigger: { type: 'schedule', cron: '0 2 * * *' }, steps: [{ id: 'done', type: 'end' }] };
    const files = {
      ...draft.files,
      'manifest.json': JSON.stringify(manifest),
      'orchestrations/nightly.json': JSON.stringify(flow),
    };
    expect(
      (await put({ revision: draft.revision, baseVersionId: draft.baseVersionId, files })).statusCode,
    ).toBe(200);

    const overview = await dev.request('GET', '/apphub/v1/orchestrate/orchestrations', { headers: acme });
    expect(overview.statusCode).toBe(200);
    const { data } = overview.json();
    expect(data.find((a: { appId: string }) => a.appId === appId).orchestrations).toContainEqual({
      id: 'nightly',
      path: 'orchestrations/nightly.json',
      stepCount: 1,
      trigger: 'schedule',
    });
    // Only the types that hold orchestrations, only this company's apps, only to those who may edit them
    for (const app of data) expect(['INTEGRATION', 'JOURNEYS']).toContain(app.type);
    expect(data.some((a: { appId: string }) => a.appId === brightAppId)).toBe(false);
    const refused = await member.request('GET', '/apphub/v1/orchestrate/orchestrations', { headers: acme });
    expect(refused.statusCode).toBe(403);
  });
});
