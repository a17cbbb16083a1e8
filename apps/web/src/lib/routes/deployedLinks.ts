import { type AccessContext, decideAccess, type EnvLevel, type PortalMode } from '@portal/contracts';
import { matchRoutes } from 'react-router';
import { type PortalRoute, routeExistsIn } from './routeTypes.ts';

export type Deployment = { envLevel: EnvLevel; portalMode: PortalMode };

/**
 * Whether a link to `path` opens a page on this deployment rather than Not Found: the route it matches
 * (as the router would match it) is neither hidden at this level (an unbuilt area is DEV-only, a route
 * may be flagged hidden) nor missing in this portal mode. A signed-out visitor is offered console pages
 * (they are asked to sign in); a signed-in `user` only the pages their permissions open.
 */
export function opensOnDeployment(
  path: string,
  routes: readonly PortalRoute[],
  deployment: Deployment,
  user?: AccessContext,
) {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, handle: route })),
    path,
  );
  const match = matches?.at(-1)?.route.handle as PortalRoute | undefined;
  if (!match) return false;
  if (!routeExistsIn(match, deployment.portalMode)) return false;
  const visitor = { envLevel: deployment.envLevel, globalPermissions: [], orgPermissions: null };
  if (decideAccess(visitor, match.access ?? {}) === 'hidden') return false;
  // A signed-in user is not offered a page that would show them the 403 view.
  return !user || decideAccess(user, match.access ?? {}) === 'allowed';
}

/** The links, in their order, whose path opens a page on this deployment. */
export function linksOnDeployment<Link extends { path: string }>(
  links: readonly Link[],
  routes: readonly PortalRoute[],
  deployment: Deployment,
  user?: AccessContext,
): Link[] {
  return links.filter((link) => opensOnDeployment(link.path, routes, deployment, user));
}
