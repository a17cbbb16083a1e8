import { type PortalRoute, requiringSession } from '../../../lib/routes/routeTypes.ts';

const area = 'studio';
// Collections are read from and saved to the app's draft: the builder's permission (apps.write), checked
// by the server's draft API too.
const access = { orgPermission: 'apps.write' } as const;

/**
 * The studio builder (docs/product/builder.md BUILDER-13); its /studiobuilder/auth callback is with the other
 * callbacks.
 */
export const studioRoutes: PortalRoute[] = requiringSession([
  {
    path: '/studiobuilder',
    titleKey: 'builder:routes.studio',
    area,
    access,
    lazy: () => import('./list/StudioHomePage.tsx').then((m) => ({ Component: m.StudioHomePage })),
  },
  {
    path: '/studiobuilder/app/:app',
    titleKey: 'builder:routes.studioApp',
    area,
    access,
    lazy: () => import('./list/AppCollectionsPage.tsx').then((m) => ({ Component: m.AppCollectionsPage })),
  },
  {
    path: '/studiobuilder/app/:app/collection/:collection/builder',
    titleKey: 'builder:routes.studioCollection',
    area,
    access,
    lazy: () =>
      import('./collection/CollectionBuilderPage.tsx').then((m) => ({ Component: m.CollectionBuilderPage })),
  },
]);
