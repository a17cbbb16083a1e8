import type { PortalRoute } from '../../app/routeTypes.ts';

export const aboutRoutes: PortalRoute[] = [
  { path: '/about', titleKey: 'about:title', area: 'about', lazy: () => import('./AboutPage.tsx') },
];
