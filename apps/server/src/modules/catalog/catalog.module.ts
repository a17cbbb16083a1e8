import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { SearchIndex } from '../search/search.port.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { type CatalogService, catalogService } from './catalog.service.ts';

/** The public app catalog: one entry per sample folder, published or withdrawn by staff. */
export async function registerCatalogModule(
  app: FastifyInstance,
  deps: Deps & { search: SearchIndex },
): Promise<CatalogService> {
  const service = catalogService(deps.database.db, deps.search);
  await service.ensureEntries();
  await app.register(catalogRoutes, { ...deps, service });
  return service;
}
