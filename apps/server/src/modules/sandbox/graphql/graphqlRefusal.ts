import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { clientError } from '../../../platform/errorHandler.ts';
import type { RefusalReply } from '../sandboxAdmission.ts';
import { sandboxRefusal } from '../sandboxRefusal.ts';

type GraphqlRefusal = { status: number; error: string; message: string; headers?: Record<string, string> };

/**
 * A refusal in GraphQL over HTTP's shape: `errors` with the reason's code, in the media type the client
 * accepts (application/graphql-response+json allows a non-2xx status for a request refused before it runs).
 */
function sendGraphqlRefusal(request: FastifyRequest, reply: FastifyReply, refusal: GraphqlRefusal) {
  return reply
    .status(refusal.status)
    .headers(refusal.headers ?? {})
    .type(
      String(request.headers.accept ?? '').includes('application/graphql-response+json')
        ? 'application/graphql-response+json; charset=utf-8'
        : 'application/json; charset=utf-8',
    )
    .send(
      JSON.stringify({
        errors: [{ message: refusal.message, extensions: { code: refusal.error.toUpperCase() } }],
      }),
    );
}

/** The sandbox's refusals (token, scope, load: sandboxRefusal.ts) as GraphQL answers them. */
export const graphqlRefusal: RefusalReply = sendGraphqlRefusal;

/**
 * The GraphQL routes' error handler: whatever the client caused before graphql-http reads the document
 * (an unknown tenant, a body that is not JSON or too large) is refused in GraphQL's shape with the
 * portal's status and words (clientError); a fault of the server's goes on to the portal's handler.
 */
export function graphqlErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = sandboxRefusal(error);
  if (refusal) return sendGraphqlRefusal(request, reply, refusal);
  const known = clientError(error, request);
  if (!known) throw error;
  return sendGraphqlRefusal(request, reply, { status: known.status, ...known.body });
}
