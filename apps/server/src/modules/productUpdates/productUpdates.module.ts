import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { productUpdatesRoutes } from './productUpdates.routes.ts';
import { type ProductUpdatesService, productUpdatesService } from './productUpdates.service.ts';

/** The product updates feed of the header (docs/product/content.md CONTENT-5). */
export async function registerProductUpdatesModule(
  app: FastifyInstance,
  deps: Deps,
): Promise<ProductUpdatesService> {
  const service = productUpdatesService(deps.database.db);
  await app.register(productUpdatesRoutes, { service });
  return service;
}
