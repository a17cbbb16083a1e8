import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConcurrencyLimit } from './concurrencyLimit.ts';
import { HttpError } from './httpError.ts';

/**
 * A preHandler that takes a slot of `limit` for the request's user (their address when signed out) and
 * gives it back when the response is done or the client goes; refused, the request is answered 503 with
 * Retry-After, before any work starts.
 */
export function admitHeavy(limit: ConcurrencyLimit, retryAfterSeconds: number, message: string) {
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
      throw new HttpError('unavailable', message);
    }
    if (isGone) {
      // Nobody is there to read the answer: the slot goes back and the heavy work is not started.
      release();
      throw new HttpError('unavailable', message);
    }
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  };
}
