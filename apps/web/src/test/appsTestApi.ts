import type { App, AppVersion, Build, CreatedSource, License, UserSelf } from '@portal/contracts';
import { vi } from 'vitest';
import type { CompanyContextValue } from '../lib/identity/companyContext.ts';
import { fakeXhr } from './fakeXhr.ts';
import { demoOrganizations, json, stubIdentityFetch } from './identityStub.ts';

/** Answers of the app hub for component tests: the network is stubbed, not our modules. */
export type AppsApiCall = { method: string; path: string; url: URL; body: unknown };
type Handler = (call: AppsApiCall) => Response | Promise<Response>;

/** The selected company of the identity stub (its PRIMARY one). */
export const acme = demoOrganizations.find((org) => org.associationType === 'PRIMARY')!;
export const developerPermissions = ['apps.read', 'apps.write', 'apps.retire', 'apps.deploy', 'logs.read'];

export function demoApp(index: number, partial: Partial<App> = {}): App {
  const id = `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`;
  return {
    id,
    organizationId: acme.organizationUuid,
    organizationName: acme.organizationName,
    referenceId: `app_${index}`,
    name: `App ${index}`,
    description: '',
    type: 'EXTEND',
    builtOnProvider: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    retiredAt: null,
    latestVersion: {
      id: `00000000-0000-4000-b000-${String(index).padStart(12, '0')}`,
      number: 1,
      version: '1.0.0',
      environment: 'Development',
      reviewState: 'NONE',
      buildId: null,
      buildStatus: 'SUCCEEDED',
    },
    ...partial,
  };
}

export function demoLicense(index: number, partial: Partial<License> = {}): License {
  return {
    id: `00000000-0000-4000-c000-${String(index).padStart(12, '0')}`,
    appId: `00000000-0000-4000-d000-${String(index).padStart(12, '0')}`,
    appName: `Licensed ${index}`,
    referenceId: `lic_${index}`,
    producerOrganizationId: '00000000-0000-4000-8000-000000000009',
    producerName: 'Producer Co',
    consumerOrganizationId: acme.organizationUuid,
    consumerName: acme.organizationName,
    licenseStart: '2026-01-01',
    licenseEnd: '2027-01-01',
    endedAt: null,
    versionPolicy: 'newestProduction',
    pinnedVersion: null,
    status: 'Active',
    ...partial,
  };
}

export function demoBuild(index: number, partial: Partial<Build> = {}): Build {
  return {
    id: `00000000-0000-4000-e000-${String(index).padStart(12, '0')}`,
    versionId: `00000000-0000-4000-b000-${String(index).padStart(12, '0')}`,
    status: 'SCHEDULED',
    attempts: 0,
    artifactChecksum: null,
    artifactSize: null,
    signature: null,
    signatureKeyId: null,
    error: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...partial,
  };
}

export function demoVersion(index: number, partial: Partial<AppVersion> = {}): AppVersion {
  return {
    id: `00000000-0000-4000-b000-${String(index).padStart(12, '0')}`,
    appId: demoApp(index).id,
    number: 1,
    version: '1.0.0',
    sourceSize: 2048,
    sourceSha256: 'a'.repeat(64),
    environment: 'Development',
    reviewState: 'NONE',
    createdAt: '2026-11-20T10:00:00.000Z',
    latestBuild: demoBuild(index),
    ...partial,
  };
}

/** What a create, copy or upload answers: the app with its first (or new) version and build. */
export function demoCreated(app: App): CreatedSource {
  const index = Number(app.id.slice(-12));
  return { app, version: demoVersion(index, { appId: app.id }), build: demoBuild(index) };
}

async function bodyOf(init: RequestInit | undefined): Promise<unknown> {
  const body = init?.body;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Stubs the identity API (signed in, Acme selected, `permissions` there) and the app hub: each
 * handler answers 'METHOD /path' below /apphub/v1 (a pattern may be a regular expression source);
 * GET /apps answers `apps` unless overridden.
 */
export function stubAppsApi(
  handlers: Record<string, Handler> = {},
  options: { apps?: App[]; permissions?: string[]; user?: Partial<UserSelf> } = {},
) {
  const calls: AppsApiCall[] = [];
  const all: Record<string, Handler> = {
    'GET /apps': () => json({ total: options.apps?.length ?? 0, data: options.apps ?? [] }),
    'GET /licensedApps': () => json({ total: 0, data: [] }),
    'GET /catalog': () => json({ total: 0, data: [] }),
    // No license in force: the licensed view's deploy card stays away unless a test grants a version.
    'GET /apps/[^/]+/granted-version': () => json({ error: 'not_found', message: 'App not found.' }, 404),
    ...handlers,
  };
  const identity = stubIdentityFetch({
    permissions: { [acme.organizationUuid]: options.permissions ?? developerPermissions },
    ...(options.user ? { user: options.user } : {}),
    // The app view's access panel (identity v1 apps/{id}/...): empty unless a test needs more.
    extra: (method, path) =>
      method === 'GET' && /^\/auth\/v1\/apps\/[^/]+\/(permissions|roles|users)$/.test(path)
        ? json({ total: 0, data: [] })
        : undefined,
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (!url.pathname.startsWith('/apphub/v1/')) return identity(input, init);
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname.slice('/apphub/v1'.length)}`;
    const handler =
      all[key] ?? Object.entries(all).find(([pattern]) => new RegExp(`^${pattern}$`).test(key))?.[1];
    if (!handler) throw new Error(`Unmocked app hub call in a unit test: ${key}`);
    const call = { method, path: url.pathname, url, body: await bodyOf(init) };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (key: string) =>
    calls.filter((c) => `${c.method} ${c.path.slice('/apphub/v1'.length)}` === key);
  return { fetchMock, calls, callsTo };
}

/**
 * Uploads with progress go over XMLHttpRequest (lib/http/xhrTransport.ts), not the fetch stub: this stubs that
 * transport so a test drives onUploadProgress and the answer step by step.
 */
export function stubUploadXhr() {
  const { Xhr, requests } = fakeXhr<FormData>();
  vi.stubGlobal('XMLHttpRequest', Xhr);
  return { uploads: requests };
}

/** The company context of a page with Acme selected, for widgets rendered outside the shell. */
export const acmeCompanyContext: CompanyContextValue = {
  companies: demoOrganizations,
  selected: acme,
  isLoading: false,
  viewKey: 'initial',
  switchTo: async () => undefined,
};
