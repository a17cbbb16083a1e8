import { HTTPSnippet } from '@readme/httpsnippet';
import type { BuiltRequest } from './sandboxRequest.ts';

export const snippetLanguages = [
  { key: 'curl', target: 'shell', client: 'curl', label: 'curl', highlight: 'bash' },
  { key: 'javascript', target: 'javascript', client: 'fetch', label: 'JavaScript', highlight: 'javascript' },
  { key: 'python', target: 'python', client: 'requests', label: 'Python', highlight: 'python' },
] as const;
export type SnippetLanguage = (typeof snippetLanguages)[number]['key'];

/**
 * The request as code (docs/product/sandbox.md SANDBOX-10), written by @readme/httpsnippet. The token is a
 * placeholder the reader fills in: a real token in copied code ends up in shell history and repositories.
 */
export function codeSnippet(origin: string, request: BuiltRequest, language: SnippetLanguage): string {
  const spec = snippetLanguages.find((candidate) => candidate.key === language)!;
  const url = `${origin}${request.url.split('?')[0]}`;
  const snippet = new HTTPSnippet({
    method: request.method,
    url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: [
      { name: 'authorization', value: 'Bearer $TENANT_TOKEN' },
      ...(request.body ? [{ name: 'content-type', value: 'application/json' }] : []),
    ],
    queryString: request.query,
    headersSize: -1,
    bodySize: -1,
    // httpsnippet wants postData on every request; an empty text writes no body.
    postData: { mimeType: 'application/json', text: request.body ?? '' },
  });
  const converted = snippet.convert(spec.target, spec.client);
  const first = Array.isArray(converted) ? converted[0] : converted;
  return typeof first === 'string' ? first : '';
}
