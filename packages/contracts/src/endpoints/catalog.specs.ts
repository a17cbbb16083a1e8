import {
  catalogCodeSchema,
  catalogEntrySchema,
  catalogListQuerySchema,
  catalogListSchema,
} from '../apps/appsApi.ts';
import {
  catalogEntryDetailSchema,
  catalogEntryIdParamsSchema,
  catalogEntryParamsSchema,
} from '../apps/catalogDetail.ts';
import { catalogEndpoints } from './catalog.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404];
const list = { query: catalogListQuerySchema, response: catalogListSchema };
const publish = { params: catalogEntryIdParamsSchema, response: catalogEntrySchema };

export const catalogSpecs = /* @__PURE__ */ endpointSpecs(catalogEndpoints, ['catalog'], {
  listCatalogEntries: {
    summary: 'Published sample apps, searchable (public: no session needed to browse)',
    errors,
    schemas: list,
  },
  getCatalogEntry: {
    summary: 'One catalog entry by id or sample slug, with its components (public)',
    errors,
    schemas: { params: catalogEntryParamsSchema, response: catalogEntryDetailSchema },
  },
  getCatalogEntryCode: {
    summary: 'The sample source files with their contents (public)',
    errors,
    schemas: { params: catalogEntryParamsSchema, response: catalogCodeSchema },
  },
  listAllCatalogEntries: {
    summary: 'Every entry, withdrawn ones too (admin.catalog)',
    errors,
    schemas: list,
  },
  publishCatalogEntry: {
    summary: 'publish a catalog entry (admin.catalog)',
    errors,
    schemas: publish,
  },
  withdrawCatalogEntry: {
    summary: 'withdraw a catalog entry (admin.catalog)',
    errors,
    schemas: publish,
  },
});
