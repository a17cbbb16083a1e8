import type { SessionInfo } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appsKeys } from '../features/console-apps/api/keys.ts';
import { readListSearch, toAppListQuery } from '../features/console-apps/list/listSearch.utils.ts';
import { http } from '../lib/http/httpClient.ts';
import { storageKeys } from '../lib/storage/storageKeys.ts';
import { demoOrganizations, demoSession, json, stubIdentityFetch } from '../test/identityStub.ts';
import { testConfig } from '../test/renderWithProviders.tsx';
import { createAppQueryClient } from './queryClient.ts';
import { createPortalRoutes } from './router.tsx';

const ACME = demoOrganizations.find((org) => org.associationType === 'PRIMARY')!.organizationUuid;
const BRIGHT = demoOrganizations.find((org) => org.organizationName === 'Bright Partners')!.organizationUuid;
const emptyPage = { total: 0, data: [] };

function pageRoute(routes: RouteObject[], path: string): RouteObject {
  const route = routes[0]!.children![0]!.children!.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

/** Runs the loader of `path` for the URL `url`, as the router does when the page is opened. */
function open(client: QueryClient, path: string, url: string, params: Record<string, string> = {}) {
  const route = pageRoute(createPortalRoutes({ queryClient: client, config: testConfig }), path);
  const loader = route.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
  const full = new URL(url, 'http://localhost');
  return loader({ params, request: new Request(full), url: full, pattern: path, context: undefined });
}

/** The identity stub, answering the app lists too; returns the app list requests with their company. */
function stubWithApps(options: Parameters<typeof stubIdentityFetch>[0] = {}) {
  const appCalls: { url: string; organizationId: string | null }[] = [];
  const fetchMock = stubIdentityFetch({
    ...options,
    extra: (method, path, init) => {
      if (method !== 'GET' || !path.startsWith('/apphub/v1/')) return undefined;
      const call = fetchMock.mock.calls.at(-1)!;
      appCalls.push({
        url: String(call[0]),
        organizationId: new Headers(init?.headers).get('x-organization-id'),
      });
      return json(path === '/apphub/v1/licensedApps' ? { data: [] } : emptyPage);
    },
  });
  return { fetchMock, appCalls };
}

const identityCalls = (fetchMock: ReturnType<typeof stubIdentityFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost').pathname)
    .filter((path) => path.startsWith('/auth/'));

describe('company-scoped route prefetch', () => {
  afterEach(() => {
    window.localStorage.clear();
    http.configure({ organizationId: null });
  });

  it('waits for the company, then asks the page’s own list once, for that company', async () => {
    const { fetchMock, appCalls } = stubWithApps();
    let signIn: (session: SessionInfo) => void = () => undefined;
    const client = createAppQueryClient(new Promise<SessionInfo>((resolve) => (signIn = resolve)));
    const url = '/console/apps/retired?q=billing&sort=name&page=2';
    const loading = open(client, '/console/apps/retired', url);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();

    signIn(demoSession);
    await expect(loading).resolves.toBeNull();
    expect(appCalls).toHaveLength(1);
    expect(appCalls[0]!.organizationId).toBe(ACME);
    const search = readListSearch(new URL(url, 'http://localhost').searchParams);
    expect(client.getQueryData(appsKeys.list(ACME, toAppListQuery('retired', search)))).toEqual(emptyPage);
    // The loader read the shell's identity queries: each was asked once, by the start-up prefetch.
    expect(identityCalls(fetchMock).sort()).toEqual(
      [
        '/auth/v1/users/self',
        '/auth/v2/organizations/self',
        '/auth/v2/users/self/terms',
        `/auth/v2/organizations/${ACME}/permissions/self`,
      ].sort(),
    );
  });

  it('asks for the stored company, never for the default one', async () => {
    window.localStorage.setItem(storageKeys.orgUuid, BRIGHT);
    const { fetchMock, appCalls } = stubWithApps();
    const client = createAppQueryClient(Promise.resolve(demoSession));
    await open(client, '/console/apps', '/console/apps');
    expect(appCalls.map((call) => call.organizationId)).toEqual([BRIGHT]);
    expect(
      client.getQueryData(
        appsKeys.list(BRIGHT, toAppListQuery('all', readListSearch(new URLSearchParams()))),
      ),
    ).toEqual(emptyPage);
    expect(identityCalls(fetchMock)).not.toContain(`/auth/v2/organizations/${ACME}/permissions/self`);
  });

  it('asks the licensed apps on the licensed tab', async () => {
    const { appCalls } = stubWithApps();
    const client = createAppQueryClient(Promise.resolve(demoSession));
    await open(client, '/console/apps/licensed', '/console/apps/licensed');
    expect(appCalls).toEqual([
      { url: expect.stringContaining('/apphub/v1/licensedApps'), organizationId: ACME },
    ]);
    expect(client.getQueryData(appsKeys.licensed(ACME))).toBeDefined();
  });

  const refusals: [string, SessionInfo | null, Parameters<typeof stubIdentityFetch>[0]][] = [
    ['signed out', null, {}],
    ['forbidden the page', demoSession, { permissions: { [ACME]: [] } }],
    ['without a company', demoSession, { organizations: [] }],
    ['without the current terms agreed', demoSession, { terms: { agreed: false } }],
  ];
  it.each(refusals)('asks no app for a user %s', async (_, session, options) => {
    const { appCalls } = stubWithApps(options);
    const client = createAppQueryClient(Promise.resolve(session));
    await expect(open(client, '/console/apps', '/console/apps')).resolves.toBeNull();
    expect(appCalls).toEqual([]);
  });

  it('asks nothing for a builtOn path of another product', async () => {
    const { appCalls } = stubWithApps();
    const client = createAppQueryClient(Promise.resolve(demoSession));
    const path = '/console/apps/:builtOnList';
    await open(client, path, '/console/apps/builtOnOther', { builtOnList: 'builtOnOther' });
    expect(appCalls).toEqual([]);
    await open(client, path, `/console/apps/builtOn${testConfig.productName}`, {
      builtOnList: `builtOn${testConfig.productName}`,
    });
    expect(appCalls).toHaveLength(1);
  });
});
