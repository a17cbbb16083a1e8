import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { STATIC_FILES_ROUTE } from '../platform/logging.ts';
import { registerDemoWorldGate } from './demoWorldGate.ts';

const config = { cookieSecure: false };

/**
 * The gate before routes that stand for the portal's: the probes (marked as modules/health marks them;
 * readiness asks the gate, as there), an API route, the web app's wildcard.
 */
async function gatedApp() {
  const app = Fastify();
  registerDemoWorldGate(app, { config });
  const handled: string[] = [];
  const probe = { config: { probe: true } };
  app.get('/healthz', probe, async () => ({ status: 'ok' }));
  app.get('/readyz', probe, async (_request, reply) =>
    app.demoWorldGate.holding() ? reply.status(503).send({ status: 'unavailable' }) : { status: 'ok' },
  );
  app.get('/api/v1/thing', async (request) => {
    handled.push(request.url);
    return { made: true };
  });
  app.get(STATIC_FILES_ROUTE, async () => 'the page');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, handled, origin: `http://127.0.0.1:${port}` };
}

/** A deferred seed, settled by the test. */
function seed() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the demo world gate', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers the probe and a visitor page at once, and data once the world is made', async () => {
    const gated = await gatedApp();
    app = gated.app;
    const making = seed();
    app.demoWorldGate.holdUntil(making.promise);

    let answered = false;
    const data = fetch(`${gated.origin}/api/v1/thing`).then((res) => {
      answered = true;
      return res;
    });
    expect((await fetch(`${gated.origin}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${gated.origin}/apps`)).text()).toBe('the page');
    const readiness = await fetch(`${gated.origin}/readyz`);
    expect([readiness.status, await readiness.json()]).toEqual([503, { status: 'unavailable' }]);
    // A page asked with the session's cookie or the signed-in hint reads the session: it waits.
    let pageAnswered = false;
    const signedInPage = fetch(`${gated.origin}/apps`, {
      headers: { cookie: 'a=1; portal_signed_in=1' },
    }).then((res) => {
      pageAnswered = true;
      return res;
    });
    await tick();
    expect([answered, pageAnswered, gated.handled]).toEqual([false, false, []]);

    making.resolve();
    expect(await (await data).json()).toEqual({ made: true });
    expect((await signedInPage).status).toBe(200);
    expect(app.demoWorldGate.holding()).toBe(false);
    expect((await fetch(`${gated.origin}/readyz`)).status).toBe(200);
  });

  it('does not serve a request whose client left while it waited', async () => {
    const gated = await gatedApp();
    app = gated.app;
    const making = seed();
    app.demoWorldGate.holdUntil(making.promise);
    const left = http.get(`${gated.origin}/api/v1/thing`);
    left.on('error', () => {});
    await tick();
    left.destroy();
    await tick();
    making.resolve();
    await tick();
    expect(gated.handled).toEqual([]);
    expect((await fetch(`${gated.origin}/api/v1/thing`)).status).toBe(200);
    expect(gated.handled).toEqual(['/api/v1/thing']);
  });

  it('answers 503 to what waited, and to what comes after, when the seed fails', async () => {
    const gated = await gatedApp();
    app = gated.app;
    const making = seed();
    app.demoWorldGate.holdUntil(making.promise);
    const waited = fetch(`${gated.origin}/api/v1/thing`);
    await tick();
    making.reject(new Error('the seed failed'));
    expect((await waited).status).toBe(503);
    expect((await fetch(`${gated.origin}/api/v1/thing`)).status).toBe(503);
    expect((await fetch(`${gated.origin}/readyz`)).status).toBe(503);
    expect(gated.handled).toEqual([]);
  });

  it('lets requests made in the process through: the seed makes some (the engine calls the sandbox)', async () => {
    const gated = await gatedApp();
    app = gated.app;
    app.demoWorldGate.holdUntil(seed().promise);
    expect((await app.inject({ method: 'GET', url: '/api/v1/thing' })).json()).toEqual({ made: true });
  });
});
