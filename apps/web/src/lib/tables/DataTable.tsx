import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './DataTable.module.css';

type Props = {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** Below this width the table scrolls sideways instead of squeezing (narrow screens). */
  minWidth?: number;
  /**
   * On a phone (below 48em) each row is shown as a card of labelled lines instead of scrolling sideways
   * (the default: the portal's lists are read a row at a time, issue 35 "tables at 375 px"). `false`
   * keeps a table whose columns are compared down the rows, scrolling sideways inside its container.
   */
  stacked?: boolean;
  /** What the table lists, for screen readers and under the table. */
  caption?: string;
};

/**
 * The portal's lists as tables (issue 21 item 11: one style for console and admin): striped, rows
 * highlighted under the pointer, column headers, one row per item, one card per row on a phone (or,
 * `stacked={false}`, sideways scroll).
 */
export function DataTable({ columns, rows, minWidth = 560, stacked = true, caption }: Props) {
  // A table whose display CSS changes loses its table semantics in some browsers: the roles keep them.
  const role = (name: string) => (stacked ? { role: name } : {});
  return (
    // Stacked, the width applies from sm up only (the module's media query), not on a phone.
    <Table.ScrollContainer minWidth={stacked ? undefined : minWidth}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        {...(stacked && {
          className: classes.stacked,
          style: { '--data-table-min-width': `${minWidth}px` } as CSSProperties,
        })}
        {...role('table')}
      >
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead {...role('rowgroup')}>
          <Table.Tr {...role('row')}>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" {...role('columnheader')}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody {...role('rowgroup')}>
          {rows.map((row) => (
            <Table.Tr key={row.key} {...role('row')}>
              {row.cells.map((cell, index) =>
                stacked && (cell === '' || cell === null || cell === undefined) ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is identified by its column
                  <Table.Td key={index} {...role('cell')} />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is identified by its column
                  <Table.Td key={index} {...role('cell')}>
                    {stacked && (
                      <span className={classes.cellLabel} aria-hidden="true">
                        {columns[index]}
                      </span>
                    )}
                    {stacked ? <div>{cell}</div> : cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
