import type { z } from 'zod';
import type {
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
import { endpointTable, op } from './endpoint.ts';

const read = { orgPermission: 'apps.read' } as const;
const write = { orgPermission: 'apps.write' } as const;
type App = { params: typeof appParamsSchema };
type Version = { params: typeof versionParamsSchema };

/**
 * App hub v1 apps and versions (docs/product/apps.md); the company is the x-organization-id header. Retiring
 * answers the refusal texts of docs/product/apps.md APPS-8 and certifying is also the provider reviewers'
 * (admin.review): those check in the handler.
 */
export const appsEndpoints = /* @__PURE__ */ endpointTable({
  listApps: op<{ query: typeof appListQuerySchema; response: typeof appPageSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps',
    status: 200,
    access: read,
  }),
  createApp: op<{ body: typeof createAppRequestSchema; response: typeof createdSourceSchema }>()({
    method: 'POST',
    path: '/apphub/v1/apps',
    status: 201,
    access: write,
  }),
  // A multipart form (the fields, then the zip) the handler streams itself.
  uploadApp: op<{ response: typeof createdSourceSchema }>()({
    method: 'POST',
    path: '/apphub/v1/apps/upload',
    status: 201,
    access: write,
  }),
  getApp: op<App & { response: typeof appSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id',
    status: 200,
    access: read,
  }),
  updateApp: op<App & { body: typeof updateAppRequestSchema; response: typeof appSchema }>()({
    method: 'PATCH',
    path: '/apphub/v1/apps/:id',
    status: 200,
    access: write,
  }),
  copyApp: op<App & { body: typeof copyAppRequestSchema; response: typeof createdSourceSchema }>()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/copy',
    status: 201,
    access: write,
  }),
  deleteApp: op<App & { response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/apphub/v1/apps/:id',
    status: 204,
    access: write,
  }),
  retireApp: op<App & { response: typeof appSchema }>()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/retire',
    status: 200,
    access: 'public',
  }),
  unretireApp: op<App & { response: typeof appSchema }>()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/unretire',
    status: 200,
    access: 'public',
  }),
  listAppVersions: op<App & { response: typeof versionListSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/versions',
    status: 200,
    access: read,
  }),
  // A multipart form with one zip, which the handler streams itself.
  uploadAppVersion: op<App & { response: typeof createdSourceSchema }>()({
    method: 'POST',
    path: '/apphub/v1/apps/:id/versions',
    status: 201,
    access: write,
  }),
  getGrantedVersion: op<App & { response: typeof grantedVersionSchema }>()({
    method: 'GET',
    path: '/apphub/v1/apps/:id/granted-version',
    status: 200,
    access: read,
  }),
  getVersion: op<Version & { response: typeof versionSchema }>()({
    method: 'GET',
    path: '/apphub/v1/versions/:id',
    status: 200,
    access: read,
  }),
  getVersionSource: op<Version>()({
    method: 'GET',
    path: '/apphub/v1/versions/:id/source',
    status: 200,
    access: read,
    file: 'application/zip',
  }),
  getVersionManifest: op<Version & { response: typeof versionManifestSchema }>()({
    method: 'GET',
    path: '/apphub/v1/versions/:id/manifest',
    status: 200,
    access: read,
  }),
  getVersionSourceArchive: op<Version>()({
    method: 'GET',
    path: '/apphub/v1/versions/:id/sourceArchive',
    status: 200,
    access: read,
    file: 'application/zip',
  }),
  promoteVersion: op<Version & { body: typeof promoteRequestSchema; response: typeof versionSchema }>()({
    method: 'POST',
    path: '/apphub/v1/versions/:id/promote',
    status: 200,
    access: { orgPermission: 'apps.deploy' },
  }),
  submitVersionForReview: op<Version & { response: typeof versionSchema }>()({
    method: 'POST',
    path: '/apphub/v1/versions/:id/review',
    status: 200,
    access: write,
  }),
  certifyVersion: op<Version & { response: typeof versionSchema }>()({
    method: 'POST',
    path: '/apphub/v1/versions/:id/certify',
    status: 200,
    access: 'session',
  }),
});
