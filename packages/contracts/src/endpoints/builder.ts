import type { appParamsSchema, createdSourceSchema } from '../apps/appsApi.ts';
import type {
  appDraftSchema,
  buildDraftRequestSchema,
  draftAssetQuerySchema,
  draftBaseSchema,
  draftValidationSchema,
  saveDraftRequestSchema,
} from '../apps/builder/builderApi.ts';
import type { builderSessionStatusSchema } from '../apps/builder/builderSessionApi.ts';
import type { orchestrateOverviewSchema } from '../apps/builder/orchestrateOverviewApi.ts';
import type { studioOverviewSchema } from '../apps/builder/studioApi.ts';
import { endpointTable, op } from './endpoint.ts';

/** Only users who may change the company's apps edit their source (the apps module's write permission). */
const editor = { orgPermission: 'apps.write' } as const;
type App = { params: typeof appParamsSchema };
type Asset = App & { query: typeof draftAssetQuerySchema };

/**
 * App builder drafts (docs/product/builder.md BUILDER-3: drafts, validate, reset, source build), their assets
 * and zip, the builders' overviews, and the session status the builder shows. A stale change answers 409 with
 * the server's draft.
 */
export const builderEndpoints = /* @__PURE__ */ endpointTable({
  getDraft: op<App & { response: typeof appDraftSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/draft',
    status: 200,
    access: editor,
  }),
  getStudioOverview: op<{ response: typeof studioOverviewSchema }>()({
    method: 'GET',
    path: '/apphub/v1/studio/collections',
    status: 200,
    access: editor,
  }),
  getOrchestrateOverview: op<{ response: typeof orchestrateOverviewSchema }>()({
    method: 'GET',
    path: '/apphub/v1/orchestrate/orchestrations',
    status: 200,
    access: editor,
  }),
  saveDraft: op<App & { body: typeof saveDraftRequestSchema; response: typeof appDraftSchema }>()({
    method: 'PUT',
    path: '/apphub/v1/apps/:id/draft',
    status: 200,
    access: editor,
  }),
  resetDraft: op<App & { response: typeof appDraftSchema }>()({
    method: 'DELETE',
    path: '/apphub/v1/apps/:id/draft',
    status: 200,
    access: editor,
  }),
  getDraftBase: op<App & { response: typeof draftBaseSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/draft/base',
    status: 200,
    access: editor,
  }),
  validateDraft: op<App & { response: typeof draftValidationSchema }>()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/draft/validate',
    status: 200,
    access: editor,
  }),
  buildDraft: op<App & { body: typeof buildDraftRequestSchema; response: typeof createdSourceSchema }>()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/draft/build',
    status: 201,
    access: editor,
  }),
  getBuilderSession: op<{ response: typeof builderSessionStatusSchema }>()({
    method: 'GET',
    path: '/apphub/v1/builder/session',
    status: 200,
    access: 'session',
  }),
  renewBuilderSession: op<{ response: typeof builderSessionStatusSchema }>()({
    method: 'POST',
    path: '/apphub/v1/builder/session/renew',
    status: 200,
    access: 'session',
  }),
  getDraftAssetContent: op<Asset>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/draft/assets/content',
    status: 200,
    access: editor,
    file: '*/*',
  }),
  // The asset comes as its raw bytes, which the scope's parser reads.
  putDraftAsset: op<Asset & { response: typeof appDraftSchema }>()({
    method: 'PUT',
    path: '/apphub/v1/apps/:id/draft/assets',
    status: 200,
    access: editor,
  }),
  deleteDraftAsset: op<Asset & { response: typeof appDraftSchema }>()({
    method: 'DELETE',
    path: '/apphub/v1/apps/:id/draft/assets',
    status: 200,
    access: editor,
  }),
  downloadDraftZip: op<App>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/draft/zip',
    status: 200,
    access: editor,
    file: 'application/zip',
  }),
  // A multipart form with one zip, which the handler streams itself.
  uploadDraftZip: op<App & { response: typeof appDraftSchema }>()({
    method: 'PUT',
    path: '/apphub/v1/apps/:id/draft/zip',
    status: 200,
    access: editor,
  }),
});
