import { describe, expect, it } from 'vitest';
import { sandboxListPath, sandboxSourceFor } from './sandboxSource.ts';

describe('sandboxSourceFor', () => {
  it('maps a model named after a sandbox collection to it, and any other name to no source', () => {
    expect(sandboxSourceFor('Worker')).toEqual({ service: 'workers', resource: 'workers' });
    expect(sandboxSourceFor('Invoice')).toEqual({ service: 'financials', resource: 'invoices' });
    expect(sandboxSourceFor('Asset')).toBeNull();
    // Not the prototype's names: a model called constructor has no source.
    expect(sandboxSourceFor('constructor')).toBeNull();
  });
});

describe('sandboxListPath', () => {
  const workers = { service: 'workers', resource: 'workers' } as const;

  it("reads the first records of the tenant's sandbox", () => {
    expect(sandboxListPath('acme_sb', workers, 10)).toBe('/sandbox/acme_sb/api/workers/v1/workers?limit=10');
  });

  it('gives no path for a name that is not a tenant name', () => {
    expect(sandboxListPath('../acme', workers, 10)).toBeNull();
    expect(sandboxListPath('acme/x', workers, 10)).toBeNull();
  });
});
