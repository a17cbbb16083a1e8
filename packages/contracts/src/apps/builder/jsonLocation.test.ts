import { describe, expect, it } from 'vitest';
import { draftLimitIssue, draftLimits } from './draftLimits.ts';
import { jsonErrorPosition, locateJsonPointer, positionAt } from './jsonLocation.ts';

const page = `{
  "title": "Start",
  "sections": [
    { "id": "a", "fields": [] },
    { "id": "b", "fields": [{ "id": "x", "label": "X", "type": "nope" }] }
  ]
}`;

describe('locateJsonPointer', () => {
  it('finds the line and column of the value a pointer names', () => {
    expect(locateJsonPointer(page, '/sections/1/fields/0/type')).toEqual({ line: 5, column: 64 });
    expect(locateJsonPointer(page, '/title')).toEqual({ line: 2, column: 12 });
  });

  it('gives the object that lacks a missing member, and the document for the empty pointer', () => {
    expect(locateJsonPointer(page, '/sections/0/label')).toEqual({ line: 4, column: 5 });
    expect(locateJsonPointer(page, '')).toEqual({ line: 1, column: 1 });
  });

  it('reads escaped keys and skips strings holding brackets', () => {
    const text = '{"a/b": "[{", "c~d": {"e": 1}}';
    expect(locateJsonPointer(text, '/c~0d/e')).toEqual({ line: 1, column: 28 });
    expect(locateJsonPointer(text, '/a~1b')).toEqual({ line: 1, column: 9 });
  });

  it('answers null for an empty text', () => {
    expect(locateJsonPointer('  ', '/a')).toBeNull();
  });
});

describe('jsonErrorPosition', () => {
  it('turns the position a JSON.parse error names into a line', () => {
    expect(jsonErrorPosition('{\n  oops', 'Unexpected token at position 4')).toEqual({ line: 2, column: 3 });
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(jsonErrorPosition('{', 'no place named')).toBeNull();
  });
});

describe('draftLimitIssue', () => {
  it('names the file over the limit, counting UTF-8 bytes', () => {
    const nearly = 'é'.repeat(draftLimits.maxFileBytes / 2 + 1);
    expect(draftLimitIssue({ 'a.json': nearly })).toMatchObject({ kind: 'fileTooLarge', file: 'a.json' });
    expect(draftLimitIssue({ 'a.json': 'x'.repeat(draftLimits.maxFileBytes) })).toBeNull();
  });

  it('counts the whole draft', () => {
    const files = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [`f${i}.json`, 'x'.repeat(draftLimits.maxFileBytes)]),
    );
    expect(draftLimitIssue(files)).toMatchObject({ kind: 'totalTooLarge' });
  });
});
