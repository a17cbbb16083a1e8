import { signingSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { SigningService } from './signing.service.ts';

/** Public, no session: a tenant verifies a downloaded artifact without an account at the portal. */
export async function signingRoutes(
  fastify: FastifyInstance,
  opts: { service: SigningService },
): Promise<void> {
  const route = endpointRoutes(fastify);
  route(signingSpecs.getBuildSigningKeys, async (_request, reply) => {
    // Keys change only by a rotation; caches may hold them a while.
    reply.header('cache-control', 'public, max-age=300');
    return opts.service.publicKeys();
  });
}
