import { describe, expect, it } from 'vitest';
import { appSourceJsonSchemas } from './jsonSchemas.ts';
import { referenceIssues } from './references.ts';
import { validateComponent, validateManifest } from './validateSource.ts';

function issuesOf(kind: Parameters<typeof validateComponent>[0], value: unknown) {
  const result = validateComponent(kind, `${kind}.json`, value);
  return result.ok ? [] : result.issues.map((i) => `${i.pointer} ${i.message}`);
}

describe('component schemas', () => {
  it('checks that orchestration steps go to steps that exist', () => {
    const flow = {
      trigger: { type: 'manual' },
      steps: [
        { id: 'approve', type: 'approval', approver: 'manager', onApprove: 'done', onReject: 'nowhere' },
        { id: 'done', type: 'end' },
      ],
    };
    expect(issuesOf('orchestration', flow)).toEqual([
      "/steps/0/onReject orchestration.json /steps/0/onReject: No step has the id 'nowhere'.",
    ]);
  });

  it('requires options on select fields and unique field ids on a page', () => {
    const page = {
      title: 'Expense',
      layout: 'form',
      sections: [
        {
          id: 'main',
          fields: [
            { id: 'kind', label: 'Kind', type: 'select' },
            { id: 'kind', label: 'Kind again', type: 'text' },
          ],
        },
      ],
    };
    expect(issuesOf('page', page).map((i) => i.split(' ')[0])).toEqual([
      '/sections/0/fields/1/id',
      '/sections/0/fields/0/options',
    ]);
  });

  it('requires a mapping in an integration and a known key in a model', () => {
    expect(
      issuesOf('integration', {
        source: { system: 'workday', resource: 'workers' },
        target: { system: 'rest', resource: '/v1/people' },
        mapping: [],
      }).map((i) => i.split(' ')[0]),
    ).toEqual(['/mapping']);
    expect(
      issuesOf('model', { name: 'Asset', fields: [{ name: 'tag', type: 'text' }], key: 'serial' }).map(
        (i) => i.split(' ')[0],
      ),
    ).toEqual(['/key']);
  });

  it('finds references to components that do not exist or are of another kind', () => {
    const manifest = validateManifest({
      referenceId: 'x',
      name: 'X',
      type: 'EXTEND',
      version: '1.0.0',
      components: [
        { id: 'home', kind: 'page', path: 'home.json' },
        { id: 'flow', kind: 'orchestration', path: 'flow.json' },
      ],
    });
    if (!manifest.ok) throw new Error('manifest should be valid');
    const docs = new Map<string, unknown>([
      [
        'home',
        {
          title: 'H',
          layout: 'form',
          model: 'asset',
          sections: [],
          actions: [{ id: 'go', label: 'Go', orchestration: 'home' }],
        },
      ],
      ['flow', { trigger: { type: 'manual' }, steps: [{ id: 's', type: 'script', script: 'calc' }] }],
    ]);
    expect(referenceIssues(manifest.value, docs).map((i) => `${i.file} ${i.pointer}`)).toEqual([
      'home.json /model',
      'home.json /actions/0/orchestration',
      'flow.json /steps/0/script',
    ]);
  });

  it('refuses a bound field on a page that names no model, as the preview does', () => {
    const manifest = validateManifest({
      referenceId: 'x',
      name: 'X',
      type: 'EXTEND',
      version: '1.0.0',
      components: [{ id: 'home', kind: 'page', path: 'home.json' }],
    });
    if (!manifest.ok) throw new Error('manifest should be valid');
    const page = {
      title: 'H',
      layout: 'form',
      sections: [
        {
          id: 'main',
          fields: [
            { id: 'code', label: 'Code', type: 'text', binding: 'barcode' },
            { id: 'note', label: 'Note', type: 'text' },
          ],
        },
      ],
    };
    expect(referenceIssues(manifest.value, new Map([['home', page]])).map((i) => i.message)).toEqual([
      "home.json /sections/0/fields/0/binding: the field 'code' is bound to 'barcode', but the page names no model.",
    ]);
  });
});

describe('appSourceJsonSchemas', () => {
  it('gives a draft 2020-12 JSON Schema for the manifest and each JSON component kind', () => {
    const schemas = appSourceJsonSchemas();
    expect(Object.keys(schemas)).toEqual([
      'manifest',
      'page',
      'integration',
      'orchestration',
      'model',
      'collection',
    ]);
    for (const schema of Object.values(schemas))
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(JSON.stringify(schemas.manifest)).toContain('"pattern":"^[A-Za-z0-9][A-Za-z0-9_]*$"');
  });
});
