import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { demoApp, demoBuild, stubAppsApi } from '../../shared/apps/appsTestApi.ts';
import { appViewPaths } from '../../shared/apps/appViewPaths.ts';
import { RetryBuildButton } from './RetryBuildButton.tsx';

const app = demoApp(3);
const failed = demoBuild(3, { status: 'FAILED', error: 'The manifest is not valid JSON.' });
const fresh = demoBuild(4, { versionId: failed.versionId, status: 'SCHEDULED' });

describe('RetryBuildButton (issue 35 item 23)', { timeout: 20_000 }, () => {
  it('retries a failed build and opens the new build, which the page follows live', async () => {
    const api = stubAppsApi({ [`POST /builds/${failed.id}/retry`]: () => json(fresh) });
    const { router } = renderWithProviders(<RetryBuildButton appId={app.id} build={failed} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry the build' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(appViewPaths.build(app.id, fresh.versionId, fresh.id)),
    );
    expect(api.callsTo(`POST /builds/${failed.id}/retry`)).toHaveLength(1);
  });

  it("says why the server refused, in the user's words", async () => {
    stubAppsApi({
      [`POST /builds/${failed.id}/retry`]: () =>
        json({ error: 'conflict', message: 'A newer build of this version exists: retry that one.' }, 409),
    });
    renderWithProviders(<RetryBuildButton appId={app.id} build={failed} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry the build' }));
    expect(
      await screen.findByText(
        'The build could not be started again: A newer build of this version exists: retry that one.',
      ),
    ).toBeVisible();
  });

  it('offers nothing for a build that did not fail', async () => {
    stubAppsApi({});
    renderWithProviders(<RetryBuildButton appId={app.id} build={demoBuild(5, { status: 'SUCCEEDED' })} />);
    // Identity loads first: the button would be there by the time the company is.
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(screen.queryByText(/build this version again/)).toBeNull();
  });
});
