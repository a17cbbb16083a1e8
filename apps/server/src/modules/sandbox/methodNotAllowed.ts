import { type ApiError, type ErrorCode, formatMessage } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The methods a REST path may be asked with. OPTIONS is left to CORS (clientCors.ts answers every
 * preflight) and HEAD is answered wherever GET is.
 */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * A wrong method on a known path is a 405 with `Allow` naming the right ones (RFC 9110 15.5.6), not the 404
 * of an unknown path (docs/product/sandbox.md SANDBOX-3): a client learns its method is wrong, not that the
 * resource is gone. Answered before the token: the path's methods are in its public OpenAPI document anyway.
 */
export function answerOtherMethods(fastify: FastifyInstance, url: string, methods: readonly string[]) {
  const others = METHODS.filter((method) => !methods.includes(method));
  if (others.length === 0) return;
  const allow = [...new Set([...methods, ...(methods.includes('GET') ? ['HEAD'] : [])])].sort().join(', ');
  fastify.route({
    method: others,
    url,
    schema: { hide: true },
    // No body is read: whatever a wrong method sends, the answer is the same.
    onRequest: async (request, reply) =>
      reply
        .status(405)
        .header('allow', allow)
        .send({
          error: 'method_not_allowed',
          message: formatMessage('sandbox.methodNotAllowed', { method: request.method, allow }),
        } satisfies ApiError & { error: ErrorCode }),
    handler: async () => undefined,
  });
}
