import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

const area = 'general';

/**
 * Tutorials (docs/product/content.md CONTENT-3): /learn lists them and opens one (?tutorial=slug); /intro is
 * the guided start.
 */
export const tutorialRoutes: PortalRoute[] = [
  {
    path: '/learn',
    titleKey: 'core:routes.learn',
    area,
    lazy: () => import('./LearnPage.tsx').then((module) => ({ Component: module.LearnPage })),
  },
  {
    path: '/intro',
    titleKey: 'core:routes.intro',
    area,
    lazy: () => import('./IntroPage.tsx').then((module) => ({ Component: module.IntroPage })),
  },
];
