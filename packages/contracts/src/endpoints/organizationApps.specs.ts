import { adminAppPageSchema } from '../apps/adminAppsApi.ts';
import { organizationParamsSchema } from '../identity/organizations.ts';
import { pageQuerySchema } from '../paging.ts';
import { endpointSpecs } from './endpoint.ts';
import { organizationAppsEndpoints } from './organizationApps.ts';

export const organizationAppsSpecs = /* @__PURE__ */ endpointSpecs(organizationAppsEndpoints, ['identity'], {
  listOrganizationApps: {
    summary: "A company's apps, last changed first, in pages of at most 100 (apps.read in the company)",
    errors: [400, 401, 403, 404],
    schemas: { params: organizationParamsSchema, query: pageQuerySchema, response: adminAppPageSchema },
  },
});
