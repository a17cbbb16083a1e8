import { Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from './ScrollRegion.tsx';

type Props = {
  title: string;
  /** What the chart shows in words: its text alternative, always visible under the title. */
  summary: string;
  isEmpty: boolean;
  /** The chart's data as a table, for screen readers and for reading exact values. */
  table: { columns: string[]; rows: (string | number | null)[][] };
  children: ReactNode;
};

/** A chart with its caption, an empty state and a data table toggle (the chart's accessible alternative). */
export function ChartFigure({ title, summary, isEmpty, table, children }: Props) {
  const { t } = useTranslation('console');
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="gray.7" component="figcaption">
          {isEmpty ? t('analytics.noData') : summary}
        </Text>
        {!isEmpty && (
          <>
            {children}
            <Switch
              label={t('analytics.showTable')}
              checked={showTable}
              onChange={(event) => setShowTable(event.currentTarget.checked)}
            />
            {showTable && (
              <ScrollRegion label={title} minWidth={360} maxHeight={320}>
                <Table striped stickyHeader>
                  <Table.Caption>{title}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      {table.columns.map((column) => (
                        <Table.Th key={column}>{column}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {table.rows.map((row, index) => (
                      // Rows are positions of a fixed series: the index is their identity.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      <Table.Tr key={index}>
                        {row.map((cell, cellIndex) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells are columns by position
                          <Table.Td key={cellIndex}>{cell ?? '–'}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollRegion>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
