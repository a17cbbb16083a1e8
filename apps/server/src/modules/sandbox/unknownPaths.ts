import type { FastifyInstance } from 'fastify';

/**
 * A sandbox path that is no route gets the portal's not-found answer, from inside the client CORS scope
 * (apiClients/clientCors.ts), so that a registered origin's page can read that 404 as it reads the sandbox's
 * other answers: the not-found handler is the root's, outside the scope, and so runs no CORS hook. OPTIONS
 * is the CORS plugin's own preflight route's; HEAD is answered wherever GET is.
 */
export async function unknownSandboxPaths(scope: FastifyInstance): Promise<void> {
  scope.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/sandbox/*',
    schema: { hide: true },
    handler: (_request, reply) => {
      reply.callNotFound();
    },
  });
}
