import type { appParamsSchema } from '../apps/appsApi.ts';
import type {
  appBoardSchema,
  fileDiffQuerySchema,
  fileDiffSchema,
  rollbackRequestSchema,
  rollbackResultSchema,
  versionDiffQuerySchema,
  versionDiffSchema,
} from '../apps/releasesApi.ts';
import { endpointTable, op } from './endpoint.ts';

const read = { orgPermission: 'apps.read' } as const;

/**
 * An app's promotion board, the diff between two of its versions, and rollback (docs/product/promotions.md
 * PROMO-3 to PROMO-5).
 */
export const releasesEndpoints = /* @__PURE__ */ endpointTable({
  getAppBoard: op<{ params: typeof appParamsSchema; response: typeof appBoardSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/board',
    status: 200,
    access: read,
  }),
  getVersionDiff: op<{
    params: typeof appParamsSchema;
    query: typeof versionDiffQuerySchema;
    response: typeof versionDiffSchema;
  }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/diff',
    status: 200,
    access: read,
  }),
  getFileDiff: op<{
    params: typeof appParamsSchema;
    query: typeof fileDiffQuerySchema;
    response: typeof fileDiffSchema;
  }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/diff/file',
    status: 200,
    access: read,
  }),
  rollbackApp: op<{
    params: typeof appParamsSchema;
    body: typeof rollbackRequestSchema;
    response: typeof rollbackResultSchema;
  }>()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/rollback',
    status: 200,
    access: { orgPermission: 'apps.deploy' },
  }),
});
