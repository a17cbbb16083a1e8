import { describe, expect, it } from 'vitest';
import { pageContext } from './pageContext.ts';

const BUILD = '6f1c2a4e-0b7d-4c1e-9a55-2f7d3c1e8b90';

describe('pageContext', () => {
  it('names the app and the build of a build page', () => {
    expect(
      pageContext(
        `/console/apps/view/app-1/activity/v-1/builds/${BUILD}`,
        { id: 'app-1', version: 'v-1', build: BUILD },
        '',
      ),
    ).toEqual({ appId: 'app-1', buildId: BUILD });
  });

  it('names the log search on screen and its app', () => {
    const filters = JSON.stringify([
      { column: 'level', condition: 'stringEquals', value: 'error' },
      { column: 'message', condition: 'stringMatch', value: 'timeout' },
    ]);
    expect(
      pageContext('/console/analytics/logs', {}, `?appId=app-2&filters=${encodeURIComponent(filters)}`),
    ).toEqual({ appId: 'app-2', logQuery: 'timeout' });
  });

  it('is empty elsewhere, and ignores a build id that is not one or broken filters', () => {
    expect(pageContext('/documentation/tenants', { doc: 'tenants' }, '')).toEqual({});
    expect(pageContext('/x', { build: 'nope' }, '')).toEqual({});
    expect(pageContext('/console/analytics/logs', {}, '?filters=%7Bbroken')).toEqual({});
  });
});
