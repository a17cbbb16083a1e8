import {
  productUpdateBodySchema,
  productUpdateParamsSchema,
  productUpdateSchema,
  productUpdatesQuerySchema,
  productUpdatesResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalPermission, requireSession } from '../../platform/auth/guards.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { ProductUpdatesService } from './productUpdates.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** SPEC.md 7 search v2: product-updates?max and reset-product-updates; staff with admin.docs publish. */
export async function productUpdatesRoutes(
  fastify: FastifyInstance,
  opts: { service: ProductUpdatesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['product updates'];

  app.get(
    '/sub-api/v2/product-updates',
    {
      schema: {
        tags,
        summary: 'The newest entries (at most `max`), and how many the signed-in user has not read',
        querystring: productUpdatesQuerySchema,
        response: { 200: productUpdatesResponseSchema, ...errors },
      },
    },
    async (request) => service.feed(request.query.max, request.session?.userId ?? null),
  );
  app.post(
    '/sub-api/v2/reset-product-updates',
    {
      schema: {
        tags,
        summary: 'Mark every entry published so far as read for the signed-in user',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.markAllRead(requireSession(request).userId);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/sub-api/v2/product-updates',
    {
      schema: {
        tags,
        summary: 'Publish an entry now (admin.docs)',
        body: productUpdateBodySchema,
        response: { 201: productUpdateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireGlobalPermission(request, 'admin.docs');
      return reply.code(201).send(await service.publish(request.body, session.userId));
    },
  );
  app.put(
    '/sub-api/v2/product-updates/:id',
    {
      schema: {
        tags,
        summary: 'Correct an entry; its date stays (admin.docs)',
        params: productUpdateParamsSchema,
        body: productUpdateBodySchema,
        response: { 200: productUpdateSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.docs');
      return service.edit(request.params.id, request.body);
    },
  );
  app.delete(
    '/sub-api/v2/product-updates/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw an entry (admin.docs)',
        params: productUpdateParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireGlobalPermission(request, 'admin.docs');
      await service.withdraw(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
