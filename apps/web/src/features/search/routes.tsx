import { type PortalRoute, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

/** /search?q={query}[&filter={filter}] (SPEC.md 2.1); the query string is the page's business. */
export const searchRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/search', titleKey: 'core:routes.search', area: 'search' }),
];
