import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage/storageKeys.ts';
import { resetErrorReportingForTests } from '../lib/telemetry/errorReporting.ts';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { telemetryFetch } from '../test/setup.ts';
import { ChunkLoadError } from './chunkErrors.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function routesFailingWith(error: unknown, reload: () => void): RouteObject[] {
  return [
    {
      path: '/broken',
      lazy: () => Promise.reject(error),
      errorElement: <RouteErrorPage reload={reload} storage={sessionStorage} />,
    },
  ];
}

/** The kinds of the error reports the page sent to the server. */
function reportedKinds(): string[] {
  return telemetryFetch.mock.calls
    .filter(([url]) => String(url).includes('/api/v1/telemetry/errors'))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { kind: string }).kind);
}

const chunkFailure = new ChunkLoadError('AboutPage-x1', 'missing', '/assets/AboutPage-x1.js');

describe('RouteErrorPage', () => {
  it('reloads the page once when a page chunk fails to load', async () => {
    const reload = vi.fn();
    renderWithProviders(null, { routes: routesFailingWith(chunkFailure, reload), path: '/broken' });
    expect(await screen.findByRole('heading', { name: 'Reloading…' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(storageKeys.chunkReload)).not.toBeNull();
  });

  it('reports a second chunk failure and offers a reload instead of reloading again', async () => {
    sessionStorage.setItem(storageKeys.chunkReload, '1');
    const reload = vi.fn();
    resetErrorReportingForTests();
    const user = userEvent.setup();
    renderWithProviders(null, { routes: routesFailingWith(chunkFailure, reload), path: '/broken' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reportedKinds()).toContain('chunk'));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the friendly error page without reloading for a failure that is not a chunk', async () => {
    const reload = vi.fn();
    resetErrorReportingForTests();
    renderWithProviders(null, { routes: routesFailingWith(new Error('bug'), reload), path: '/broken' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('The page could not be displayed. Reload the page to try again.'),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reportedKinds()).toContain('boundary'));
  });
});
