import { describe, expect, it } from 'vitest';
import type { LogInsert } from '../../platform/logStore.ts';
import { logRowsJson } from './logRowsJson.ts';

const line = (message: string, attributes: Record<string, unknown>): LogInsert => ({
  orgId: '00000000-0000-4000-8000-000000000001',
  appId: null,
  date: new Date(),
  source: 'portal',
  type: 'access',
  level: 'info',
  message,
  attributes,
});

describe('logRowsJson', () => {
  it('writes the rows in order, with the columns the insert reads', () => {
    const rows = [line('GET /api/v1/flags 200 1ms', { status: 200 }), line('second', {})];
    expect(JSON.parse(logRowsJson(rows))).toEqual([
      {
        orgId: rows[0]!.orgId,
        appId: null,
        date: rows[0]!.date.toISOString(),
        source: 'portal',
        type: 'access',
        level: 'info',
        message: 'GET /api/v1/flags 200 1ms',
        attributes: { status: 200 },
      },
      expect.objectContaining({ message: 'second', attributes: {} }),
    ]);
    expect(logRowsJson([])).toBe('[]');
  });

  it('writes a NUL or a lone surrogate as U+FFFD and keeps a whole surrogate pair', () => {
    const [row] = JSON.parse(
      logRowsJson([line('nul\u0000 half \ud83d whole \ud83d\ude00', { value: 'x\ude00y', n: 1 })]),
    );
    expect(row.message).toBe('nul\ufffd half \ufffd whole \ud83d\ude00');
    expect(row.attributes).toEqual({ value: 'x\ufffdy', n: 1 });
  });

  it('keeps a backslash followed by u0000 written out as text', () => {
    const [row] = JSON.parse(logRowsJson([line('literal \\u0000', {})]));
    expect(row.message).toBe('literal \\u0000');
  });
});
