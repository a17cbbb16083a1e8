import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, waitForBuild } from '../../../test/appsTestKit.ts';
import { watchEventLoop } from '../../../test/eventLoopWatch.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { patchEntry, zipBuffer } from '../../platform/zip/testZips.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
type Session = Awaited<ReturnType<typeof signIn>>;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (bytes = 64) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(bytes - 8, 7)]);
const MB = 1024 * 1024;

describe('app builder draft assets and zips', () => {
  let ctx: TestContext;
  let dev: Session;
  let appId: string;
  const draftPath = () => `/apphub/v1/apps/${appId}/draft`;
  const draft = async () => (await dev.request('GET', draftPath(), { headers: acme })).json();
  const putAsset = (name: string, data: Buffer, revision: number, type = 'application/octet-stream') =>
    dev.request('PUT', `${draftPath()}/assets?path=${encodeURIComponent(name)}`, {
      headers: { ...acme, 'content-type': type, 'if-match': `"${revision}"` },
      payload: data,
    });
  const uploadZip = (zip: Buffer, revision: number) => {
    const body = multipartBody({}, { name: 'draft.zip', data: zip });
    return dev.request('PUT', `${draftPath()}/zip`, {
      headers: { ...acme, ...body.headers, 'if-match': `"${revision}"` },
      payload: body.payload,
    });
  };
  /** Every stored draft asset: nothing may be left behind by a refused change. */
  const storedAssets = async () =>
    (await readdir(path.join(ctx.config.filesDir, 'drafts'), { recursive: true }).catch(() => [])).filter(
      (name) => name.split(path.sep).length === 3,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Assets', referenceId: 'assets_app', type: 'JOURNEYS', source: 'scratch' },
    });
    appId = created.json().app.id;
  });
  afterAll(() => ctx.close());

  it('adds a PNG to the draft, listed with its size and type, and serves it back for the preview', async () => {
    const res = await putAsset('assets/logo.png', png(100), 0, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ revision: 1, hasChanges: true });
    expect(res.json().assets).toContainEqual({
      path: 'assets/logo.png',
      bytes: 100,
      mediaType: 'image/png',
      isUploaded: true,
    });
    expect(res.json().binaryFiles).toContain('assets/logo.png');
    const content = await dev.request('GET', `${draftPath()}/assets/content?path=assets/logo.png`, {
      headers: acme,
    });
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.rawPayload.equals(png(100))).toBe(true);
  });

  it('refuses a wrong extension (415), content that is not what the extension says (422) and a file over the limit (413), naming the file', async () => {
    const before = await draft();
    const wrongType = await putAsset('assets/photo.gif', png(), before.revision);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe(
      'assets/photo.gif cannot be added: an asset must be a .png, .svg file.',
    );
    const fake = await putAsset('assets/fake.png', Buffer.from('not a picture'), before.revision);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toMatch(
      /^assets\/fake\.png cannot be added: its content is not what its extension says/,
    );
    const script = await putAsset(
      'assets/x.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      before.revision,
    );
    expect(script.statusCode).toBe(422);
    const big = await putAsset('assets/big.png', png(2 * MB + 1), before.revision);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('assets/big.png is larger than 2 MB, the most an asset may be.');
    expect((await draft()).revision).toBe(before.revision);
    expect(await storedAssets()).toHaveLength(1);
  });

  // An SVG's allow-list parse, bounded at 200,000 nodes, is about 400 ms of CPU for a 2 MB file; read on the
  // event loop, one upload held every user's requests that long.
  it('checks an SVG past its node or depth bound in a task thread: refused (422) naming the file, the event loop free', async () => {
    const before = await draft();
    const nodes = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect x="1" y="2"/>'.repeat(100_000)}</svg>`;
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(300_000)}</svg>`;
    for (const [name, svg] of [
      ['assets/nodes.svg', nodes],
      ['assets/deep.svg', deep],
    ] as const) {
      const loop = await watchEventLoop();
      const res = await putAsset(name, Buffer.from(svg), before.revision, 'image/svg+xml');
      // The watch samples at its next tick: a turn that ends with the answer is seen only after it.
      await sleep(50);
      const { delayMs, ownTurnMs } = loop.stop();
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toMatch(
        name === 'assets/nodes.svg'
          ? /^assets\/nodes\.svg .*more than 200,000 elements and attributes/
          : /^assets\/deep\.svg .*elements nested more than 256 deep/,
      );
      expect(ownTurnMs, `longest turn ${ownTurnMs} ms; monitorEventLoopDelay max ${delayMs} ms`).toBeLessThan(
        100,
      );
    }
    expect((await draft()).revision).toBe(before.revision);
  });

  it('answers 409 with the server draft to a change made on a stale revision', async () => {
    const { revision } = await draft();
    const stale = await putAsset('assets/late.png', png(), revision - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().draft.revision).toBe(revision);
    const staleZip = await uploadZip(await zipBuffer([{ name: 'manifest.json', data: '{}' }]), revision - 1);
    expect(staleZip.statusCode).toBe(409);
    expect(await storedAssets()).toHaveLength(1);
  });

  it('downloads the draft as a zip and uploads it back: the same draft, assets included', async () => {
    const before = await draft();
    const res = await dev.request('GET', `${draftPath()}/zip`, { headers: acme });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="assets_app-draft.zip"');
    const back = await uploadZip(res.rawPayload, before.revision);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().files).toEqual(before.files);
    expect(back.json().assets).toEqual(before.assets);
    expect(back.json().revision).toBe(before.revision + 1);
  });

  it('refuses a hostile zip with the upload message and writes nothing', async () => {
    const before = await draft();
    const traversal = patchEntry(
      await zipBuffer([
        { name: 'manifest.json', data: '{}' },
        { name: 'assets/xxxxxxevil.png', data: png() },
      ]),
      1,
      { name: 'assets/../../evil.png' },
    );
    const res = await uploadZip(traversal, before.revision);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Error detected in zip file\. No build was triggered\./);
    const badAsset = await uploadZip(
      await zipBuffer([
        { name: 'manifest.json', data: '{}' },
        { name: 'assets/a.png', data: Buffer.from([0, 1, 2, 255]) },
      ]),
      before.revision,
    );
    expect(badAsset.statusCode).toBe(422);
    expect(await draft()).toEqual(before);
    expect(await storedAssets()).toHaveLength(1);
  });

  it("builds the draft with its assets, and the next draft has them from the new version's source", async () => {
    // A new version needs a new number (docs/product/builder.md BUILDER-7).
    const current = await draft();
    const manifest = JSON.parse(current.files['manifest.json']);
    const saved = await dev.request('PUT', draftPath(), {
      headers: acme,
      payload: {
        revision: current.revision,
        baseVersionId: current.baseVersionId,
        files: { ...current.files, 'manifest.json': JSON.stringify({ ...manifest, version: '0.2.0' }) },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { revision } = saved.json();
    const res = await dev.request('POST', `${draftPath()}/build`, { headers: acme, payload: { revision } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await waitForBuild(dev, demoOrgs.acme.id, res.json().build.id)).status).toBe('SUCCEEDED');
    const next = await draft();
    expect(next.hasChanges).toBe(false);
    expect(next.assets).toContainEqual({
      path: 'assets/logo.png',
      bytes: 100,
      mediaType: 'image/png',
      isUploaded: false,
    });
    expect(await storedAssets()).toHaveLength(0);
    // Removing a file of the base version hides it in the draft only.
    const removed = await dev.request('DELETE', `${draftPath()}/assets?path=assets/logo.png`, {
      headers: { ...acme, 'if-match': `"${next.revision}"` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().assets).toEqual([]);
    expect(removed.json().binaryFiles).not.toContain('assets/logo.png');
  });
  it("refuses an asset that takes the draft's assets over their total (413), and reset removes the uploads", async () => {
    const before = await draft();
    // Ten 2 MB assets in one zip (stored, not deflated: repeated bytes would pass the ratio limit).
    const zip = await zipBuffer([
      { name: 'manifest.json', data: before.files['manifest.json'] },
      ...Array.from({ length: 10 }, (_, i) => ({
        name: `assets/p${i}.png`,
        data: png(2 * MB),
        compress: false,
      })),
    ]);
    const ten = await uploadZip(zip, before.revision);
    expect(ten.statusCode, ten.body).toBe(200);
    const over = await putAsset('assets/one-more.png', png(100), ten.json().revision);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(
      "The draft's assets would come to 20 MB: a draft's assets may be at most 20 MB in all.",
    );
    // Reset discards the uploads with the rest of the draft, bytes included.
    const reset = await dev.request('DELETE', draftPath(), { headers: acme });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().assets.filter((a: { isUploaded: boolean }) => a.isUploaded)).toEqual([]);
    expect(await storedAssets()).toHaveLength(0);
  });
});
