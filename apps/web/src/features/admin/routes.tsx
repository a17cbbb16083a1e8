import type { AccessRule, GlobalPermission } from '@portal/contracts';
import { type PortalRoute, requiringSession } from '../../lib/routes/routeTypes.ts';

const area = 'admin';
const company = '/admin/company-management/:id';

/**
 * A built admin page: the admin area's permission and the page's own finer one, which its API checks too,
 * so a user without it gets the 403 view instead of a page whose every request fails.
 */
function builtAdminRoute(
  path: string,
  titleKey: string,
  permission: GlobalPermission,
  lazy: NonNullable<PortalRoute['lazy']>,
): PortalRoute {
  const pageAccess: AccessRule = { globalPermission: ['admin.portal', permission] };
  // The frame loads with the page, not with the route table: the first load stays the same size.
  const framed = () =>
    Promise.all([lazy(), import('./AdminFrame.tsx')]).then(([module, { withAdminNav }]) => ({
      ...module,
      Component: module.Component && withAdminNav(module.Component),
    }));
  return { path, titleKey: `admin:routes.${titleKey}`, area, access: pageAccess, lazy: framed };
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

const companyModule = () => import('./companies/CompanyPage.tsx');
const companiesPage = () =>
  import('./companies/CompaniesPage.tsx').then((module) => ({ Component: module.CompaniesPage }));
const companyUsersPage = () => companyModule().then((module) => ({ Component: module.CompanyUsersPage }));
const companyAppsPage = () => companyModule().then((module) => ({ Component: module.CompanyAppsPage }));
const companyLicensedPage = () =>
  companyModule().then((module) => ({ Component: module.CompanyLicensedAppsPage }));
const companySettingsPage = () =>
  companyModule().then((module) => ({ Component: module.CompanySettingsPage }));
const companyEditPage = () =>
  import('./companies/CompanyEditPage.tsx').then((module) => ({ Component: module.CompanyEditPage }));

const buildPage = () =>
  import('./build/AdminBuildPage.tsx').then((module) => ({ Component: module.AdminBuildPage }));
const buildEnvPage = () =>
  import('./build/BuildEnvPage.tsx').then((module) => ({ Component: module.BuildEnvPage }));
const buildUtilsPage = () =>
  import('./build/BuildUtilsPage.tsx').then((module) => ({ Component: module.BuildUtilsPage }));

const tutorialsPage = () =>
  import('./tutorials/TutorialManagerPage.tsx').then((module) => ({ Component: module.TutorialManagerPage }));

const suvsPage = () =>
  import('./suvs/ManageSuvsPage.tsx').then((module) => ({ Component: module.ManageSuvsPage }));

const usersPage = () =>
  import('./people/AdminUsersPage.tsx').then((module) => ({ Component: module.AdminUsersPage }));
const usersExportPage = () =>
  import('./people/UsersExportPage.tsx').then((module) => ({ Component: module.UsersExportPage }));
const rolesPage = () => import('./people/RolesPage.tsx').then((module) => ({ Component: module.RolesPage }));
const rolePermissionsPage = () =>
  import('./people/RolePermissionsPage.tsx').then((module) => ({ Component: module.RolePermissionsPage }));

const packagesPage = () =>
  import('./packages/PackagesPage.tsx').then((module) => ({ Component: module.PackagesPage }));
const packagePage = () =>
  import('./packages/PackagePage.tsx').then((module) => ({ Component: module.PackagePage }));
const packageFormModule = () => import('./packages/PackageFormPages.tsx');
const packageCreatePage = () =>
  packageFormModule().then((module) => ({ Component: module.PackageCreatePage }));
const packageEditPage = () => packageFormModule().then((module) => ({ Component: module.PackageEditPage }));
const packagePermissionsPage = () =>
  import('./packages/PackagePermissionsPage.tsx').then((module) => ({
    Component: module.PackagePermissionsPage,
  }));

/** The provider staff's administration area (global permissions: docs/product/access.md ACCESS-4). */
export const adminRoutes: PortalRoute[] = requiringSession([
  // ?q={search} filters the list; the query string is the page's business.
  builtAdminRoute('/admin/apps', 'apps', 'admin.apps', appsPage),
  builtAdminRoute('/admin/apps/:id', 'app', 'admin.apps', appPage),
  builtAdminRoute('/admin/apps/:id/activity/:version/view', 'appVersion', 'admin.apps', appVersionPage),
  // ?q, ?type, ?region and ?page are the list page's business.
  builtAdminRoute('/admin/company-management', 'companies', 'admin.companies', companiesPage),
  // The company's page opens on its users tab.
  builtAdminRoute(company, 'company', 'admin.companies', companyUsersPage),
  builtAdminRoute(`${company}/edit`, 'companyEdit', 'admin.companies', companyEditPage),
  builtAdminRoute(`${company}/users`, 'companyUsers', 'admin.companies', companyUsersPage),
  builtAdminRoute(`${company}/apps`, 'companyApps', 'admin.companies', companyAppsPage),
  builtAdminRoute(`${company}/licensed-apps`, 'companyLicensedApps', 'admin.companies', companyLicensedPage),
  builtAdminRoute(`${company}/settings`, 'companySettings', 'admin.companies', companySettingsPage),
  // Reading the roles is open to staff; changing a cell needs admin.roles, which the page and API check.
  builtAdminRoute('/admin/roles', 'roles', 'admin.portal', rolesPage),
  builtAdminRoute('/admin/roles/permissions', 'rolePermissions', 'admin.portal', rolePermissionsPage),
  builtAdminRoute('/admin/user-management', 'users', 'admin.users', usersPage),
  builtAdminRoute('/admin/user-management/export', 'usersExport', 'admin.users', usersExportPage),
  builtAdminRoute('/admin/app-catalog', 'appCatalog', 'admin.catalog', catalogPage),
  builtAdminRoute('/admin/app-catalog/preview', 'appCatalogPreview', 'admin.catalog', catalogPreview),
  builtAdminRoute('/admin/app-catalog-preview', 'appCatalogPreview', 'admin.catalog', catalogPreview),
  // ?state= and ?page= are the page's business.
  builtAdminRoute('/admin/build', 'build', 'admin.apps', buildPage),
  builtAdminRoute('/admin/build/utils', 'buildUtils', 'admin.apps', buildUtilsPage),
  builtAdminRoute('/admin/build/env', 'buildEnv', 'admin.apps', buildEnvPage),
  builtAdminRoute('/admin/manage-suvs', 'manageSuvs', 'admin.tenants', suvsPage),
  builtAdminRoute('/admin/tutorial-manager', 'tutorialManager', 'admin.docs', tutorialsPage),
  // Each package's own permissions decide what a staff member sees and may do (the API checks them).
  builtAdminRoute('/admin/packages', 'packages', 'admin.portal', packagesPage),
  builtAdminRoute(
    '/admin/packages/permissions',
    'packagePermissions',
    'admin.packages',
    packagePermissionsPage,
  ),
  builtAdminRoute('/admin/packages/create', 'packageCreate', 'admin.packages', packageCreatePage),
  builtAdminRoute('/admin/packages/view/:id', 'package', 'admin.portal', packagePage),
  builtAdminRoute('/admin/packages/view/:id/edit', 'packageEdit', 'admin.portal', packageEditPage),
]);
