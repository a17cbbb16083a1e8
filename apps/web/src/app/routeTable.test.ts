import { decideAccess } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/renderWithProviders.tsx';
import { routeTable } from './routeTable.ts';

// The routes of docs/product/shell.md SHELL-1, written out independently of the table so a dropped route
// fails here.
const specPaths = [
  '/',
  '/about',
  '/welcome',
  '/login',
  '/logout',
  '/forbidden',
  '/error',
  '/retired-functionality',
  '/help',
  '/support',
  '/profile',
  '/intro',
  '/learn',
  '/downloads',
  '/local',
  '/search',
  '/terms',
  '/terms/agree',
  '/terms/developerprogram',
  '/terms/overview',
  '/terms/overview/developerprogram',
  '/documentation',
  '/documentation/:doc',
  '/app-catalog',
  '/app-catalog/:id',
  '/app-catalog/:id/code',
  '/build',
  '/build/:app',
  '/build/:app/:component',
  '/build/local/:app',
  '/build/local/:app/:component',
  '/auth',
  '/rest-api-explorer',
  '/soap-api-explorer',
  '/soap-api-explorer/auth',
  '/graph-api-explorer',
  '/graphapi-changelog',
  '/copilot-apis',
  '/orchestrate',
  '/orchestrate/auth',
  '/orchestrate/app/:a/orchestrations',
  '/orchestrate/app/:a/:b/orchestrations/:c',
  '/orchestrate/app/:a/:b/workflows/:c',
  '/orchestration-activity/auth',
  '/narwhal/auth',
  '/studiobuilder',
  '/studiobuilder/auth',
  '/studiobuilder/app/:app',
  '/studiobuilder/app/:app/collection/:collection/builder',
  '/console/analytics',
  '/console/analytics/performance',
  '/console/analytics/logs',
  '/console/analytics/app/:id',
  '/console/tenants',
  '/console/users',
  '/console/third-party-integrations',
  // The top-level sections clients and entitlements (docs/product/shell.md SHELL-14).
  '/console/clients',
  '/console/entitlements',
  '/console/account',
  '/console/account/entitlements',
  '/console/account/third-party-integrations',
  '/console/account/audits',
  '/console/account/saml',
  '/console/apps/all',
  '/console/apps/:builtOnList',
  '/console/apps/licensed',
  '/console/apps/retired',
  '/console/apps/view/:id',
  '/console/apps/view/:id/activity',
  '/console/apps/view/:id/logs',
  '/console/apps/view/:id/orchestration-activity',
  '/console/apps/view/:id/orchestration-activity/:run',
  '/console/apps/view/:id/lifecycle',
  '/console/apps/view/:id/activity/:version',
  '/console/apps/view/:id/activity/:version/view',
  '/console/apps/view/:id/activity/:version/builds/:build',
  '/console/apps/view/:id/activity/:version/builds/:build/view',
  '/console/apps/licensed/:id',
  '/console/apps/licensed/:id/orchestration-activity',
  '/console/apps/licensed/:id/orchestration-activity/:run',
  '/console/apps/licensed/:id/logs',
  '/console/api-clients/all',
  '/console/api-clients/unassigned',
  '/console/api-clients/create',
  '/console/api-clients/view/:id',
  '/console/api-clients/view/:id/edit',
  '/admin/apps',
  '/admin/apps/:id',
  '/admin/apps/:id/activity/:version/view',
  '/admin/company-management',
  '/admin/company-management/:id',
  '/admin/company-management/:id/edit',
  '/admin/company-management/:id/users',
  '/admin/company-management/:id/apps',
  '/admin/company-management/:id/licensed-apps',
  '/admin/company-management/:id/settings',
  '/admin/roles',
  '/admin/roles/permissions',
  '/admin/user-management',
  '/admin/user-management/export',
  '/admin/app-catalog',
  '/admin/app-catalog/preview',
  '/admin/app-catalog-preview',
  '/admin/build',
  '/admin/build/utils',
  '/admin/build/env',
  '/admin/manage-suvs',
  '/admin/tutorial-manager',
  '/admin/packages',
  '/admin/packages/permissions',
  '/admin/packages/view/:id',
  '/admin/packages/create',
  '/admin/packages/view/:id/edit',
];

const paths = routeTable.map((r) => r.path);
const i18n = createTestI18n();

