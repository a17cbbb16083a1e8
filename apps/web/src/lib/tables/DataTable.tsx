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
   * (the default: the portal's lists are read a row at a time on a phone: docs/product/shell.md SHELL-11).
   * `false` keeps a table whose columns are compared down the rows, scrolling sideways inside its container.
   */
  stacked?: boolean;
  /** What the table lists, for screen readers and under the table. */
  caption?: string;
  /**
   * What the table lists, for screen readers only (where the page's heading already says it). It also
   * names the table's scroll box, which a keyboard can then reach (axe: scrollable-region-focusable):
   * for a list whose cells may be wider than the page (an audit event's changes).
   */
  label?: string;
  /** The column whose cell names its row (an item's name): a row header, `<th scope="row">`, a card's title. */
  rowHeader?: number;
};

/**
 * The portal's lists as tables (one style for console and admin): striped, rows
 * highlighted under the pointer, column headers, one row per item, one card per row on a phone (or,
 * `stacked={false}`, sideways scroll).
 */
export function DataTable({
  columns,
  rows,
  minWidth = 560,
  stacked = true,
  caption,
  label,
  rowHeader,
}: Props) {
  // A table whose display CSS changes loses its table semantics in some browsers: the roles keep them.
  const role = (name: string) => (stacked ? { role: name } : {});
  return (
    // Stacked, the width applies from sm up only (the module's media query), not on a phone.
    <Table.ScrollContainer
      minWidth={stacked ? undefined : minWidth}
      scrollAreaProps={
        label ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } } : undefined
      }
    >
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        {...(stacked && {
          className: classes.stacked,
          style: { '--data-table-min-width': `${minWidth}px` } as CSSProperties,
        })}
        aria-label={label}
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
              {row.cells.map((cell, index) => {
                const Cell = index === rowHeader ? Table.Th : Table.Td;
                const cellRole = index === rowHeader ? { ...role('rowheader'), scope: 'row' } : role('cell');
                return stacked && (cell === '' || cell === null || cell === undefined) ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is identified by its column
                  <Cell key={index} {...cellRole} />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is identified by its column
                  <Cell key={index} {...cellRole}>
                    {/* A row header is the card's title on a phone: it needs no label. */}
                    {stacked && index !== rowHeader && (
                      <span className={classes.cellLabel} aria-hidden="true">
                        {columns[index]}
                      </span>
                    )}
                    {stacked ? <div>{cell}</div> : cell}
                  </Cell>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
