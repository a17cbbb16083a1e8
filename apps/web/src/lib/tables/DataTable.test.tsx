import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { DataTable } from './DataTable.tsx';

const columns = ['Name', 'Status', 'Actions'];
const rows = [
  { key: 'a', cells: ['Payroll bridge', 'Connected', ''] },
  { key: 'b', cells: ['Expense sync', 'Failed', 'Retry'] },
];

describe('DataTable', () => {
  it('keeps table semantics when stacked: explicit roles, cells named by their value, labels hidden from screen readers', () => {
    renderWithProviders(<DataTable columns={columns} rows={rows} stacked />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('role', 'table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(columns);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: 'Connected' })).toBeInTheDocument();
    // The card's label repeats the column for the eye only; the row's empty action cell stays empty.
    expect(within(second!).getByText('Status')).toHaveAttribute('aria-hidden', 'true');
    expect(within(first!).getAllByRole('cell')[2]).toBeEmptyDOMElement();
  });

  it('stacks its rows on a phone unless told otherwise: no list scrolls sideways at 375 px (issue 35)', () => {
    renderWithProviders(<DataTable columns={columns} rows={rows} />);
    expect(screen.getByRole('table')).toHaveAttribute('role', 'table');
    expect(within(screen.getAllByRole('row')[1]!).getByText('Status')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders plain cells without labels when not stacked', () => {
    renderWithProviders(<DataTable columns={columns} rows={rows} stacked={false} />);
    const [, first] = screen.getAllByRole('row');
    expect(within(first!).queryByText('Status')).toBeNull();
    expect(screen.getByRole('table')).not.toHaveAttribute('role');
  });
});
