import type { CollectionComponent } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { freshRequestId, moved, withNewCollection, withoutCollection } from './collectionFiles.ts';
import { buildCollectionRequest, CollectionRunProblem, outcomeOf, variableValues } from './collectionRun.ts';

const collection: CollectionComponent = {
  name: 'Smoke',
  variables: [{ name: 'id', default: '21001' }, { name: 'limit' }],
  requests: [
    {
      id: 'one',
      name: 'One',
      method: 'POST',
      path: '/api/workers/v1/workers/{{id}}',
      query: [{ name: 'limit', value: '{{limit}}' }],
      headers: [{ name: 'x-note', value: 'for {{id}}' }],
      body: { worker: '{{id}}', days: [1] },
      expectedStatus: 201,
    },
  ],
};

describe('collection runs', () => {
  it('fills the variables, typed values first, and calls only the sandbox of the tenant', () => {
    const values = variableValues(collection, { limit: '5' });
    expect(buildCollectionRequest('acme-sandbox', collection.requests[0]!, values)).toEqual({
      method: 'POST',
      url: '/sandbox/acme-sandbox/api/workers/v1/workers/21001?limit=5',
      headers: { 'x-note': 'for 21001', 'content-type': 'application/json' },
      body: '{"worker":"21001","days":[1]}',
    });
  });

  it('encodes a path value as one segment and refuses one that would climb out', () => {
    const request = collection.requests[0]!;
    expect(buildCollectionRequest('t1', request, { id: 'a/b?c', limit: '' }).url).toBe(
      '/sandbox/t1/api/workers/v1/workers/a%2Fb%3Fc?limit=',
    );
    expect(() => buildCollectionRequest('t1', request, { id: '..', limit: '' })).toThrow(
      CollectionRunProblem,
    );
    expect(() => buildCollectionRequest('t1', { ...request, path: '/admin' }, { id: '1' })).toThrow(
      CollectionRunProblem,
    );
  });

  it('marks a request passed or failed by its expected status', () => {
    expect(outcomeOf(collection.requests[0]!, 201)).toBe(true);
    expect(outcomeOf(collection.requests[0]!, 404)).toBe(false);
    expect(outcomeOf({ ...collection.requests[0]!, expectedStatus: undefined }, 404)).toBeNull();
  });
});

describe('collection files', () => {
  const manifest = JSON.stringify({ components: [{ id: 'sync', kind: 'integration', path: 'i.json' }] });

  it('adds a collection with its manifest entry, refuses a taken id, and removes it again', () => {
    const added = withNewCollection({ 'manifest.json': manifest }, 'smoke', 'Smoke');
    if (typeof added === 'string') throw new Error(added);
    expect(JSON.parse(added['collections/smoke.json']!)).toEqual({
      name: 'Smoke',
      variables: [],
      requests: [],
    });
    expect(withNewCollection(added, 'smoke', 'Again')).toBe('taken');
    expect(withNewCollection({ 'manifest.json': '{' }, 'smoke', 'Smoke')).toBe('manifest');
    const removed = withoutCollection(added, 'smoke')!;
    expect(Object.keys(removed)).toEqual(['manifest.json']);
    expect(JSON.parse(removed['manifest.json']!).components).toHaveLength(1);
  });

  it('makes request ids from names and reorders', () => {
    expect(freshRequestId(collection, 'One')).toBe('one-2');
    expect(freshRequestId(collection, '2 List workers!')).toBe('list-workers');
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
