import type { AccessRule, GlobalPermission } from '@portal/contracts';
import { type PortalRoute, requiringSession, unbuiltRoute } from '../../lib/routes/routeTypes.ts';

// SPEC.md 2.4: a user without the global permission sees the forbidden view.
const access: AccessRule = { globalPermission: 'admin.portal' satisfies GlobalPermission };
const area = 'admin';
const company = '/admin/company-management/:id';

function adminRoute(path: string, titleKey: string): PortalRoute {
  return unbuiltRoute({ path, titleKey: `admin:routes.${titleKey}`, area, access });
}

/** A built admin page; its API checks the finer global permission (admin.catalog, admin.apps). */
function builtAdminRoute(
  path: string,
  titleKey: string,
  lazy: NonNullable<PortalRoute['lazy']>,
): PortalRoute {
  return { path, titleKey: `admin:routes.${titleKey}`, area, access, lazy };
}

const appsPage = () =>
  import('./apps/AdminAppsPage.tsx').then((module) => ({ Component: module.AdminAppsPage }));
const appPage = () =>
  import('./apps/AdminAppPage.tsx').then((module) => ({ Component: module.AdminAppPage }));
const appVersionPage = () =>
  import('./apps/AdminAppVersionPage.tsx').then((module) => ({ Component: module.AdminAppVersionPage }));
const catalogPage = () =>
  import('./catalog/AdminCatalogPage.tsx').then((module) => ({ Component: module.AdminCatalogPage }));
const catalogPreview = () =>
  import('./catalog/AdminCatalogPreviewPage.tsx').then((module) => ({
    Component: module.AdminCatalogPreviewPage,
  }));

const suvsPage = () =>
  import('./suvs/ManageSuvsPage.tsx').then((module) => ({ Component: module.ManageSuvsPage }));

/** The provider staff's administration area (SPEC.md 2.3). */
export const adminRoutes: PortalRoute[] = requiringSession([
  // ?q={search} filters the list; the query string is the page's business.
  builtAdminRoute('/admin/apps', 'apps', appsPage),
  builtAdminRoute('/admin/apps/:id', 'app', appPage),
  builtAdminRoute('/admin/apps/:id/activity/:version/view', 'appVersion', appVersionPage),
  adminRoute('/admin/company-management', 'companies'),
  adminRoute(company, 'company'),
  adminRoute(`${company}/edit`, 'companyEdit'),
  adminRoute(`${company}/users`, 'companyUsers'),
  adminRoute(`${company}/apps`, 'companyApps'),
  adminRoute(`${company}/licensed-apps`, 'companyLicensedApps'),
  adminRoute(`${company}/settings`, 'companySettings'),
  adminRoute('/admin/roles', 'roles'),
  adminRoute('/admin/roles/permissions', 'rolePermissions'),
  adminRoute('/admin/user-management', 'users'),
  adminRoute('/admin/user-management/export', 'usersExport'),
  builtAdminRoute('/admin/app-catalog', 'appCatalog', catalogPage),
  builtAdminRoute('/admin/app-catalog/preview', 'appCatalogPreview', catalogPreview),
  builtAdminRoute('/admin/app-catalog-preview', 'appCatalogPreview', catalogPreview),
  adminRoute('/admin/build', 'build'),
  adminRoute('/admin/build/utils', 'buildUtils'),
  adminRoute('/admin/build/env', 'buildEnv'),
  builtAdminRoute('/admin/manage-suvs', 'manageSuvs', suvsPage),
  adminRoute('/admin/tutorial-manager', 'tutorialManager'),
  adminRoute('/admin/packages', 'packages'),
  adminRoute('/admin/packages/permissions', 'packagePermissions'),
  adminRoute('/admin/packages/create', 'packageCreate'),
  adminRoute('/admin/packages/view/:id', 'package'),
  adminRoute('/admin/packages/view/:id/edit', 'packageEdit'),
]);
