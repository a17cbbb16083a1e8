import { describe, expect, it } from 'vitest';
import type { ExplorerOperation } from '../sandbox/openApiOperations.ts';
import { codeSnippet } from './codeSnippets.ts';
import { buildSandboxRequest, RequestProblem } from './sandboxRequest.ts';

const op = (partial: Partial<ExplorerOperation> = {}): ExplorerOperation => ({
  key: 'workers.v1.getWorkersId',
  service: 'workers',
  version: 1,
  method: 'GET',
  path: '/workers/{id}',
  summary: 'A worker',
  scope: 'workers.read',
  parameters: [
    { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'limit', in: 'query', required: false, schema: { type: 'integer' } },
  ],
  requestSchema: null,
  responses: [],
  ...partial,
});

describe('the request an operation makes', () => {
  it('fills the path and the query, leaving out empty values', () => {
    expect(buildSandboxRequest('acme_sb', op(), { params: { id: 'W-1', limit: '' }, body: '' })).toEqual({
      method: 'GET',
      url: '/sandbox/acme_sb/api/workers/v1/workers/W-1',
      query: [],
      body: null,
    });
    expect(buildSandboxRequest('acme_sb', op(), { params: { id: 'W-1', limit: '5' }, body: '' }).url).toBe(
      '/sandbox/acme_sb/api/workers/v1/workers/W-1?limit=5',
    );
  });

  it('keeps every value inside the sandbox: no other host, no climbing out of the path', () => {
    for (const id of ['https://evil.example/x', '//evil.example', 'a/b?c#d']) {
      const built = buildSandboxRequest('acme_sb', op(), { params: { id }, body: '' });
      expect(built.url.startsWith('/sandbox/acme_sb/api/workers/v1/workers/')).toBe(true);
      expect(built.url.slice('/sandbox/acme_sb/api/workers/v1/workers/'.length)).not.toMatch(/[/?#]/);
    }
    // A dot segment would be resolved by the browser and climb out: refused outright.
    expect(() => buildSandboxRequest('acme_sb', op(), { params: { id: '..' }, body: '' })).toThrow('url');
    expect(() => buildSandboxRequest('evil.example', op(), { params: { id: '1' }, body: '' })).toThrow(
      RequestProblem,
    );
    expect(() => buildSandboxRequest('acme_sb', op(), { params: {}, body: '' })).toThrow('missing:id');
  });

  it('sends the body as compact JSON and refuses one that is not JSON', () => {
    const post = op({
      method: 'POST',
      path: '/timeOffRequests',
      parameters: [],
      requestSchema: { type: 'object' },
    });
    expect(buildSandboxRequest('acme_sb', post, { params: {}, body: '{\n "a": 1\n}' }).body).toBe('{"a":1}');
    expect(() => buildSandboxRequest('acme_sb', post, { params: {}, body: '{a:' })).toThrow('body');
  });
});

describe('the generated code', () => {
  const request = buildSandboxRequest('acme_sb', op(), { params: { id: 'W-1', limit: '5' }, body: '' });

  it('writes curl, JavaScript and Python with a token placeholder, never a token', () => {
    const curl = codeSnippet('https://portal.example', request, 'curl');
    expect(curl).toContain('https://portal.example/sandbox/acme_sb/api/workers/v1/workers/W-1?limit=5');
    expect(curl).toContain('Bearer $TENANT_TOKEN');
    expect(codeSnippet('https://portal.example', request, 'javascript')).toContain('fetch(');
    expect(codeSnippet('https://portal.example', request, 'python')).toContain('requests.get(');
  });
});
