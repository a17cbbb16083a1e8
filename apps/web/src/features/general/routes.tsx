import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

const area = 'general';

/**
 * General pages of docs/product/shell.md SHELL-1 (home, about, welcome, sign-in and sign-out, and the profile
 * have their own features).
 */
export const generalRoutes: PortalRoute[] = [
  // docs/product/shell.md SHELL-15: both hard-redirect to static pages, so they work even when the app
  // cannot.
  {
    path: '/forbidden',
    titleKey: 'core:routes.forbidden',
    area,
    lazy: () => import('./ForbiddenRedirectPage.tsx'),
  },
  { path: '/error', titleKey: 'core:routes.error', area, lazy: () => import('./ErrorRedirectPage.tsx') },
  {
    path: '/retired-functionality',
    titleKey: 'core:routes.retiredFunctionality',
    area,
    lazy: () =>
      import('./retired/RetiredFunctionalityPage.tsx').then((module) => ({
        Component: module.RetiredFunctionalityPage,
      })),
  },
  {
    path: '/help',
    titleKey: 'core:routes.help',
    area,
    lazy: () => import('./help/HelpPage.tsx').then((module) => ({ Component: module.HelpPage })),
  },
];
