import { Button, Code, Table } from '@mantine/core';
import type { LogRow, LogTableLayout } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../lib/format/dates.ts';
import classes from './LogsTable.module.css';
import { cellText, DEFAULT_COLUMN_WIDTH, visibleColumns } from './layout.utils.ts';

type Props = {
  rows: readonly LogRow[];
  /** App names by id, from the search answer: lines name their app by id. */
  appNames: Readonly<Record<string, string>>;
  layout: LogTableLayout;
  showDetails: boolean;
  onOpenRow: (row: LogRow) => void;
};

function columnLabel(name: string, t: TFunction<'console'>) {
  return t(`logs.columns.${name}`, { defaultValue: name });
}

/**
 * At most 500 rows (SPEC.md 9), so a plain table renders them all without virtualising. It scrolls
 * sideways inside its container on narrow screens (375 px) instead of squeezing the columns.
 */
export function LogsTable({ rows, appNames, layout, showDetails, onOpenRow }: Props) {
  const { t } = useTranslation('console');
  const columns = visibleColumns(layout);
  const totalWidth = columns.reduce((sum, name) => sum + (layout.widths[name] ?? DEFAULT_COLUMN_WIDTH), 110);
  return (
    <Table.ScrollContainer minWidth={totalWidth} type="native">
      <Table
        striped
        highlightOnHover
        layout="fixed"
        className={classes.table}
        aria-label={t('logs.results.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>
              <span className={classes.visuallyHidden}>{t('logs.results.detailsColumn')}</span>
            </Table.Th>
            {columns.map((name) => (
              <Table.Th key={name} w={layout.widths[name] ?? DEFAULT_COLUMN_WIDTH} scope="col">
                {columnLabel(name, t)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Fragment key={row.id}>
              <Table.Tr>
                <Table.Td>
                  <Button size="compact-xs" variant="subtle" onClick={() => onOpenRow(row)}>
                    {t('logs.results.open')}
                  </Button>
                </Table.Td>
                {columns.map((name) => (
                  <Table.Td
                    key={name}
                    className={classes.cell}
                    title={name === 'appId' ? (row.appId ?? undefined) : undefined}
                  >
                    {name === 'date'
                      ? formatTimestamp(row.date, 'millisecond')
                      : name === 'appId' && row.appId
                        ? (appNames[row.appId] ?? row.appId)
                        : cellText(row, name)}
                  </Table.Td>
                ))}
              </Table.Tr>
              {showDetails && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 1}>
                    <Code block className={classes.attributes}>
                      {JSON.stringify(row.attributes, null, 2)}
                    </Code>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
