import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

const authCallback = () => import('./AuthCallbackPage.tsx');

/**
 * A tool's authentication callback (docs/product/shell.md SHELL-23): it only authenticates and renders
 * nothing.
 */
function callbackRoute(path: string, titleKey: string, area: string): PortalRoute {
  return { path, titleKey, area, lazy: authCallback };
}

/** Sign-in, sign-out and the callbacks (SHELL-1, SHELL-23), whichever tool's path they sit under. */
export const authRoutes: PortalRoute[] = [
  { path: '/login', titleKey: 'core:routes.login', area: 'general', lazy: () => import('./LoginPage.tsx') },
  {
    path: '/logout',
    titleKey: 'core:routes.logout',
    area: 'general',
    lazy: () => import('./LogoutPage.tsx'),
  },
  callbackRoute('/auth', 'core:routes.authCallback', 'general'),
  // /narwhal/auth is not a registered redirect URI (contracts' authCallbackPaths), so a sign-in never
  // starts from it, but it completes one.
  callbackRoute('/narwhal/auth', 'core:routes.authCallback', 'general'),
  callbackRoute('/soap-api-explorer/auth', 'core:routes.authCallback', 'explorers'),
  callbackRoute('/orchestrate/auth', 'builder:routes.authCallback', 'orchestrate'),
  callbackRoute('/orchestration-activity/auth', 'builder:routes.authCallback', 'orchestrate'),
  callbackRoute('/studiobuilder/auth', 'builder:routes.authCallback', 'studio'),
];
