import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../../platform/auth/tokens.ts';
import type { ConcurrencyLimit } from '../../platform/concurrencyLimit.ts';
import { SandboxBusy } from './sandbox.service.ts';
import { type SandboxRefusal, sandboxRefusal } from './sandboxRefusal.ts';

/** Answers a refusal in a protocol's own shape (REST JSON, GraphQL `errors`, a SOAP fault). */
export type RefusalReply = (
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: SandboxRefusal,
) => FastifyReply;

/**
 * Whom a call counts against: its bearer token (hashed: the key lives in memory beside others'), or its
 * address when it has none (a SOAP UsernameToken, or no credentials at all).
 */
export function callerOf(request: FastifyRequest): string {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token ? `token:${sha256(token)}` : `address:${request.ip}`;
}

/**
 * Load shedding for the sandbox's calls (docs/product/sandbox.md SANDBOX-8; 200 small GraphQL queries at once
 * with one token were once all taken, p50 4.5 s, the event loop held up to 1.4 s). An onRequest hook, so a
 * refused call costs no body read, no parse and no database statement: a slot of `limit` per caller, a short
 * queue, then 503 with Retry-After in the protocol's shape. The slot goes back when the response is sent or
 * the client goes, and at the latest at `deadlineMs` (a handler that never settles must not keep it for
 * good).
 */
export function sandboxAdmission(limit: ConcurrencyLimit, deadlineMs: number) {
  return (refuse: RefusalReply) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
      // A client that leaves while its call waits: its 'close' fires before the slot is granted, so it is
      // watched from before the wait (the leak admitHeavy.ts describes).
      let isGone = false;
      const onGone = () => {
        isGone = true;
      };
      reply.raw.once('close', onGone);
      const release = await limit.acquire(callerOf(request));
      reply.raw.off('close', onGone);
      if (!release || isGone) {
        release?.();
        return refuse(request, reply, sandboxRefusal(new SandboxBusy())!);
      }
      const deadline = setTimeout(() => {
        request.log.warn(
          { deadlineMs },
          'sandbox call still running at its deadline: its slot is given back',
        );
        release();
      }, deadlineMs);
      deadline.unref();
      const done = () => {
        clearTimeout(deadline);
        release();
      };
      reply.raw.once('finish', done);
      reply.raw.once('close', done);
      return undefined;
    };
}

export type SandboxAdmit = ReturnType<ReturnType<typeof sandboxAdmission>>;
