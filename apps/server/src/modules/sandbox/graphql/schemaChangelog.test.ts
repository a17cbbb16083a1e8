import { describe, expect, it } from 'vitest';
import { schemaVersions } from './sandboxGraphql.ts';
import { changelog, schemaChanges } from './schemaChangelog.ts';

describe('the GraphQL changelog', () => {
  it('names additions, deprecations, dangerous, removed and breaking changes', () => {
    const before = `type Query { a: String, b: Int, c(x: Int): String }
      enum Color { RED }
      type Old { id: ID }`;
    const after = `type Query { a: String @deprecated(reason: "Use d."), c(x: Int!): String, d: String, e: Color, n: New }
      enum Color { RED GREEN }
      type New { id: ID }`;
    const changes = schemaChanges(before, after);
    expect(changes).toEqual(
      expect.arrayContaining([
        { kind: 'removed', description: 'Query.b was removed.' },
        { kind: 'removed', description: 'Old was removed.' },
        { kind: 'breaking', description: 'Query.c arg x has changed type from Int to Int!.' },
        { kind: 'dangerous', description: expect.stringContaining('GREEN was added to enum type Color') },
        { kind: 'deprecated', description: 'Query.a was deprecated: Use d.' },
        { kind: 'added', description: 'Query.d was added.' },
        { kind: 'added', description: 'New was added.' },
      ]),
    );
    // Breaking first, additions last: what a reader must act on comes first.
    expect(changes[0]!.kind).toBe('breaking');
    expect(changes.at(-1)!.kind).toBe('added');
  });

  it('lists the kept versions of the sandbox schema newest first, the oldest without changes', () => {
    const log = changelog(schemaVersions);
    expect(log.versions.map((v) => v.version)).toEqual(['2026-11-25', '2026-11-24']);
    expect(log.versions[1]).toEqual({ version: '2026-11-24', previous: null, changes: [] });
    expect(log.versions[0]!.changes).toEqual(
      expect.arrayContaining([
        {
          kind: 'dangerous',
          description: expect.stringContaining('PRE_HIRE was added to enum type WorkerStatus'),
        },
        { kind: 'deprecated', description: expect.stringContaining('Worker.location was deprecated') },
        { kind: 'added', description: 'Worker.tenureYears was added.' },
        { kind: 'added', description: 'Query.supplier was added.' },
      ]),
    );
    expect(log.versions[0]!.changes.filter((c) => c.kind === 'breaking' || c.kind === 'removed')).toEqual([]);
  });
});

describe('tenure', () => {
  it('counts whole years since the hire date, never below zero', async () => {
    const { tenureYears } = await import('./sandboxGraphql.ts');
    expect(tenureYears('2020-06-15', new Date('2026-06-14T00:00:00Z'))).toBe(5);
    expect(tenureYears('2020-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(6);
    expect(tenureYears('2027-01-01', new Date('2026-06-15T00:00:00Z'))).toBe(0);
  });
});
