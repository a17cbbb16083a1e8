import { describe, expect, it } from 'vitest';

// Every source file of the web app, as text (Vite's glob import; no file system access needed).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the http client', () => {
  it('is the only module that calls fetch (docs/product/shell.md SHELL-21)', () => {
    const callers = Object.entries(sources)
      .filter(([, text]) => /(?<![\w.])fetch\s*\(|window\.fetch|globalThis\.fetch/.test(text))
      .map(([file]) => file);
    expect(callers).toEqual(['/src/lib/http/httpClient.ts']);
  });

  it('is the only module that uses XMLHttpRequest, for upload progress', () => {
    const callers = Object.entries(sources)
      .filter(([, text]) => /new\s+XMLHttpRequest|=\s*XMLHttpRequest\b/.test(text))
      .map(([file]) => file);
    expect(callers).toEqual(['/src/lib/http/xhrTransport.ts']);
  });
});
