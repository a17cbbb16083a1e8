import { logoutResponseSchema, orchestrateSessionSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOrg, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { OrchestrateBuilderService } from './orchestrateBuilder.service.ts';

const errors = errorResponses(400, 401, 403);
const P = '/apphub/v1/orchestrate';

/**
 * The orchestration builder's session calls (SPEC.md 7: GET session, POST logout). The builder runs on
 * the portal session: these read it for the builder and end it; DELETE workflow component is the draft
 * PUT without the file (docs/decisions/orchestration-canvas.md).
 */
export async function orchestrateBuilderRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: OrchestrateBuilderService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = opts.database.db;
  const { service } = opts;
  const tags = ['orchestration builder'];

  app.get(
    `${P}/session`,
    {
      schema: {
        tags,
        summary: 'Who is editing, for which company (x-organization-id), until when, and what they may do',
        response: { 200: orchestrateSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const org = await requireOrg(db, request);
      reply.header('Cache-Control', 'no-store');
      return service.describe(session, org);
    },
  );

  app.post(
    `${P}/logout`,
    {
      schema: {
        tags,
        summary: 'Sign out of the builder: ends the portal session (as /api/v1/logout) and clears its cookie',
        response: { 200: logoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.logout(request, reply);
      return { loggedOut: true as const };
    },
  );
}
