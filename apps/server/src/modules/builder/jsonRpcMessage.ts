import type { Message } from 'vscode-jsonrpc';

/** JSON-RPC 2.0's own codes for a message that is not JSON, or not a request, notification or response. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

export type CheckedMessage =
  | { ok: true; message: Message }
  | { ok: false; id: string | number | null; code: number; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isVersion2 = (value: Record<string, unknown>): value is Record<string, unknown> & Message =>
  value.jsonrpc === '2.0';
const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.length <= 200) ||
  (typeof value === 'number' && Number.isSafeInteger(value));

/**
 * Checks one WebSocket text frame before the language server's connection sees it (docs/product/builder.md
 * BUILDER-6: malformed messages are refused): a frame that is not JSON, a batch (LSP never sends one), or an
 * object that is not a JSON-RPC 2.0 request, notification or response is refused here with the error JSON-RPC
 * names, so the connection only ever reads well-formed messages.
 */
export function checkJsonRpcMessage(text: string): CheckedMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, id: null, code: PARSE_ERROR, reason: 'Parse error: the message is not JSON.' };
  }
  const invalid = (reason: string, id: string | number | null = null): CheckedMessage => ({
    ok: false,
    id,
    code: INVALID_REQUEST,
    reason: `Invalid request: ${reason}`,
  });
  if (Array.isArray(value)) return invalid('batches are not supported.');
  if (!isObject(value)) return invalid('a message is a JSON object.');
  const id = isId(value.id) ? value.id : null;
  if (!isVersion2(value)) return invalid('jsonrpc must be "2.0".', id);
  if ('method' in value) {
    if (typeof value.method !== 'string' || value.method === '' || value.method.length > 200)
      return invalid('method must be a short string.', id);
    if ('id' in value && !isId(value.id)) return invalid('id must be a string or an integer.');
    if ('params' in value && value.params !== undefined && typeof value.params !== 'object')
      return invalid('params must be an object or an array.', id);
    if (value.params === null) return invalid('params must be an object or an array.', id);
    return { ok: true, message: value };
  }
  // A response to one of the server's own requests.
  if (!('id' in value) || (!('result' in value) && !('error' in value)))
    return invalid('neither a request, a notification nor a response.', id);
  return { ok: true, message: value };
}
