import { demoApp } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { type ApiHandler, stubPortalApi } from '../../../test/portalApiStub.ts';

/** The studio's pages' test world: an app whose draft has one collection, and its network stubbed. */
export const app = demoApp(7, { name: 'Directory Sync', referenceId: 'dir_sync', type: 'INTEGRATION' });
const manifest = {
  referenceId: 'dir_sync',
  name: 'Directory Sync',
  type: 'INTEGRATION',
  version: '1.0.0',
  components: [
    { id: 'sync', kind: 'integration', path: 'integrations/sync.json' },
    { id: 'smoke', kind: 'collection', path: 'collections/smoke.json' },
  ],
};
export const collection = {
  name: 'Smoke test',
  variables: [{ name: 'workerId', default: 'W-00001' }],
  requests: [
    { id: 'list', name: 'List workers', method: 'GET', path: '/api/workers/v1/workers', expectedStatus: 200 },
    { id: 'one', name: 'One worker', method: 'GET', path: '/api/workers/v1/workers/{{workerId}}' },
  ],
};
export const draft = {
  appId: app.id,
  baseVersionId: 'v1',
  baseVersionNumber: 1,
  latestVersionId: 'v1',
  revision: 4,
  hasChanges: true,
  files: {
    'manifest.json': JSON.stringify(manifest),
    'integrations/sync.json': '{}',
    'collections/smoke.json': JSON.stringify(collection),
  },
  binaryFiles: [],
  assets: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};
export const overview = (collections: unknown[]) =>
  json({
    total: 1,
    data: [
      { appId: app.id, referenceId: 'dir_sync', name: 'Directory Sync', type: 'INTEGRATION', collections },
    ],
  });

export function studioStub(handlers: Record<string, ApiHandler> = {}) {
  return stubPortalApi(
    {
      'GET /apphub/v1/studio/collections': () =>
        overview([{ id: 'smoke', path: 'collections/smoke.json', name: 'Smoke test', requestCount: 2 }]),
      [`GET /apphub/v1/apps/(${app.id}|dir_sync)`]: () => json(app),
      [`GET /apphub/v1/apps/${app.id}/draft`]: () => json(draft),
      [`PUT /apphub/v1/apps/${app.id}/draft`]: ({ body }) =>
        json({ ...draft, revision: draft.revision + 1, files: (body as { files: unknown }).files }),
      'GET /auth/v1/organizations/[^/]+/tenants': () => json({ total: 0, data: [] }),
      ...handlers,
    },
    { permissions: ['apps.read', 'apps.write', 'tenants.read'] },
  );
}

export const sandboxTenant = {
  id: '00000000-0000-4000-a000-000000000002',
  name: 'acme_sb',
  environment: 'Sandbox',
};

/** The company's sandbox tenant and the connect call that gives the user a tenant token for it. */
export const connectedTenant: Record<string, ApiHandler> = {
  'GET /auth/v1/organizations/[^/]+/tenants': () => json({ total: 1, data: [sandboxTenant] }),
  [`GET /auth/v1/tenants/${sandboxTenant.id}/consentCheck`]: () => json({ missingScopes: [] }),
  [`POST /auth/v1/tenants/${sandboxTenant.id}/connect`]: () =>
    json({
      access_token: 'tt-access',
      token_type: 'Bearer',
      expires_in: 3600,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      refresh_token: 'tt-refresh',
      scope: 'workers.read',
      tenant: sandboxTenant.name,
      tenantId: sandboxTenant.id,
    }),
};
