import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

export const aboutRoutes: PortalRoute[] = [
  { path: '/about', titleKey: 'about:title', area: 'about', lazy: () => import('./AboutPage.tsx') },
];
