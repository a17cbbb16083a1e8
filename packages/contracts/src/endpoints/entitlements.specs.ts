import {
  entitlementOverridesSchema,
  entitlementParamsSchema,
  entitlementsQuerySchema,
  entitlementsSummarySchema,
  grantEntitlementSchema,
} from '../entitlements/entitlementsApi.ts';
import { organizationParamsSchema } from '../identity/organizations.ts';
import { endpointSpecs } from './endpoint.ts';
import { entitlementsEndpoints } from './entitlements.ts';

const errors = [400, 401, 403, 404, 409];
const params = organizationParamsSchema;

export const entitlementsSpecs = /* @__PURE__ */ endpointSpecs(entitlementsEndpoints, ['entitlements'], {
  getEntitlements: {
    summary:
      "The company's entitlements and each limit against its use (includeRestricted=false hides restricted ones)",
    errors,
    schemas: { params, query: entitlementsQuerySchema, response: entitlementsSummarySchema },
  },
  grantEntitlement: {
    summary: 'Grants the company an entitlement from a start date (provider staff)',
    errors,
    schemas: { params, body: grantEntitlementSchema, response: entitlementsSummarySchema },
  },
  revokeEntitlement: {
    summary: 'Takes an entitlement from the company (provider staff)',
    errors,
    schemas: { params: entitlementParamsSchema, response: entitlementsSummarySchema },
  },
  getEntitlementOverrides: {
    summary: "Staff's overrides of the company's limits",
    errors,
    schemas: { params, response: entitlementOverridesSchema },
  },
  setEntitlementOverrides: {
    summary: "Replaces staff's overrides of the company's limits (a measure left out has none)",
    errors,
    schemas: { params, body: entitlementOverridesSchema, response: entitlementOverridesSchema },
  },
});
