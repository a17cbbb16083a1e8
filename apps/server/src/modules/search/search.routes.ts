import { searchSpecs } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import type { SearchService, SearchViewer } from './search.service.ts';

/**
 * What the caller may find: everyone finds the public entries; a signed-in user with a company selected
 * (the x-organization-id header, checked by the auth hook) and apps.read there also finds its apps.
 */
function viewerOf(request: FastifyRequest): SearchViewer {
  const org = request.org;
  return { organizationId: org?.permissions.includes('apps.read') ? org.organizationId : null };
}

/** Search (docs/product/content.md CONTENT-4: /v1/search, /v2/search and the indexer's reindex call). */
export async function searchRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: SearchService },
): Promise<void> {
  const route = endpointRoutes(fastify);
  const { service } = opts;

  route(searchSpecs.searchV1, async (request) => {
    const { total, data } = await service.search(request.query, viewerOf(request));
    return { total, data };
  });
  route(searchSpecs.search, async (request) => service.search(request.query, viewerOf(request)));
  route(searchSpecs.reindexSearch, async () => service.reindex());
}
