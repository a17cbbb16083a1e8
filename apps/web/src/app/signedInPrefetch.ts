import { decideAccess, type PublicConfig, type SessionInfo } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { pickCompany, readStoredOrgId } from '../features/company/selectedCompany.ts';
import { http } from '../lib/http/httpClient.ts';
import { orgPermissionsQueryOptions, userOrganizationsQueryOptions } from '../lib/identity/companyQueries.ts';
import { sessionQueryOptions, userSelfQueryOptions } from '../lib/identity/sessionQueries.ts';
import { termsStatusQueryOptions } from '../lib/identity/termsQueries.ts';
import { isSessionLive } from '../lib/identity/useSession.ts';
import { type PortalRoute, routeExistsIn } from '../lib/routes/routeTypes.ts';

/**
 * The company CompanyProvider will select (the same pickCompany over the same stored choice), from the
 * companies query (an answer under way is shared, not asked again); null when the user has none. The http
 * client names it from here on, as CompanyProvider does at its render: a request started before that
 * render carries the company like every other company request.
 */
async function pickedCompany(client: QueryClient): Promise<string | null> {
  const companies = await client.ensureQueryData(userOrganizationsQueryOptions());
  const selected = pickCompany(companies, readStoredOrgId())?.organizationUuid ?? null;
  if (selected) http.configure({ organizationId: selected });
  return selected;
}

/**
 * What every signed-in first screen waits for before its page may render (RouteGate: the user, the
 * companies, the selected company's permissions, the terms), asked as soon as the start-up session request
 * answers signed in, beside the page's chunks instead of after them. The permissions are asked only once
 * the companies are known and for the company CompanyProvider will select, so no request is made for a
 * company the user does not have. Each answer lands in the query cache under the keys the shell reads; a
 * failure is left to those readers, which ask again.
 */
export function prefetchSignedInContext(client: QueryClient, session: Promise<SessionInfo | null>): void {
  void session
    .then(async (info) => {
      if (!info) return;
      void client.prefetchQuery(userSelfQueryOptions());
      void client.prefetchQuery(termsStatusQueryOptions());
      const selected = await pickedCompany(client);
      if (selected) await client.prefetchQuery(orgPermissionsQueryOptions(selected));
    })
    .catch(() => undefined);
}

/**
 * The company a route's company data may be asked for before its page renders, or null when nothing may
 * be asked: signed out, no company, terms the route needs not agreed, or the route's access rule not
 * allowing the page with the selected company's permissions (the decision RouteGate makes). Everything is
 * read through the shell's own queries, so this waits for the answers prefetchSignedInContext started and
 * asks nothing of its own.
 */
export async function companyAllowingRoute(
  client: QueryClient,
  route: PortalRoute,
  config: PublicConfig,
): Promise<string | null> {
  if (route.movedIn?.[config.portalMode] || !routeExistsIn(route, config.portalMode)) return null;
  const session = await client.ensureQueryData(sessionQueryOptions());
  if (!isSessionLive(session)) return null;
  const [user, terms, organizationId] = await Promise.all([
    client.ensureQueryData(userSelfQueryOptions()),
    route.requireSignedTerms ? client.ensureQueryData(termsStatusQueryOptions()) : undefined,
    pickedCompany(client),
  ]);
  if (!organizationId || (terms && !terms.agreed)) return null;
  const orgPermissions = await client.ensureQueryData(orgPermissionsQueryOptions(organizationId));
  const context = { envLevel: config.envLevel, globalPermissions: user.globalPermissions, orgPermissions };
  return decideAccess(context, route.access ?? {}) === 'allowed' ? organizationId : null;
}
