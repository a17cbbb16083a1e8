import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './jsonDepth.ts';
import { parseJsonFile, validateComponent } from './validateSource.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, and nothing inside strings', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ s: '[[[[{{{{' }), 1)).toBe(false);
    // An escaped quote does not end the string: the brackets after it are still text.
    expect(jsonNestsDeeperThan(JSON.stringify({ s: 'a\\"[[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ s: '\\\\', t: [[1]] }), 2)).toBe(true);
    expect(jsonNestsDeeperThan('"just a string"', 0)).toBe(false);
  });
});

describe('parseJsonFile and the nesting bound', () => {
  it('parses a file exactly at the bound', () => {
    expect(parseJsonFile('a.json', nested(MAX_JSON_DEPTH), 'component_invalid_json').ok).toBe(true);
  });

  // 10,000 levels in a collection's body once ran the schema check out of stack (an internal error).
  it('refuses a file past the bound before parsing it, naming the file', () => {
    const body = nested(10_000);
    const text = `{"name":"c","requests":[{"id":"a","name":"a","method":"POST","path":"/api/workers/v1/workers","body":${body}}]}`;
    expect(parseJsonFile('collections/deep.json', text, 'component_invalid_json')).toEqual({
      ok: false,
      issues: [
        {
          code: 'component_invalid_json',
          file: 'collections/deep.json',
          pointer: '',
          message: `collections/deep.json nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep, the most an app source file may.`,
        },
      ],
    });
    expect(parseJsonFile('manifest.json', nested(MAX_JSON_DEPTH + 1), 'manifest_invalid_json')).toMatchObject(
      {
        ok: false,
        issues: [{ code: 'manifest_invalid_json', file: 'manifest.json' }],
      },
    );
  });

  it('leaves what the bound lets through to checks that do not run out of stack', () => {
    const body = JSON.parse(nested(MAX_JSON_DEPTH - 3));
    const collection = {
      name: 'c',
      requests: [{ id: 'a', name: 'a', method: 'POST', path: '/api/workers/v1/workers', body }],
    };
    expect(validateComponent('collection', 'c.json', collection).ok).toBe(true);
  });
});
