import {
  type ModelComponent,
  modelSchema,
  type PageBindingIssue,
  type PageComponent,
  pageBindingIssues,
  pageSchema,
} from '@portal/contracts';
import { manifestComponents } from '../editor/manifestComponents.ts';

export type PreviewProblem = { pointer: string; message: string };

/** Why the page's model cannot be read: absent from the manifest, or its file is not a valid model. */
export type ModelProblem = 'missing' | 'invalid' | null;

export type PagePreviewState =
  | { kind: 'notJson'; message: string }
  | { kind: 'invalid'; problems: PreviewProblem[] }
  | {
      kind: 'ok';
      page: PageComponent;
      model: ModelComponent | null;
      modelProblem: ModelProblem;
      bindings: Record<string, PageBindingIssue>;
    };

const pointerOf = (path: readonly PropertyKey[]) =>
  path.map((p) => `/${String(p).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** The model component the page names, read from the draft as it stands (null when it has none). */
function modelOf(page: PageComponent, files: Record<string, string>) {
  if (!page.model) return { model: null, modelProblem: null };
  const component = manifestComponents(files).find((c) => c.kind === 'model' && c.id === page.model);
  if (!component || files[component.path] === undefined)
    return { model: null, modelProblem: 'missing' as const };
  try {
    const parsed = modelSchema.safeParse(JSON.parse(files[component.path]!));
    if (parsed.success) return { model: parsed.data, modelProblem: null };
  } catch {
    // Not JSON: the editor shows why; the preview only says the model cannot be read.
  }
  return { model: null, modelProblem: 'invalid' as const };
}

/**
 * What the preview shows for a page file's text: the page and its model, or why it cannot be rendered
 * (the same schema the build uses, so an invalid page shows the build's messages, never a crash).
 */
export function pagePreviewState(text: string, files: Record<string, string>): PagePreviewState {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { kind: 'notJson', message: error instanceof Error ? error.message : String(error) };
  }
  const parsed = pageSchema.safeParse(json);
  if (!parsed.success)
    return {
      kind: 'invalid',
      problems: parsed.error.issues.map((issue) => ({
        pointer: pointerOf(issue.path),
        message: issue.message,
      })),
    };
  const page = parsed.data;
  const { model, modelProblem } = modelOf(page, files);
  const bindings = Object.fromEntries(pageBindingIssues(page, model).map((issue) => [issue.fieldId, issue]));
  return { kind: 'ok', page, model, modelProblem, bindings };
}

/** Every field of the page in order: a list layout's columns. */
export const pageFields = (page: PageComponent) => page.sections.flatMap((section) => section.fields);

/** A sandbox value as text: the records are plain JSON; anything not a scalar is left out. */
export function displayValue(value: unknown, yes: string, no: string): string {
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return '';
}
