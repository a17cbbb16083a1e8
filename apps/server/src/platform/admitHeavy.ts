import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConcurrencyLimit } from './concurrencyLimit.ts';
import { HttpError } from './httpError.ts';

export type AdmitHeavyOptions = {
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /** The 503's message when no slot is free. */
  busyMessage: string;
  /**
   * The longest an admitted request may hold its slot. Past it the slot goes back and the client is
   * answered (503 with `deadlineMessage`, or its stream cut if the answer had begun), whatever the handler
   * is still waiting for: a user's searches were once refused until a restart, the slots held by
   * handlers that never settled.
   */
  deadlineMs: number;
  deadlineMessage: string;
};

/**
 * A preHandler that takes a slot of `limit` for the request's user (their address when signed out) and
 * gives it back exactly once: when the response is done, when the client goes, or at the deadline,
 * whichever comes first. Refused, the request is answered 503 with Retry-After, before any work starts.
 */
export function admitHeavy(limit: ConcurrencyLimit, options: AdmitHeavyOptions) {
  const { retryAfterSeconds, busyMessage, deadlineMs, deadlineMessage } = options;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // A client that leaves while its request waits for a slot: its 'close' fires before the slot is
    // granted, so a listener added after would never give the slot back (a leak the soak found: two such
    // searches held a user's two slots for good). Watched from before the wait.
    let isGone = false;
    const onGone = () => {
      isGone = true;
    };
    reply.raw.once('close', onGone);
    const release = await limit.acquire(request.session?.userId ?? request.ip);
    reply.raw.off('close', onGone);
    if (!release) {
      reply.header('Retry-After', String(retryAfterSeconds));
      throw new HttpError('unavailable', busyMessage);
    }
    if (isGone || reply.raw.destroyed) {
      // Nobody is there to read the answer: the slot goes back and the heavy work is not started.
      release();
      throw new HttpError('unavailable', busyMessage);
    }
    // One way out for the slot, whichever of these comes first; the others find it given back already.
    const done = () => {
      clearTimeout(deadline);
      reply.raw.off('finish', done);
      reply.raw.off('close', done);
      release();
    };
    const deadline = setTimeout(() => {
      done();
      if (reply.raw.headersSent) {
        // A stream already under way: its status is sent, so the client learns from a transfer cut short.
        reply.raw.destroy();
        return;
      }
      request.log.warn({ deadlineMs, url: request.url }, 'heavy request answered at its deadline');
      // The handler may settle later: Fastify then finds the reply sent and only logs it.
      reply
        .code(503)
        .header('Retry-After', String(retryAfterSeconds))
        .send({ error: 'unavailable', message: deadlineMessage });
    }, deadlineMs).unref();
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
  };
}
