import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

export const homeRoutes: PortalRoute[] = [
  { path: '/', titleKey: 'home:title', area: 'home', lazy: () => import('./HomePage.tsx') },
];
