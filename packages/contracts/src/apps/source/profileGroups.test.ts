import { describe, expect, it } from 'vitest';
import { referenceIssues } from './references.ts';
import { validateManifest } from './validateSource.ts';

const page = (layout: string) => ({
  title: 'P',
  layout,
  sections: [{ id: 'main', fields: [{ id: 'note', label: 'Note', type: 'text' }] }],
});
const model = { name: 'Expense', fields: [{ name: 'amount', type: 'number' }] };
const documents = new Map<string, unknown>([
  ['submit', page('form')],
  ['open_one', page('detail')],
  ['expense', model],
]);

function problems(profileGroups: unknown) {
  const manifest = validateManifest({
    referenceId: 'x',
    name: 'X',
    type: 'EXTEND',
    version: '1.0.0',
    components: [
      { id: 'submit', kind: 'page', path: 'submit.json' },
      { id: 'open_one', kind: 'page', path: 'open_one.json' },
      { id: 'expense', kind: 'model', path: 'expense.json' },
    ],
    profileGroups,
  });
  if (!manifest.ok) return manifest.issues.map((i) => i.message);
  return referenceIssues(manifest.value, documents).map((i) => i.message);
}

describe('profile groups', () => {
  it('accept a group with a context-free task or a model report', () => {
    expect(problems([{ id: 'submitters', name: 'Submitters', tasks: ['submit', 'open_one'] }])).toEqual([]);
    expect(problems([{ id: 'readers', name: 'Readers', reports: ['expense'] }])).toEqual([]);
    expect(problems([{ id: 'both', name: 'Both', tasks: ['open_one'], reports: ['expense'] }])).toEqual([]);
  });

  it('refuse a group whose only tasks open on a record, or that lists nothing', () => {
    expect(problems([{ id: 'viewers', name: 'Viewers', tasks: ['open_one'] }])).toEqual([
      "manifest.json /profileGroups/0: the profile group 'Viewers' needs at least one context-free task or one model report.",
    ]);
    expect(
      problems([
        { id: 'ok', name: 'Ok', tasks: ['submit'] },
        { id: 'empty', name: 'Empty' },
      ]),
    ).toEqual([
      "manifest.json /profileGroups/1: the profile group 'Empty' needs at least one context-free task or one model report.",
    ]);
  });

  it('name a task that is not a page, or a report that is not a model, once', () => {
    expect(problems([{ id: 'wrong', name: 'Wrong', tasks: ['expense'], reports: ['submit'] }])).toEqual([
      "manifest.json /profileGroups/0/tasks/0: no page component has the id 'expense'.",
      "manifest.json /profileGroups/0/reports/0: no model component has the id 'submit'.",
    ]);
  });

  it('refuse two groups with one id', () => {
    expect(
      problems([
        { id: 'same', name: 'A', tasks: ['submit'] },
        { id: 'same', name: 'B', tasks: ['submit'] },
      ]),
    ).toEqual(["manifest.json /profileGroups/1/id: Duplicate profile group id 'same'."]);
  });
});
