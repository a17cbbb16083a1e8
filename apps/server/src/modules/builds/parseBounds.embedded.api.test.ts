import { MAX_JSON_DEPTH } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadApp, waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { recordModel } from '../../../test/sourceFixtures.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { type TestEntry, zipBuffer } from '../../platform/zip/testZips.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { MAX_SVG_DEPTH } from './pipeline/svgAllowList.ts';

const acme = demoOrgs.acme.id;
type Session = Awaited<ReturnType<typeof signIn>>;

/** An EXTEND source: the record model and one more component with its file. */
function source(referenceId: string, component: { id: string; kind: string; path: string }, data: string) {
  const manifest = {
    referenceId,
    name: 'Parse bounds',
    type: 'EXTEND',
    version: '1.0.0',
    components: [{ id: 'record', kind: 'model', path: recordModel.name }, component],
  };
  const entries: TestEntry[] = [
    { name: 'manifest.json', data: JSON.stringify(manifest) },
    recordModel,
    { name: component.path, data },
  ];
  return zipBuffer(entries);
}

/**
 * docs/product/builds.md BUILDS-4: the build's parsers are bounded, and a source past a bound fails its build
 * at once, the file named in the build's error and its log, as every other source problem is shown.
 */
describe('a build bounds what it parses and names the file past a bound', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let dev: Session;

  const buildOf = async (referenceId: string, zip: Buffer) => {
    const res = await uploadApp(dev, acme, referenceId, zip);
    expect(res.statusCode, res.body).toBe(201);
    const build = await waitForBuild(dev, acme, res.json().build.id, 60_000);
    const log = await dev.request('GET', `/apphub/v1/builds/${build.id}/logs/download`, {
      headers: { 'x-organization-id': acme },
    });
    return { build, log: log.body };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx?.close());

  it('fails an SVG of 40,000 nested <g> (273 KB) on its first attempt, naming the file', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(40_000)}${'</g>'.repeat(40_000)}</svg>`;
    const zip = await source('deep_svg', { id: 'icon', kind: 'asset', path: 'assets/deep.svg' }, svg);
    const { build, log } = await buildOf('deep_svg', zip);
    const message = `assets/deep.svg: SVG images cannot contain elements nested more than ${MAX_SVG_DEPTH} deep`;
    expect(build).toMatchObject({ status: 'FAILED', attempts: 1, error: message });
    expect(log).toContain(`ERROR ${message}`);
    expect(log).toContain('ERROR Build FAILED with 1 error(s)');
  });

  it('fails a collection whose body nests 10,000 deep on its first attempt, naming the file', async () => {
    const body = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const collection = `{"name":"Deep","requests":[{"id":"a","name":"a","method":"POST","path":"/api/workers/v1/workers","body":${body}}]}`;
    const zip = await source(
      'deep_json',
      { id: 'smoke', kind: 'collection', path: 'collections/deep.json' },
      collection,
    );
    const { build, log } = await buildOf('deep_json', zip);
    const message = `collections/deep.json nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep, the most an app source file may.`;
    expect(build).toMatchObject({ status: 'FAILED', attempts: 1, error: message });
    expect(log).toContain(`ERROR ${message}`);
    expect(log).not.toContain('internal error');
  });

  it('refuses the upload of a manifest nested past the bound, naming it, before any build', async () => {
    const manifest = `{"referenceId":"deep_manifest","name":"x","type":"EXTEND","version":"1.0.0","components":[],"x":${'['.repeat(100)}${']'.repeat(100)}}`;
    const zip = await zipBuffer([{ name: 'manifest.json', data: manifest }, recordModel]);
    const res = await uploadApp(dev, acme, 'deep_manifest', zip);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(
      `manifest.json nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep, the most an app source file may.`,
    );
  });
});
