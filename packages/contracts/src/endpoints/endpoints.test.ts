import { describe, expect, it } from 'vitest';
import * as contracts from '../index.ts';
import type { AnyEndpointSpec } from './endpoint.ts';

const isSpec = (value: unknown): value is AnyEndpointSpec =>
  typeof value === 'object' && value !== null && 'schemas' in value && 'method' in value && 'path' in value;

/** Every area's specs, as contracts exports them (`<area>Specs`). */
const specs: AnyEndpointSpec[] = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Specs'))
  .flatMap(([, table]) => Object.values(table).filter(isSpec));

describe('the endpoint table', () => {
  it('gives each endpoint a name no other has: the OpenAPI operationId', () => {
    const names = specs.map((spec) => spec.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('declares each method and path once', () => {
    const routes = specs.map((spec) => `${spec.method} ${spec.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('gives each path parameter a params schema that names it', () => {
    for (const spec of specs) {
      const names = [...spec.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
      const shape = spec.schemas.params?.def;
      const declared = shape && 'shape' in shape && shape.shape ? Object.keys(shape.shape) : [];
      expect(declared.sort(), `${spec.name} ${spec.path}`).toEqual(names.sort());
    }
  });

  it('takes the company of a company permission from a path parameter the path has', () => {
    for (const spec of specs) {
      const { access } = spec;
      if (typeof access !== 'object' || !('orgParam' in access) || access.orgParam === undefined) continue;
      expect(spec.path, spec.name).toContain(`/:${access.orgParam}`);
    }
  });

  it('takes the company of a company permission from a query parameter the query schema has', () => {
    for (const spec of specs) {
      const { access } = spec;
      if (typeof access !== 'object' || !('orgQuery' in access) || access.orgQuery === undefined) continue;
      const shape = spec.schemas.query?.def;
      const declared = shape && 'shape' in shape && shape.shape ? Object.keys(shape.shape) : [];
      expect(declared, spec.name).toContain(access.orgQuery);
    }
  });

  it('gives each endpoint a summary and the error statuses it answers, without its success status', () => {
    for (const spec of specs) {
      expect(spec.summary, spec.name).not.toBe('');
      expect(
        spec.errors.every((status) => status >= 400),
        spec.name,
      ).toBe(true);
      expect(spec.status, spec.name).toBeLessThan(400);
    }
  });
});
