import { describe, expect, it } from 'vitest';
import { fileChanges, manifestChanges } from './versionDiff.ts';

describe('fileChanges', () => {
  it('tells added, removed and changed files apart by hash and counts the unchanged', () => {
    const from = [
      { path: 'a.json', size: 1, sha256: 'x' },
      { path: 'b.json', size: 2, sha256: 'y' },
      { path: 'c.json', size: 3, sha256: 'z' },
    ];
    const to = [
      { path: 'a.json', size: 1, sha256: 'x' },
      { path: 'b.json', size: 4, sha256: 'w' },
      { path: 'd.json', size: 5, sha256: 'v' },
    ];
    expect(fileChanges(from, to)).toEqual({
      unchanged: 1,
      changes: [
        { path: 'b.json', change: 'changed', fromSize: 2, toSize: 4, fromSha256: 'y', toSha256: 'w' },
        { path: 'c.json', change: 'removed', fromSize: 3, toSize: null, fromSha256: 'z', toSha256: null },
        { path: 'd.json', change: 'added', fromSize: null, toSize: 5, fromSha256: null, toSha256: 'v' },
      ],
    });
  });
});

describe('manifestChanges', () => {
  it('names each key that moved by its dotted path, with JSON values', () => {
    const from = {
      version: '1.0.0',
      name: 'A',
      components: [{ id: 'p', path: 'p.json' }],
      extra: { on: true },
    };
    const to = { version: '1.1.0', name: 'A', components: [{ id: 'p', path: 'q.json' }], tags: [] };
    expect(manifestChanges(from, to)).toEqual([
      { key: 'components.0.path', change: 'changed', before: '"p.json"', after: '"q.json"' },
      { key: 'extra.on', change: 'removed', before: 'true', after: null },
      { key: 'tags', change: 'added', before: null, after: '[]' },
      { key: 'version', change: 'changed', before: '"1.0.0"', after: '"1.1.0"' },
    ]);
  });

  it('has nothing to say of two equal manifests, or of two unreadable ones', () => {
    expect(manifestChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(manifestChanges(null, null)).toEqual([]);
  });
});
