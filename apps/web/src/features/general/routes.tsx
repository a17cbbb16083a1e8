import { type PortalRoute, unbuiltRoute } from '../../app/routeTypes.ts';

const area = 'general';
const authCallback = () => import('../auth/AuthCallbackPage.tsx');

/** General pages of SPEC.md 2.1 (home, about and welcome have their own features). */
export const generalRoutes: PortalRoute[] = [
  { path: '/login', titleKey: 'core:routes.login', area, lazy: () => import('../auth/LoginPage.tsx') },
  { path: '/logout', titleKey: 'core:routes.logout', area, lazy: () => import('../auth/LogoutPage.tsx') },
  // SPEC.md 2.4: both hard-redirect to static pages, so they work even when the app cannot.
  {
    path: '/forbidden',
    titleKey: 'core:routes.forbidden',
    area,
    lazy: () => import('./ForbiddenRedirectPage.tsx'),
  },
  { path: '/error', titleKey: 'core:routes.error', area, lazy: () => import('./ErrorRedirectPage.tsx') },
  unbuiltRoute({ path: '/retired-functionality', titleKey: 'core:routes.retiredFunctionality', area }),
  unbuiltRoute({ path: '/help', titleKey: 'core:routes.help', area }),
  unbuiltRoute({ path: '/support', titleKey: 'core:routes.support', area }),
  {
    path: '/profile',
    titleKey: 'core:routes.profile',
    area,
    requireSession: true,
    lazy: () => import('../profile/ProfilePage.tsx'),
  },
  unbuiltRoute({ path: '/intro', titleKey: 'core:routes.intro', area }),
  unbuiltRoute({ path: '/learn', titleKey: 'core:routes.learn', area }),
  // Federal mode serves the downloads from /local (SPEC.md 2.1), and only there.
  unbuiltRoute({
    path: '/downloads',
    titleKey: 'core:routes.downloads',
    area,
    movedIn: { federal: '/local' },
  }),
  unbuiltRoute({ path: '/local', titleKey: 'core:routes.local', area, modes: ['federal'] }),
  // Authentication callbacks (SPEC.md 2.4): they only authenticate. /narwhal/auth is not a registered
  // redirect URI (contracts' authCallbackPaths), so a sign-in never starts from it, but it completes one.
  { path: '/auth', titleKey: 'core:routes.authCallback', area, lazy: authCallback },
  { path: '/narwhal/auth', titleKey: 'core:routes.authCallback', area, lazy: authCallback },
];
