import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

export const profileRoutes: PortalRoute[] = [
  {
    path: '/profile',
    titleKey: 'core:routes.profile',
    area: 'general',
    requireSession: true,
    lazy: () => import('./ProfilePage.tsx'),
  },
];
