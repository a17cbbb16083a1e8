import { catalogSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { CatalogService } from './catalog.service.ts';

/** The app catalog (docs/product/catalog.md) and its admin management (/admin/app-catalog, CATALOG-4). */
export async function catalogRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: CatalogService },
): Promise<void> {
  const route = endpointRoutes(fastify);
  const { service } = opts;

  route(catalogSpecs.listCatalogEntries, async (request) => service.list(request.query.q));
  route(catalogSpecs.getCatalogEntry, async (request) => service.detail(request.params.id));
  route(catalogSpecs.getCatalogEntryCode, async (request) => service.code(request.params.id));

  route(catalogSpecs.listAllCatalogEntries, async (request) => service.list(request.query.q, true));
  route(catalogSpecs.publishCatalogEntry, async (request) => service.setPublished(request.params.id, true));
  route(catalogSpecs.withdrawCatalogEntry, async (request) => service.setPublished(request.params.id, false));
}
