import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

/**
 * /support (docs/product/content.md CONTENT-6): open to read; the page decides by the reader's permissions
 * what it offers.
 */
export const supportRoutes: PortalRoute[] = [
  {
    path: '/support',
    titleKey: 'core:routes.support',
    area: 'general',
    lazy: () => import('./SupportPage.tsx').then((module) => ({ Component: module.SupportPage })),
  },
];
