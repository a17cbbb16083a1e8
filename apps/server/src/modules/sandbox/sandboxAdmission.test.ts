import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { concurrencyLimit } from '../../platform/concurrencyLimit.ts';
import { type RefusalReply, sandboxAdmission } from './sandboxAdmission.ts';

/**
 * The sandbox's slots over a real socket: a call whose client goes away, or whose handler never settles, must
 * give its slot back (the leaks admitHeavy.ts describes); a refused call is answered by the protocol's own
 * reply.
 */
describe('sandboxAdmission', () => {
  const limit = concurrencyLimit({ overall: 1, perUser: 1, queue: 1, maxWaitMs: 10_000 });
  // Far beyond any wait below: what gives those slots back is the client's going, not the deadline.
  const DEADLINE_MS = 120_000;
  const stuckLimit = concurrencyLimit({ overall: 1, perUser: 1, queue: 0, maxWaitMs: 10_000 });
  const STUCK_DEADLINE_MS = 300;
  const refuse: RefusalReply = (_request, reply, refusal) =>
    reply.status(refusal.status).headers(refusal.headers).send({ refused: refusal.message });
  let app: FastifyInstance;
  let origin: string;
  const holds: (() => void)[] = [];
  let started: () => void = () => {};

  beforeAll(async () => {
    app = Fastify();
    app.get('/call', { onRequest: sandboxAdmission(limit, DEADLINE_MS)(refuse) }, async (request) => {
      if ((request.query as { hold?: string }).hold) {
        started();
        await new Promise<void>((resolve) => holds.push(resolve));
      }
      return { ok: true };
    });
    // A handler that never settles once asked to: only the deadline gives its slot back.
    app.get(
      '/stuck',
      { onRequest: sandboxAdmission(stuckLimit, STUCK_DEADLINE_MS)(refuse) },
      async (request) => {
        if ((request.query as { forever?: string }).forever) {
          started();
          await new Promise<void>(() => {});
        }
        return { ok: true };
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const hold of holds) hold();
    await app.close();
  });

  const call = (query = '', signal?: AbortSignal, path = '/call') =>
    fetch(`${origin}${path}${query}`, {
      headers: { authorization: 'Bearer one-token' },
      ...(signal ? { signal } : {}),
    });
  const running = () =>
    new Promise<void>((resolve) => {
      started = resolve;
    });
  const idle = () =>
    vi.waitFor(() => expect([limit.running, limit.waiting]).toEqual([0, 0]), { timeout: 10_000 });

  it('refuses a call past the slots and the queue with 503 and Retry-After, in the reply it was given', async () => {
    const begun = running();
    const holder = call('?hold=1');
    await begun;
    const waiter = call();
    await vi.waitFor(() => expect(limit.waiting).toBe(1), { timeout: 10_000 });
    const refused = await call();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      refused: 'The sandbox is busy with other calls. Try again in a few seconds.',
    });
    holds.shift()!();
    expect((await holder).status).toBe(200);
    expect((await waiter).status).toBe(200);
    await idle();
  });

  it('gives the slot back when the client goes away while its call runs', async () => {
    const begun = running();
    const gone = new AbortController();
    const holder = call('?hold=1', gone.signal).catch(() => 'aborted');
    await begun;
    expect(limit.running).toBe(1);
    gone.abort();
    expect(await holder).toBe('aborted');
    // The handler still hangs; the slot is back all the same.
    await idle();
    expect((await call()).status).toBe(200);
    holds.shift()!();
  });

  it('gives the slot back when the client goes away while its call waits', async () => {
    const begun = running();
    const holder = call('?hold=1');
    await begun;
    const gone = new AbortController();
    const waiter = call('', gone.signal).catch(() => 'aborted');
    await vi.waitFor(() => expect(limit.waiting).toBe(1), { timeout: 10_000 });
    gone.abort();
    expect(await waiter).toBe('aborted');
    holds.shift()!();
    expect((await holder).status).toBe(200);
    await idle();
    expect((await call()).status).toBe(200);
  });

  it('gives the slot back at the deadline when the handler never settles', async () => {
    const begun = running();
    const stuck = new AbortController();
    void call('?forever=1', stuck.signal, '/stuck').catch(() => {});
    await begun;
    expect(stuckLimit.running).toBe(1);
    expect((await call('', undefined, '/stuck')).status).toBe(503);
    await vi.waitFor(() => expect(stuckLimit.running).toBe(0), { timeout: 10_000 });
    expect((await call('', undefined, '/stuck')).status).toBe(200);
    stuck.abort();
  });
});
