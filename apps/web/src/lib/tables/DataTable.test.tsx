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

  it('stacks its rows on a phone unless told otherwise: no list scrolls sideways at 375 px (docs/product/shell.md SHELL-11)', () => {
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

describe('DataTable’s row header and label', () => {
  it('makes the named column each row’s header, a card’s title without a label, and names the table and its scroll box without a caption', () => {
    for (const stacked of [true, false]) {
      const { unmount } = renderWithProviders(
        <DataTable columns={columns} rows={rows} rowHeader={0} label="Integrations" stacked={stacked} />,
      );
      const table = screen.getByRole('table', { name: 'Integrations' });
      const header = within(table).getByRole('rowheader', { name: 'Payroll bridge' });
      expect(header).toHaveAttribute('scope', 'row');
      // Stacked, the row header is the card's title: no column label repeats before it.
      expect(header.textContent).toBe('Payroll bridge');
      expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
      expect(screen.queryByText('Integrations')).toBeNull();
      // Its scroll box is named too, and a keyboard reaches it when the cells are wider than the page.
      expect(screen.getByRole('region', { name: 'Integrations' })).toHaveAttribute('tabindex', '0');
      unmount();
    }
  });
});
