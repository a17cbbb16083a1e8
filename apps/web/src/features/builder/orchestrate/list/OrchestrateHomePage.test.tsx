import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../test/identityStub.ts';
import { type ApiHandler, stubPortalApi } from '../../../../test/portalApiStub.ts';
import { renderPortal } from '../../../../test/renderPortal.tsx';

const OVERVIEW = 'GET /apphub/v1/orchestrate/orchestrations';
const overview = (orchestrations: unknown[]) =>
  json({
    total: 2,
    data: [
      { appId: 'a1', referenceId: 'dir_sync', name: 'Directory Sync', type: 'INTEGRATION', orchestrations },
      { appId: 'a2', referenceId: 'bare', name: 'Bare Journey', type: 'JOURNEYS', orchestrations: [] },
    ],
  });

function stub(handlers: Record<string, ApiHandler>) {
  return stubPortalApi(handlers, { permissions: ['apps.read', 'apps.write'] });
}

describe('the orchestration builder home', { timeout: 20_000 }, () => {
  it('lists the apps with orchestrations from one call, each linked to its canvas, and says when there are none or it failed', async () => {
    const api = stub({
      [OVERVIEW]: () =>
        overview([
          { id: 'directory_check', path: 'orchestrations/check.json', stepCount: 4, trigger: 'api' },
        ]),
    });
    const first = renderPortal({ path: '/orchestrate' });
    const link = await screen.findByRole('link', { name: 'directory_check' });
    expect(link).toHaveAttribute('href', '/orchestrate/app/dir_sync/draft/orchestrations/directory_check');
    expect(screen.getByRole('link', { name: 'Directory Sync' })).toHaveAttribute(
      'href',
      '/orchestrate/app/dir_sync/orchestrations',
    );
    // An app without orchestrations is not a row, and no app's draft is read one by one
    expect(screen.queryByText('Bare Journey')).toBeNull();
    expect(api.callsTo(OVERVIEW)).toHaveLength(1);
    first.unmount();

    stub({ [OVERVIEW]: () => overview([]) });
    const second = renderPortal({ path: '/orchestrate' });
    expect(await screen.findByText(/None of your company's apps has an orchestration yet/)).toBeVisible();
    second.unmount();

    stub({ [OVERVIEW]: () => json({ error: 'internal', message: 'down' }, 500) });
    renderPortal({ path: '/orchestrate' });
    expect(await screen.findByText('The apps could not be loaded.')).toBeVisible();
  });
});
