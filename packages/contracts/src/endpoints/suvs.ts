import type {
  createSuvRequestSchema,
  extendSuvRequestSchema,
  suvListQuerySchema,
  suvParamsSchema,
  suvSchema,
  suvsPageSchema,
} from '../tenants/suvs.ts';
import { endpointTable, op } from './endpoint.ts';

type OneSuv = { params: typeof suvParamsSchema; response: typeof suvSchema };
const staff = { globalPermission: 'admin.tenants' } as const;

/** SUVs, for provider staff with admin.tenants: made from a template for a user, extended, expired. */
export const suvsEndpoints = /* @__PURE__ */ endpointTable({
  listSuvs: op<{ query: typeof suvListQuerySchema; response: typeof suvsPageSchema }>()({
    method: 'GET',
    path: '/auth/v1/suvs',
    status: 200,
    access: staff,
  }),
  createSuv: op<{ body: typeof createSuvRequestSchema; response: typeof suvSchema }>()({
    method: 'POST',
    path: '/auth/v1/suvs',
    status: 201,
    access: staff,
  }),
  extendSuv: op<OneSuv & { body: typeof extendSuvRequestSchema }>()({
    method: 'POST',
    path: '/auth/v1/suvs/:id/extend',
    status: 200,
    access: staff,
  }),
  expireSuv: op<OneSuv>()({
    method: 'POST',
    path: '/auth/v1/suvs/:id/expire',
    status: 200,
    access: staff,
  }),
});
