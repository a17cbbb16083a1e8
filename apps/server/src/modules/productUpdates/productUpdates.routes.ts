import { productUpdatesSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { ProductUpdatesService } from './productUpdates.service.ts';

/**
 * docs/product/content.md CONTENT-5, under search v2: product-updates?max and reset-product-updates; staff
 * with admin.docs publish.
 */
export async function productUpdatesRoutes(
  fastify: FastifyInstance,
  opts: { service: ProductUpdatesService },
) {
  const route = endpointRoutes(fastify);
  const { service } = opts;

  route(productUpdatesSpecs.listProductUpdates, async (request, _reply, { session }) =>
    service.feed(request.query.max, session?.userId ?? null),
  );
  route(productUpdatesSpecs.markProductUpdatesRead, async (_request, reply, { session }) => {
    await service.markAllRead(session.userId);
    return reply.code(204).send(null);
  });
  route(productUpdatesSpecs.publishProductUpdate, async (request, reply, { session }) =>
    reply.code(201).send(await service.publish(request.body, session.userId)),
  );
  route(productUpdatesSpecs.editProductUpdate, async (request) =>
    service.edit(request.params.id, request.body),
  );
  route(productUpdatesSpecs.withdrawProductUpdate, async (request, reply) => {
    await service.withdraw(request.params.id);
    return reply.code(204).send(null);
  });
}
