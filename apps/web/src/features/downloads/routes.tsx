import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

const area = 'general';
const lazy = () => import('./DownloadsPage.tsx').then((module) => ({ Component: module.DownloadsPage }));

/**
 * Downloads: federal mode serves them from /local, and only there (docs/product/downloads.md DOWNLOADS-1).
 */
export const downloadsRoutes: PortalRoute[] = [
  { path: '/downloads', titleKey: 'core:routes.downloads', area, movedIn: { federal: '/local' }, lazy },
  { path: '/local', titleKey: 'core:routes.local', area, modes: ['federal'], lazy },
];
