import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

const area = 'general';
const lazy = () => import('./DownloadsPage.tsx').then((module) => ({ Component: module.DownloadsPage }));

/** Downloads (SPEC.md 2.1): federal mode serves them from /local, and only there. */
export const downloadsRoutes: PortalRoute[] = [
  { path: '/downloads', titleKey: 'core:routes.downloads', area, movedIn: { federal: '/local' }, lazy },
  { path: '/local', titleKey: 'core:routes.local', area, modes: ['federal'], lazy },
];
