import {
  deployedOrchestrationsSchema,
  launchRunRequestSchema,
  orchestrationRunDetailSchema,
  orchestrationRunSchema,
  runsPageSchema,
  runsQuerySchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { OrchestrationsService } from './orchestrations.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 413);
const appParams = z.object({ id: z.string().min(1).max(128) });
const runParams = appParams.extend({ run: z.uuid() });

/**
 * Orchestration runs of an app (issue 18): the activity pages read them, and the API trigger launches,
 * polls, cancels and lists them with an API client's portal token (scope portal.orchestrations) as with
 * a session.
 */
export async function orchestrationsRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: OrchestrationsService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, service } = opts;
  const tags = ['orchestrations'];
  const actor = async (request: FastifyRequest, permission: string) => {
    const org = await requirePermission(db, request, permission);
    return { userId: requireSession(request).userId, organizationId: org.organizationId };
  };

  app.get(
    '/apphub/v1/apps/:id/orchestrations',
    {
      schema: {
        tags,
        summary: "The orchestrations of the app's deployed versions, by tenant",
        params: appParams,
        response: { 200: deployedOrchestrationsSchema, ...errors },
      },
    },
    async (request) =>
      service.deployed((await actor(request, 'orchestrations.read')).organizationId, request.params.id),
  );

  app.get(
    '/apphub/v1/apps/:id/orchestration-runs',
    {
      schema: {
        tags,
        summary: "The app's orchestration runs, newest first, optionally of one status",
        params: appParams,
        querystring: runsQuerySchema,
        response: { 200: runsPageSchema, ...errors },
      },
    },
    async (request) =>
      service.list(
        (await actor(request, 'orchestrations.read')).organizationId,
        request.params.id,
        request.query,
      ),
  );

  app.post(
    '/apphub/v1/apps/:id/orchestration-runs',
    {
      schema: {
        tags,
        summary: 'Launch a run of an orchestration of the version deployed to a tenant',
        params: appParams,
        body: launchRunRequestSchema,
        response: { 201: orchestrationRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await actor(request, 'orchestrations.write');
      // A program with an API client's token is the API trigger; a person in the portal is manual.
      const trigger = request.apiClient ? 'api' : 'manual';
      return reply.status(201).send(await service.launch(who, request.params.id, request.body, trigger));
    },
  );

  app.get(
    '/apphub/v1/apps/:id/orchestration-runs/:run',
    {
      schema: {
        tags,
        summary: 'A run with its steps in order: input, output, attempts, duration and error',
        params: runParams,
        response: { 200: orchestrationRunDetailSchema, ...errors },
      },
    },
    async (request) =>
      service.get(
        (await actor(request, 'orchestrations.read')).organizationId,
        request.params.id,
        request.params.run,
      ),
  );

  app.post(
    '/apphub/v1/apps/:id/orchestration-runs/:run/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a run that has not ended (409 once it has)',
        params: runParams,
        response: { 200: orchestrationRunSchema, ...errors },
      },
    },
    async (request) =>
      service.cancel(await actor(request, 'orchestrations.write'), request.params.id, request.params.run),
  );
}
