import type { regionsPageSchema, regionsQuerySchema } from '../identity/regions.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * The regions of docs/product/deploy.md DEPLOY-3 with their data centres and default app hub (identity v1
 * regions, paged by offset and limit). Reference data, but only for a signed-in caller: nothing before
 * sign-in lists them.
 */
export const regionsEndpoints = /* @__PURE__ */ endpointTable({
  listRegions: op<{ query: typeof regionsQuerySchema; response: typeof regionsPageSchema }>()({
    method: 'GET',
    path: '/auth/v1/regions',
    status: 200,
    access: 'session',
  }),
});
