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
    const release = await limit.acquire(request.session?.userId ?? request.ip);
    if (!release) {
      reply.header('Retry-After', String(retryAfterSeconds));
      throw new HttpError('unavailable', message);
    }
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  };
}
