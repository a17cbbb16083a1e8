import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { HttpError } from '../http/HttpError.ts';
import { LoadErrorAlert } from './LoadErrorAlert.tsx';
import { loadErrorDetail } from './loadErrorDetail.ts';

describe('LoadErrorAlert', () => {
  it('announces what failed as an alert, with its detail', () => {
    renderWithProviders(
      <LoadErrorAlert
        message="There was an error accessing apps."
        detail="The store is busy."
        onRetry={vi.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There was an error accessing apps.');
    expect(within(alert).getByText('The store is busy.')).toBeInTheDocument();
  });

  it('shows only the message and the button when there is no detail', () => {
    renderWithProviders(<LoadErrorAlert message="Error loading licensed apps" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error loading licensed appsTry again$/);
  });

  it('calls the retry function once per click on Try again, from the keyboard too', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoadErrorAlert message="Metrics unavailable" onRetry={onRetry} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});

describe('loadErrorDetail', () => {
  it("passes on the server's 400 and 503 texts, which say what to change", () => {
    expect(loadErrorDetail(new HttpError(400, 'bad_range', 'The range is too long.'), 'x')).toBe(
      'The range is too long.',
    );
    expect(loadErrorDetail(new HttpError(503, 'busy', 'Try a shorter range.'), 'x')).toBe(
      'Try a shorter range.',
    );
  });

  it('gives the fallback for other statuses and for errors without a status', () => {
    expect(loadErrorDetail(new HttpError(500, 'internal', 'stack trace'), 'Could not load.')).toBe(
      'Could not load.',
    );
    expect(loadErrorDetail(new TypeError('Failed to fetch'), 'Could not load.')).toBe('Could not load.');
  });
});
