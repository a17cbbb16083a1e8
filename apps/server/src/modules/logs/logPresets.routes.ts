import {
  apiErrorSchema,
  logPresetInputSchema,
  logPresetListSchema,
  logPresetSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { LogServices } from './logServices.ts';

const errors = errorResponses(400, 401, 403, 404);
const PREFIX = '/observability/v1/logs/presets';
const idParams = z.object({ id: z.uuid() });

/** Custom log presets of the signed-in user in the selected company. */
export async function logPresetsRoutes(
  fastify: FastifyInstance,
  opts: Deps & { module: LogServices },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { presets } = opts.module;
  const db = opts.database.db;
  const tags = ['logs'];
  const owner = async (request: FastifyRequest) => {
    const org = await requirePermission(db, request, 'logs.read');
    return { userId: request.session!.userId, organizationId: org.organizationId };
  };

  app.get(
    PREFIX,
    {
      schema: {
        tags,
        summary: 'My custom presets in this company',
        response: { 200: logPresetListSchema, ...errors },
      },
    },
    async (request) => presets.list(await owner(request)),
  );

  app.post(
    PREFIX,
    {
      schema: {
        tags,
        summary: 'Save a custom preset',
        body: logPresetInputSchema,
        response: { 201: logPresetSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await presets.create(await owner(request), request.body)),
  );

  app.put(
    `${PREFIX}/:id`,
    {
      schema: {
        tags,
        summary: 'Replace a custom preset',
        params: idParams,
        body: logPresetInputSchema,
        response: { 200: logPresetSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => presets.update(await owner(request), request.params.id, request.body),
  );

  app.delete(
    `${PREFIX}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a custom preset',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await presets.remove(await owner(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
