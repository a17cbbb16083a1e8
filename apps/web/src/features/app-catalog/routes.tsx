import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

const area = 'app-catalog';

/** The app catalog: public, so browsing needs no session (docs/product/catalog.md CATALOG-1). */
export const appCatalogRoutes: PortalRoute[] = [
  {
    path: '/app-catalog',
    titleKey: 'core:routes.appCatalog',
    area,
    lazy: () => import('./CatalogListPage.tsx').then((module) => ({ Component: module.CatalogListPage })),
  },
  {
    path: '/app-catalog/:id',
    titleKey: 'core:routes.appCatalogApp',
    area,
    lazy: () => import('./CatalogAppPage.tsx').then((module) => ({ Component: module.CatalogAppPage })),
  },
  {
    path: '/app-catalog/:id/code',
    titleKey: 'core:routes.appCatalogCode',
    area,
    lazy: () => import('./CatalogCodePage.tsx').then((module) => ({ Component: module.CatalogCodePage })),
  },
];
