import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleFile, bundleServer } from '../../src/build/bundle.ts';
import { openPglite } from '../../src/db/client.ts';
import { seedIdentityDemo } from '../../src/seed/identityDemo.ts';
import { signInOverHttp } from './httpSession.ts';
import {
  killIfRunning,
  removeTempDirs,
  type ServerProcess,
  startServer,
  tempDir,
  until,
} from './serverProcess.ts';

const PORT = '8273';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const url = (route: string) => `${ORIGIN}${route}`;

/**
 * `npm start` runs the server bundled into one file (src/build/bundle.ts). Built here into a folder of its
 * own beside the real one (the e2e suite's build may be writing dist/ meanwhile; the packages left out of
 * the bundle resolve from the checkout's node_modules), then started on a fresh DATA_DIR: what it
 * reads beside its sources (migrations, sign-in CSS, GraphQL schemas, the shipped docs) and a task thread
 * started from source (the docs' Markdown rendered by runTask) prove every `import.meta.url` was given
 * back its source file's URL; a second start on the same DATA_DIR proves the bundle's start-up errors are
 * still recognised (`instanceof` in main.ts); then a sign-in as the web does it, up to the token endpoint,
 * which a minified bundle broke (docs/decisions/bundled-server.md, "Whitespace minified"). The e2e suite runs the real build's bundle.
 */
describe('the bundled server', () => {
  let folder: string;
  let bundle: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    await mkdir(path.dirname(bundleFile), { recursive: true });
    folder = await mkdtemp(path.join(path.dirname(bundleFile), 'bundle-test-'));
    bundle = path.join(folder, 'server.mjs');
    for (const output of await bundleServer(bundle)) await writeFile(output.path, output.contents);
  });
  afterEach(() => killIfRunning(server));
  afterAll(async () => {
    removeTempDirs();
    await rm(folder, { recursive: true, force: true });
  });

  it('is one byte a character to V8: nothing past ASCII in its text (build/oneByteSource.ts)', async () => {
    const text = await readFile(path.join(folder, 'server.bundle.mjs'), 'utf8');
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(text.match(/[\u0080-\uffff]/)?.index).toBeUndefined();
  });

  it('maps a position in its code back to the source file with its linked map', async () => {
    const text = await readFile(path.join(folder, 'server.bundle.mjs'), 'utf8');
    expect(text.endsWith('//# sourceMappingURL=server.bundle.mjs.map\n')).toBe(true);
    const map = new SourceMap(JSON.parse(await readFile(path.join(folder, 'server.bundle.mjs.map'), 'utf8')));
    // What `node --enable-source-maps` does with a stack frame's line and column (both 1-based).
    const at = text.indexOf('async function buildApp(');
    const lines = text.slice(0, at).split('\n');
    const origin = map.findOrigin(lines.length, lines.at(-1)!.length + 1);
    if (!('fileName' in origin)) throw new Error('buildApp has no mapping in the source map');
    const appFile = fileURLToPath(new URL('../../src/app.ts', import.meta.url));
    expect(path.resolve(folder, origin.fileName)).toBe(appFile);
    const source = await readFile(appFile, 'utf8');
    expect(source.split('\n')[origin.lineNumber - 1]).toMatch(/^export async function buildApp\(/);
  });

  it('starts on a fresh DATA_DIR, serves, runs a task thread, refuses a second start, signs in', async () => {
    const dataDir = path.join(tempDir('bundle-data'), 'data');
    server = startServer({ DATA_DIR: dataDir, PORT, PUBLIC_URL: ORIGIN }, bundle);
    await server.waitForLog(/^portal ready/, 120_000);

    expect((await fetch(url('/healthz'))).status).toBe(200);
    expect((await fetch(url('/api/v1/sessionInfo'))).status).toBe(401);
    // The shipped docs are rendered after ready, in a task thread (taskEntry.mjs, then renderTask.ts).
    const page = await until('the shipped docs', async () => {
      const response = await fetch(url('/sub-api/v1/docs/getting-started'));
      return response.status === 200 ? ((await response.json()) as { html: string }) : undefined;
    });
    expect(page.html).toContain('<p>');

    const second = startServer({ DATA_DIR: dataDir, PORT: '8274' }, bundle);
    expect((await second.exited()).code).toBe(1);
    expect(second.stderr()).toContain('The portal cannot start.');
    expect(second.stderr()).toContain(`DATA_DIR ${dataDir} is in use by another portal process`);

    server.child.kill('SIGTERM');
    expect(await server.exited()).toEqual({ code: 0, signal: null });

    // Only the demo people (as killRecovery.test.ts seeds them), then the provider's sign-in form, its
    // code redeemed at /oidc/token by the BFF's /api/v1/token, and the session's cookie used.
    const database = await openPglite(dataDir);
    await seedIdentityDemo(database.db, { demoPassword: 'demo' });
    await database.close();
    server = startServer({ DATA_DIR: dataDir, PORT, PUBLIC_URL: ORIGIN }, bundle);
    await server.waitForLog(/^portal ready/, 120_000);
    const session = await signInOverHttp(ORIGIN, ORIGIN, 'developer@demo.example');
    expect(session.info.exp * 1000).toBeGreaterThan(Date.now());
    expect((await session.request(ORIGIN, 'GET', '/api/v1/sessionInfo')).status).toBe(200);
  }, 300_000);
});
