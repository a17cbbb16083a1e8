import { describe, expect, it } from 'vitest';
import { editsByPath, pathOfUri, toLspPosition, toMarker, toTargets, uriOfPath } from './lspMapping.ts';

const range = (line: number, from: number, to: number) => ({
  start: { line, character: from },
  end: { line, character: to },
});

describe('language server mapping to Monaco', () => {
  it('turns a diagnostic into a marker one line and one column further, as an error', () => {
    expect(
      toMarker({
        range: range(3, 12, 20),
        message: 'no model',
        severity: 1,
        source: 'build',
        code: 'component_reference',
      }),
    ).toEqual({
      startLineNumber: 4,
      startColumn: 13,
      endLineNumber: 4,
      endColumn: 21,
      severity: 8,
      message: 'no model',
      source: 'build',
      code: 'component_reference',
    });
    expect(toLspPosition({ lineNumber: 1, column: 1 })).toEqual({ line: 0, character: 0 });
  });

  it("maps the app's document URIs to draft paths and back, leaving other apps out", () => {
    expect(uriOfPath('a1', 'pages/my page.json')).toBe('file:///a1/pages/my%20page.json');
    expect(pathOfUri('a1', 'file:///a1/pages/my%20page.json')).toBe('pages/my page.json');
    expect(pathOfUri('a1', 'file:///a2/pages/x.json')).toBeNull();
    expect(
      toTargets('a1', [
        { uri: 'file:///a1/models/m.json', range: range(0, 0, 0) },
        { uri: 'file:///b/x', range: range(0, 0, 0) },
      ]),
    ).toEqual([
      {
        path: 'models/m.json',
        uri: 'file:///a1/models/m.json',
        range: { startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 1 },
      },
    ]);
  });

  it("groups a rename's edits by draft path and leaves out other apps' files", () => {
    const edits = editsByPath('a1', {
      changes: {
        'file:///a1/pages/p.json': [
          { range: range(1, 12, 19), newText: 'claim' },
          { range: range(2, 10, 17), newText: 'claim' },
        ],
        'file:///a1/models/claim%20v2.json': [{ range: range(1, 9, 16), newText: 'claim' }],
        'file:///other/pages/p.json': [{ range: range(1, 12, 19), newText: 'claim' }],
      },
    });
    expect([...edits.keys()]).toEqual(['pages/p.json', 'models/claim v2.json']);
    expect(edits.get('pages/p.json')).toHaveLength(2);
  });
});
