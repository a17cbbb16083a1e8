import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

const area = 'documentation';

/** The documentation (SPEC.md 2.1): public, so reading needs no session. */
export const documentationRoutes: PortalRoute[] = [
  {
    path: '/documentation',
    titleKey: 'core:routes.documentation',
    area,
    lazy: () =>
      import('./DocumentationIndexPage.tsx').then((module) => ({ Component: module.DocumentationIndexPage })),
  },
  {
    path: '/documentation/:doc',
    titleKey: 'core:routes.documentationTopic',
    area,
    lazy: () => import('./DocPage.tsx').then((module) => ({ Component: module.DocPage })),
  },
];
