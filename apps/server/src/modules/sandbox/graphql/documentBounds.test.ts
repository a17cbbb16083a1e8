import { GraphQLError, getIntrospectionQuery, parse } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import {
  expandedFieldCount,
  GraphqlDocumentRefused,
  MAX_DOCUMENT_LENGTH,
  MAX_EXPANDED_FIELDS,
  parseBounded,
} from './documentBounds.ts';

/** `query Q { ...F0 }`, each fragment spreading the next twice, the last `__typename`. */
const doubling = (levels: number) =>
  `query Q { ...F0 } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F${levels} on Query { __typename }`;
const refusal = (source: string) => {
  try {
    parseBounded(source);
  } catch (error) {
    return error;
  }
  throw new Error('accepted');
};

describe('expandedFieldCount', () => {
  it('counts fields with every spread expanded, each fragment walked once', () => {
    expect(expandedFieldCount(parse('{ a b { c d } ... on Query { e } }'))).toBe(5);
    // 2^22 fields from a 1 KB document, counted without expanding them.
    expect(expandedFieldCount(parse(doubling(22)))).toBe(2 ** 22);
    expect(expandedFieldCount(parse('query A { ...F } query B { ...F } fragment F on Query { a b }'))).toBe(
      4,
    );
  });

  it('has no end for a fragment spread within itself, and none for an unknown one', () => {
    const cycle = 'query { ...A } fragment A on Query { x ...B } fragment B on Query { ...A }';
    expect(expandedFieldCount(parse(cycle))).toBe(Number.POSITIVE_INFINITY);
    expect(expandedFieldCount(parse('{ a ...Missing }'))).toBe(1);
  });
});

describe('parseBounded', () => {
  it("parses what the explorers send, GraphiQL's introspection query included", () => {
    const introspection = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });
    expect(expandedFieldCount(parseBounded(introspection))).toBeLessThan(MAX_EXPANDED_FIELDS);
    expect(parseBounded('{ workers(first: 100) { edges { node { id } } } }').kind).toBe('Document');
  });

  it('refuses a document too long, with too many tokens, expanding to too many fields, or cycling', () => {
    expect((refusal(`{ a } #${'x'.repeat(MAX_DOCUMENT_LENGTH)}`) as Error).message).toBe(
      'The GraphQL document is longer than 32768 characters: it was refused before being read.',
    );
    // 40,000 fields were once 0.4-0.9 s of parsing and validating on the event loop, then a 500.
    const wide = refusal(`{ ${Array.from({ length: 40_000 }, (_, i) => `f${i}: __typename`).join(' ')} }`);
    expect(wide).toBeInstanceOf(GraphqlDocumentRefused);
    expect((wide as Error).message).toMatch(/longer than 32768 characters/);
    expect((refusal(`{ ${'a '.repeat(999)}}`) as Error).message).toMatch(/more than 1000 tokens/);
    expect(parseBounded(`{ ${'a '.repeat(998)}}`).kind).toBe('Document');
    expect((refusal(doubling(22)) as Error).message).toBe(
      'The GraphQL document selects more than 2000 fields with its fragments expanded: it was refused before being validated.',
    );
    expect(refusal('query { ...A } fragment A on Query { ...A }')).toBeInstanceOf(GraphqlDocumentRefused);
  });

  it("leaves a syntax error graphql-js's own error, and counts no comment as a token", () => {
    const syntax = refusal('{ workers { ');
    expect(syntax).toBeInstanceOf(GraphQLError);
    expect(syntax).not.toBeInstanceOf(GraphqlDocumentRefused);
    const commented = `${Array.from({ length: 2_000 }, () => '# a comment').join('\n')}\n{ a }`;
    expect(parseBounded(commented).definitions).toHaveLength(1);
  });
});
