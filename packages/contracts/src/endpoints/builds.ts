import type {
  buildListSchema,
  buildLogsQuerySchema,
  buildLogsResponseSchema,
  buildParamsSchema,
  buildSchema,
  versionParamsSchema,
} from '../apps/appsApi.ts';
import { endpointTable, op } from './endpoint.ts';

const read = { orgPermission: 'apps.read' } as const;

/** A company's builds, their logs and files; GET /builds/:id is the polling fallback of the socket. */
export const buildsEndpoints = /* @__PURE__ */ endpointTable({
  listVersionBuilds: op<{ params: typeof versionParamsSchema; response: typeof buildListSchema }>()({
    method: 'GET',
    path: '/apphub/v1/versions/:id/builds',
    status: 200,
    access: read,
  }),
  getBuild: op<{ params: typeof buildParamsSchema; response: typeof buildSchema }>()({
    method: 'GET',
    path: '/apphub/v1/builds/:id',
    status: 200,
    access: read,
  }),
  getBuildLogs: op<{
    params: typeof buildParamsSchema;
    query: typeof buildLogsQuerySchema;
    response: typeof buildLogsResponseSchema;
  }>()({
    method: 'GET',
    path: '/apphub/v1/builds/:id/logs',
    status: 200,
    access: read,
  }),
  downloadBuildLog: op<{ params: typeof buildParamsSchema }>()({
    method: 'GET',
    path: '/apphub/v1/builds/:id/logs/download',
    status: 200,
    access: read,
    file: 'text/plain',
  }),
  getBuildSourceArchive: op<{ params: typeof buildParamsSchema }>()({
    method: 'GET',
    path: '/apphub/v1/builds/:id/sourceArchive',
    status: 200,
    access: read,
    file: 'application/zip',
  }),
  // A member who may build retries a failed build of their company's app (docs/product/builds.md BUILDS-2).
  retryVersionBuild: op<{ params: typeof buildParamsSchema; response: typeof buildSchema }>()({
    method: 'POST',
    path: '/apphub/v1/builds/:id/retry',
    status: 200,
    access: { orgPermission: 'apps.write' },
  }),
  getBuildArtifact: op<{ params: typeof buildParamsSchema }>()({
    method: 'GET',
    path: '/apphub/v1/builds/:id/artifact',
    status: 200,
    access: read,
    file: 'application/zip',
  }),
});
