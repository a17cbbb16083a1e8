/**
 * Content types read as a Blob (docs/product/shell.md SHELL-21: image, zip, pdf, audio; gzip for the log
 * archive).
 */
const BLOB_TYPE = /^(?:image\/|audio\/|application\/zip\b|application\/pdf\b|application\/(?:x-)?gzip\b)/i;
const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

export type ResponseKind = 'blob' | 'json' | 'text';

export function responseKind(contentType: string | null): ResponseKind {
  const type = (contentType ?? '').trim();
  if (BLOB_TYPE.test(type)) return 'blob';
  if (JSON_TYPE.test(type)) return 'json';
  return 'text';
}

/**
 * Reads a response body by its content type. SHELL-21: an empty body gives '', and invalid JSON on
 * DELETE gives {} (some delete endpoints answer 200 with a body that is not JSON).
 */
export async function readResponseBody(response: Response, method: string): Promise<unknown> {
  const kind = responseKind(response.headers.get('content-type'));
  if (kind === 'blob') return response.blob();
  const text = await response.text();
  if (text === '') return '';
  if (kind === 'text') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (method === 'DELETE') return {};
    throw error;
  }
}
