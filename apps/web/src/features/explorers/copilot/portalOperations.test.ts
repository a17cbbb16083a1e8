import { describe, expect, it } from 'vitest';
import { operationsUnder } from './portalOperations.ts';

describe('operationsUnder', () => {
  it('keeps the operations under the prefix, in path and method order, with their schemas', () => {
    const doc = {
      paths: {
        '/sub-api/v1/copilot/history': {
          delete: { summary: 'Clear', responses: { 204: { description: 'Default Response' } } },
          get: {
            summary: 'List',
            responses: {
              200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
            },
          },
        },
        '/sub-api/v1/copilot/chat': {
          post: {
            summary: 'Ask',
            requestBody: {
              content: { 'application/json': { schema: { type: 'object', required: ['question'] } } },
            },
            responses: {},
          },
        },
        '/sub-api/v1/copilotx': { get: { summary: 'Not this one' } },
        '/sub-api/v1/search': { get: { summary: 'Nor this' } },
      },
    };
    const ops = operationsUnder(doc, '/sub-api/v1/copilot');
    expect(ops.map((op) => op.key)).toEqual([
      'POST /sub-api/v1/copilot/chat',
      'GET /sub-api/v1/copilot/history',
      'DELETE /sub-api/v1/copilot/history',
    ]);
    expect(ops[0]!.requestSchema).toEqual({ type: 'object', required: ['question'] });
    expect(ops[1]!.responses).toEqual([{ status: '200', description: 'OK', schema: { type: 'object' } }]);
  });
});
