import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, minimalEdit } from './textEdit.ts';

describe('minimalEdit', () => {
  it('is null for the same text', () => {
    expect(minimalEdit('{ "a": 1 }', '{ "a": 1 }')).toBeNull();
  });

  it('replaces only the changed middle of a reset text, keeping the lines around it', () => {
    const before = '{\n  "name": "Mine",\n  "version": "1.0.0"\n}\n';
    const after = '{\n  "name": "Theirs",\n  "version": "1.0.0"\n}\n';
    const at = before.indexOf('Mine');
    expect(minimalEdit(before, after)).toEqual({ start: at, end: at + 'Mine'.length, text: 'Theirs' });
  });

  it('inserts at a point when text is only added', () => {
    expect(minimalEdit('abcd', 'abXYcd')).toEqual({ start: 2, end: 2, text: 'XY' });
  });

  it('deletes a range when text is only removed', () => {
    expect(minimalEdit('abXYcd', 'abcd')).toEqual({ start: 2, end: 4, text: '' });
  });

  it('does not let the kept start and end overlap in a repeated text', () => {
    // "aaa" to "aa": the common start (2) and the common end (2) would count the middle "a" twice.
    const edit = minimalEdit('aaa', 'aa');
    expect(edit).toEqual({ start: 2, end: 3, text: '' });
    expect(applyEdit('aaa', edit)).toBe('aa');
  });

  it('replaces everything between two texts with nothing in common', () => {
    expect(minimalEdit('abc', 'xyz')).toEqual({ start: 0, end: 3, text: 'xyz' });
    expect(minimalEdit('', 'new file')).toEqual({ start: 0, end: 0, text: 'new file' });
    expect(minimalEdit('old file', '')).toEqual({ start: 0, end: 8, text: '' });
  });

  it('never cuts a surrogate pair in two', () => {
    // 😀 (U+1F600) and 😃 (U+1F603) share their high half: the edit takes the whole pair.
    const edit = minimalEdit('a😀b', 'a😃b');
    expect(edit).toEqual({ start: 1, end: 3, text: '😃' });
    // 😀 and 🙀 (U+1F640) share their low half only.
    expect(minimalEdit('a😀b', 'a🙀b')).toEqual({ start: 1, end: 3, text: '🙀' });
  });

  it('never cuts a CRLF line break in two', () => {
    // Monaco counts \r\n as one line break: an edit between them has no position.
    expect(minimalEdit('a\r\nb', 'a\rXb')).toEqual({ start: 1, end: 3, text: '\rX' });
    expect(minimalEdit('a\r\nb', 'aX\nb')).toEqual({ start: 1, end: 3, text: 'X\n' });
  });

  it('turns any text into any other, and keeps at least what the texts share at both ends', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '\r', '\n', '😀', '🙀', '"', '{') });
    fc.assert(
      fc.property(text, text, (before, after) => {
        const edit = minimalEdit(before, after);
        expect(applyEdit(before, edit)).toBe(after);
        if (!edit) return;
        expect(edit.start).toBeLessThanOrEqual(edit.end);
        expect(before.slice(0, edit.start)).toBe(after.slice(0, edit.start));
        // The kept ends never start or stop inside a pair that the editor counts as one position.
        for (const at of [edit.start, edit.end]) {
          expect(before.slice(at - 1, at + 1)).not.toBe('\r\n');
          expect(/^[\ud800-\udbff][\udc00-\udfff]$/.test(before.slice(at - 1, at + 1))).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
