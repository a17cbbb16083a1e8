import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoApp, demoBuild, stubAppsApi } from '../../../test/appsTestApi.ts';
import { json } from '../../../test/identityStub.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { appViewPaths } from '../view/appViewPaths.ts';
import { RetryBuildButton } from './RetryBuildButton.tsx';

const app = demoApp(3);
const failed = demoBuild(3, { status: 'FAILED', error: 'The manifest is not valid JSON.' });
const fresh = demoBuild(4, { versionId: failed.versionId, status: 'SCHEDULED' });

describe('RetryBuildButton', { timeout: 20_000 }, () => {
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
    // Beside a failed build's button, which shows once identity has loaded: only then is the absence of
    // the others an answer (before, no build shows a button, whatever its status).
    renderWithProviders(
      <>
        <RetryBuildButton appId={app.id} build={failed} />
        <RetryBuildButton appId={app.id} build={demoBuild(5, { status: 'SUCCEEDED' })} />
        <RetryBuildButton appId={app.id} build={demoBuild(6, { status: 'IN_PROGRESS' })} />
        <RetryBuildButton appId={app.id} build={demoBuild(7, { status: 'SCHEDULED' })} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Retry the build' })).toBeVisible();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getAllByText(/build this version again/)).toHaveLength(1);
  });

  it('hands the new build to the caller that follows it in place, instead of opening its page', async () => {
    stubAppsApi({ [`POST /builds/${failed.id}/retry`]: () => json(fresh) });
    const followed: string[] = [];
    const { router } = renderWithProviders(
      <RetryBuildButton appId={app.id} build={failed} onRetried={(build) => followed.push(build.id)} />,
    );
    const before = router.state.location.pathname;
    await userEvent.click(await screen.findByRole('button', { name: 'Retry the build' }));
    await waitFor(() => expect(followed).toEqual([fresh.id]));
    expect(router.state.location.pathname).toBe(before);
  });
});
