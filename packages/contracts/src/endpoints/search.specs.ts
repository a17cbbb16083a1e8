import {
  reindexResultSchema,
  searchQuerySchema,
  searchResultSchema,
  searchResultV2Schema,
} from '../search/search.ts';
import { endpointSpecs } from './endpoint.ts';
import { searchEndpoints } from './search.ts';

const errors = [400, 401, 403];

export const searchSpecs = /* @__PURE__ */ endpointSpecs(searchEndpoints, ['search'], {
  searchV1: {
    summary: 'Search docs, tutorials, catalog apps, API operations and the company’s apps (public)',
    errors,
    schemas: { query: searchQuerySchema, response: searchResultSchema },
  },
  search: {
    summary: 'As v1, with the number of hits of each kind (public)',
    errors,
    schemas: { query: searchQuerySchema, response: searchResultV2Schema },
  },
  reindexSearch: {
    summary: 'Rebuild the whole search index from its sources (admin.docs)',
    errors,
    schemas: { response: reindexResultSchema },
  },
});
