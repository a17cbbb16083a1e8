import { Code, Table, UnstyledButton } from '@mantine/core';
import type { LogRow, LogTableLayout } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/dates.ts';
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
 * Reads like a logs tool: monospace, one line per row (cells cut with an ellipsis, the
 * full text in the detail), the date never wrapped, levels in colour, and a click on a row opens its
 * detail; the date is that row's button for the keyboard. At most 500 rows (docs/product/logs.md LOGS-7), so
 * a plain table renders them all without virtualising; it scrolls sideways inside its container on narrow
 * screens.
 */
export function LogsTable({ rows, appNames, layout, showDetails, onOpenRow }: Props) {
  const { t, i18n } = useTranslation('console');
  const columns = visibleColumns(layout);
  const totalWidth = columns.reduce((sum, name) => sum + (layout.widths[name] ?? DEFAULT_COLUMN_WIDTH), 0);
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
              <Table.Tr className={classes.row} onClick={() => onOpenRow(row)}>
                {columns.map((name, index) => {
                  const text =
                    name === 'date'
                      ? formatDateTime(row.date, i18n.language, { precision: 'millisecond' })
                      : name === 'appId' && row.appId
                        ? (appNames[row.appId] ?? row.appId)
                        : cellText(row, name);
                  return (
                    <Table.Td
                      key={name}
                      className={classes.cell}
                      data-level={name === 'level' ? row.level : undefined}
                      title={name === 'appId' ? (row.appId ?? undefined) : text}
                    >
                      {index === 0 ? (
                        <UnstyledButton
                          className={classes.open}
                          aria-label={t('logs.results.openLine', { text })}
                          onClick={(event) => {
                            // The row's own click opens it too: once is enough.
                            event.stopPropagation();
                            onOpenRow(row);
                          }}
                        >
                          {text}
                        </UnstyledButton>
                      ) : (
                        text
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
              {showDetails && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
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
