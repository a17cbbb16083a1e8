import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, waitForBuild } from '../../../test/appsTestKit.ts';
import { watchEventLoop } from '../../../test/eventLoopWatch.ts';
import { probeHealthzDuring } from '../../../test/probeHealthz.ts';
import { signIn } from '../../../test/signIn.ts';
import { bigScript, recordModel } from '../../../test/sourceFixtures.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { zipBuffer } from '../../platform/zip/testZips.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };
const MAX_TURN_MS = 100;
const ENTRIES = 1_990;
const SCRIPTS = 499;

/**
 * A source within the limits (2,000 entries, 500 components): the manifest, a model, 499 scripts and 1,489 more
 * files, one script 1.5 MB. Every entry is read, checked and packaged.
 */
async function bigSource(referenceId: string): Promise<Buffer> {
  const scripts = Array.from({ length: SCRIPTS }, (_, i) => ({
    id: `s${i}`,
    kind: 'script',
    path: `scripts/s${i}.js`,
  }));
  const manifest = {
    referenceId,
    name: 'Big source',
    type: 'EXTEND',
    version: '1.0.0',
    description: 'Many scripts.',
    components: [{ id: 'record', kind: 'model', path: 'models/record.json' }, ...scripts],
  };
  return zipBuffer([
    { name: 'manifest.json', data: JSON.stringify(manifest) },
    recordModel,
    // One script of 1.5 MB: parsing it is the CPU-heavy part of a check (acorn, synchronous).
    { name: scripts[0]!.path, data: bigScript(30_000), compress: false },
    ...scripts.slice(1).map((script, i) => ({
      name: script.path,
      data: `// Script ${i}\nexport function main(record) {\n  const total = [1, 2, 3].reduce((a, b) => a + b, ${i});\n  return { ...record, total };\n}\n`,
    })),
    ...Array.from({ length: ENTRIES - SCRIPTS - 2 }, (_, i) => ({
      name: `docs/page${i}.md`,
      data: `# Page ${i}\n\nNotes for the maintainers, page ${i}.\n`,
    })),
  ]);
}

// A 1,990-entry zip, under the limits, once stalled the event loop for 2.8 s. This one held it 4.5 s on the
// main thread (the check of its 1.5 MB script); in task threads the longest turn is ~35 ms.
describe('a big source holds a thread of its own, not the event loop', () => {
  let ctx: TestContext;
  let origin: string;
  let dev: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    ctx = await createTestApp({ APP_UPLOAD_MAX_BYTES: String(20 * 1024 * 1024) });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx?.close());

  it('checks the upload and builds it with no turn of the loop over 100 ms, /healthz answering all along', async () => {
    const form = multipartBody(
      { name: 'Big source', referenceId: 'big_source', type: 'EXTEND', builtOnProvider: 'true' },
      { name: 'big.zip', data: await bigSource('big_source') },
    );
    const loop = await watchEventLoop();
    const work = (async () => {
      const res = await dev.request('POST', '/apphub/v1/apps/upload', {
        headers: { ...acme, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const build = await waitForBuild(dev, demoOrgs.acme.id, res.json().build.id, 120_000);
      return build;
    })();
    const { answered, result: build } = await probeHealthzDuring(origin, work);
    const { delayMs, ownTurnMs } = loop.stop();
    expect(build.status).toBe('SUCCEEDED');
    expect(answered).toBeGreaterThan(5);
    expect(ownTurnMs, `longest turn ${ownTurnMs} ms; monitorEventLoopDelay max ${delayMs} ms`).toBeLessThan(
      MAX_TURN_MS,
    );
  }, 180_000);
});
