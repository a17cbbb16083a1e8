import { describe, expect, it } from 'vitest';
import { collectionsOf } from '../builder/studioApi.ts';
import { isSandboxPath, sandboxPathFormat } from './collectionSchema.ts';
import { appSourceJsonSchemas } from './jsonSchemas.ts';
import { validateComponent, validateManifest } from './validateSource.ts';

function issuesOf(value: unknown) {
  const result = validateComponent('collection', 'collections/hr.json', value);
  return result.ok
    ? []
    : result.issues.map((i) => `${i.pointer} ${i.message.split(': ').slice(1).join(': ')}`);
}

const good = {
  name: 'HR smoke test',
  description: 'Lists workers, then reads one.',
  variables: [{ name: 'workerId', default: '21001' }, { name: 'limit' }],
  requests: [
    {
      id: 'list',
      name: 'List workers',
      method: 'GET',
      path: '/api/workers/v1/workers',
      query: [{ name: 'limit', value: '{{limit}}' }],
      expectedStatus: 200,
    },
    { id: 'one', name: 'One worker', method: 'GET', path: '/api/workers/v2/workers/{{workerId}}' },
    {
      id: 'leave',
      name: 'Ask for leave',
      method: 'POST',
      path: '/api/absenceManagement/v1/timeOffRequests',
      headers: [{ name: 'x-trace', value: 'studio' }],
      body: { workerId: '{{workerId}}', days: [1, { note: 'ok' }] },
    },
  ],
};

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('collection schema', () => {
  it('accepts a collection of sandbox requests with variables, and an empty one', () => {
    expect(issuesOf(good)).toEqual([]);
    expect(issuesOf({ name: 'New', requests: [] })).toEqual([]);
  });

  it('points at every placeholder that names no variable', () => {
    const bad = clone(good);
    bad.requests[0]!.query![0]!.value = '{{size}}';
    (bad.requests[2]!.body as { days: unknown[] }).days[1] = { note: '{{who}}' };
    expect(issuesOf(bad)).toEqual([
      "/requests/0/query/0/value No variable is named 'size'.",
      "/requests/2/body/days/1/note No variable is named 'who'.",
    ]);
  });

  it('refuses a path outside the sandbox API, and the headers the studio sets itself', () => {
    const bad = clone(good);
    bad.requests[0]!.path = 'https://evil.example/api/workers/v1/workers';
    bad.requests[1]!.path = '/api/workers/v1/../../admin';
    bad.requests[2]!.headers![0]!.name = 'Authorization';
    expect(issuesOf(bad).map((i) => i.split(' ')[0])).toEqual([
      '/requests/0/path',
      '/requests/1/path',
      '/requests/2/headers/0/name',
    ]);
  });

  it('refuses duplicate request ids and variables, and unknown fields', () => {
    const bad = clone(good) as typeof good & { extra?: boolean };
    bad.requests[1]!.id = 'list';
    bad.variables.push({ name: 'limit' });
    bad.extra = true;
    expect(
      issuesOf(bad)
        .map((i) => i.split(' ')[0])
        .sort(),
    ).toEqual(['', '/requests/1/id', '/variables/2/name']);
  });

  const soapRequest = {
    id: 'soap',
    name: 'Get workers (SOAP)',
    method: 'POST',
    format: 'soap',
    path: '/soap/Human_Resources',
    soap: {
      envelope: '<env:Envelope><hr:Worker_ID>{{workerId}}</hr:Worker_ID></env:Envelope>',
      action: 'Get_Workers',
    },
  };
  const graphqlRequest = {
    id: 'gql',
    name: 'One worker (GraphQL)',
    method: 'POST',
    format: 'graphql',
    path: '/graphql',
    graphql: { query: 'query ($id: ID!) { worker(id: $id) { id } }', variables: { id: '{{workerId}}' } },
    expectedStatus: 200,
  };
  const withRequests = (...requests: object[]) => ({ ...clone(good), requests });

  it('accepts SOAP and GraphQL requests, whose envelope and variables may hold placeholders', () => {
    expect(issuesOf(withRequests(soapRequest, graphqlRequest))).toEqual([]);
  });

  it('refuses a SOAP request without its envelope and a GraphQL one without its query', () => {
    const { soap: _envelope, ...bareSoap } = soapRequest;
    expect(
      issuesOf(
        withRequests(
          bareSoap,
          { ...graphqlRequest, graphql: { query: '  ' } },
          {
            ...soapRequest,
            id: 'blank',
            soap: { envelope: '' },
          },
        ),
      ),
    ).toEqual([
      '/requests/0/soap A SOAP request needs its envelope.',
      '/requests/1/graphql A GraphQL request needs its query.',
      '/requests/2/soap A SOAP request needs its envelope.',
    ]);
  });

  it('points at a placeholder of a SOAP envelope or GraphQL variable that names no variable', () => {
    const soap = clone(soapRequest);
    soap.soap.envelope = '<x>{{nobody}}</x>';
    const graphql = clone(graphqlRequest);
    graphql.graphql.variables = { id: '{{who}}' };
    expect(issuesOf(withRequests(soap, graphql))).toEqual([
      "/requests/0/soap/envelope No variable is named 'nobody'.",
      "/requests/1/graphql/variables/id No variable is named 'who'.",
    ]);
  });

  it("refuses a format's request sent elsewhere, as a GET, or with another format's fields", () => {
    expect(
      issuesOf(
        withRequests(
          { ...soapRequest, path: '/graphql', method: 'GET' },
          { ...graphqlRequest, body: { a: 1 }, soap: soapRequest.soap },
          { ...good.requests[0], graphql: graphqlRequest.graphql },
          { ...soapRequest, id: 'other', path: '/soap/Payroll' },
        ),
      ),
    ).toEqual([
      // The path's own check comes first (the field), then the request's format rules.
      '/requests/3/path Use a path of the sandbox API, such as /api/workers/v1/workers, /soap/Human_Resources or /graphql.',
      '/requests/0/path A SOAP request goes to /soap/{service} (Human_Resources, Absence_Management).',
      '/requests/0/method A SOAP request is a POST.',
      '/requests/1/body A GraphQL request has no JSON body.',
      '/requests/1/soap Only a SOAP request has an envelope.',
      '/requests/2/graphql Only a GraphQL request has a GraphQL query.',
    ]);
  });

  it('knows a sandbox path from the rest', () => {
    expect(isSandboxPath('/api/financials/v1/invoices/{{id}}')).toBe(true);
    expect(isSandboxPath('/api/payroll/v1/runs')).toBe(false);
    expect(isSandboxPath('/api/workers/v1//workers')).toBe(false);
    expect(isSandboxPath('/api/workers/v1/workers?limit=5')).toBe(false);
    expect(isSandboxPath('/sandbox/acme/api/workers/v1/workers')).toBe(false);
    expect(sandboxPathFormat('/soap/Absence_Management')).toBe('soap');
    expect(sandboxPathFormat('/graphql')).toBe('graphql');
    expect(sandboxPathFormat('/graphql/schema.graphql')).toBeNull();
    expect(sandboxPathFormat('/soap/Human_Resources/../x')).toBeNull();
  });

  it('lets a manifest name collections, and has a JSON Schema for editors', () => {
    const manifest = validateManifest({
      referenceId: 'hr_tools',
      name: 'HR tools',
      type: 'INTEGRATION',
      version: '1.0.0',
      components: [
        { id: 'sync', kind: 'integration', path: 'integrations/sync.json' },
        { id: 'smoke', kind: 'collection', path: 'collections/smoke.json' },
      ],
    });
    expect(manifest.ok).toBe(true);
    expect(appSourceJsonSchemas().collection).toMatchObject({
      type: 'object',
      required: ['name', 'requests'],
    });
  });
  it('sums up the collections a source names, an unreadable one without name and count', () => {
    const manifest = JSON.stringify({
      components: [
        { id: 'good', kind: 'collection', path: 'collections/good.json' },
        { id: 'bad', kind: 'collection', path: 'collections/bad.json' },
        { id: 'flow', kind: 'orchestration', path: 'orchestrations/flow.json' },
      ],
    });
    expect(
      collectionsOf({
        'manifest.json': manifest,
        'collections/good.json': JSON.stringify(good),
        'collections/bad.json': '{ not json',
      }),
    ).toEqual([
      { id: 'good', path: 'collections/good.json', name: 'HR smoke test', requestCount: 3 },
      { id: 'bad', path: 'collections/bad.json', name: null, requestCount: null },
    ]);
    expect(collectionsOf({ 'manifest.json': '{' })).toEqual([]);
  });
});
