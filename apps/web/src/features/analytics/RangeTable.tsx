import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollRegion } from './charts/ScrollRegion.tsx';

export type RangeTableColumn<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Counts are right-aligned so their digits line up. */
  isNumeric?: boolean;
};

type Props<Row> = {
  title: string;
  /** A line under the title (e.g. how many rows there are in all). */
  note?: string;
  /** Said instead of the table when there are no rows; without it an empty table is left out silently. */
  emptyText?: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly RangeTableColumn<Row>[];
  minWidth: number;
  /** Rows beyond this height scroll under a sticky header. */
  maxHeight?: number;
};

/** A titled table of an analytics range, in a keyboard-scrollable region named like the table. */
export function RangeTable<Row>({
  title,
  note,
  emptyText,
  rows,
  rowKey,
  columns,
  minWidth,
  maxHeight,
}: Props<Row>) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {note && (
          <Text size="sm" c="gray.7">
            {note}
          </Text>
        )}
        {rows.length === 0 ? (
          emptyText && (
            <Text size="sm" c="gray.7">
              {emptyText}
            </Text>
          )
        ) : (
          <ScrollRegion label={title} minWidth={minWidth} maxHeight={maxHeight}>
            <Table striped stickyHeader={maxHeight !== undefined} aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.label} ta={column.isNumeric ? 'right' : undefined}>
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.label} ta={column.isNumeric ? 'right' : undefined}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Paper>
  );
}
