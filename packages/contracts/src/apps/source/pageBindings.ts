import type { ModelComponent } from './modelSchema.ts';
import type { PageComponent } from './pageSchema.ts';

/**
 * Why a page field's `binding` does not hold: the page names no model (or one the app lacks or cannot
 * read), or the model has no field of that name.
 */
export type PageBindingIssue = {
  fieldId: string;
  binding: string;
  /** RFC 6901 pointer of the binding in the page file. */
  pointer: string;
  reason: 'no_model' | 'not_a_field';
};

/**
 * A field's `binding` is the name of a field of the page's `model` (docs/app-format.md): the value the
 * field shows and edits. Checked against the model as the page's preview reads it; a page without bound
 * fields needs no model.
 */
export function pageBindingIssues(page: PageComponent, model: ModelComponent | null): PageBindingIssue[] {
  const names = new Set(model?.fields.map((f) => f.name) ?? []);
  return page.sections.flatMap((section, si) =>
    section.fields.flatMap((field, fi) => {
      if (field.binding === undefined || (model && names.has(field.binding))) return [];
      return [
        {
          fieldId: field.id,
          binding: field.binding,
          pointer: `/sections/${si}/fields/${fi}/binding`,
          reason: model ? ('not_a_field' as const) : ('no_model' as const),
        },
      ];
    }),
  );
}
