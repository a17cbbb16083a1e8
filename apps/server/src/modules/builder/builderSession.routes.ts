import { type BuilderSessionStatus, builderSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthSession } from '../../platform/auth/auth.hook.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';

/** The status path: the auth hook does not slide the idle timeout for it (platform/auth/auth.hook.ts). */
export const BUILDER_SESSION_PATH = '/apphub/v1/builder/session';

const statusOf = (session: AuthSession): BuilderSessionStatus => ({
  now: new Date().toISOString(),
  idleExpiresAt: session.idleExpiresAt.toISOString(),
  expiresAt: session.expiresAt.toISOString(),
});

/**
 * The app builder's session status (docs/product/builder.md BUILDER-12): when the session ends, and a renewal
 * of its idle timeout.
 */
export async function builderSessionRoutes(fastify: FastifyInstance): Promise<void> {
  const route = endpointRoutes(fastify);
  route(builderSpecs.getBuilderSession, async (_request, _reply, { session }) => statusOf(session));
  // The auth hook has slid the idle timeout of this request's session already: it answers the result.
  route(builderSpecs.renewBuilderSession, async (_request, _reply, { session }) => statusOf(session));
}
