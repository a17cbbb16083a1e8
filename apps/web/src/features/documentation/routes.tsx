import type { PortalRoute } from '../../lib/routes/routeTypes.ts';
import { docPageQueryOptions } from './api/docsQueries.ts';

const area = 'documentation';

/** The documentation (docs/product/content.md CONTENT-2): public, so reading needs no session. */
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
    // A guide opened from the index shows once it has its text, never as an empty page while it fetches.
    prefetch: (queryClient, { doc }) => queryClient.ensureQueryData(docPageQueryOptions(doc ?? '')),
  },
];
