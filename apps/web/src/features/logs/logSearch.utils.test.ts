import { describe, expect, it } from 'vitest';
import {
  buildSearchRequest,
  defaultSearchState,
  type LogSearchState,
  parseSearchParams,
  toSearchParams,
} from './logSearch.utils.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('the search in the URL', () => {
  it('reads back every part of a search it wrote: preset, custom preset, range, app and filters', () => {
    const state: LogSearchState = {
      preset: 'Remote API',
      presetId: '0b7a3c1e-2f4d-4e5a-9b6c-7d8e9f0a1b2c',
      range: { kind: 'absolute', start: '2026-11-20T08:00:00.000Z', end: '2026-11-21T09:30:00.000Z' },
      appId: 'payroll-sync',
      portalRequests: true,
      filters: [
        { column: 'status', condition: 'numberGreaterThan', value: '499' },
        { column: 'message', condition: 'stringMatch', value: '(?i)timeout & "refused"' },
        { column: 'tenant', condition: 'columnExists' },
      ],
    };
    const url = `/console/analytics/logs?${toSearchParams(state).toString()}`;
    expect(parseSearchParams(new URL(url, 'http://localhost').searchParams)).toEqual(state);
  });

  it('reads back a relative range', () => {
    const state: LogSearchState = { ...defaultSearchState, range: { kind: 'relative', preset: '15m' } };
    expect(parseSearchParams(toSearchParams(state))).toEqual(state);
  });

  it('falls back to the defaults for a hand-edited link instead of failing', () => {
    const params = new URLSearchParams({
      preset: 'Everything',
      presetId: 'not-a-uuid',
      range: 'custom',
      start: 'yesterday',
      filters:
        '[{"column":"level","condition":"stringLike","value":"x"},{"column":"level","condition":"stringEquals","value":"error"}',
    });
    expect(parseSearchParams(params)).toEqual(defaultSearchState);
  });

  it('keeps the valid filters of a list and drops the unreadable ones', () => {
    const params = new URLSearchParams({
      filters: JSON.stringify([
        { column: 'level', condition: 'nope' },
        { column: 'level', condition: 'stringEquals', value: 'error' },
      ]),
    });
    expect(parseSearchParams(params).filters).toEqual([
      { column: 'level', condition: 'stringEquals', value: 'error' },
    ]);
  });
});

describe('buildSearchRequest', () => {
  it('ends a relative range at the moment of the search', () => {
    const request = buildSearchRequest(
      { ...defaultSearchState, range: { kind: 'relative', preset: '1h' } },
      undefined,
      now,
    );
    expect(request).toMatchObject({
      start: '2026-11-22T11:00:00.000Z',
      end: '2026-11-22T12:00:00.000Z',
      preset: 'All',
    });
    expect(request).not.toHaveProperty('appId');
  });

  it("searches the app of an app's logs page whatever the URL says", () => {
    const request = buildSearchRequest({ ...defaultSearchState, appId: 'other-app' }, 'my-app', now);
    expect(request.appId).toBe('my-app');
  });
});
