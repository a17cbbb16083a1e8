import { type AccessContext, decideAccess } from '@portal/contracts';
import type { PortalRoute } from '../lib/routes/routeTypes.ts';
import { routeTable } from './routeTable.ts';

export type NavItem = {
  path: string;
  labelKey: string;
  /** Other pages the entry may open, in order, when the user may not open `path` (the admin area's sections). */
  alternatives?: string[];
};

/** The top-level areas of the header, in display order (docs/product/shell.md SHELL-14). */
export const navItems: NavItem[] = [
  { path: '/console/apps', labelKey: 'core:nav.apps' },
  { path: '/console/analytics', labelKey: 'core:nav.analytics' },
  { path: '/console/api-clients', labelKey: 'core:nav.apiClients' },
  { path: '/console/tenants', labelKey: 'core:nav.tenants' },
  { path: '/console/users', labelKey: 'core:nav.users' },
  { path: '/documentation', labelKey: 'core:nav.documentation' },
  { path: '/app-catalog', labelKey: 'core:nav.appCatalog' },
  // Staff who manage companies but not apps reach the admin area through its company pages.
  { path: '/admin/apps', labelKey: 'core:nav.admin', alternatives: ['/admin/company-management'] },
];

/** Only areas the user may open: a link to a hidden or forbidden page would only lead to an error. */
export function visibleNavItems(
  context: AccessContext,
  routes: readonly PortalRoute[] = routeTable,
): NavItem[] {
  const allowed = (path: string) => {
    const route = routes.find((r) => r.path === path);
    return route !== undefined && decideAccess(context, route.access ?? {}) === 'allowed';
  };
  return navItems.flatMap((item) => {
    const path = [item.path, ...(item.alternatives ?? [])].find(allowed);
    return path ? [{ path, labelKey: item.labelKey }] : [];
  });
}
