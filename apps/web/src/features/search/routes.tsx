import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

/**
 * /search?q={query}[&filter={filter}] (docs/product/content.md CONTENT-4); the query string is the page's
 * business.
 */
export const searchRoutes: PortalRoute[] = [
  {
    path: '/search',
    titleKey: 'core:routes.search',
    area: 'search',
    lazy: () => import('./SearchPage.tsx').then((module) => ({ Component: module.SearchPage })),
  },
];
