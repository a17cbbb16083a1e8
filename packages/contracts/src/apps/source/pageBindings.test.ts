import { describe, expect, it } from 'vitest';
import type { ModelComponent } from './modelSchema.ts';
import { pageBindingIssues } from './pageBindings.ts';
import type { PageComponent } from './pageSchema.ts';

const page: PageComponent = {
  title: 'Assets',
  layout: 'list',
  model: 'asset',
  sections: [
    {
      id: 'main',
      fields: [
        { id: 'code', label: 'Barcode', type: 'text', binding: 'barcode' },
        { id: 'owner', label: 'Owner', type: 'worker', binding: 'holder' },
        { id: 'note', label: 'Note', type: 'text' },
      ],
    },
  ],
};
const model: ModelComponent = { name: 'Asset', fields: [{ name: 'barcode', type: 'text' }] };

describe('pageBindingIssues', () => {
  it('accepts bindings that name a field of the model and fields without a binding', () => {
    expect(
      pageBindingIssues(
        { ...page, sections: [{ id: 'main', fields: [page.sections[0]!.fields[0]!] }] },
        model,
      ),
    ).toEqual([]);
  });

  it('names a binding the model has no field for, with its pointer', () => {
    expect(pageBindingIssues(page, model)).toEqual([
      { fieldId: 'owner', binding: 'holder', pointer: '/sections/0/fields/1/binding', reason: 'not_a_field' },
    ]);
  });

  it('reports every binding when there is no model to bind to', () => {
    expect(pageBindingIssues(page, null).map((i) => i.reason)).toEqual(['no_model', 'no_model']);
  });
});
