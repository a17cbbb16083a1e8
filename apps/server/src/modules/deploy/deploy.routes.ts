import {
  deploymentHistoryQuerySchema,
  deploymentHistoryResponseSchema,
  deploymentSchema,
  deployRequestSchema,
  registryQuerySchema,
  registryResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { DeployService } from './deploy.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Registry and deploy (SPEC.md 7: POST /v1/deploy, /v1/registry under /aos): which version runs where. */
export async function deployRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: DeployService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, db } = opts;
  const tags = ['deploy'];

  app.post(
    '/aos/v1/deploy',
    {
      schema: {
        tags,
        summary: 'Deploy a version to a tenant environment (409 when its stage does not allow it)',
        body: deployRequestSchema,
        response: { 201: deploymentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const org = await requirePermission(db, request, 'apps.deploy');
      const actor = { userId: requireSession(request).userId, organizationId: org.organizationId };
      return reply.status(201).send(await service.deploy(actor, request.body));
    },
  );

  app.get(
    '/aos/v1/deploy/history',
    {
      schema: {
        tags,
        summary: "An app's deploys, newest first, kept after a redeploy (the app builder's deploy tracking)",
        querystring: deploymentHistoryQuerySchema,
        response: { 200: deploymentHistoryResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.history((await requirePermission(db, request, 'apps.read')).organizationId, request.query),
  );

  app.get(
    '/aos/v1/registry',
    {
      schema: {
        tags,
        summary: 'What runs in which tenant for the company',
        querystring: registryQuerySchema,
        response: { 200: registryResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.registry((await requirePermission(db, request, 'apps.read')).organizationId, request.query),
  );
  // The original service takes its filter as a POST body; it changes nothing.
  app.post(
    '/aos/v1/registry',
    {
      schema: {
        tags,
        summary: 'The registry, filtered by a JSON body',
        body: registryQuerySchema,
        response: { 200: registryResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.registry((await requirePermission(db, request, 'apps.read')).organizationId, request.body),
  );
}
