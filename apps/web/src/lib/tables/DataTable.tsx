import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** Below this width the table scrolls sideways instead of squeezing (narrow screens). */
  minWidth?: number;
};

/**
 * The portal's lists as tables (issue 21 item 11: one style for console and admin): striped, rows
 * highlighted under the pointer, column headers, one row per item, sideways scroll on narrow screens.
 */
export function DataTable({ columns, rows, minWidth = 560 }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is identified by its column
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
