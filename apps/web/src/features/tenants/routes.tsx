import type { OrgPermission } from '@portal/contracts';
import { consoleRoutes, type PortalRoute } from '../../lib/routes/routeTypes.ts';

/** The company's tenants (docs/product/tenants.md TENANTS-2). */
export const tenantRoutes: PortalRoute[] = consoleRoutes([
  {
    path: '/console/tenants',
    titleKey: 'console:routes.tenants',
    area: 'tenants',
    access: { orgPermission: 'tenants.read' satisfies OrgPermission },
    lazy: () => import('./TenantsPage.tsx').then((module) => ({ Component: module.TenantsPage })),
  },
]);
