import {
  adminBuildListQuerySchema,
  adminBuildPageSchema,
  adminBuildParamsSchema,
  adminBuildSchema,
  buildEnvResponseSchema,
  buildEnvSchema,
  buildQueueStatusSchema,
  zipValidationSchema,
} from '../apps/adminBuildsApi.ts';
import { adminBuildsEndpoints } from './adminBuilds.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404];
const finishedMeanwhile = [400, 401, 403, 404, 409];

export const adminBuildsSpecs = /* @__PURE__ */ endpointSpecs(adminBuildsEndpoints, ['admin'], {
  listAdminBuilds: {
    summary: "Every company's builds: waiting, running or finished (admin.apps)",
    errors,
    schemas: { query: adminBuildListQuerySchema, response: adminBuildPageSchema },
  },
  getBuildQueue: {
    summary: 'The build queues as pg-boss holds them, and the builds each process runs now (admin.apps)',
    errors,
    schemas: { response: buildQueueStatusSchema },
  },
  cancelBuild: {
    summary: 'Stops a waiting or running build: it ends CANCELLED (admin.apps)',
    errors: finishedMeanwhile,
    schemas: { params: adminBuildParamsSchema, response: adminBuildSchema },
  },
  retryBuild: {
    summary: 'Builds the version of a FAILED or CANCELLED build again, as a new build (admin.apps)',
    errors: finishedMeanwhile,
    schemas: { params: adminBuildParamsSchema, response: adminBuildSchema },
  },
  getBuildEnv: {
    summary: 'The build environment settings every build reads when it starts (admin.apps)',
    errors,
    schemas: { response: buildEnvResponseSchema },
  },
  saveBuildEnv: {
    summary: 'Changes the build environment settings; builds that start from now read them (admin.apps)',
    errors,
    schemas: { body: buildEnvSchema, response: buildEnvResponseSchema },
  },
  validateBuildZip: {
    summary: 'Checks a source zip as a build would now, without building or storing it (admin.apps)',
    errors: [400, 401, 403, 413, 415],
    consumes: ['multipart/form-data'],
    schemas: { response: zipValidationSchema },
  },
});
