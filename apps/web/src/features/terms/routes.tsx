import type { PortalRoute } from '../../lib/routes/routeTypes.ts';

const area = 'terms';
const overview = () => import('./TermsOverviewPage.tsx');
const developerProgram = () => import('./DeveloperProgramTermsPage.tsx');

/**
 * Terms (docs/product/sign-in.md SIGNIN-10): terms and terms overview are the same screen under two paths.
 */
export const termsRoutes: PortalRoute[] = [
  { path: '/terms', titleKey: 'core:routes.terms', area, lazy: overview },
  {
    path: '/terms/agree',
    titleKey: 'core:routes.termsAgree',
    area,
    requireSession: true,
    lazy: () => import('./TermsAgreePage.tsx'),
  },
  {
    path: '/terms/developerprogram',
    titleKey: 'core:routes.termsDeveloperProgram',
    area,
    lazy: developerProgram,
  },
  { path: '/terms/overview', titleKey: 'core:routes.terms', area, lazy: overview },
  {
    path: '/terms/overview/developerprogram',
    titleKey: 'core:routes.termsDeveloperProgram',
    area,
    lazy: developerProgram,
  },
];
