import type { OrgPermission } from '@portal/contracts';
import { consoleRoutes, type PortalRoute } from '../../lib/routes/routeTypes.ts';

const area = 'account';

/**
 * The company account pages of the console (docs/product/companies.md COMPANIES-10), with its users and
 * integrations. The user audit (/console/account/audits) reads the analytics API and is the analytics
 * feature's.
 */
const consolePages: PortalRoute[] = consoleRoutes([
  {
    path: '/console/users',
    titleKey: 'console:routes.users',
    area,
    access: { orgPermission: 'users.read' satisfies OrgPermission },
    lazy: () => import('./users/UsersPage.tsx').then((module) => ({ Component: module.UsersPage })),
  },
  {
    path: '/console/third-party-integrations',
    titleKey: 'console:routes.thirdPartyIntegrations',
    area,
    access: { orgPermission: 'company.admin' satisfies OrgPermission },
    lazy: () =>
      import('./integrations/IntegrationsPage.tsx').then((module) => ({
        Component: module.IntegrationsPage,
      })),
  },
  // Every member may see their company's account: each section it links checks its own permission.
  {
    path: '/console/account',
    titleKey: 'console:routes.account',
    area,
    lazy: () => import('./overview/AccountPage.tsx').then((module) => ({ Component: module.AccountPage })),
  },
  ...['/console/account/entitlements', '/console/entitlements'].map(
    // docs/product/shell.md SHELL-14 lists entitlements as a top-level console section too (as users and
    // integrations).
    (path): PortalRoute => ({
      path,
      titleKey: 'console:routes.entitlements',
      area,
      access: { orgPermission: 'entitlements.read' satisfies OrgPermission },
      lazy: () =>
        import('./entitlements/EntitlementsPage.tsx').then((module) => ({
          Component: module.EntitlementsPage,
        })),
    }),
  ),
  {
    path: '/console/account/third-party-integrations',
    titleKey: 'console:routes.thirdPartyIntegrations',
    area,
    access: { orgPermission: 'company.admin' satisfies OrgPermission },
    lazy: () =>
      import('./integrations/IntegrationsPage.tsx').then((module) => ({
        Component: module.IntegrationsPage,
      })),
  },
  {
    path: '/console/account/licenses',
    titleKey: 'console:routes.licenses',
    area,
    access: { orgPermission: 'licenses.manage' satisfies OrgPermission },
    lazy: () => import('./licenses/LicensesPage.tsx').then((module) => ({ Component: module.LicensesPage })),
  },
  {
    path: '/console/account/saml',
    titleKey: 'console:routes.saml',
    area,
    access: { orgPermission: 'company.admin' satisfies OrgPermission },
    lazy: () => import('./saml/SamlPage.tsx').then((module) => ({ Component: module.SamlPage })),
  },
]);

/**
 * The link of an invitation e-mail: open to anyone (the token is the key), since the invitee may have
 * no account yet; the page asks for sign-in when the invited address has one.
 */
const invitationRoute: PortalRoute = {
  path: '/invitation/:token',
  titleKey: 'console:routes.invitation',
  area,
  lazy: () => import('./invitation/InvitationPage.tsx'),
};

export const accountRoutes: PortalRoute[] = [...consolePages, invitationRoute];
