import type {
  entitlementOverridesSchema,
  entitlementParamsSchema,
  entitlementsQuerySchema,
  entitlementsSummarySchema,
  grantEntitlementSchema,
} from '../entitlements/entitlementsApi.ts';
import type { organizationParamsSchema } from '../identity/organizations.ts';
import { endpointTable, op } from './endpoint.ts';

/**
 * A company's entitlements under /auth/v1/organizations/:org/entitlements: read by its members with
 * entitlements.read or by provider staff (the handler's check), changed by staff with admin.companies.
 */
export const entitlementsEndpoints = /* @__PURE__ */ endpointTable({
  getEntitlements: op<{
    params: typeof organizationParamsSchema;
    query: typeof entitlementsQuerySchema;
    response: typeof entitlementsSummarySchema;
  }>()({
    method: 'GET',
    path: '/auth/v1/organizations/:org/entitlements',
    status: 200,
    access: 'session',
  }),
  grantEntitlement: op<{
    params: typeof organizationParamsSchema;
    body: typeof grantEntitlementSchema;
    response: typeof entitlementsSummarySchema;
  }>()({
    method: 'POST',
    path: '/auth/v1/organizations/:org/entitlements',
    status: 201,
    access: { globalPermission: 'admin.companies' },
  }),
  revokeEntitlement: op<{
    params: typeof entitlementParamsSchema;
    response: typeof entitlementsSummarySchema;
  }>()({
    method: 'DELETE',
    path: '/auth/v1/organizations/:org/entitlements/:name',
    status: 200,
    access: { globalPermission: 'admin.companies' },
  }),
  getEntitlementOverrides: op<{
    params: typeof organizationParamsSchema;
    response: typeof entitlementOverridesSchema;
  }>()({
    method: 'GET',
    path: '/auth/v1/organizations/:org/entitlements/overrides',
    status: 200,
    access: 'session',
  }),
  setEntitlementOverrides: op<{
    params: typeof organizationParamsSchema;
    body: typeof entitlementOverridesSchema;
    response: typeof entitlementOverridesSchema;
  }>()({
    method: 'PUT',
    path: '/auth/v1/organizations/:org/entitlements/overrides',
    status: 200,
    access: { globalPermission: 'admin.companies' },
  }),
});
