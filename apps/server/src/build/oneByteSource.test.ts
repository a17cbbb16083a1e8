import { describe, expect, it } from 'vitest';
import { oneByteSource } from './oneByteSource.ts';

const pastAscii = (text: string) => [...text].some((c) => c.charCodeAt(0) > 0x7f);

describe('the bundle held at one byte a character', () => {
  it('escapes comments and literals past ASCII, keeping what the code does', async () => {
    const code = [
      '/** A dash — an arrow → a section § and an emoji 😀 in a comment. */',
      "export const text = 'a — b 😀', latin = 'café';",
      '',
    ].join('\n');
    const warnings: string[] = [];
    const out = await oneByteSource(code, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(pastAscii(out)).toBe(false);
    const module = await import(`data:text/javascript,${encodeURIComponent(out)}`);
    expect(module.text).toBe('a — b 😀');
    expect(module.latin).toBe('café');
  });

  it('leaves a tagged template as written, and says so', async () => {
    const code = 'export const raw = String.raw`a — b`;\n';
    const warnings: string[] = [];
    expect(await oneByteSource(code, (message) => warnings.push(message))).toBe(code);
    expect(warnings).toHaveLength(1);
  });

  it('leaves a text it cannot prove the same as written (a regular expression the minifier keeps as is)', async () => {
    const code = 'export const pattern = /—+/u;\n';
    const warnings: string[] = [];
    expect(await oneByteSource(code, (message) => warnings.push(message))).toBe(code);
    expect(warnings).toHaveLength(1);
  });

  it('returns a text with nothing past ASCII as it is', async () => {
    const code = "export const x = 'e';\n";
    expect(await oneByteSource(code, () => {})).toBe(code);
  });
});
