import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../test/renderPortal.tsx';
import type { renderWithProviders } from '../test/renderWithProviders.tsx';
import { legacyRedirects } from './legacyRedirects.ts';

type Case = [from: string, to: string];

// docs/product/shell.md SHELL-13, one row per old link (product name 'Workday' from the test config).
const cases: Case[] = [
  ['/developer-dashboard', '/console'],
  ['/developer_dashboard.html', '/console'],
  ['/index.html', '/console'],
  ['/home', '/console'],
  ['/app-console', '/console'],
  ['/app-console/x/y', '/console/x/y'],
  ['/app-console/apps/view/42?tab=logs', '/console/apps/view/42?tab=logs'],
  ['/reference-apps', '/app-catalog'],
  ['/reference-apps#expense-tracker', '/app-catalog/expense-tracker'],
  ['/reference-apps/details/expense-tracker', '/app-catalog/expense-tracker'],
  ['/explorer', '/rest-api-explorer'],
  ['/explorer?api=workers', '/rest-api-explorer?api=workers'],
  ['/graphapi', '/graph-api-explorer'],
  ['/discover', '/intro'],
  ['/discover/tutorials', '/learn'],
  ['/learn/getting-started', '/learn'],
  ['/learn/getting-started/step-2', '/learn'],
  ['/flowbuilder', '/orchestrate'],
  ['/workflows-learn-more', '/console'],
  ['/doc-redirect/orch', '/documentation/orchestration'],
  ['/enable-tenant', '/documentation/tenants'],
  ['/terms-and-conditions', '/terms'],
  ['/developer-terms', '/terms'],
  ['/terms/workdayextend', '/terms'],
  ['/terms/wcpterms', '/terms'],
  ['/documentation/section/security', '/documentation#security'],
  ['/app-catalog/asset-tracking', '/app-catalog/asset-barcoding'],
  ['/app-catalog/asset-tracking/code', '/app-catalog/asset-barcoding/code'],
  ['/app-catalog/today-card-performance-review', '/app-catalog/home-card-performance-review'],
  ['/app-catalog/today-card-performance-review/code', '/app-catalog/home-card-performance-review/code'],
];

function currentUrl(router: ReturnType<typeof renderWithProviders>['router']): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

describe('legacy redirects', () => {
  it.each(cases)('sends %s to %s', async (from, to) => {
    const { router } = renderPortal({ path: from });
    await waitFor(() => expect(currentUrl(router)).toBe(to));
  });

  it('replaces the old entry in history rather than pushing a new one', async () => {
    const { router } = renderPortal({ path: '/explorer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/rest-api-explorer'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('has a test case for every entry of the table', () => {
    const fromPatterns = legacyRedirects.map((r) => r.from.replace(/\/:.*|\/\*$/, ''));
    for (const prefix of fromPatterns) {
      expect(
        cases.some(([from]) => from.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('leaves the real terms pages alone', async () => {
    const { router, findByRole } = renderPortal({
      path: '/terms/developerprogram',
      config: { envLevel: 'DEV' },
    });
    expect(
      await findByRole('heading', { name: 'Developer Program Terms of Use', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms/developerprogram');
  });

  it('shows Not Found for a terms path of another product', async () => {
    const { findByRole, router } = renderPortal({
      path: '/terms/otherextend',
    });
    expect(await findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms/otherextend');
  });

  it('does not redirect the tutorials page itself', async () => {
    const { findByRole, router } = renderPortal({
      path: '/learn',
      config: { envLevel: 'DEV' },
    });
    expect(await findByRole('heading', { name: 'Tutorials', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/learn');
  });
});
