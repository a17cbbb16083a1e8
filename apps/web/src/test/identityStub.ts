import {
  type Organization,
  regionsPage,
  type SessionInfo,
  type TermsStatus,
  type UserSelf,
} from '@portal/contracts';
import { vi } from 'vitest';

/** A signed-in session like the server's (docs/product/sign-in.md SIGNIN-1), in the Americas region. */
export const demoSession: SessionInfo = {
  scope: { region_fqdn: 'api.us.scylla.example', region: 'scylla:us', client_id: 'portal-web' },
  exp: Math.floor(Date.now() / 1000) + 3600,
  sub: '00000000-0000-4000-9000-000000000001',
  regionDisplayName: 'Americas',
  regionAlias: 'us',
  authBaseUri: 'http://localhost/auth',
  csrfToken: 'csrf-token-1',
};

export const demoUser: UserSelf = {
  userUuid: '00000000-0000-4000-9000-000000000001',
  email: 'admin@demo.example',
  firstName: 'Ada',
  lastName: 'Admin',
  isProviderEmployee: false,
  globalPermissions: [],
  hasSignedTerms: true,
};

const org = (
  n: number,
  organizationName: string,
  associationType: Organization['associationType'],
  rest: Partial<Organization>,
): Organization => ({
  organizationUuid: `00000000-0000-4000-8000-00000000000${n}`,
  organizationName,
  associationType,
  region: 'scylla:us',
  organizationType: 'Customer',
  roles: ['member'],
  isAWS: false,
  accountStatus: 'PROVISIONED',
  ...rest,
});

/** The admin demo user's companies in the demo world, deliberately out of order. */
export const demoOrganizations: Organization[] = [
  org(3, 'Northwind Software', 'COLLABORATOR', { region: 'aws:us-west-2', roles: ['member'] }),
  org(2, 'Bright Partners', 'SECONDARY', {
    region: 'scylla:de',
    organizationType: 'Partner',
    roles: ['developer', 'dsc'],
  }),
  org(1, 'Acme Health', 'PRIMARY', { roles: ['admin'] }),
];

export type IdentityStubOptions = {
  signedIn?: boolean;
  user?: Partial<UserSelf>;
  organizations?: Organization[] | 'error';
  /** Org permissions by organizationUuid; every company gets ['apps.read'] otherwise. */
  permissions?: Record<string, string[]>;
  terms?: Partial<TermsStatus>;
  /** Answers for other calls; return undefined to fall through to the identity answers. */
  extra?: (method: string, path: string, init: RequestInit | undefined) => Response | undefined;
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs fetch with the identity API of docs/identity-api.md: session, users/self, organizations,
 * permissions and terms, plus telemetry. Anything else fails loudly, as in test/setup.ts.
 */
export function stubIdentityFetch(options: IdentityStubOptions = {}) {
  const { signedIn = true } = options;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const extra = options.extra?.(method, path, init);
    if (extra) return extra;
    if (method === 'POST' && path.startsWith('/api/v1/telemetry/'))
      return new Response(null, { status: 204 });
    // Public: the terms in force.
    if (path === '/auth/v2/users/terms')
      return json({ version: options.terms?.version ?? '2026-01', publishedAt: '2026-01-01T00:00:00.000Z' });
    if (path === '/api/v1/sessionInfo')
      return signedIn ? json(demoSession) : json({ error: 'unauthorized', message: 'Not signed in' }, 401);
    if (!signedIn) return json({ error: 'unauthorized', message: 'Not signed in' }, 401);
    if (path === '/auth/v1/regions') return json(regionsPage({ offset: 0, limit: 100 }));
    if (path === '/auth/v1/users/self') return json({ ...demoUser, ...options.user });
    // The header's product updates bell asks on every signed-in page (empty unless a test says otherwise).
    if (method === 'GET' && path === '/sub-api/v2/product-updates') return json({ data: [], unread: 0 });
    if (path === '/auth/v2/organizations/self') {
      if (options.organizations === 'error') return json({ error: 'internal', message: 'down' }, 500);
      return json({ userOrganizations: options.organizations ?? demoOrganizations });
    }
    const permissions = path.match(/^\/auth\/v2\/organizations\/([^/]+)\/permissions\/self$/);
    if (permissions) return json({ permissions: options.permissions?.[permissions[1]!] ?? ['apps.read'] });
    if (path === '/auth/v2/users/self/terms')
      return json({
        version: '2026-01',
        agreed: true,
        agreedAt: '2026-01-05T10:00:00.000Z',
        ...options.terms,
      });
    throw new Error(`Unmocked request in a unit test: ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls a fetch mock received, as 'METHOD /path'. */
export function callsOf(fetchMock: ReturnType<typeof stubIdentityFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}`;
  });
}
