import { appParamsSchema, createdSourceSchema } from '../apps/appsApi.ts';
import {
  appDraftSchema,
  buildDraftRequestSchema,
  draftAssetQuerySchema,
  draftBaseSchema,
  draftConflictSchema,
  draftValidationSchema,
  saveDraftRequestSchema,
} from '../apps/builder/builderApi.ts';
import { builderSessionStatusSchema } from '../apps/builder/builderSessionApi.ts';
import { orchestrateOverviewSchema } from '../apps/builder/orchestrateOverviewApi.ts';
import { studioOverviewSchema } from '../apps/builder/studioApi.ts';
import { builderEndpoints } from './builder.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404, 413, 422];
const assetErrors = [400, 401, 403, 404, 413, 415, 422];
/** A download's refusals. */
const fileErrors = [400, 401, 403, 404];
/** A change made on a revision another tab has moved: the server's draft comes back. */
const stale = { 409: draftConflictSchema };

export const builderSpecs = /* @__PURE__ */ endpointSpecs(builderEndpoints, ['app builder'], {
  getDraft: {
    summary: "The user's draft of the app's source, or the latest version's source when there is none",
    errors,
    schemas: { params: appParamsSchema, response: appDraftSchema },
  },
  getStudioOverview: {
    summary: "The company's apps with the collections of the user's draft of each (or latest version)",
    tags: ['studio builder'],
    errors,
    schemas: { response: studioOverviewSchema },
  },
  getOrchestrateOverview: {
    summary:
      "The company's apps that may hold orchestrations, with the orchestrations of the user's draft of each (or latest version)",
    tags: ['orchestration builder'],
    errors,
    schemas: { response: orchestrateOverviewSchema },
  },
  saveDraft: {
    summary: 'Save the draft made on `revision` (or If-Match); 409 with the server draft when stale',
    errors,
    otherResponses: stale,
    schemas: { params: appParamsSchema, body: saveDraftRequestSchema, response: appDraftSchema },
  },
  resetDraft: {
    summary: 'Reset: discard the draft, back to the latest version',
    errors,
    otherResponses: stale,
    schemas: { params: appParamsSchema, response: appDraftSchema },
  },
  getDraftBase: {
    summary: "The text files of the draft's base version (the diff view's left side)",
    errors,
    schemas: { params: appParamsSchema, response: draftBaseSchema },
  },
  validateDraft: {
    summary: "Run the build's checks on the draft without building; issues carry file and line",
    errors,
    schemas: { params: appParamsSchema, response: draftValidationSchema },
  },
  buildDraft: {
    summary: 'Build the draft: a new version and its build (follow it on the build status stream)',
    errors,
    otherResponses: stale,
    schemas: { params: appParamsSchema, body: buildDraftRequestSchema, response: createdSourceSchema },
  },
  getBuilderSession: {
    summary: 'When the session ends (idle and absolute); reading it does not extend it',
    errors: [401],
    schemas: { response: builderSessionStatusSchema },
  },
  renewBuilderSession: {
    summary: 'Extends the idle timeout (as any request does), up to the absolute one; answers the status',
    errors: [401, 403],
    schemas: { response: builderSessionStatusSchema },
  },
  getDraftAssetContent: {
    summary: 'The bytes of one asset of the draft (previews)',
    errors: fileErrors,
    fileDescription: "The asset's bytes, of its own media type",
    schemas: { params: appParamsSchema, query: draftAssetQuerySchema },
  },
  putDraftAsset: {
    summary: 'Add or replace an asset (raw body; If-Match: the draft revision); 409 when stale',
    errors: assetErrors,
    otherResponses: stale,
    schemas: { params: appParamsSchema, query: draftAssetQuerySchema, response: appDraftSchema },
  },
  deleteDraftAsset: {
    summary: 'Remove an asset from the draft (If-Match: the draft revision); 409 when stale',
    errors: assetErrors,
    otherResponses: stale,
    schemas: { params: appParamsSchema, query: draftAssetQuerySchema, response: appDraftSchema },
  },
  downloadDraftZip: {
    summary: "The draft's source as a zip (an attachment)",
    errors: fileErrors,
    fileDescription: "The draft's source zip",
    schemas: { params: appParamsSchema },
  },
  uploadDraftZip: {
    summary: 'Replace the whole draft with a source zip (multipart; If-Match: the draft revision)',
    errors: assetErrors,
    otherResponses: stale,
    consumes: ['multipart/form-data'],
    schemas: { params: appParamsSchema, response: appDraftSchema },
  },
});
