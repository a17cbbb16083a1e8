import {
  adminAppDetailSchema,
  adminAppListQuerySchema,
  adminAppPageSchema,
  adminAppParamsSchema,
} from '../apps/adminAppsApi.ts';
import { adminAppsEndpoints } from './adminApps.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404];

export const adminAppsSpecs = /* @__PURE__ */ endpointSpecs(adminAppsEndpoints, ['admin'], {
  listAdminApps: {
    summary: 'Apps of every company, searchable by name, reference ID or company (admin.apps)',
    errors,
    schemas: { query: adminAppListQuerySchema, response: adminAppPageSchema },
  },
  getAdminApp: {
    summary: 'An app with its company, versions and builds (admin.apps)',
    errors,
    schemas: { params: adminAppParamsSchema, response: adminAppDetailSchema },
  },
});
