import { appParamsSchema } from '../apps/appsApi.ts';
import {
  appBoardSchema,
  fileDiffQuerySchema,
  fileDiffSchema,
  rollbackRequestSchema,
  rollbackResultSchema,
  versionDiffQuerySchema,
  versionDiffSchema,
} from '../apps/releasesApi.ts';
import { endpointSpecs } from './endpoint.ts';
import { releasesEndpoints } from './releases.ts';

const errors = [400, 401, 403, 404];

export const releasesSpecs = /* @__PURE__ */ endpointSpecs(releasesEndpoints, ['apps'], {
  getAppBoard: {
    summary:
      "The app's promotion board: per environment its versions at that stage and the company's tenants with the version they run, who deployed it, when, and the one before",
    errors,
    schemas: { params: appParamsSchema, response: appBoardSchema },
  },
  getVersionDiff: {
    summary: "Files added, removed and changed between two versions of the app, and the manifest's changes",
    errors,
    schemas: { params: appParamsSchema, query: versionDiffQuerySchema, response: versionDiffSchema },
  },
  getFileDiff: {
    summary: "One file's text in two versions of the app (none over 1 MB or binary)",
    errors,
    schemas: { params: appParamsSchema, query: fileDiffQuerySchema, response: fileDiffSchema },
  },
  rollbackApp: {
    summary:
      'Redeploys a tenant, or every tenant of an environment running its newest version, to the version it ran before',
    errors: [...errors, 409],
    schemas: { params: appParamsSchema, body: rollbackRequestSchema, response: rollbackResultSchema },
  },
});
