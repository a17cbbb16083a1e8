import type {
  catalogCodeSchema,
  catalogEntrySchema,
  catalogListQuerySchema,
  catalogListSchema,
} from '../apps/appsApi.ts';
import type {
  catalogEntryDetailSchema,
  catalogEntryIdParamsSchema,
  catalogEntryParamsSchema,
} from '../apps/catalogDetail.ts';
import { endpointTable, op } from './endpoint.ts';

type List = { query: typeof catalogListQuerySchema; response: typeof catalogListSchema };
type Entry = { params: typeof catalogEntryParamsSchema };
type Publish = { params: typeof catalogEntryIdParamsSchema; response: typeof catalogEntrySchema };
const staff = { globalPermission: 'admin.catalog' } as const;

/**
 * The app catalog: published sample apps anyone may browse (an entry by id or sample slug), and staff's
 * management of every entry with admin.catalog.
 */
export const catalogEndpoints = /* @__PURE__ */ endpointTable({
  listCatalogEntries: op<List>()({
    method: 'GET',
    path: '/apphub/v1/catalog',
    status: 200,
    access: 'public',
  }),
  getCatalogEntry: op<Entry & { response: typeof catalogEntryDetailSchema }>()({
    method: 'GET',
    path: '/apphub/v1/catalog/:id',
    status: 200,
    access: 'public',
  }),
  getCatalogEntryCode: op<Entry & { response: typeof catalogCodeSchema }>()({
    method: 'GET',
    path: '/apphub/v1/catalog/:id/code',
    status: 200,
    access: 'public',
  }),
  listAllCatalogEntries: op<List>()({
    method: 'GET',
    path: '/apphub/v1/admin/catalog',
    status: 200,
    access: staff,
  }),
  publishCatalogEntry: op<Publish>()({
    method: 'POST',
    path: '/apphub/v1/admin/catalog/:id/publish',
    status: 200,
    access: staff,
  }),
  withdrawCatalogEntry: op<Publish>()({
    method: 'POST',
    path: '/apphub/v1/admin/catalog/:id/withdraw',
    status: 200,
    access: staff,
  }),
});
