import { describe, expect, it } from 'vitest';
import { jsonValueRanges } from './jsonValueRanges.ts';

describe('jsonValueRanges', () => {
  it('gives the range of every value by its pointer, escapes and nesting included', () => {
    const text = '{ "a": [1, { "b\\"c": "x\\"y" }], "d/e": true }';
    const ranges = jsonValueRanges(text);
    const at = (pointer: string) => {
      const range = ranges.get(pointer)!;
      return text.slice(range.start, range.end);
    };
    expect(at('')).toBe(text);
    expect(at('/a/0')).toBe('1');
    expect(at('/a/1/b"c')).toBe('"x\\"y"');
    expect(at('/d~1e')).toBe('true');
    expect(at('/a')).toBe('[1, { "b\\"c": "x\\"y" }]');
  });
});
