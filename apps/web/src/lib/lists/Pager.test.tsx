import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { Pager } from './Pager.tsx';

describe('Pager', () => {
  it('renders nothing for one page or none', () => {
    for (const total of [0, 20]) {
      const { unmount } = renderWithProviders(
        <Pager total={total} pageSize={20} page={1} onChange={() => {}} label="Pages of apps" />,
      );
      expect(screen.queryByRole('navigation')).toBeNull();
      unmount();
    }
  });

  it('names its navigation, every page and each control, and reports the page chosen', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Pager total={45} pageSize={20} page={1} onChange={onChange} label="Pages of apps" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of apps' });
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('marks the last page when the page asked for is past it', () => {
    renderWithProviders(
      <Pager total={45} pageSize={20} page={9} onChange={() => {}} label="Pages of apps" />,
    );
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
