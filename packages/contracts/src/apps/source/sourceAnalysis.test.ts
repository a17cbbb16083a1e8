import { describe, expect, it } from 'vitest';
import { definitionsOf, occurrencesOf, planRename, symbolAt } from './references.ts';
import { analyzeSource } from './sourceAnalysis.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A small draft: a page on a model, an action starting an orchestration that calls a script. */
function draft(page: Record<string, unknown> = {}) {
  return {
    'manifest.json': json({
      referenceId: 'expenses',
      name: 'Expenses',
      type: 'EXTEND',
      version: '1.0.0',
      components: [
        { id: 'expense', kind: 'model', path: 'models/expense.json' },
        { id: 'submit', kind: 'page', path: 'pages/submit.json' },
        { id: 'approve', kind: 'orchestration', path: 'flows/approve.json' },
        { id: 'calc', kind: 'script', path: 'scripts/calc.js' },
      ],
    }),
    'models/expense.json': json({
      name: 'Expense',
      fields: [
        { name: 'amount', type: 'currency' },
        { name: 'reason', type: 'text' },
      ],
      key: 'reason',
    }),
    'pages/submit.json': json({
      title: 'Submit',
      layout: 'form',
      model: 'expense',
      sections: [
        {
          id: 'main',
          fields: [
            { id: 'amount', label: 'Amount', type: 'currency', binding: 'amount' },
            { id: 'why', label: 'Why', type: 'text', binding: 'reason' },
          ],
        },
      ],
      actions: [{ id: 'send', label: 'Send', orchestration: 'approve' }],
      ...page,
    }),
    'flows/approve.json': json({
      trigger: { type: 'manual' },
      steps: [{ id: 'c', type: 'script', script: 'calc' }],
    }),
    'scripts/calc.js': 'export function main() { return 1; }\n',
  };
}

describe('analyzeSource: the build reference checks on a draft', () => {
  it('finds nothing wrong in a sound draft', () => {
    const analysis = analyzeSource(draft());
    expect(Object.values(analysis.issues).flat()).toEqual([]);
    expect(Object.keys(analysis.issues)).toContain('pages/submit.json');
  });

  it("reports a page naming a model that does not exist, at the model's value", () => {
    const files = draft({ model: 'expenses' });
    const [issue] = analyzeSource(files).issues['pages/submit.json']!;
    expect(issue).toMatchObject({
      code: 'component_reference',
      pointer: '/model',
      message: "pages/submit.json /model: no model component has the id 'expenses'.",
    });
    const line = files['pages/submit.json'].split('\n')[issue!.range.start.line]!;
    expect(line.slice(issue!.range.start.character, issue!.range.end.character)).toBe('expenses');
  });

  it('reports a field binding missing from the model', () => {
    const files = draft();
    files['pages/submit.json'] = files['pages/submit.json'].replace(
      '"binding": "reason"',
      '"binding": "motive"',
    );
    expect(analyzeSource(files).issues['pages/submit.json']!.map((i) => i.message)).toEqual([
      "pages/submit.json /sections/0/fields/1/binding: the model 'expense' has no field 'motive'.",
    ]);
  });

  it('ends on models that reference each other and themselves (a reference loop is data, not an error)', () => {
    const files: Record<string, string> = draft();
    const manifest = JSON.parse(files['manifest.json']!);
    manifest.components.push({ id: 'person', kind: 'model', path: 'models/person.json' });
    files['manifest.json'] = json(manifest);
    files['models/expense.json'] = json({
      name: 'Expense',
      fields: [
        { name: 'amount', type: 'currency' },
        { name: 'reason', type: 'text' },
        { name: 'approver', type: 'reference', reference: 'Person' },
        { name: 'parent', type: 'reference', reference: 'Expense' },
      ],
    });
    files['models/person.json'] = json({
      name: 'Person',
      fields: [{ name: 'lastExpense', type: 'reference', reference: 'Expense' }],
    });
    const analysis = analyzeSource(files);
    expect(Object.values(analysis.issues).flat()).toEqual([]);
    expect(analysis.occurrences.some((o) => o.file === 'models/person.json')).toBe(true);
    expect(
      definitionsOf(analysis.manifest!, analysis.occurrences, { type: 'component', id: 'person' }),
    ).toEqual([{ file: 'models/person.json', pointer: '' }]);
  });

  it('leaves out a file that breaks its schema, as the build does', () => {
    const files = draft();
    files['pages/submit.json'] = '{ "title": 1 }';
    expect(Object.values(analyzeSource(files).issues).flat()).toEqual([]);
  });
});

