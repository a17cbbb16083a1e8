import { type BuilderSessionStatus, builderSessionStatusSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthSession } from '../../platform/auth/auth.hook.ts';
import { requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';

/** The status path: the auth hook does not slide the idle timeout for it (platform/auth/auth.hook.ts). */
export const BUILDER_SESSION_PATH = '/apphub/v1/builder/session';

const statusOf = (session: AuthSession): BuilderSessionStatus => ({
  now: new Date().toISOString(),
  idleExpiresAt: session.idleExpiresAt.toISOString(),
  expiresAt: session.expiresAt.toISOString(),
});

/** SPEC.md 7 app builder "session status": when the session ends, and a renewal of its idle timeout. */
export async function builderSessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['app builder'];
  app.get(
    BUILDER_SESSION_PATH,
    {
      schema: {
        tags,
        summary: 'When the session ends (idle and absolute); reading it does not extend it',
        response: { 200: builderSessionStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => statusOf(requireSession(request)),
  );
  app.post(
    `${BUILDER_SESSION_PATH}/renew`,
    {
      schema: {
        tags,
        summary: 'Extends the idle timeout (as any request does), up to the absolute one; answers the status',
        response: { 200: builderSessionStatusSchema, ...errorResponses(401, 403) },
      },
    },
    // The auth hook has slid the idle timeout of this request's session already: it answers the result.
    async (request) => statusOf(requireSession(request)),
  );
}
