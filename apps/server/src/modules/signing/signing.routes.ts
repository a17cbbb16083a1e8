import { buildSigningJwksSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SigningService } from './signing.service.ts';

/** Public, no session: a tenant verifies a downloaded artifact without an account at the portal. */
export async function signingRoutes(
  fastify: FastifyInstance,
  opts: { service: SigningService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/apphub/v1/signing-keys',
    {
      schema: {
        tags: ['builds'],
        summary: 'Public keys (JWK set) that verify build signatures (docs/app-lifecycle.md)',
        response: { 200: buildSigningJwksSchema },
      },
    },
    async (_request, reply) => {
      // Keys change only by a rotation; caches may hold them a while.
      reply.header('cache-control', 'public, max-age=300');
      return opts.service.publicKeys();
    },
  );
}
