import type { AccessContext } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { visibleNavItems } from './navItems.ts';

const dev: AccessContext = { envLevel: 'DEV', globalPermissions: [], orgPermissions: null };

describe('visibleNavItems', () => {
  it('shows the admin area to provider staff with the global permission', () => {
    const paths = visibleNavItems({ ...dev, globalPermissions: ['admin.portal'] }).map((i) => i.path);
    expect(paths).toContain('/admin/apps');
  });

  it('leaves out areas the user is forbidden to open', () => {
    expect(visibleNavItems(dev).map((i) => i.path)).not.toContain('/admin/apps');
  });

  it('leaves out areas hidden on the deployment', () => {
    expect(visibleNavItems({ ...dev, envLevel: 'PROD' })).toEqual([]);
  });

  it('leaves out an area whose route the table does not have', () => {
    expect(visibleNavItems(dev, [])).toEqual([]);
  });
});
