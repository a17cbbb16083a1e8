import { z } from 'zod';
import {
  appListQuerySchema,
  appPageSchema,
  appParamsSchema,
  appSchema,
  copyAppRequestSchema,
  createAppRequestSchema,
  createdSourceSchema,
  grantedVersionSchema,
  promoteRequestSchema,
  updateAppRequestSchema,
  versionListSchema,
  versionManifestSchema,
  versionParamsSchema,
  versionSchema,
} from '../apps/appsApi.ts';
import { promotionRequestSchema } from '../apps/promotionApprovalsApi.ts';
import { appsEndpoints } from './apps.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404, 409, 413, 415, 422];
const sourceErrors = [400, 401, 403, 404];
const multipart = ['multipart/form-data'];

export const appsSpecs = /* @__PURE__ */ endpointSpecs(appsEndpoints, ['apps'], {
  listApps: {
    summary: 'The company apps: all, builtOn, licensed or retired, paged',
    errors,
    schemas: { query: appListQuerySchema, response: appPageSchema },
  },
  createApp: {
    summary: 'Create an app from scratch or from an app-catalog entry',
    errors,
    schemas: { body: createAppRequestSchema, response: createdSourceSchema },
  },
  uploadApp: {
    summary:
      'Create an app from a zip (multipart: name, referenceId, description, type, builtOnProvider, file)',
    errors,
    consumes: multipart,
    schemas: { response: createdSourceSchema },
  },
  getApp: {
    summary: 'One app by id or Reference_Id (own or licensed)',
    errors,
    schemas: { params: appParamsSchema, response: appSchema },
  },
  updateApp: {
    summary: 'Rename an app or change its description',
    errors,
    schemas: { params: appParamsSchema, body: updateAppRequestSchema, response: appSchema },
  },
  copyApp: {
    summary: 'Copy an app (its latest source) under a new reference ID',
    errors,
    schemas: { params: appParamsSchema, body: copyAppRequestSchema, response: createdSourceSchema },
  },
  deleteApp: {
    summary: 'Delete an app (409 while deployed)',
    errors,
    schemas: { params: appParamsSchema, response: z.null() },
  },
  retireApp: {
    summary: 'Retire an app (404 if missing or already retired)',
    errors,
    schemas: { params: appParamsSchema, response: appSchema },
  },
  unretireApp: {
    summary: 'Unretire an app (409 if not retired)',
    errors,
    schemas: { params: appParamsSchema, response: appSchema },
  },
  listAppVersions: {
    summary: 'Versions of an app, newest first',
    errors,
    schemas: { params: appParamsSchema, response: versionListSchema },
  },
  uploadAppVersion: {
    summary: 'Upload a new source (multipart, one .zip file): a new version and its build',
    errors,
    consumes: multipart,
    schemas: { params: appParamsSchema, response: createdSourceSchema },
  },
  getGrantedVersion: {
    summary:
      'The version of a licensed app that the licence in force grants the company to deploy (404 without one)',
    errors,
    schemas: { params: appParamsSchema, response: grantedVersionSchema },
  },
  getVersion: {
    summary: 'One version with its latest build',
    errors,
    schemas: { params: versionParamsSchema, response: versionSchema },
  },
  getVersionSource: {
    summary: 'Download the source zip',
    errors: sourceErrors,
    fileDescription: 'The source zip',
    schemas: { params: versionParamsSchema },
  },
  getVersionManifest: {
    summary: "The version's manifest as its newest SUCCEEDED build validated it (404 before one succeeds)",
    errors: sourceErrors,
    schemas: { params: versionParamsSchema, response: versionManifestSchema },
  },
  getVersionSourceArchive: {
    summary: 'Download the source zip',
    errors: sourceErrors,
    fileDescription: 'The source zip',
    schemas: { params: versionParamsSchema },
  },
  promoteVersion: {
    summary:
      'Promote a version (docs/app-lifecycle.md; 409 when not allowed; 202 with a promotion request when the company requires approvals)',
    errors,
    schemas: { params: versionParamsSchema, body: promoteRequestSchema, response: versionSchema },
    otherResponses: { 202: promotionRequestSchema },
  },
  submitVersionForReview: {
    summary: 'Submit a version for review',
    errors,
    schemas: { params: versionParamsSchema, response: versionSchema },
  },
  certifyVersion: {
    summary: 'Certify a reviewed version (provider reviewers with admin.review, or apps.certify)',
    errors,
    schemas: { params: versionParamsSchema, response: versionSchema },
  },
});
