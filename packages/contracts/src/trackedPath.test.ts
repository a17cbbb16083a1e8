import { describe, expect, it } from 'vitest';
import { trackedPath } from './trackedPath.ts';

describe('trackedPath', () => {
  it('replaces numeric and uuid segments with a placeholder', () => {
    expect(trackedPath('/console/apps/view/12345/activity')).toBe('/console/apps/view/{id}/activity');
    expect(trackedPath('/admin/company-management/3f2b8c1e-9a4d-4e21-8f7a-0c1d2e3f4a5b/users')).toBe(
      '/admin/company-management/{id}/users',
    );
  });

  it('keeps ordinary words', () => {
    expect(trackedPath('/console/analytics/logs')).toBe('/console/analytics/logs');
  });

  it('drops the query string except on search', () => {
    expect(trackedPath('/console/apps', '?q=secret')).toBe('/console/apps');
    expect(trackedPath('/search', '?q=payroll&filter=docs')).toBe('/search?q=payroll&filter=docs');
  });
});
