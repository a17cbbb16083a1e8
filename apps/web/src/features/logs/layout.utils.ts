import type { LogRow, LogTableLayout } from '@portal/contracts';

const fieldNames = ['appId', 'date', 'source', 'type', 'level', 'message'] as const;
type FieldName = (typeof fieldNames)[number];

export const DEFAULT_COLUMN_WIDTH = 160;

export const defaultLayout: LogTableLayout = {
  columns: ['date', 'level', 'type', 'appId', 'source', 'message'],
  order: ['date', 'level', 'type', 'appId', 'source', 'message'],
  widths: { date: 180, level: 90, type: 120, appId: 150, source: 130, message: 420 },
};

/** The visible columns in display order; a visible column missing from the order goes last. */
export function visibleColumns(layout: LogTableLayout): string[] {
  const ordered = layout.order.filter((name) => layout.columns.includes(name));
  return [...ordered, ...layout.columns.filter((name) => !ordered.includes(name))];
}

export function toggleColumn(layout: LogTableLayout, name: string, isVisible: boolean): LogTableLayout {
  const columns = isVisible
    ? [...layout.columns.filter((column) => column !== name), name]
    : layout.columns.filter((column) => column !== name);
  const order = layout.order.includes(name) ? layout.order : [...layout.order, name];
  return { ...layout, columns, order };
}

/** Moves a visible column one place earlier (-1) or later (+1) among the visible ones. */
export function moveColumn(layout: LogTableLayout, name: string, step: -1 | 1): LogTableLayout {
  const visible = visibleColumns(layout);
  const from = visible.indexOf(name);
  const to = from + step;
  if (from < 0 || to < 0 || to >= visible.length) return layout;
  const reordered = [...visible];
  [reordered[from], reordered[to]] = [reordered[to] as string, reordered[from] as string];
  const hidden = layout.order.filter((column) => !visible.includes(column));
  return { ...layout, order: [...reordered, ...hidden] };
}

export function setColumnWidth(layout: LogTableLayout, name: string, width: number): LogTableLayout {
  // The preset schema accepts 40 to 2000 px.
  const clamped = Math.min(2000, Math.max(40, Math.round(width)));
  return { ...layout, widths: { ...layout.widths, [name]: clamped } };
}

function isField(name: string): name is FieldName {
  return fieldNames.some((field) => field === name);
}

/** The text of a cell: a stored field, or a key of the attributes object. */
export function cellText(row: LogRow, name: string): string {
  const value = isField(name) ? row[name] : row.attributes[name];
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
