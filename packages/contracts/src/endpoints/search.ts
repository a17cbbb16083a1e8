import type {
  reindexResultSchema,
  searchQuerySchema,
  searchResultSchema,
  searchResultV2Schema,
} from '../search/search.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * Search: public; a signed-in user with a company selected and apps.read there also finds its apps (the
 * handler reads the company the auth hook checked).
 */
export const searchEndpoints = /* @__PURE__ */ endpointTable({
  searchV1: op<{ query: typeof searchQuerySchema; response: typeof searchResultSchema }>()({
    method: 'GET',
    path: '/sub-api/v1/search',
    status: 200,
    access: 'public',
  }),
  search: op<{ query: typeof searchQuerySchema; response: typeof searchResultV2Schema }>()({
    method: 'GET',
    path: '/sub-api/v2/search',
    status: 200,
    access: 'public',
  }),
  reindexSearch: op<{ response: typeof reindexResultSchema }>()({
    method: 'POST',
    path: '/sub-api/v1/search/indexer/reindex',
    status: 200,
    access: { globalPermission: 'admin.docs' },
  }),
});
