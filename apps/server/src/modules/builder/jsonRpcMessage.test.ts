import { describe, expect, it } from 'vitest';
import { checkJsonRpcMessage, INVALID_REQUEST, PARSE_ERROR } from './jsonRpcMessage.ts';

describe('checkJsonRpcMessage', () => {
  it('passes requests, notifications and responses through', () => {
    for (const message of [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} },
      { jsonrpc: '2.0', method: 'initialized' },
      { jsonrpc: '2.0', id: 'a', result: null },
    ])
      expect(checkJsonRpcMessage(JSON.stringify(message))).toEqual({ ok: true, message });
  });

  it.each([
    ['{ not json', PARSE_ERROR, null],
    ['[{"jsonrpc":"2.0","method":"x"}]', INVALID_REQUEST, null],
    ['"hello"', INVALID_REQUEST, null],
    ['{"id":3,"method":"x"}', INVALID_REQUEST, 3],
    ['{"jsonrpc":"2.0","id":4,"method":5}', INVALID_REQUEST, 4],
    ['{"jsonrpc":"2.0","id":{},"method":"x"}', INVALID_REQUEST, null],
    ['{"jsonrpc":"2.0","id":5,"method":"x","params":7}', INVALID_REQUEST, 5],
    ['{"jsonrpc":"2.0","id":6}', INVALID_REQUEST, 6],
  ])('answers %s with error %i for id %s', (text, code, id) => {
    expect(checkJsonRpcMessage(text)).toMatchObject({ ok: false, code, id });
  });
});
