import type {
  adminBuildListQuerySchema,
  adminBuildPageSchema,
  adminBuildParamsSchema,
  adminBuildSchema,
  buildEnvResponseSchema,
  buildEnvSchema,
  buildQueueStatusSchema,
  zipValidationSchema,
} from '../apps/adminBuildsApi.ts';
import { endpointTable, op } from './endpoint.ts';

const staff = { globalPermission: 'admin.apps' } as const;

/** /admin/build for provider staff with admin.apps: the build queue, its workers and environment. */
export const adminBuildsEndpoints = /* @__PURE__ */ endpointTable({
  listAdminBuilds: op<{ query: typeof adminBuildListQuerySchema; response: typeof adminBuildPageSchema }>()({
    method: 'GET',
    path: '/apphub/v1/admin/builds',
    status: 200,
    access: staff,
  }),
  getBuildQueue: op<{ response: typeof buildQueueStatusSchema }>()({
    method: 'GET',
    path: '/apphub/v1/admin/builds/queue',
    status: 200,
    access: staff,
  }),
  cancelBuild: op<{ params: typeof adminBuildParamsSchema; response: typeof adminBuildSchema }>()({
    method: 'POST',
    path: '/apphub/v1/admin/builds/:id/cancel',
    status: 200,
    access: staff,
  }),
  retryBuild: op<{ params: typeof adminBuildParamsSchema; response: typeof adminBuildSchema }>()({
    method: 'POST',
    path: '/apphub/v1/admin/builds/:id/retry',
    status: 200,
    access: staff,
  }),
  getBuildEnv: op<{ response: typeof buildEnvResponseSchema }>()({
    method: 'GET',
    path: '/apphub/v1/admin/build-env',
    status: 200,
    access: staff,
  }),
  saveBuildEnv: op<{ body: typeof buildEnvSchema; response: typeof buildEnvResponseSchema }>()({
    method: 'PUT',
    path: '/apphub/v1/admin/build-env',
    status: 200,
    access: staff,
  }),
  // The zip comes as a multipart form the handler streams itself.
  validateBuildZip: op<{ response: typeof zipValidationSchema }>()({
    method: 'POST',
    path: '/apphub/v1/admin/build-utils/validate',
    status: 200,
    access: staff,
  }),
});