describe('references: definition, references and rename', () => {
  const analysis = analyzeSource(draft());
  const { occurrences } = analysis;

  it('goes from a page model to the model file, and from a binding to the model field', () => {
    const model = symbolAt(occurrences, 'pages/submit.json', '/model')!;
    expect(definitionsOf(analysis.manifest!, occurrences, model)).toEqual([
      { file: 'models/expense.json', pointer: '' },
    ]);
    const binding = symbolAt(occurrences, 'pages/submit.json', '/sections/0/fields/1/binding')!;
    expect(definitionsOf(analysis.manifest!, occurrences, binding)).toEqual([
      { file: 'models/expense.json', pointer: '/fields/1/name' },
    ]);
    const action = symbolAt(occurrences, 'pages/submit.json', '/actions/0/orchestration')!;
    expect(definitionsOf(analysis.manifest!, occurrences, action)).toEqual([
      { file: 'flows/approve.json', pointer: '' },
    ]);
  });

  it('lists every place a field is named: its definition, the key and the bindings', () => {
    const field = symbolAt(occurrences, 'models/expense.json', '/fields/1/name')!;
    expect(occurrencesOf(occurrences, field).map((o) => `${o.file} ${o.pointer}`)).toEqual([
      'models/expense.json /fields/1/name',
      'models/expense.json /key',
      'pages/submit.json /sections/0/fields/1/binding',
    ]);
  });

  it('renames a component id in the manifest and every reference', () => {
    const plan = planRename(occurrences, { type: 'component', id: 'expense' }, 'claim');
    expect(plan).toEqual({
      ok: true,
      edits: [
        { file: 'manifest.json', pointer: '/components/0/id', newText: 'claim' },
        { file: 'pages/submit.json', pointer: '/model', newText: 'claim' },
      ],
    });
  });

  it('shows a profile group that opens nothing a user can start from in the manifest, and renames its tasks', () => {
    const files = draft({ layout: 'detail' });
    const manifest = JSON.parse(files['manifest.json']);
    manifest.profileGroups = [{ id: 'submitters', name: 'Submitters', tasks: ['submit'] }];
    files['manifest.json'] = json(manifest);
    const analysis = analyzeSource(files);
    expect(analysis.issues['manifest.json']!.map((i) => i.message)).toEqual([
      "manifest.json /profileGroups/0: the profile group 'Submitters' needs at least one context-free task or one model report.",
    ]);
    expect(planRename(analysis.occurrences, { type: 'component', id: 'submit' }, 'send')).toMatchObject({
      ok: true,
      edits: expect.arrayContaining([
        { file: 'manifest.json', pointer: '/profileGroups/0/tasks/0', newText: 'send' },
      ]),
    });
  });

  it('refuses a rename to a taken name or one that breaks the naming rule', () => {
    expect(planRename(occurrences, { type: 'component', id: 'expense' }, 'submit')).toMatchObject({
      ok: false,
    });
    expect(
      planRename(occurrences, { type: 'field', model: 'expense', name: 'amount' }, 'Amount'),
    ).toMatchObject({
      ok: false,
    });
    expect(planRename(occurrences, { type: 'field', model: 'expense', name: 'amount' }, 'reason')).toEqual({
      ok: false,
      message: "'reason' is already taken.",
    });
  });
});
