import type { adminAppPageSchema } from '../apps/adminAppsApi.ts';
import type { organizationParamsSchema } from '../identity/organizations.ts';
import type { pageQuerySchema } from '../paging.ts';
import { endpointTable, op } from './endpoint.ts';

/** Identity v1 `/{org}/apps`: a company's apps (retired ones too), to its members with apps.read. */
export const organizationAppsEndpoints = /* @__PURE__ */ endpointTable({
  listOrganizationApps: op<{
    params: typeof organizationParamsSchema;
    query: typeof pageQuerySchema;
    response: typeof adminAppPageSchema;
  }>()({
    method: 'GET',
    path: '/auth/v1/organizations/:org/apps',
    status: 200,
    access: { orgPermission: 'apps.read', orgParam: 'org' },
  }),
});
