import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { searchRoutes } from './search.routes.ts';
import { type SearchService, searchService } from './search.service.ts';

/**
 * The one search index. Registered before the modules that own what it finds: each writes its things
 * through `service.index` (search.port.ts) and names their source for a reindex.
 */
export async function registerSearchModule(app: FastifyInstance, deps: Deps): Promise<SearchService> {
  const service = searchService(deps.database.db);
  await app.register(searchRoutes, { ...deps, service });
  return service;
}
