import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

export const welcomeRoutes: PortalRoute[] = [
  {
    path: '/welcome',
    titleKey: 'home:welcome.title',
    area: 'welcome',
    lazy: () => import('./WelcomePage.tsx'),
  },
];
