import { describe, expect, it } from 'vitest';
import { filterNumber } from './logEnums.ts';
import { logPresetInputSchema } from './presets.ts';
import { logDownloadQuerySchema, logFilterIssue, logSearchRequestSchema } from './search.ts';

describe('logFilterIssue', () => {
  it('names an unknown column', () => {
    expect(logFilterIssue({ column: 'colour', condition: 'stringEquals', value: 'red' })).toEqual({
      key: 'logs.unknownColumn',
      params: { column: 'colour' },
    });
  });

  it('refuses a text value for a number condition', () => {
    expect(logFilterIssue({ column: 'status', condition: 'numberGreaterThan', value: 'five' })?.key).toBe(
      'logs.numberRequired',
    );
    expect(
      logFilterIssue({ column: 'status', condition: 'numberGreaterThan', value: '499' }),
    ).toBeUndefined();
  });

  it('refuses a number condition on a text column', () => {
    expect(logFilterIssue({ column: 'message', condition: 'numberEquals', value: '1' })?.key).toBe(
      'logs.numberConditionOnText',
    );
  });

  it('refuses a regex that is not RE2 with its text key', () => {
    expect(logFilterIssue({ column: 'message', condition: 'stringMatch', value: '(?<=x)y' })?.key).toBe(
      'logs.regexInvalid',
    );
  });

  it('needs a value except for exists conditions', () => {
    expect(logFilterIssue({ column: 'source', condition: 'stringEquals' })?.key).toBe('logs.valueRequired');
    expect(logFilterIssue({ column: 'status', condition: 'columnExists' })).toBeUndefined();
  });

  it('sends the date to the date range', () => {
    expect(logFilterIssue({ column: 'date', condition: 'columnExists' })?.key).toBe('logs.dateColumnFilter');
  });
});

describe('filterNumber', () => {
  it('reads decimal and exponent forms, not text', () => {
    expect(filterNumber('12.5')).toBe(12.5);
    expect(filterNumber(' -3e2 ')).toBe(-300);
    expect(filterNumber('0x10')).toBeUndefined();
    expect(filterNumber('')).toBeUndefined();
    expect(filterNumber(Number.NaN)).toBeUndefined();
  });
});

describe('request schemas', () => {
  it('caps the search limit at 500 and defaults to All', () => {
    const base = { start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' };
    expect(logSearchRequestSchema.parse(base)).toMatchObject({ preset: 'All', limit: 500, filters: [] });
    expect(logSearchRequestSchema.safeParse({ ...base, limit: 501 }).success).toBe(false);
  });

  it('reads the download filters from JSON in the query string', () => {
    const query = logDownloadQuerySchema.parse({
      start: '2026-11-01T00:00:00Z',
      end: '2026-11-02T00:00:00Z',
      filters: JSON.stringify([{ column: 'level', condition: 'stringEquals', value: 'error' }]),
    });
    expect(query.filters).toHaveLength(1);
    expect(logDownloadQuerySchema.safeParse({ ...query, filters: '{nope' }).success).toBe(false);
  });

  it('requires the range of a preset that includes it', () => {
    const layout = { columns: ['date', 'message'], order: ['date', 'message'], widths: { date: 180 } };
    expect(logPresetInputSchema.safeParse({ name: 'Errors', includeDateRange: true, layout }).success).toBe(
      false,
    );
    expect(
      logPresetInputSchema.safeParse({
        name: 'Errors',
        includeDateRange: true,
        dateRange: { kind: 'relative', preset: '24h' },
        layout,
      }).success,
    ).toBe(true);
    expect(
      logPresetInputSchema.safeParse({ name: 'X', layout: { ...layout, columns: ['nope'] } }).success,
    ).toBe(false);
  });
});
