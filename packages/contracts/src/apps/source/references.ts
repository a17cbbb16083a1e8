import type { SourceIssue } from './appSourceErrors.ts';
import { toJsonPointer } from './appSourceErrors.ts';
import type { ComponentKind } from './componentKinds.ts';
import { localIdSchema } from './identifiers.ts';
import { MANIFEST_FILE } from './manifestFiles.ts';
import type { AppManifest } from './manifestSchema.ts';
import type { ModelComponent } from './modelSchema.ts';
import { type OrchestrationComponent, scriptReferences } from './orchestrationSchema.ts';
import { pageBindingIssues } from './pageBindings.ts';
import type { PageComponent } from './pageSchema.ts';

/**
 * References between an app's components (docs/app-format.md "References"): the one analysis the build's
 * checks and the app builder's language server both run, so the editor and the build never disagree.
 * Pure: it sees the manifest and the schema-valid JSON of each component, never a file system.
 */

/** What a name in the source stands for: a component (by id) or a field of a model component. */
export type SourceSymbol = { type: 'component'; id: string } | { type: 'field'; model: string; name: string };

/** One place a symbol is named: where it is defined (manifest id, model field name) or referred to. */
export type SourceOccurrence = {
  file: string;
  pointer: string;
  symbol: SourceSymbol;
  role: 'definition' | 'reference';
  /** For a reference to a component: the kind it must be. */
  expects?: ComponentKind;
};

export const symbolKey = (symbol: SourceSymbol): string =>
  symbol.type === 'component' ? `component:${symbol.id}` : `field:${symbol.model}:${symbol.name}`;

/** Every definition and reference in the source, in manifest order, each component's in document order. */
export function sourceOccurrences(
  manifest: AppManifest,
  documents: ReadonlyMap<string, unknown>,
): SourceOccurrence[] {
  const found: SourceOccurrence[] = [];
  const at = (file: string, path: PropertyKey[], symbol: SourceSymbol, expects?: ComponentKind): void => {
    found.push({
      file,
      pointer: toJsonPointer(path),
      symbol,
      role: expects ? 'reference' : 'definition',
      expects,
    });
  };
  for (const [i, c] of manifest.components.entries())
    at(MANIFEST_FILE, ['components', i, 'id'], { type: 'component', id: c.id });
  for (const [g, group] of (manifest.profileGroups ?? []).entries()) {
    for (const [i, id] of group.tasks.entries())
      at(MANIFEST_FILE, ['profileGroups', g, 'tasks', i], { type: 'component', id }, 'page');
    for (const [i, id] of group.reports.entries())
      at(MANIFEST_FILE, ['profileGroups', g, 'reports', i], { type: 'component', id }, 'model');
  }
  for (const component of manifest.components) {
    const doc = documents.get(component.id);
    if (doc === undefined) continue;
    const file = component.path;
    if (component.kind === 'model') {
      const model = doc as ModelComponent;
      for (const [i, f] of model.fields.entries())
        at(file, ['fields', i, 'name'], { type: 'field', model: component.id, name: f.name });
      // The key names one of the model's own fields: a rename of that field renames the key too.
      if (model.key !== undefined)
        found.push({
          file,
          pointer: '/key',
          symbol: { type: 'field', model: component.id, name: model.key },
          role: 'reference',
        });
    }
    if (component.kind === 'page') {
      const page = doc as PageComponent;
      if (page.model) at(file, ['model'], { type: 'component', id: page.model }, 'model');
      page.sections.forEach((section, si) => {
        section.fields.forEach((field, fi) => {
          if (page.model && field.binding)
            found.push({
              file,
              pointer: toJsonPointer(['sections', si, 'fields', fi, 'binding']),
              symbol: { type: 'field', model: page.model, name: field.binding },
              role: 'reference',
            });
        });
      });
      page.actions?.forEach((action, i) => {
        if (action.orchestration)
          at(
            file,
            ['actions', i, 'orchestration'],
            { type: 'component', id: action.orchestration },
            'orchestration',
          );
      });
    }
    if (component.kind === 'orchestration') {
      for (const ref of scriptReferences(doc as OrchestrationComponent))
        at(file, ref.pointer, { type: 'component', id: ref.id }, 'script');
    }
  }
  return found;
}

/**
 * The build's reference checks: a page's model and action orchestrations, an orchestration's scripts,
 * and each page field's binding to a field of the page's model (or a model at all). A binding is checked only when the model
 * itself passed its schema (a broken model is reported once, by its own checks).
 */
