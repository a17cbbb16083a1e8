import { describe, expect, it } from 'vitest';
import {
  cleanIndexedText,
  MATCH_END,
  MATCH_START,
  snippetParts,
  toAnyWordQuery,
  toPrefixQuery,
} from './searchText.ts';

describe('toPrefixQuery', () => {
  it('keeps words only, each a required prefix', () => {
    expect(toPrefixQuery('Get_Workers v2', 200)).toEqual({
      tsquery: 'get:* & workers:* & v2:*',
      words: 'Get Workers v2',
    });
  });

  it('leaves no tsquery operator, quote or backslash', () => {
    const query = toPrefixQuery(`ab & !b | (c:*) <-> 'd' "e" \\f`, 200)!;
    expect(query.tsquery).toBe('ab:* & b & c & d & e & f');
  });

  it('is null with no word, and cuts a long query', () => {
    expect(toPrefixQuery(' !!! ', 200)).toBeNull();
    expect(toPrefixQuery('x'.repeat(10_000), 200)!.tsquery).toBe(`${'x'.repeat(200)}:*`);
    expect(toPrefixQuery('ab '.repeat(100), 200)!.tsquery.split(' & ')).toHaveLength(16);
  });
});

describe('snippetParts', () => {
  it('splits marked text into matched and plain parts', () => {
    expect(
      snippetParts(`Get a ${MATCH_START}tenant${MATCH_END} token for ${MATCH_START}tenants${MATCH_END}`),
    ).toEqual([
      { text: 'Get a ', match: false },
      { text: 'tenant', match: true },
      { text: ' token for ', match: false },
      { text: 'tenants', match: true },
    ]);
    expect(snippetParts('plain')).toEqual([{ text: 'plain', match: false }]);
  });

  it('indexed text never carries the markers', () => {
    expect(cleanIndexedText(`a${MATCH_START}b${MATCH_END}c`)).toBe('abc');
  });
});

describe('toAnyWordQuery', () => {
  it('asks for any word of a question, without operators, short words or repeats', () => {
    expect(toAnyWordQuery('How do I get a tenant token? A tenant & (token)!', 2000)).toBe(
      'how | get | tenant | token',
    );
    expect(toAnyWordQuery('ignore | everything:* <-> "x"', 2000)).toBe('ignore | everything');
  });

  it('is null when no word of three letters or more is left', () => {
    expect(toAnyWordQuery('a b ?', 2000)).toBeNull();
  });
});
