import { describe, expect, it } from 'vitest';
import { dayWindows, growingWindows } from './logs.service.ts';

const criteria = (start: string, end: string) => ({
  orgId: 'o',
  start: new Date(start),
  end: new Date(end),
  types: null,
  filters: [],
});

describe('dayWindows', () => {
  it('cuts a range at UTC midnights, newest first, without gaps or overlaps', () => {
    const windows = [...dayWindows(criteria('2026-11-20T12:00:00Z', '2026-11-22T08:00:00Z'))].map((w) => [
      w.start.toISOString(),
      w.end.toISOString(),
      w.endExclusive,
    ]);
    expect(windows).toEqual([
      ['2026-11-22T00:00:00.000Z', '2026-11-22T08:00:00.000Z', false],
      ['2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z', true],
      ['2026-11-20T12:00:00.000Z', '2026-11-21T00:00:00.000Z', true],
    ]);
  });

  it('gives one window for a range inside one day, even an empty one', () => {
    expect([...dayWindows(criteria('2026-11-22T01:00:00Z', '2026-11-22T02:00:00Z'))]).toHaveLength(1);
    expect([...dayWindows(criteria('2026-11-22T01:00:00Z', '2026-11-22T01:00:00Z'))]).toHaveLength(1);
  });
});

describe('growingWindows', () => {
  it('joins days into spans of 1, 1, 2, 4... days covering the whole range', () => {
    const spans = [...growingWindows(criteria('2026-11-01T00:00:00Z', '2026-11-10T12:00:00Z'))].map((w) => [
      w.start.toISOString().slice(0, 10),
      w.end.toISOString().slice(0, 13),
    ]);
    expect(spans).toEqual([
      ['2026-11-10', '2026-11-10T12'],
      ['2026-11-09', '2026-11-10T00'],
      ['2026-11-07', '2026-11-09T00'],
      ['2026-11-03', '2026-11-07T00'],
      ['2026-11-01', '2026-11-03T00'],
    ]);
  });
});
