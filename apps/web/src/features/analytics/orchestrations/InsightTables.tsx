import { Anchor, Table, Text, Title } from '@mantine/core';
import type { OrchestrationInsight, StepInsight } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNumberFormat } from '../../../lib/format/useNumberFormat.ts';
import { ScrollRegion } from '../charts/ScrollRegion.tsx';

type Column<Row> = { label: string; numeric?: boolean; cell: (row: Row) => ReactNode };

/**
 * A titled table whose first column names the row. Its scroll region (named by the title) is the
 * landmark, so the block around it is not one.
 */
function InsightTable<Row>(props: {
  title: string;
  empty: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
}) {
  const { title, empty, rows, rowKey, columns } = props;
  const [head, ...rest] = columns;
  return (
    <div>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="gray.7">{empty}</Text>
      ) : (
        <ScrollRegion label={title} minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.label} ta={column.numeric ? 'right' : undefined}>
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  <Table.Th scope="row" fw={500}>
                    {head?.cell(row)}
                  </Table.Th>
                  {rest.map((column) => (
                    <Table.Td key={column.label} ta={column.numeric ? 'right' : undefined}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </div>
  );
}

/** Each orchestration of the range, busiest first, linked to its app's run activity. */
export function OrchestrationsTable({ rows }: { rows: readonly OrchestrationInsight[] }) {
  const { t } = useTranslation('console');
  const numbers = useNumberFormat();
  return (
    <InsightTable
      title={t('insights.orchestrations.title')}
      empty={t('insights.noRuns')}
      rows={rows}
      rowKey={(row) => `${row.appId}/${row.orchestration}`}
      columns={[
        {
          label: t('insights.column.orchestration'),
          cell: (row) => (
            <Anchor component={Link} to={`/console/apps/view/${row.appId}/orchestration-activity`}>
              {row.orchestration}
            </Anchor>
          ),
        },
        { label: t('insights.column.app'), cell: (row) => row.appName },
        { label: t('insights.column.runs'), numeric: true, cell: (row) => numbers.count(row.runs) },
        { label: t('insights.column.failed'), numeric: true, cell: (row) => numbers.count(row.failed) },
        {
          label: t('insights.column.successRate'),
          numeric: true,
          cell: (row) => numbers.percent(row.successRate === null ? null : row.successRate * 100),
        },
        { label: t('insights.column.p50'), numeric: true, cell: (row) => numbers.duration(row.p50Ms) },
        { label: t('insights.column.p95'), numeric: true, cell: (row) => numbers.duration(row.p95Ms) },
      ]}
    />
  );
}

/** Steps of the range: the slowest (by p95) or the most failing, as the server chose them. */
export function StepsTable(props: { title: string; empty: string; rows: readonly StepInsight[] }) {
  const { t } = useTranslation('console');
  const numbers = useNumberFormat();
  return (
    <InsightTable
      {...props}
      rowKey={(row) => `${row.appId}/${row.orchestration}/${row.stepId}`}
      columns={[
        {
          label: t('insights.column.step'),
          cell: (row) => (
            <>
              {row.stepId}{' '}
              <Text span size="xs" c="gray.7">
                ({row.type})
              </Text>
            </>
          ),
        },
        {
          label: t('insights.column.orchestration'),
          cell: (row) => t('insights.inApp', { orchestration: row.orchestration, app: row.appName }),
        },
        {
          label: t('insights.column.executions'),
          numeric: true,
          cell: (row) => numbers.count(row.executions),
        },
        { label: t('insights.column.failed'), numeric: true, cell: (row) => numbers.count(row.failed) },
        { label: t('insights.column.p50'), numeric: true, cell: (row) => numbers.duration(row.p50Ms) },
        { label: t('insights.column.p95'), numeric: true, cell: (row) => numbers.duration(row.p95Ms) },
      ]}
    />
  );
}
