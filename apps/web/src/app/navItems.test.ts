import type { AccessContext } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { visibleNavItems } from './navItems.ts';
import { routeTable } from './routeTable.ts';

const dev: AccessContext = { envLevel: 'DEV', globalPermissions: [], orgPermissions: null };

describe('visibleNavItems', () => {
  it('shows the admin area to provider staff with the global permissions of its first page', () => {
    const paths = (globalPermissions: string[]) =>
      visibleNavItems({ ...dev, globalPermissions }).map((i) => i.path);
    expect(paths(['admin.portal', 'admin.apps'])).toContain('/admin/apps');
    expect(paths(['admin.portal'])).not.toContain('/admin/apps');
  });

  it('opens the admin area on company management for staff who manage companies but not apps', () => {
    const paths = (globalPermissions: string[]) =>
      visibleNavItems({ ...dev, globalPermissions }).map((i) => i.path);
    expect(paths(['admin.portal', 'admin.companies'])).toContain('/admin/company-management');
    expect(paths(['admin.portal', 'admin.apps', 'admin.companies'])).not.toContain(
      '/admin/company-management',
    );
  });

  it('leaves out areas the user is forbidden to open', () => {
    expect(visibleNavItems(dev).map((i) => i.path)).not.toContain('/admin/apps');
  });

  it('leaves out areas hidden on the deployment', () => {
    // PROD shows only built pages (unbuilt routes are DEV-only); the public app catalog is one.
    const items = visibleNavItems({ ...dev, envLevel: 'PROD' });
    for (const item of items)
      expect(routeTable.find((r) => r.path === item.path)?.lazy, item.path).toBeDefined();
    expect(items.map((i) => i.path)).toContain('/app-catalog');
  });

  it('leaves out an area whose route the table does not have', () => {
    expect(visibleNavItems(dev, [])).toEqual([]);
  });
});
