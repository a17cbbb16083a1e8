import { type PortalRoute, unbuiltRoute } from '../../app/routeTypes.ts';

const area = 'terms';

/** Terms (SPEC.md 2.1): terms and terms overview are the same screen under two paths. */
export const termsRoutes: PortalRoute[] = [
  unbuiltRoute({ path: '/terms', titleKey: 'core:routes.terms', area }),
  unbuiltRoute({ path: '/terms/agree', titleKey: 'core:routes.termsAgree', area }),
  unbuiltRoute({ path: '/terms/developerprogram', titleKey: 'core:routes.termsDeveloperProgram', area }),
  unbuiltRoute({ path: '/terms/overview', titleKey: 'core:routes.terms', area }),
  unbuiltRoute({
    path: '/terms/overview/developerprogram',
    titleKey: 'core:routes.termsDeveloperProgram',
    area,
  }),
];
