import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { LogsPage } from './LogsPage.tsx';
import { stubLogApi } from './logsTestApi.ts';

describe('LogsPage', () => {
  it('links to the other analytics pages, with Logs marked as the current one', async () => {
    stubLogApi();
    renderWithProviders(<LogsPage />, { path: '/console/analytics/logs' });
    const tabs = await screen.findByRole('tablist', { name: 'Analytics pages' });
    expect(within(tabs).getByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Performance' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true');
  });
});