describe('route table', () => {
  it.each(specPaths)('registers %s', (path) => {
    expect(paths).toContain(path);
  });

  it('registers each path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('makes every route without a page DEV-only, so PROD shows Not Found for it', () => {
    // Since the licensed apps' orchestration pages every route has its page; one left unbuilt must stay DEV.
    const unbuilt = routeTable.filter((r) => !r.lazy);
    for (const route of unbuilt) expect(route.access?.confidence, route.path).toBe('DEV');
  });

  it('keeps home, about, welcome and the error redirects on production', () => {
    const prod = { envLevel: 'PROD', globalPermissions: [], orgPermissions: null } as const;
    for (const path of ['/', '/about', '/welcome', '/forbidden', '/error']) {
      const route = routeTable.find((r) => r.path === path)!;
      expect(decideAccess(prod, route.access ?? {}), path).toBe('allowed');
    }
  });

  it('requires a session on every console and admin route', () => {
    const gated = routeTable.filter((r) => r.path.startsWith('/console') || r.path.startsWith('/admin'));
    expect(gated.length).toBeGreaterThan(50);
    for (const route of gated) expect(route.requireSession, route.path).toBe(true);
  });

  it('asks for the current terms on every console route, and only there (docs/product/sign-in.md SIGNIN-10)', () => {
    for (const route of routeTable) {
      expect(route.requireSignedTerms === true, route.path).toBe(route.path.startsWith('/console'));
    }
  });

  it('serves sign-in, sign-out, the five callbacks, profile and terms on production', () => {
    const prod = { envLevel: 'PROD', globalPermissions: [], orgPermissions: null } as const;
    const paths = [
      '/login',
      '/logout',
      '/auth',
      '/orchestrate/auth',
      '/soap-api-explorer/auth',
      '/narwhal/auth',
      '/orchestration-activity/auth',
      '/studiobuilder/auth',
      '/profile',
      '/terms',
      '/terms/agree',
      '/terms/developerprogram',
      '/terms/overview',
      '/terms/overview/developerprogram',
    ];
    for (const path of paths) {
      const route = routeTable.find((r) => r.path === path)!;
      expect(route.lazy, path).toBeDefined();
      expect(decideAccess(prod, route.access ?? {}), path).toBe('allowed');
    }
  });

  it('requires the portal admin global permission on every admin route', () => {
    const admin = routeTable.filter((r) => r.path.startsWith('/admin'));
    expect(admin.length).toBeGreaterThan(20);
    for (const route of admin)
      expect([route.access?.globalPermission].flat()[0], route.path).toBe('admin.portal');
  });

  it("guards each built admin page with its API's own global permission too", () => {
    const guard = (path: string) => routeTable.find((r) => r.path === path)?.access?.globalPermission;
    expect(guard('/admin/apps')).toEqual(['admin.portal', 'admin.apps']);
    expect(guard('/admin/app-catalog')).toEqual(['admin.portal', 'admin.catalog']);
    expect(guard('/admin/manage-suvs')).toEqual(['admin.portal', 'admin.tenants']);
    expect(guard('/admin/build')).toEqual(['admin.portal', 'admin.apps']);
    expect(guard('/admin/build/env')).toEqual(['admin.portal', 'admin.apps']);
    expect(guard('/admin/build/utils')).toEqual(['admin.portal', 'admin.apps']);
    for (const path of [
      '/admin/company-management',
      '/admin/company-management/:id',
      '/admin/company-management/:id/edit',
      '/admin/company-management/:id/users',
      '/admin/company-management/:id/apps',
      '/admin/company-management/:id/licensed-apps',
      '/admin/company-management/:id/settings',
    ])
      expect(guard(path), path).toEqual(['admin.portal', 'admin.companies']);
  });

  it('builds the orchestration activity pages of owned and licensed apps, read with orchestrations.read', () => {
    for (const path of [
      '/console/apps/view/:id/orchestration-activity',
      '/console/apps/view/:id/orchestration-activity/:run',
      '/console/apps/licensed/:id/orchestration-activity',
      '/console/apps/licensed/:id/orchestration-activity/:run',
    ]) {
      const route = routeTable.find((r) => r.path === path)!;
      expect(route.lazy, path).toBeDefined();
      expect(route.access?.orgPermission, path).toBe('orchestrations.read');
    }
  });

  it('gives every route a title and an area name in the en bundles', () => {
    for (const route of routeTable) {
      expect(i18n.exists(route.titleKey), route.titleKey).toBe(true);
      if (!route.lazy) expect(i18n.exists(`core:areas.${route.area}`), route.area).toBe(true);
    }
  });

  it('keeps console titles in the console bundle and admin titles in the admin bundle', () => {
    for (const route of routeTable) {
      if (route.path.startsWith('/console')) expect(route.titleKey, route.path).toMatch(/^console:/);
      if (route.path.startsWith('/admin')) expect(route.titleKey, route.path).toMatch(/^admin:/);
    }
  });
});
