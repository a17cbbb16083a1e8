import { buildSigningJwksSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toPublishedJwk } from './buildSigner.ts';
import type { BuildSigningKeysRepository } from './buildSigningKeys.repository.ts';

/** Public, no session: a tenant verifies a downloaded artifact without an account at the portal. */
export async function signingKeysRoutes(
  fastify: FastifyInstance,
  opts: { repo: BuildSigningKeysRepository },
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
      const rows = await opts.repo.publicKeys();
      // Keys change only by a rotation; caches may hold them a while.
      reply.header('cache-control', 'public, max-age=300');
      return { keys: rows.map((row) => toPublishedJwk(row.kid, row.publicJwk)) };
    },
  );
}
