import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { QueryState } from './QueryState.tsx';

type Query = Parameters<typeof QueryState<string[]>>[0]['query'];
const query = (state: Partial<Query>): Query => ({
  data: undefined,
  isPending: false,
  error: null,
  refetch: vi.fn(),
  ...state,
});
const empty = { when: (names: string[]) => names.length === 0, show: 'No names yet.' };
const list = (names: string[]) => names.join(', ');

describe('QueryState', () => {
  it('shows the data once loaded', () => {
    renderWithProviders(
      <QueryState query={query({ data: ['Ada', 'Bob'] })} errorMessage="Names failed" empty={empty}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Ada, Bob')).toBeInTheDocument();
  });

  it('shows the place’s empty text when there is nothing', () => {
    renderWithProviders(
      <QueryState query={query({ data: [] })} errorMessage="Names failed" empty={empty}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No names yet.')).toBeInTheDocument();
  });

  it('announces the error with its detail, and Try again refetches', async () => {
    const failed = query({ error: new Error('boom') });
    renderWithProviders(
      <QueryState query={failed} errorMessage="Names failed" errorDetail={(error) => error.message}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Names failedboom');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows no data while loading', () => {
    renderWithProviders(
      <QueryState query={query({ isPending: true })} errorMessage="Names failed">
        {list}
      </QueryState>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/,/)).not.toBeInTheDocument();
  });

  it('shows the place’s own stand-in while loading, when it gives one', () => {
    renderWithProviders(
      <QueryState query={query({ isPending: true })} errorMessage="Names failed" loading="Waiting for names">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Waiting for names')).toBeInTheDocument();
  });
});
