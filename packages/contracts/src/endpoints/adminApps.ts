import type {
  adminAppDetailSchema,
  adminAppListQuerySchema,
  adminAppPageSchema,
  adminAppParamsSchema,
} from '../apps/adminAppsApi.ts';
import { endpointTable, op } from './endpoint.ts';

const staff = { globalPermission: 'admin.apps' } as const;

/** Every company's apps, for provider staff with admin.apps (the reviewers' queue among them). */
export const adminAppsEndpoints = /* @__PURE__ */ endpointTable({
  listAdminApps: op<{ query: typeof adminAppListQuerySchema; response: typeof adminAppPageSchema }>()({
    method: 'GET',
    path: '/apphub/v1/admin/apps',
    status: 200,
    access: staff,
  }),
  getAdminApp: op<{ params: typeof adminAppParamsSchema; response: typeof adminAppDetailSchema }>()({
    method: 'GET',
    path: '/apphub/v1/admin/apps/:id',
    status: 200,
    access: staff,
  }),
});
