import { describe, expect, it } from 'vitest';
import { routeLabelOf, statusClassOf, UNMATCHED_ROUTE } from './httpMetrics.ts';

describe('statusClassOf', () => {
  it.each([
    [200, '2xx'],
    [204, '2xx'],
    [304, '3xx'],
    [404, '4xx'],
    [429, '4xx'],
    [500, '5xx'],
    [503, '5xx'],
  ])('puts %i in %s', (status, label) => {
    expect(statusClassOf(status)).toBe(label);
  });

  it("keeps a status outside HTTP's range to one label", () => {
    expect(statusClassOf(0)).toBe('other');
    expect(statusClassOf(99)).toBe('other');
    expect(statusClassOf(600)).toBe('other');
    expect(statusClassOf(Number.NaN)).toBe('other');
  });
});

describe('routeLabelOf', () => {
  it('labels a matched request with its route pattern', () => {
    expect(routeLabelOf('/apphub/v1/apps/:appId')).toBe('/apphub/v1/apps/:appId');
  });

  it('labels every unmatched request alike', () => {
    expect(routeLabelOf(undefined)).toBe(UNMATCHED_ROUTE);
    expect(routeLabelOf('')).toBe(UNMATCHED_ROUTE);
  });
});
