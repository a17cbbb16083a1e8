import type { UIMatch } from 'react-router';
import type { PortalRoute } from '../lib/routes/routeTypes.ts';

/** The `handle` of a route built from the route table: the shell reads the metadata back from it. */
export type PortalRouteHandle = { portalRoute: PortalRoute };

function isPortalRouteHandle(handle: unknown): handle is PortalRouteHandle {
  return typeof handle === 'object' && handle !== null && 'portalRoute' in handle;
}

/** The route-table entry of the deepest matched route, if that route came from the table. */
export function matchedPortalRoute(matches: readonly UIMatch[]): PortalRoute | undefined {
  const handle = matches.at(-1)?.handle;
  return isPortalRouteHandle(handle) ? handle.portalRoute : undefined;
}
