import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signInOverHttp } from './httpSession.ts';
import { killIfRunning, removeTempDirs, type ServerProcess, startServer, tempDir } from './serverProcess.ts';

// A port no other test file uses: the process files run beside each other and the API files.
const PORT = '8281';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const url = (route: string) => `${ORIGIN}${route}`;

/** Where in the server's log the first line for which `matches` holds is (-1: none). */
function lineIndex(server: ServerProcess, matches: (line: Record<string, unknown>) => boolean): number {
  return server.logs().findIndex(matches);
}

/**
 * A fresh start listens while the demo world is made (docs/decisions/demo-seed-after-listen.md): the
 * liveness probe and a visitor's page answer at once while /readyz says not ready, and a request for data
 * sent meanwhile is answered after the world is made, from the whole world: the demo sign-in works. Order
 * is asserted, never time. The web app is a page of its own (the real build may be rewritten meanwhile).
 */
describe('a fresh start with the demo world', () => {
  let server: ServerProcess | undefined;
  afterEach(() => killIfRunning(server));
  afterAll(removeTempDirs);

  it('answers its pages at once and its data once the demo world is made', async () => {
    const folder = tempDir('seed-after-listen');
    const webDist = path.join(folder, 'web');
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>shell | Developers</title>');
    server = startServer({
      DATA_DIR: path.join(folder, 'data'),
      PORT,
      PUBLIC_URL: ORIGIN,
      SEED_DEMO: 'true',
      WEB_DIST: webDist,
    });
    await server.waitForLog(/^portal listening at/, 110_000);

    // Sent before anything else: it waits for the world.
    const config = fetch(url('/api/v1/config'));
    const signIn = signInOverHttp(ORIGIN, ORIGIN, 'developer@demo.example');
    expect((await fetch(url('/healthz'))).status).toBe(200);
    const page = await fetch(url('/'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell');
    const readiness = await fetch(url('/readyz'));
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'unavailable', database: 'pglite' });

    expect((await config).status).toBe(200);
    const session = await signIn;
    expect((await session.request(ORIGIN, 'GET', '/api/v1/sessionInfo')).status).toBe(200);
    expect((await fetch(url('/readyz'))).status).toBe(200);

    // In the server's own log, one stream in order: the world was made before those were answered.
    const seeded = lineIndex(server, (line) => line.msg === 'seeded the demo world');
    const answered = (pathname: string) =>
      lineIndex(server!, (line) => {
        const req = line.req as { url?: string } | undefined;
        return line.msg === 'request completed' && req?.url?.split('?')[0] === pathname;
      });
    expect(seeded).toBeGreaterThan(0);
    expect(answered('/api/v1/config')).toBeGreaterThan(seeded);
    expect(answered('/oidc/auth')).toBeGreaterThan(seeded);
    expect(answered('/readyz')).toBeLessThan(seeded);

    server.child.kill('SIGTERM');
    expect(await server.exited()).toEqual({ code: 0, signal: null });
  }, 180_000);
});
