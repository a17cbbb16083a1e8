import { createContext, useContext } from 'react';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { useAccessState } from '../identity/useAccessContext.ts';
import { useSession } from '../identity/useSession.ts';
import { linksOnDeployment } from './deployedLinks.ts';
import type { PortalRoute } from './routeTypes.ts';

/**
 * The shell's route table, handed down so pages can tell which areas exist here without importing the
 * shell (app/ collects the features, never the reverse).
 */
const RouteTableContext = createContext<readonly PortalRoute[] | null>(null);
export const RouteTableProvider = RouteTableContext.Provider;

/**
 * The links whose path opens a page on this deployment (a PROD page never links to Not
 * Found) and, for a signed-in user, one they may open (never a link to a 403). Home, welcome
 * and about all ask here, so they agree with each other and with the router.
 */
export function useLinksOnDeployment<Link extends { path: string }>(links: readonly Link[]): Link[] {
  const routes = useContext(RouteTableContext);
  const { envLevel, portalMode } = usePublicConfig();
  const { isSignedIn } = useSession();
  const { isLoading, ...access } = useAccessState();
  if (!routes) throw new Error('useLinksOnDeployment must be used inside RouteTableProvider');
  // Until a signed-in user's permissions are read, links are judged as for a visitor.
  const user = isSignedIn && !isLoading ? access : undefined;
  return linksOnDeployment(links, routes, { envLevel, portalMode }, user);
}
