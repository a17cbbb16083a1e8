import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, uploadApp, waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { recordModel } from '../../../test/sourceFixtures.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { zipBuffer } from '../../platform/zip/testZips.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
const REFERENCE_ID = 'viewer_groups';
const RULE =
  "manifest.json /profileGroups/0: the profile group 'Viewers' needs at least one context-free task or one model report.";

/** A page on the record model that opens on one record: no task a user can start from. */
const detailPage = JSON.stringify({
  title: 'One record',
  layout: 'detail',
  model: 'record',
  sections: [{ id: 'main', fields: [{ id: 'title', label: 'Title', type: 'text', binding: 'title' }] }],
});

function manifest(version: string, viewers: { tasks?: string[]; reports?: string[] }) {
  return {
    referenceId: REFERENCE_ID,
    name: 'Viewer groups',
    type: 'EXTEND',
    version,
    components: [
      { id: 'record', kind: 'model', path: recordModel.name },
      { id: 'open_one', kind: 'page', path: 'pages/open_one.json' },
    ],
    profileGroups: [{ id: 'viewers', name: 'Viewers', ...viewers }],
  };
}

function source(version: string, viewers: { tasks?: string[]; reports?: string[] }) {
  return zipBuffer([
    { name: 'manifest.json', data: JSON.stringify(manifest(version, viewers)) },
    recordModel,
    { name: 'pages/open_one.json', data: detailPage },
  ]);
}

/**
 * The profile group rule (a group needs a context-free task or a model report) through the endpoints a
 * developer uses: a zip upload, the builder's validate and its build. Each refuses with the rule's sentence.
 */
describe('profile groups: a group that opens nothing a user can start from is refused', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let appId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx?.close());

  it('fails the build of an uploaded source whose only group lists a detail page, with the rule in the build and its log', async () => {
    const res = await uploadApp(dev, ACME, REFERENCE_ID, await source('1.0.0', { tasks: ['open_one'] }));
    expect(res.statusCode, res.body).toBe(201);
    appId = res.json().app.id;
    const build = await waitForBuild(dev, ACME, res.json().build.id);
    expect(build.status).toBe('FAILED');
    expect(build.error).toBe(RULE);
    const log = await dev.request('GET', `/apphub/v1/builds/${build.id}/logs/download`, { headers: acme });
    expect(log.body).toContain(RULE);
    // Nothing the build refused is offered to run: the version has no manifest to read.
    const read = await dev.request('GET', `/apphub/v1/versions/${res.json().version.id}/manifest`, {
      headers: acme,
    });
    expect(read.statusCode).toBe(404);
  });

  it('builds the same source once the group lists a model report', async () => {
    const form = multipartBody(
      {},
      { name: 'source.zip', data: await source('1.0.1', { tasks: ['open_one'], reports: ['record'] }) },
    );
    const res = await dev.request('POST', `/apphub/v1/apps/${appId}/versions`, {
      headers: { ...acme, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await waitForBuild(dev, ACME, res.json().build.id)).status).toBe('SUCCEEDED');
  });

  it("shows the rule at the group in the builder's validate, and the draft's build fails with it", async () => {
    const draftPath = `/apphub/v1/apps/${appId}/draft`;
    const draft = (await dev.request('GET', draftPath, { headers: acme })).json();
    const files = {
      ...draft.files,
      'manifest.json': JSON.stringify(manifest('1.0.2', { tasks: ['open_one'] }), null, 2),
    };
    const saved = await dev.request('PUT', draftPath, {
      headers: acme,
      payload: { revision: draft.revision, baseVersionId: draft.baseVersionId, files },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const validation = (await dev.request('POST', `${draftPath}/validate`, { headers: acme })).json();
    expect(validation.isValid).toBe(false);
    expect(validation.issues).toEqual([
      expect.objectContaining({
        code: 'component_reference',
        file: 'manifest.json',
        pointer: '/profileGroups/0',
        message: RULE,
      }),
    ]);

    const built = await dev.request('POST', `${draftPath}/build`, {
      headers: acme,
      payload: { revision: saved.json().revision },
    });
    expect(built.statusCode, built.body).toBe(201);
    const build = await waitForBuild(dev, ACME, built.json().build.id);
    expect(build.status).toBe('FAILED');
    expect(build.error).toBe(RULE);
  });
});
