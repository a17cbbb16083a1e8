import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admitHeavy } from './admitHeavy.ts';
import { concurrencyLimit } from './concurrencyLimit.ts';

/**
 * Found by the soak of issue 19 (bench/soak.ts): 25 connections of one user on the log search, the client
 * timing out at 10 s. A request that waited for a slot while its client went away was granted the slot
 * after its 'close' had fired, so nothing ever gave it back: two such requests took the user's two slots
 * for good and every later search was refused after its wait.
 */
describe('admitHeavy', () => {
  const limit = concurrencyLimit({ overall: 1, perUser: 1, queue: 5, maxWaitMs: 2_000 });
  let app: FastifyInstance;
  let origin: string;
  let hold: () => void = () => {};
  let started: () => void = () => {};

  beforeAll(async () => {
    app = Fastify();
    app.post('/heavy', { preHandler: admitHeavy(limit, 5, 'busy') }, async (request) => {
      if ((request.body as { hold?: boolean } | undefined)?.hold) {
        started();
        await new Promise<void>((resolve) => {
          hold = resolve;
        });
      }
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(() => app.close());

  const post = (hold: boolean, signal?: AbortSignal) =>
    fetch(`${origin}/heavy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hold }),
      ...(signal ? { signal } : {}),
    });

  it('gives back the slot of a request whose client left while it waited for one', async () => {
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const holder = post(true);
    await running;
    const gone = new AbortController();
    const waiter = post(false, gone.signal).catch(() => 'aborted');
    while (limit.waiting === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    gone.abort();
    expect(await waiter).toBe('aborted');
    // Its server side sees the socket close while it still waits in the queue.
    await new Promise((resolve) => setTimeout(resolve, 200));
    hold();
    expect((await holder).status).toBe(200);

    // The slot the waiter was granted is free again: the next request runs at once.
    const next = await post(false);
    expect(next.status).toBe(200);
    expect(limit.running).toBe(0);
    expect(limit.waiting).toBe(0);
  });
});
