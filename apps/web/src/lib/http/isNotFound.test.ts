import { describe, expect, it } from 'vitest';
import { HttpError } from './HttpError.ts';
import { isNotFound } from './isNotFound.ts';

// Every source file of the web app, as text (Vite's glob import; no file system access needed).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The rule isNotFound holds, written out again: a 404 or a 400 taken as "not there". */
const inlineRule =
  /\.status === 404 \|\| [\w.]+\.status === 400|\.status === 400 \|\| [\w.]+\.status === 404/;

describe('isNotFound', () => {
  it('takes 404 and 400 as an item that is not there, and nothing else', () => {
    expect(isNotFound(new HttpError(404, 'not_found', 'No such app'))).toBe(true);
    expect(isNotFound(new HttpError(400, 'bad_request', 'Not an id'))).toBe(true);
    expect(isNotFound(new HttpError(403, 'forbidden', 'Not yours'))).toBe(false);
    expect(isNotFound(new HttpError(500, 'internal', 'Failed'))).toBe(false);
    expect(isNotFound(new Error('offline'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });

  it('is the one place that says it: no page writes the rule again', () => {
    const writers = Object.entries(sources)
      .filter(([, text]) => inlineRule.test(text))
      .map(([file]) => file.replace(/^\/src\//, ''));
    expect(writers).toEqual(['lib/http/isNotFound.ts']);
  });

  it('recognises the rule as it was written', () => {
    expect(inlineRule.test('query.error.status === 404 || query.error.status === 400')).toBe(true);
    expect(inlineRule.test('error.status === 400 || error.status === 404')).toBe(true);
    expect(inlineRule.test('isNotFound(query.error)')).toBe(false);
  });
});