export function referenceIssues(
  manifest: AppManifest,
  documents: ReadonlyMap<string, unknown>,
): SourceIssue[] {
  const kindOf = new Map(manifest.components.map((c) => [c.id, c.kind]));
  const issues: SourceIssue[] = [];
  for (const occurrence of sourceOccurrences(manifest, documents)) {
    if (occurrence.role !== 'reference') continue;
    const { file, pointer, symbol } = occurrence;
    if (symbol.type === 'component') {
      if (kindOf.get(symbol.id) === occurrence.expects) continue;
      issues.push({
        code: 'component_reference',
        file,
        pointer,
        message: `${file} ${pointer}: no ${occurrence.expects} component has the id '${symbol.id}'.`,
      });
      continue;
    }
    if (pointer === '/key' || kindOf.get(symbol.model) !== 'model') continue;
    const model = documents.get(symbol.model) as ModelComponent | undefined;
    if (!model || model.fields.some((f) => f.name === symbol.name)) continue;
    issues.push({
      code: 'component_reference',
      file,
      pointer,
      message: `${file} ${pointer}: the model '${symbol.model}' has no field '${symbol.name}'.`,
    });
  }
  // A bound field on a page without a model: the preview's rule (pageBindingIssues), so the editor, the
  // preview and the build say the same.
  for (const component of manifest.components) {
    const page = documents.get(component.id) as PageComponent | undefined;
    if (component.kind !== 'page' || !page || page.model) continue;
    for (const issue of pageBindingIssues(page, null))
      issues.push({
        code: 'component_reference',
        file: component.path,
        pointer: issue.pointer,
        message: `${component.path} ${issue.pointer}: the field '${issue.fieldId}' is bound to '${issue.binding}', but the page names no model.`,
      });
  }
  issues.push(...profileGroupIssues(manifest, documents));
  return issues;
}

/**
 * A profile group must open something a user can start from: a context-free task (a page that needs no
 * record to open: any layout but `detail`) or a model report. Checked only when every page it lists is
 * known and schema-valid, so a missing or broken page is reported once, by its own check.
 */
function profileGroupIssues(manifest: AppManifest, documents: ReadonlyMap<string, unknown>): SourceIssue[] {
  const kindOf = new Map(manifest.components.map((c) => [c.id, c.kind]));
  const issues: SourceIssue[] = [];
  for (const [g, group] of (manifest.profileGroups ?? []).entries()) {
    const pages = group.tasks.map((id) => (kindOf.get(id) === 'page' ? documents.get(id) : undefined));
    if (pages.some((page) => page === undefined)) continue;
    const contextFree = (pages as PageComponent[]).some((page) => page.layout !== 'detail');
    if (contextFree || group.reports.length > 0) continue;
    const pointer = toJsonPointer(['profileGroups', g]);
    issues.push({
      code: 'component_reference',
      file: MANIFEST_FILE,
      pointer,
      message: `${MANIFEST_FILE} ${pointer}: the profile group '${group.name}' needs at least one context-free task or one model report.`,
    });
  }
  return issues;
}

/** The symbol named at (file, pointer), if a definition or reference is there. */
export function symbolAt(occurrences: readonly SourceOccurrence[], file: string, pointer: string) {
  return occurrences.find((o) => o.file === file && o.pointer === pointer)?.symbol ?? null;
}

/**
 * Where a symbol is defined: a component is its file (and its manifest entry); a field is its name in
 * the model. Empty when nothing defines it (a reference to a missing component).
 */
export function definitionsOf(
  manifest: AppManifest,
  occurrences: readonly SourceOccurrence[],
  symbol: SourceSymbol,
): { file: string; pointer: string }[] {
  if (symbol.type === 'component') {
    const entry = manifest.components.find((c) => c.id === symbol.id);
    return entry ? [{ file: entry.path, pointer: '' }] : [];
  }
  const key = symbolKey(symbol);
  return occurrences
    .filter((o) => o.role === 'definition' && symbolKey(o.symbol) === key)
    .map(({ file, pointer }) => ({ file, pointer }));
}

/** Every place the symbol is named, its definition first. */
export function occurrencesOf(occurrences: readonly SourceOccurrence[], symbol: SourceSymbol) {
  const key = symbolKey(symbol);
  const all = occurrences.filter((o) => symbolKey(o.symbol) === key);
  return [...all.filter((o) => o.role === 'definition'), ...all.filter((o) => o.role === 'reference')];
}

const FIELD_NAME = /^[a-z][A-Za-z0-9]{0,63}$/;

export type RenamePlan =
  | { ok: true; edits: { file: string; pointer: string; newText: string }[] }
  | { ok: false; message: string };

/**
 * A rename of a component id or a model field across files: every occurrence gets the new name. Refused
 * when the new name breaks the id or field-name rule, or is already taken (it would merge two symbols).
 */
export function planRename(
  occurrences: readonly SourceOccurrence[],
  symbol: SourceSymbol,
  newName: string,
): RenamePlan {
  if (symbol.type === 'component') {
    if (!localIdSchema.safeParse(newName).success)
      return {
        ok: false,
        message: `'${newName}' is not a component id: use 1-64 lowercase letters, digits, - or _, starting with a letter.`,
      };
  } else if (!FIELD_NAME.test(newName))
    return { ok: false, message: `'${newName}' is not a field name: use camelCase, such as costCenter.` };
  const renamed: SourceSymbol =
    symbol.type === 'component' ? { type: 'component', id: newName } : { ...symbol, name: newName };
  const currentName = symbol.type === 'component' ? symbol.id : symbol.name;
  if (
    newName !== currentName &&
    occurrences.some((o) => o.role === 'definition' && symbolKey(o.symbol) === symbolKey(renamed))
  )
    return { ok: false, message: `'${newName}' is already taken.` };
  const found = occurrencesOf(occurrences, symbol);
  if (!found.some((o) => o.role === 'definition'))
    return { ok: false, message: `'${currentName}' is not defined anywhere in the source.` };
  // A component's new id also moves the field symbols keyed by it, but fields are named by the page's
  // 'model' value, which is itself one of the component's references: renaming those renames the link.
  return { ok: true, edits: found.map(({ file, pointer }) => ({ file, pointer, newText: newName })) };
}
