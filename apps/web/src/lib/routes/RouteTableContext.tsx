import { createContext, useContext } from 'react';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { linksOnDeployment } from './deployedLinks.ts';
import type { PortalRoute } from './routeTypes.ts';

/**
 * The shell's route table, handed down so pages can tell which areas exist here without importing the
 * shell (app/ collects the features, never the reverse).
 */
const RouteTableContext = createContext<readonly PortalRoute[] | null>(null);
export const RouteTableProvider = RouteTableContext.Provider;

/**
 * The links whose path opens a page on this deployment (issue 11: a PROD page never links to Not
 * Found). Home, welcome and about all ask here, so they agree with each other and with the router.
 */
export function useLinksOnDeployment<Link extends { path: string }>(links: readonly Link[]): Link[] {
  const routes = useContext(RouteTableContext);
  const { envLevel, portalMode } = usePublicConfig();
  if (!routes) throw new Error('useLinksOnDeployment must be used inside RouteTableProvider');
  return linksOnDeployment(links, routes, { envLevel, portalMode });
}
