import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admitHeavy } from './admitHeavy.ts';
import { concurrencyLimit } from './concurrencyLimit.ts';
import { HttpError } from './httpError.ts';

type Mode = 'ok' | 'hold' | 'hang' | 'throw' | 'streamHang' | 'late';

/**
 * Every way an admitted request can end, and the slot coming back from each. Found by a soak test
 * (a request that waited for a slot while its client went away kept it for good) and by a bug report (a
 * user's log searches refused until a restart: handlers that never settled held the slots while the pages
 * stayed open).
 */
describe('admitHeavy', () => {
  const limit = concurrencyLimit({ overall: 1, perUser: 1, queue: 5, maxWaitMs: 5_000 });
  const DEADLINE_MS = 400;
  let app: FastifyInstance;
  let origin: string;
  let hold: () => void = () => {};
  let started: () => void = () => {};
  /** Settles the handler of a 'late' request, after its deadline. */
  let settleLate: () => void = () => {};
  const lateSettled: string[] = [];

  const waitFor = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  const running = () =>
    new Promise<void>((resolve) => {
      started = resolve;
    });

  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler((error: Error, _request, reply) => {
      const status = error instanceof HttpError ? error.statusCode : 500;
      return reply.code(status).send({ error: 'x', message: error.message });
    });
    const preHandler = admitHeavy(limit, {
      retryAfterSeconds: 5,
      busyMessage: 'busy',
      deadlineMs: DEADLINE_MS,
      deadlineMessage: 'too late',
    });
    app.post('/heavy', { preHandler }, async (request, reply) => {
      const mode = (request.body as { mode: Mode }).mode;
      if (mode === 'hold') {
        started();
        await new Promise<void>((resolve) => {
          hold = resolve;
        });
      }
      if (mode === 'hang') {
        started();
        // A database statement lost at a restart: nothing ever settles it.
        await new Promise(() => {});
      }
      if (mode === 'throw') throw new Error('the database stopped');
      if (mode === 'late') {
        started();
        await new Promise<void>((resolve) => {
          settleLate = resolve;
        });
        lateSettled.push('settled');
        return { late: true };
      }
      if (mode === 'streamHang') {
        started();
        // The first bytes, then nothing more: a download whose next batch never comes.
        async function* body() {
          yield 'first line\n';
          await new Promise(() => {});
        }
        return reply.type('text/plain').send(Readable.from(body()));
      }
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(() => app.close());
  afterEach(async () => {
    // Whatever the test did, the slot is back and nothing waits for it.
    await waitFor(() => limit.running === 0 && limit.waiting === 0);
  });

  const post = (mode: Mode, signal?: AbortSignal) =>
    fetch(`${origin}/heavy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode }),
      ...(signal ? { signal } : {}),
    });

  /** The slot is free: a request runs at once, not after a wait. */
  const expectSlotFree = async () => {
    expect(limit.running).toBe(0);
    expect((await post('ok')).status).toBe(200);
  };

  it('gives back the slot of a request whose client left while it waited for one', async () => {
    const isRunning = running();
    const holder = post('hold');
    await isRunning;
    const gone = new AbortController();
    const waiter = post('ok', gone.signal).catch(() => 'aborted');
    await waitFor(() => limit.waiting > 0);
    gone.abort();
    expect(await waiter).toBe('aborted');
    // Its server side sees the socket close while it still waits in the queue.
    await new Promise((resolve) => setTimeout(resolve, 200));
    hold();
    expect((await holder).status).toBe(200);

    // The slot the waiter was granted is free again: the next request runs at once.
    await expectSlotFree();
    expect(limit.waiting).toBe(0);
  });

  it('refuses with 503 and Retry-After when the queue is full', async () => {
    const small = concurrencyLimit({ overall: 1, perUser: 1, queue: 0, maxWaitMs: 1_000 });
    const taken = await small.acquire('127.0.0.1');
    const refusing = Fastify();
    refusing.get(
      '/heavy',
      {
        preHandler: admitHeavy(small, {
          retryAfterSeconds: 7,
          busyMessage: 'busy',
          deadlineMs: DEADLINE_MS,
          deadlineMessage: 'too late',
        }),
      },
      async () => ({ ok: true }),
    );
    const res = await refusing.inject({ method: 'GET', url: '/heavy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    taken!();
    expect(small.running).toBe(0);
    await refusing.close();
  });

  it('gives back the slot when the handler throws', async () => {
    expect((await post('throw')).status).toBe(500);
    await expectSlotFree();
  });

  it('gives back the slot when the client leaves while the handler still runs', async () => {
    const isRunning = running();
    const gone = new AbortController();
    const request = post('hold', gone.signal).catch(() => 'aborted');
    await isRunning;
    expect(limit.running).toBe(1);
    gone.abort();
    expect(await request).toBe('aborted');
    // Given back on the connection's close, while the handler is still waiting.
    await waitFor(() => limit.running === 0);
    await expectSlotFree();
    hold();
  });

  it('answers a handler that never settles 503 at the deadline and gives its slot back', async () => {
    const res = await post('hang');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ error: 'unavailable', message: 'too late' });
    await expectSlotFree();
  });

  it('cuts a stream that stalls past the deadline and gives its slot back', async () => {
    const res = await post('streamHang');
    expect(res.status).toBe(200);
    // The status went with the first bytes: the client learns from a transfer cut short.
    await expect(res.text()).rejects.toThrow();
    await expectSlotFree();
  });

  it('counts the slot of a handler that settles after its deadline once', async () => {
    const isRunning = running();
    const late = post('late');
    await isRunning;
    expect((await late).status).toBe(503);
    settleLate();
    await waitFor(() => lateSettled.length === 1);
    // A second give-back of the same slot would let two requests run at once.
    const isHeld = running();
    const holder = post('hold');
    await isHeld;
    expect(limit.running).toBe(1);
    const next = post('ok');
    await waitFor(() => limit.waiting === 1);
    hold();
    expect((await holder).status).toBe(200);
    expect((await next).status).toBe(200);
  });
});
