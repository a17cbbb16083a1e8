import { type AccessContext, decideAccess } from '@portal/contracts';
import type { PortalRoute } from '../lib/routes/routeTypes.ts';
import { routeTable } from './routeTable.ts';

export type NavItem = { path: string; labelKey: string };

/** The top-level areas of the header, in display order (SPEC.md 2.4's top-level sections). */
export const navItems: NavItem[] = [
  { path: '/console/apps', labelKey: 'core:nav.apps' },
  { path: '/console/analytics', labelKey: 'core:nav.analytics' },
  { path: '/console/api-clients', labelKey: 'core:nav.apiClients' },
  { path: '/console/tenants', labelKey: 'core:nav.tenants' },
  { path: '/console/users', labelKey: 'core:nav.users' },
  { path: '/documentation', labelKey: 'core:nav.documentation' },
  { path: '/app-catalog', labelKey: 'core:nav.appCatalog' },
  { path: '/admin/apps', labelKey: 'core:nav.admin' },
];

/** Only areas the user may open: a link to a hidden or forbidden page would only lead to an error. */
export function visibleNavItems(
  context: AccessContext,
  routes: readonly PortalRoute[] = routeTable,
): NavItem[] {
  return navItems.filter((item) => {
    const route = routes.find((r) => r.path === item.path);
    return route !== undefined && decideAccess(context, route.access ?? {}) === 'allowed';
  });
}
