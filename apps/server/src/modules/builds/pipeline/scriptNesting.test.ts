import { describe, expect, it } from 'vitest';
import { deepestNestingPast, MAX_SCRIPT_NESTING } from './scriptNesting.ts';

const nested = (levels: number, open: string, close: string, inner = '1') =>
  `export const a = ${open.repeat(levels)}${inner}${close.repeat(levels)};\n`;

describe('deepestNestingPast: the brackets of a script, counted before it is parsed', () => {
  it('allows nesting up to the bound and names the line where it is passed', () => {
    expect(deepestNestingPast(nested(MAX_SCRIPT_NESTING, '(', ')'))).toBeNull();
    expect(deepestNestingPast(`// top\n\n${nested(MAX_SCRIPT_NESTING + 1, '[', ']')}`)).toEqual({ line: 3 });
    expect(deepestNestingPast(nested(100_000, '{a:', '}'))).toEqual({ line: 1 });
  });

  it("counts what nests in a template literal's placeholders", () => {
    const deep = `export const t = \`${'${`'.repeat(600)}x${'`}'.repeat(600)}\`;`;
    expect(deepestNestingPast(deep)).toEqual({ line: 1 });
    expect(deepestNestingPast(deep, 600)).toBeNull();
  });

  it('skips brackets in strings, template text, comments and regular expressions', () => {
    const many = '('.repeat(1_000);
    const source = [
      `const s = "${many}"; const q = '${many}';`,
      `const t = \`${many}\${ (1) }${many}\`;`,
      `// ${many}`,
      `/* ${many}\n${many} */`,
      `const r = /[(/]${'\\('.repeat(1_000)}/g; const d = (4) / 2 / (1);`,
      `function f() { return /(/.test('x'); }`,
    ].join('\n');
    expect(deepestNestingPast(source, 4)).toBeNull();
  });

  it('reads a division as one, so brackets after it count', () => {
    expect(deepestNestingPast(`const x = a / ${'('.repeat(6)}1${')'.repeat(6)};`, 5)).toEqual({ line: 1 });
  });
});
