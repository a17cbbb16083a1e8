import { decideAccess, type EnvLevel, type PortalMode } from '@portal/contracts';
import { matchRoutes } from 'react-router';
import type { PortalRoute } from './routeTypes.ts';

export type Deployment = { envLevel: EnvLevel; portalMode: PortalMode };

/**
 * Whether a link to `path` opens a page on this deployment rather than Not Found: the route it matches
 * (as the router would match it) is neither hidden at this level (an unbuilt area is DEV-only, a route
 * may be flagged hidden) nor missing in this portal mode. Who the user is does not matter here: a
 * signed-out visitor of a console page is asked to sign in, a page they may not open says so.
 */
export function opensOnDeployment(path: string, routes: readonly PortalRoute[], deployment: Deployment) {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, handle: route })),
    path,
  );
  const match = matches?.at(-1)?.route.handle as PortalRoute | undefined;
  if (!match) return false;
  if (match.modes && !match.modes.includes(deployment.portalMode)) return false;
  const visitor = { envLevel: deployment.envLevel, globalPermissions: [], orgPermissions: null };
  return decideAccess(visitor, match.access ?? {}) !== 'hidden';
}

/** The links, in their order, whose path opens a page on this deployment. */
export function linksOnDeployment<Link extends { path: string }>(
  links: readonly Link[],
  routes: readonly PortalRoute[],
  deployment: Deployment,
): Link[] {
  return links.filter((link) => opensOnDeployment(link.path, routes, deployment));
}
