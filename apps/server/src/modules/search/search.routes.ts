import {
  reindexResultSchema,
  searchQuerySchema,
  searchResultSchema,
  searchResultV2Schema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireGlobalPermission } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { SearchService, SearchViewer } from './search.service.ts';

const errors = errorResponses(400, 401, 403);

/**
 * What the caller may find: everyone finds the public entries; a signed-in user with a company selected
 * (the x-organization-id header, checked by the auth hook) and apps.read there also finds its apps.
 */
function viewerOf(request: FastifyRequest): SearchViewer {
  const org = request.org;
  return { organizationId: org?.permissions.includes('apps.read') ? org.organizationId : null };
}

/** Search (SPEC.md 7: /v1/search, /v2/search and the indexer's reindex call). */
export async function searchRoutes(
  fastify: FastifyInstance,
  opts: Deps & { service: SearchService },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tags = ['search'];

  app.get(
    '/sub-api/v1/search',
    {
      schema: {
        tags,
        summary: 'Search docs, tutorials, catalog apps, API operations and the company’s apps (public)',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errors },
      },
    },
    async (request) => {
      const { total, data } = await service.search(request.query, viewerOf(request));
      return { total, data };
    },
  );
  app.get(
    '/sub-api/v2/search',
    {
      schema: {
        tags,
        summary: 'As v1, with the number of hits of each kind (public)',
        querystring: searchQuerySchema,
        response: { 200: searchResultV2Schema, ...errors },
      },
    },
    async (request) => service.search(request.query, viewerOf(request)),
  );
  app.post(
    '/sub-api/v1/search/indexer/reindex',
    {
      schema: {
        tags,
        summary: 'Rebuild the whole search index from its sources (admin.docs)',
        response: { 200: reindexResultSchema, ...errors },
      },
    },
    async (request) => {
      requireGlobalPermission(request, 'admin.docs');
      return service.reindex();
    },
  );
}
