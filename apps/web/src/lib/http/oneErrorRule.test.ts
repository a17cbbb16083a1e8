import { describe, expect, it } from 'vitest';

// Every source file of the web app, as text (Vite's glob import; no file system access needed).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The rule errorText holds, written out again: an HTTP error's message, else a text of the place's own. */
const inlineRule = /isHttpError\(\s*(\w+)\s*\)\s*\?\s*\1\.message\b/;

describe('the text a user reads when a call fails', () => {
  it('comes from errorText everywhere: no place writes the rule again', () => {
    const writers = Object.entries(sources)
      .filter(([, text]) => inlineRule.test(text))
      .map(([file]) => file.replace(/^\/src\//, ''));
    expect(writers).toEqual([]);
  });

  it('recognises the rule as it was written', () => {
    expect(inlineRule.test("setProblem(isHttpError(error) ? error.message : t('x'))")).toBe(true);
    expect(inlineRule.test("setProblem(errorText(error, t('x')))")).toBe(false);
  });
});
