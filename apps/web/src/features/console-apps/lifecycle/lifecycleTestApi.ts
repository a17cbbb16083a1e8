import type { App, AppVersion, BuildStatus, Environment, Tenant } from '@portal/contracts';
import { vi } from 'vitest';
import { acme, demoApp, stubAppsApi } from '../../../test/appsTestApi.ts';
import { availabilityAnswer } from '../../../test/availabilityTestApi.ts';
import { json } from '../../../test/identityStub.ts';

/** Answers of the lifecycle page's calls for component tests: the network is stubbed. */
export type LifecycleCall = { method: string; path: string; search: string; body: unknown };
type Handler = (call: LifecycleCall) => Response | Promise<Response>;

export const lifecycleApp: App = demoApp(7, { name: 'Expense Approval', referenceId: 'expense_approval' });
export const tenantsPath = `/auth/v1/organizations/${acme.organizationUuid}/tenants`;
export const availabilityPath = (app: App = lifecycleApp) => `/apphub/v1/apps/${app.id}/availability`;

export function demoVersion(
  partial: Partial<AppVersion> & { status?: BuildStatus | null; number?: number } = {},
): AppVersion {
  const { status = 'SUCCEEDED', number = 1, ...rest } = partial;
  const id = `00000000-0000-4000-e000-${String(number).padStart(12, '0')}`;
  return {
    id,
    appId: lifecycleApp.id,
    number,
    version: `1.${number - 1}.0`,
    sourceSize: 10,
    sourceSha256: 'abc',
    environment: 'Development',
    reviewState: 'NONE',
    createdAt: '2026-11-01T00:00:00.000Z',
    latestBuild:
      status === null
        ? null
        : {
            id: `00000000-0000-4000-f000-${String(number).padStart(12, '0')}`,
            versionId: id,
            status,
            attempts: 1,
            artifactChecksum: null,
            artifactSize: null,
            signature: null,
            signatureKeyId: null,
            error: null,
            createdAt: '2026-11-01T00:00:00.000Z',
            startedAt: null,
            finishedAt: null,
          },
    ...rest,
  };
}

const environmentSuffix: Record<Environment, string> = {
  Development: 'dev',
  Implementation: 'impl',
  Sandbox: 'sb',
  Production: 'prod',
};

export function demoTenant(environment: Environment): Tenant {
  const suffix = environmentSuffix[environment];
  return {
    id: `00000000-0000-4000-c100-00000000000${Object.keys(environmentSuffix).indexOf(environment)}`,
    organizationId: acme.organizationUuid,
    name: `acme_${suffix}`,
    environment,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

/** Acme's four tenants by name, as the server lists them. */
export const demoTenants: Tenant[] = (
  ['Development', 'Implementation', 'Production', 'Sandbox'] as const
).map(demoTenant);

/**
 * Stubs the identity API (developer of Acme), the app and its versions, the company's tenants, the
 * registry and deploy. `handlers` answer 'METHOD /full/path' and override the defaults.
 */
export function stubLifecycleApi(
  options: {
    app?: App;
    versions?: AppVersion[];
    permissions?: string[];
    handlers?: Record<string, Handler>;
  } = {},
) {
  const app = options.app ?? lifecycleApp;
  const calls: LifecycleCall[] = [];
  const handlers: Record<string, Handler> = {
    [`GET /apphub/v1/apps/${app.id}`]: () => json(app),
    [`GET /apphub/v1/apps/${app.id}/versions`]: () =>
      json({ total: options.versions?.length ?? 1, data: options.versions ?? [demoVersion()] }),
    [`GET ${tenantsPath}`]: () => json({ total: demoTenants.length, data: demoTenants }),
    // Every tenant can take the version unless a test answers otherwise.
    [`GET ${availabilityPath(app)}`]: (call) =>
      json(availabilityAnswer(app.id, new URLSearchParams(call.search).get('versionId') ?? '', demoTenants)),
    'GET /aos/v1/registry': () => json({ data: [] }),
    'GET /apphub/v1/promotion-requests': () => json({ total: 0, data: [] }),
    ...options.handlers,
  };
  const { fetchMock: identityAndAppHub } = stubAppsApi(
    {},
    { permissions: options.permissions ?? ['apps.read', 'apps.write', 'apps.deploy', 'tenants.read'] },
  );
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return identityAndAppHub(input, init);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, search: url.search, body };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
  return { calls, callsTo };
}
