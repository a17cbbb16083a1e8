import { describe, expect, it } from 'vitest';
import { defaultLayout, moveColumn, setColumnWidth, toggleColumn, visibleColumns } from './layout.utils.ts';

describe('table layout', () => {
  it('shows the visible columns in their order', () => {
    const layout = toggleColumn(defaultLayout, 'level', false);
    expect(visibleColumns(layout)).toEqual(['date', 'type', 'appId', 'source', 'message']);
    expect(visibleColumns(toggleColumn(layout, 'status', true)).at(-1)).toBe('status');
  });

  it('moves a column among the visible ones and not past the ends', () => {
    expect(visibleColumns(moveColumn(defaultLayout, 'message', -1)).slice(-2)).toEqual(['message', 'source']);
    expect(moveColumn(defaultLayout, 'date', -1)).toBe(defaultLayout);
  });

  it('keeps widths inside what a preset accepts', () => {
    expect(setColumnWidth(defaultLayout, 'message', 5).widths.message).toBe(40);
    expect(setColumnWidth(defaultLayout, 'message', 9000).widths.message).toBe(2000);
  });
});
