import { type CollectionComponent, runValuesOf } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { freshRequestId, moved, withNewCollection, withoutCollection } from './collectionFiles.ts';
import { answerErrorOf, buildCollectionRequest, CollectionRunProblem, outcomeOf } from './collectionRun.ts';

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
    const values = runValuesOf(collection, { limit: '5' });
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

  it('sends a SOAP envelope as text/xml with its SOAPAction, values filled in as XML text', () => {
    const soap = {
      id: 's',
      name: 'S',
      method: 'POST' as const,
      format: 'soap' as const,
      path: '/soap/Human_Resources',
      soap: { envelope: '<x>{{id}}</x>', action: 'Get_Workers' },
    };
    expect(buildCollectionRequest('t1', soap, { id: '<b>&' })).toEqual({
      method: 'POST',
      url: '/sandbox/t1/soap/Human_Resources',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"Get_Workers"' },
      body: '<x>&lt;b&gt;&amp;</x>',
    });
    // A SOAP request pointed at a REST path is refused before anything is sent.
    expect(() => buildCollectionRequest('t1', { ...soap, path: '/api/workers/v1/workers' }, {})).toThrow(
      CollectionRunProblem,
    );
  });

  it('sends a GraphQL query with its variables, placeholders filled', () => {
    const graphql = {
      id: 'g',
      name: 'G',
      method: 'POST' as const,
      format: 'graphql' as const,
      path: '/graphql',
      graphql: { query: 'query ($id: ID!) { worker(id: $id) { id } }', variables: { id: '{{id}}' } },
    };
    const built = buildCollectionRequest('t1', graphql, { id: '21001' });
    expect(built.url).toBe('/sandbox/t1/graphql');
    expect(built.headers['content-type']).toBe('application/json');
    expect(JSON.parse(built.body!)).toEqual({ query: graphql.graphql.query, variables: { id: '21001' } });
  });

  it('reads the error a SOAP or GraphQL answer carries, and fails the request on it', () => {
    const soap = { ...collection.requests[0]!, format: 'soap' as const };
    const fault =
      '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>No worker 9</faultstring></env:Fault></env:Body></env:Envelope>';
    expect(answerErrorOf(soap, fault)).toBe('No worker 9');
    const graphql = { ...collection.requests[0]!, format: 'graphql' as const };
    expect(answerErrorOf(graphql, '{"data":null,"errors":[{"message":"Unknown worker"}]}')).toBe(
      'Unknown worker',
    );
    expect(answerErrorOf(graphql, '{"data":{}}')).toBeNull();
    expect(outcomeOf({ ...graphql, expectedStatus: 200 }, 200, 'Unknown worker')).toBe(false);
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
