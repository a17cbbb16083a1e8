import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** Below this width the table scrolls sideways instead of squeezing (narrow screens). */
  minWidth?: number;
};

/** The admin pages' striped tables: column headers, one row per item. */
export function DataTable({ columns, rows, minWidth = 560 }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped>
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
