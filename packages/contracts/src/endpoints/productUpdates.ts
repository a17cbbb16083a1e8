import type { z } from 'zod';
import type {
  productUpdateBodySchema,
  productUpdateParamsSchema,
  productUpdateSchema,
  productUpdatesQuerySchema,
  productUpdatesResponseSchema,
} from '../productUpdates/productUpdates.ts';
import { endpointTable, op } from './endpoint.ts';

/** The header's feed and each user's read mark; staff with admin.docs publish. */
export const productUpdatesEndpoints = /* @__PURE__ */ endpointTable({
  listProductUpdates: op<{
    query: typeof productUpdatesQuerySchema;
    response: typeof productUpdatesResponseSchema;
  }>()({
    method: 'GET',
    path: '/sub-api/v2/product-updates',
    status: 200,
    // Anyone reads the feed; a session adds its unread count.
    access: 'public',
  }),
  markProductUpdatesRead: op<{ response: z.ZodNull }>()({
    method: 'POST',
    path: '/sub-api/v2/reset-product-updates',
    status: 204,
    access: 'session',
  }),
  publishProductUpdate: op<{ body: typeof productUpdateBodySchema; response: typeof productUpdateSchema }>()({
    method: 'POST',
    path: '/sub-api/v2/product-updates',
    status: 201,
    access: { globalPermission: 'admin.docs' },
  }),
  editProductUpdate: op<{
    params: typeof productUpdateParamsSchema;
    body: typeof productUpdateBodySchema;
    response: typeof productUpdateSchema;
  }>()({
    method: 'PUT',
    path: '/sub-api/v2/product-updates/:id',
    status: 200,
    access: { globalPermission: 'admin.docs' },
  }),
  withdrawProductUpdate: op<{ params: typeof productUpdateParamsSchema; response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/sub-api/v2/product-updates/:id',
    status: 204,
    access: { globalPermission: 'admin.docs' },
  }),
});
