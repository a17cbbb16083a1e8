import { describe, expect, it } from 'vitest';
import { validateManifest } from './validateSource.ts';

const valid = {
  referenceId: 'expense_approval',
  name: 'Expense approval',
  type: 'JOURNEYS',
  version: '1.0.0',
  components: [
    { id: 'submit', kind: 'page', path: 'pages/submit.json' },
    { id: 'approve', kind: 'orchestration', path: 'orchestrations/approve.json' },
  ],
};

function pointers(value: unknown): string[] {
  const result = validateManifest(value);
  return result.ok ? [] : result.issues.map((i) => i.pointer ?? '');
}

describe('manifest schema', () => {
  it('accepts a complete manifest', () => {
    expect(validateManifest(valid).ok).toBe(true);
  });

  it('applies the reference ID rule with its text', () => {
    const result = validateManifest({ ...valid, referenceId: 'has space' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues[0]).toMatchObject({
        code: 'manifest_invalid',
        file: 'manifest.json',
        pointer: '/referenceId',
        message: expect.stringContaining('Reference ID must begin with a letter or digit'),
      });
  });

  it('names the JSON pointer of each problem', () => {
    expect(pointers({ ...valid, version: 'v1' })).toEqual(['/version']);
    expect(pointers({ ...valid, type: 'WIDGET' })).toEqual(['/type']);
    expect(pointers({ ...valid, components: [{ id: 'x', kind: 'page', path: 'x.js' }] })).toEqual([
      '/components/0/path',
    ]);
    expect(pointers({ ...valid, extra: true })).toEqual(['']);
  });

  it('refuses unsafe component paths', () => {
    for (const path of ['../x.json', '/x.json', 'a\\x.json', './x.json', '.hidden.json'])
      expect(pointers({ ...valid, components: [{ id: 'x', kind: 'page', path }] })).toContain(
        '/components/0/path',
      );
  });

  it('refuses duplicate component ids and paths, and reserved paths', () => {
    const components = [
      { id: 'a', kind: 'page', path: 'a.json' },
      { id: 'a', kind: 'page', path: 'A.json' },
      { id: 'b', kind: 'page', path: 'manifest.json' },
    ];
    expect(pointers({ ...valid, components })).toEqual([
      '/components/1/id',
      '/components/1/path',
      '/components/2/path',
    ]);
  });

  it('holds each app type to its component rules', () => {
    const integrationOnly = [{ id: 'sync', kind: 'integration', path: 'sync.json' }];
    expect(pointers({ ...valid, type: 'INTEGRATION', components: integrationOnly })).toEqual([]);
    expect(pointers({ ...valid, type: 'JOURNEYS', components: integrationOnly })).toEqual([
      '/components/0/kind',
      '/components',
    ]);
  });
});
